/// A horizontal bar chart of ratios: panels (one per table), rows (one per mode) and, in each row,
/// one bar per series (instructions, wall clock), drawn against a reference line at 1×.
///
/// ```swift
/// let chart = BarChart(
///     title: "Cost relative to the hand-written delegate",
///     series: [.init(name: "instructions", color: "#4e79a7"), .init(name: "wall clock", color: "#f28e2b")],
///     panels: [.init(title: "10 MB catalog", rows: [.init(label: "xmlreading", values: [0.95, 0.98])])],
///     axisLabel: "× hand-written XMLParser delegate (lower is faster)", caption: "2 cores")
/// try XMLWriter().write(chart.svg, element: "svg", to: url)
/// ```
package struct BarChart: Equatable, Sendable {
    /// One kind of bar, with its legend entry.
    package struct Series: Equatable, Sendable {
        package var name: String
        package var color: String

        package init(name: String, color: String) {
            self.name = name
            self.color = color
        }
    }

    /// One row: a label and a value per series (`nil`: not measured, no bar).
    package struct Row: Equatable, Sendable {
        package var label: String
        package var values: [Double?]

        package init(label: String, values: [Double?]) {
            self.label = label
            self.values = values
        }
    }

    /// A titled group of rows sharing the chart's axis.
    package struct Panel: Equatable, Sendable {
        package var title: String
        package var rows: [Row]

        package init(title: String, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    package var title: String
    package var series: [Series]
    package var panels: [Panel]
    /// What the horizontal axis measures, written under each panel's axis.
    package var axisLabel: String
    /// Under the chart: how and where it was measured; one text line per `\n`-separated line.
    package var caption: String
    /// Bars longer than this are cut at the axis' end (their value is still written beside them),
    /// so that a 10× peer does not flatten the differences around 1×.
    package var axisLimit: Double

    package init(
        title: String, series: [Series], panels: [Panel], axisLabel: String, caption: String, axisLimit: Double = 3
    ) {
        self.title = title
        self.series = series
        self.panels = panels
        self.axisLabel = axisLabel
        self.caption = caption
        self.axisLimit = axisLimit
    }

    /// The end of the axis: the largest value rounded up to the next half, at least 1.5, at most
    /// ``axisLimit``.
    package var axisEnd: Double {
        let largest = panels.flatMap { $0.rows.flatMap { $0.values.compactMap { $0 } } }.max() ?? 1
        return min(max((largest * 2).rounded(.up) / 2, 1.5), axisLimit)
    }

    /// How many bars the chart draws: one per measured value.
    package var values: Int {
        panels.reduce(0) { sum, panel in
            sum + panel.rows.reduce(0) { $0 + $1.values.prefix(series.count).compactMap { $0 }.count }
        }
    }

    /// A ratio as the chart writes it: `0.95×`.
    package static func label(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)×"
    }
}
