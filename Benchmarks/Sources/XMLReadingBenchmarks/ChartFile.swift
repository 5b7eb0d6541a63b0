import BenchmarkChart
import Foundation
import XMLReading

/// `--chart FILE.svg`: the run's tables as one bar chart, written with `XMLWriter` and checked by
/// reading the file back.
struct ChartFile {
    let tables: [Table]
    let date: Date

    static let instructions = BarChart.Series(name: "instructions (callgrind)", color: "#4e79a7")
    static let wallClock = BarChart.Series(name: "wall clock (median)", color: "#f28e2b")

    var chart: BarChart {
        let counted = tables.contains(where: \.showsInstructions)
        // Every panel has the same series; a table without instructions gets none of those bars.
        let panels = tables.map { table in
            var panel = table.panel
            if counted, !table.showsInstructions {
                panel.rows = panel.rows.map { BarChart.Row(label: $0.label, values: [nil] + $0.values) }
            }
            return panel
        }
        let loads = tables.flatMap { [$0.load.before, $0.load.after] }.compactMap { $0.flatMap(Double.init) }
        let load = loads.min().map { low in " (load average \(low)–\(loads.max() ?? low))" } ?? ""
        let runs = Set(tables.map(\.runs)).sorted().map(String.init).joined(separator: ", ")
        let day = ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: .withFullDate)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var caption = "Measured \(day) on \(cores) shared cores\(load), Linux, one process per run.\n"
        if counted { caption += "Instructions: one run under callgrind, the whole process. " }
        caption += "Wall clock: median of \(runs) runs; lower is cheaper."
        return BarChart(
            title: "Cost relative to a hand-written XMLParser delegate",
            series: counted ? [Self.instructions, Self.wallClock] : [Self.wallClock], panels: panels,
            axisLabel: "× the hand-written delegate of the same file (1× at the dashed line)", caption: caption)
    }

    /// Writes the chart, then reads it back: the same document, and one bar per measured value.
    func write(to url: URL) throws {
        let chart = self.chart
        let svg = chart.svg
        try XMLWriter().write(svg, element: "svg", to: url)
        let written = try XMLReader.object(ofType: SVGDocument.self, element: "svg", from: url)
        guard written == svg else {
            throw ModeFailure("the chart read back from \(url.path) is not the chart written")
        }
        guard written.bars == chart.values else {
            throw ModeFailure("the chart \(url.path) has \(written.bars) bars for \(chart.values) values")
        }
    }
}
