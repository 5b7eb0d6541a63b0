import BenchmarkChart
import Foundation
import Testing
import XMLReading

@Suite struct BarChartTests {
    static let series = [
        BarChart.Series(name: "instructions", color: "#4e79a7"), BarChart.Series(name: "wall clock", color: "#f28e2b"),
    ]

    static func chart(_ rows: [BarChart.Row], axisLimit: Double = 3) -> BarChart {
        BarChart(
            title: "Cost", series: series, panels: [BarChart.Panel(title: "10 MB catalog", rows: rows)],
            axisLabel: "× hand-written", caption: "Measured here.", axisLimit: axisLimit)
    }

    /// The bars of the first panel: (width, fill) of each `<rect>`, and the texts after them.
    static func bars(_ svg: SVGDocument) -> [(width: Double, fill: String)] {
        guard case .group(let panel)? = svg.nodes.first(where: { if case .group = $0 { true } else { false } })
        else { return [] }
        return panel.nodes.compactMap { if case .rect(let rect) = $0 { (rect.width, rect.fill) } else { nil } }
    }

    static func texts(_ nodes: [SVGNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .text(let text): [text.content]
            case .group(let group): texts(group.nodes)
            case .rect, .line: []
            }
        }
    }

    @Test(arguments: [(0.95, "0.95×"), (1, "1.00×"), (10.08, "10.08×"), (0.05, "0.05×"), (0.2749, "0.27×")])
    func ratioLabel(value: Double, label: String) {
        #expect(BarChart.label(value) == label)
    }

    @Test func barsAreProportionalToTheirValues() {
        let svg = Self.chart([
            BarChart.Row(label: "a", values: [0.5, 1]), BarChart.Row(label: "b", values: [2, nil]),
        ]).svg
        // The axis ends at 2× (the largest value), 470 units long.
        #expect(Self.bars(svg).map(\.width) == [117.5, 235, 470])
        #expect(Self.bars(svg).map(\.fill) == ["#4e79a7", "#f28e2b", "#4e79a7"])
        #expect(svg.bars == 3)
        #expect(
            Self.texts(svg.nodes) == [
                "Cost", "instructions", "wall clock", "10 MB catalog", "a", "0.50×", "1.00×", "b", "2.00×", "0×",
                "0.5×", "1×", "1.5×", "2×", "× hand-written", "Measured here.",
            ])
    }

    @Test func aBarBeyondTheAxisLimitIsCutAndSaysSo() {
        let chart = Self.chart([BarChart.Row(label: "xmlcoder", values: [12.5, 10.08])], axisLimit: 3)
        #expect(chart.axisEnd == 3)
        let svg = chart.svg
        #expect(Self.bars(svg).map(\.width) == [470, 470])
        let texts = Self.texts(svg.nodes)
        #expect(texts.contains("12.50× →") && texts.contains("10.08× →"))
        #expect(
            texts.suffix(2) == [
                "Measured here.", "Bars beyond 3× are cut at the axis' end; their values are written beside them.",
            ])
    }

    @Test func theAxisEndsAtTheNextHalfAboveTheLargestValue() {
        #expect(Self.chart([BarChart.Row(label: "a", values: [0.24, 0.3])]).axisEnd == 1.5)
        #expect(Self.chart([BarChart.Row(label: "a", values: [2.1, 0.3])]).axisEnd == 2.5)
        #expect(Self.chart([BarChart.Row(label: "a", values: [2.1, nil])]).values == 1)
    }

    /// The whole document of a one-row chart, as `XMLWriter` writes it.
    @Test func aOneRowChartIsWrittenAsThisSVG() throws {
        let svg = Self.chart([BarChart.Row(label: "xmlreading", values: [0.95, nil])]).svg
        let xml = try XMLWriter().string(svg, element: "svg")
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="760" height="210" viewBox="0 0 760 210" font-family="sans-serif" font-size="12">
                  <rect x="0" y="0" width="760" height="210" fill="#ffffff"/>
                  <text x="10" y="28" font-weight="bold">Cost</text>
                  <rect x="10" y="40" width="12" height="12" fill="#4e79a7"/>
                  <text x="28" y="50.5">instructions</text>
                  <rect x="200" y="40" width="12" height="12" fill="#f28e2b"/>
                  <text x="218" y="50.5">wall clock</text>
                  <g transform="translate(0 74)">
                    <text x="10" y="14" font-weight="bold">10 MB catalog</text>
                    <line x1="180" y1="26" x2="180" y2="64" stroke="#555555"/>
                    <line x1="180" y1="64" x2="650" y2="64" stroke="#555555"/>
                    <line x1="493.3" y1="26" x2="493.3" y2="64" stroke="#555555" stroke-dasharray="4 3"/>
                    <text x="172" y="47" text-anchor="end">xmlreading</text>
                    <rect x="180" y="30" width="297.7" height="11" fill="#4e79a7"/>
                    <text x="481.7" y="39.5">0.95×</text>
                    <line x1="180" y1="64" x2="180" y2="68" stroke="#555555"/>
                    <text x="180" y="80" text-anchor="middle" fill="#555555">0×</text>
                    <line x1="336.7" y1="64" x2="336.7" y2="68" stroke="#555555"/>
                    <text x="336.7" y="80" text-anchor="middle" fill="#555555">0.5×</text>
                    <line x1="493.3" y1="64" x2="493.3" y2="68" stroke="#555555"/>
                    <text x="493.3" y="80" text-anchor="middle" fill="#555555">1×</text>
                    <line x1="650" y1="64" x2="650" y2="68" stroke="#555555"/>
                    <text x="650" y="80" text-anchor="middle" fill="#555555">1.5×</text>
                    <text x="415" y="98" text-anchor="middle" fill="#555555">× hand-written</text>
                  </g>
                  <text x="10" y="198" fill="#555555">Measured here.</text>
                </svg>

                """)
    }

    /// Written, read back with the same description, and written again: the same bytes.
    @Test func theSVGRoundTrips() throws {
        let svg = Self.chart([BarChart.Row(label: "xmlreading", values: [0.95, 0.98])]).svg
        let xml = try XMLWriter().string(svg, element: "svg")
        let again = try XMLReader.object(ofType: SVGDocument.self, element: "svg", from: xml)
        #expect(again == svg)
        #expect(try XMLWriter().string(again, element: "svg") == xml)
    }

    /// Python's ElementTree, which knows nothing of our descriptions, finds the SVG elements in
    /// the SVG namespace, as many as the model holds.
    @Test func elementTreeFindsTheElementsInTheSVGNamespace() throws {
        let svg = Self.chart([
            BarChart.Row(label: "hand-written", values: [1, 1]),
            BarChart.Row(label: "xmlreading", values: [0.95, 0.98]),
        ]).svg
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        try XMLWriter().write(svg, element: "svg", to: file)
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            ns = '{http://www.w3.org/2000/svg}'
            print(root.tag, root.get('width'), root.get('height'), root.get('viewBox'))
            for name in ['rect', 'line', 'text', 'g']:
                print(name, len(root.findall('.//' + ns + name)))
            print(' '.join(t.get('width') for t in root.findall('./' + ns + 'g/' + ns + 'rect')))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        // Only standard output is a pipe, read to its end before waiting; errors go to the test's
        // own standard error, so no pipe can fill up unread.
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        func count(_ nodes: [SVGNode], _ kind: (SVGNode) -> Bool) -> Int {
            nodes.reduce(0) { sum, node in
                if case .group(let group) = node { return sum + (kind(node) ? 1 : 0) + count(group.nodes, kind) }
                return sum + (kind(node) ? 1 : 0)
            }
        }
        let rects = count(svg.nodes) { if case .rect = $0 { true } else { false } }
        let lines = count(svg.nodes) { if case .line = $0 { true } else { false } }
        let texts = count(svg.nodes) { if case .text = $0 { true } else { false } }
        let groups = count(svg.nodes) { if case .group = $0 { true } else { false } }
        #expect(
            String(decoding: data, as: UTF8.self) == """
                {http://www.w3.org/2000/svg}svg 760 \(svg.height.xmlText) 0 0 760 \(svg.height.xmlText)
                rect \(rects)
                line \(lines)
                text \(texts)
                g \(groups)
                \(Self.bars(svg).map { $0.width.xmlText }.joined(separator: " "))

                """)
        #expect([rects, lines, groups] == [7, 7, 1] as [Int])
        #expect(Self.bars(svg).map(\.width) == [313.3, 313.3, 297.7, 307.1])
    }
}
