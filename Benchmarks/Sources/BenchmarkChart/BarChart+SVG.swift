import XMLReading

extension BarChart {
    /// Where things go, in SVG user units (pixels).
    enum Layout {
        static let width = 760.0
        /// The left end of the axis; row labels end just before it.
        static let plotLeft = 180.0
        static let plotWidth = 470.0
        static let barHeight = 11.0
        static let barGap = 2.0
        static let rowPadding = 8.0
        static let panelTop = 74.0
        static let panelHeading = 26.0
        static let axisHeight = 46.0
        static let panelGap = 14.0
        static let grey = "#555555"
    }

    /// The chart as an SVG document on a white ground: a title, a legend, then one group per panel with its rows,
    /// its axis (ticks every 0.5×) and a dashed line at 1×, then the caption.
    package var svg: SVGDocument {
        var nodes: [SVGNode] = [.text(SVGText(x: 10, y: 28, bold: true, content: title))]
        for (index, series) in series.enumerated() {
            let x = 10 + Double(index) * 190
            nodes.append(.rect(SVGRect(x: x, y: 40, width: 12, height: 12, fill: series.color)))
            nodes.append(.text(SVGText(x: x + 18, y: 50.5, content: series.name)))
        }
        var top = Layout.panelTop
        var cut = false
        for panel in panels {
            let (group, height, cutHere) = self.group(panel)
            nodes.append(.group(SVGGroup(translateX: 0, y: top, nodes: group)))
            top += height + Layout.panelGap
            cut = cut || cutHere
        }
        let cutNote = "Bars beyond \(axisEnd.xmlText)× are cut at the axis' end; their values are written beside them."
        let note = cut ? "\n" + cutNote : ""
        for line in (caption + note).split(separator: "\n") {
            nodes.append(.text(SVGText(x: 10, y: top + 4, fill: Layout.grey, content: String(line))))
            top += 16
        }
        // A white ground, so that the chart stays readable on a dark page.
        nodes.insert(.rect(SVGRect(x: 0, y: 0, width: Layout.width, height: top, fill: "#ffffff")), at: 0)
        return SVGDocument(width: Layout.width, height: top, nodes: nodes)
    }

    /// Height of one row: a bar per series, and some air.
    private var rowHeight: Double {
        Double(series.count) * (Layout.barHeight + Layout.barGap) + Layout.rowPadding
    }

    /// One panel in its own coordinates, its height, and whether a bar was cut. The axes and the
    /// dashed line at 1× come first, so that bars and values are drawn over them.
    private func group(_ panel: Panel) -> (nodes: [SVGNode], height: Double, cut: Bool) {
        let end = axisEnd
        let scale = Layout.plotWidth / end
        let axis = Layout.panelHeading + Double(panel.rows.count) * rowHeight + 4
        let one = Self.rounded(Layout.plotLeft + scale)
        var nodes: [SVGNode] = [
            .text(SVGText(x: 10, y: 14, bold: true, content: panel.title)),
            .line(
                SVGLine(
                    x1: Layout.plotLeft, y1: Layout.panelHeading, x2: Layout.plotLeft, y2: axis, stroke: Layout.grey)),
            .line(
                SVGLine(
                    x1: Layout.plotLeft, y1: axis, x2: Layout.plotLeft + Layout.plotWidth, y2: axis,
                    stroke: Layout.grey)),
            .line(SVGLine(x1: one, y1: Layout.panelHeading, x2: one, y2: axis, stroke: Layout.grey, dashes: "4 3")),
        ]
        var cut = false
        var y = Layout.panelHeading
        for row in panel.rows {
            let middle = y + rowHeight / 2
            nodes.append(.text(SVGText(x: Layout.plotLeft - 8, y: middle + 4, anchor: .end, content: row.label)))
            for (index, value) in row.values.enumerated() where index < series.count {
                guard let value else { continue }
                let barTop = y + Layout.rowPadding / 2 + Double(index) * (Layout.barHeight + Layout.barGap)
                cut = cut || value > end
                let width = Self.rounded(min(value, end) * scale)
                nodes.append(
                    .rect(
                        SVGRect(
                            x: Layout.plotLeft, y: barTop, width: width, height: Layout.barHeight,
                            fill: series[index].color)))
                nodes.append(
                    .text(
                        SVGText(
                            x: Layout.plotLeft + width + 4, y: barTop + Layout.barHeight - 1.5,
                            content: Self.label(value) + (value > end ? " →" : ""))))
            }
            y += rowHeight
        }
        var tick = 0.0
        while tick <= end + 1e-9 {
            let x = Self.rounded(Layout.plotLeft + tick * scale)
            nodes.append(.line(SVGLine(x1: x, y1: axis, x2: x, y2: axis + 4, stroke: Layout.grey)))
            nodes.append(
                .text(SVGText(x: x, y: axis + 16, anchor: .middle, fill: Layout.grey, content: "\(tick.xmlText)×")))
            tick += 0.5
        }
        nodes.append(
            .text(
                SVGText(
                    x: Layout.plotLeft + Layout.plotWidth / 2, y: axis + 34, anchor: .middle, fill: Layout.grey,
                    content: axisLabel)))
        return (nodes, axis + Layout.axisHeight - 4, cut)
    }

    /// A coordinate to a tenth of a unit, so the SVG stays short.
    static func rounded(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
