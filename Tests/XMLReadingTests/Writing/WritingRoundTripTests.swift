import Foundation
import TestSupport
import Testing
import XMLReading

/// A recursive model touching every value type and entry kind, for generated round trips.
struct RoundTripNode: XMLReadable, Equatable, Sendable {
    var label = ""
    var count: Int? = nil
    var ratio = 0.0
    var flag = false
    var when = Date(timeIntervalSince1970: 0)
    var day: Date? = nil
    var note: String? = nil
    var big: UInt64 = 0
    var tags: [String] = []
    var amounts: [RoundTripAmount] = []
    var children: [RoundTripNode] = []
    var first: RoundTripAmount? = nil

    static let parsingDescription = ParsingDescription<RoundTripNode> {
        Attribute("label", \.label)
        Attribute("count", \.count)
        Element("ratio", \.ratio)
        Element("flag", \.flag)
        Element("when", \.when)
        Element("day", \.day, format: .date("dd MMM yyyy"))
        Element("note", \.note)
        Element("big", \.big)
        Many("tags", \.tags) { Item("tag", String.self) }
        Many(\.amounts) { Item("amount", RoundTripAmount.self) }
        Element("first", \.first)
        Skip("nested")
        Many(\.children) { Item("node", RoundTripNode.self) }
    }
}

struct RoundTripAmount: XMLReadable, Equatable, Sendable {
    var value = ""
    var unit = ""
    static let parsingDescription = ParsingDescription<RoundTripAmount> {
        Attribute("unit", \.unit)
        TextContent(\.value)
    }
}

/// Generates random models from a seed.
struct RoundTripGenerator {
    var random: SplitMix64

    static let pieces: [String] = [
        "a", "Z", "9", " ", "  ", "\t", "\n", "\r\n", "\r", "&", "<", ">", "\"", "'", "]]>", "&amp;", "é", "ß", "吾輩",
        "😀", "👩‍👩‍👧", "\u{00A0}", "\u{FEFF}", "\u{10FFFF}", "\u{E000}", "-->", "<!--", "<?x?>", "%", "\\",
    ]

    mutating func string() -> String {
        let length = Int.random(in: 0...6, using: &random)
        return (0..<length).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
    }

    mutating func node(depth: Int) -> RoundTripNode {
        var node = RoundTripNode()
        node.label = string()
        node.count = Bool.random(using: &random) ? Int.random(in: Int.min...Int.max, using: &random) : nil
        node.ratio = [
            Double.random(in: -1e9...1e9, using: &random), 0.1, -0.0, .infinity, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        .randomElement(using: &random)!
        node.flag = Bool.random(using: &random)
        node.when = Date(timeIntervalSince1970: Double(Int.random(in: -5_000_000_000...5_000_000_000, using: &random)))
        node.day =
            Bool.random(using: &random)
            ? Date(timeIntervalSince1970: Double(Int.random(in: 0...20_000, using: &random) * 86_400)) : nil
        node.note = Bool.random(using: &random) ? string() : nil
        node.big = UInt64.random(in: 0...UInt64.max, using: &random)
        let tagCount = [0, 1, 3, 200].randomElement(using: &random)!
        node.tags = (0..<tagCount).map { _ in string() }
        node.amounts = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            RoundTripAmount(value: string(), unit: string())
        }
        node.first = Bool.random(using: &random) ? RoundTripAmount(value: string(), unit: string()) : nil
        if depth > 0 {
            node.children = (0..<Int.random(in: 0...3, using: &random)).map { _ in self.node(depth: depth - 1) }
        }
        return node
    }
}

@Suite struct WritingRoundTripTests {
    static let options: [WritingOptions] = [
        WritingOptions(),
        WritingOptions(prettyPrinted: false, includesDeclaration: false),
        WritingOptions(indentation: "\t"),
    ]

    @Test(arguments: 0..<3)
    func generatedModelsReadBackEqual(optionIndex: Int) throws {
        var generator = RoundTripGenerator(random: SplitMix64(seed: 0x5EED + UInt64(optionIndex)))
        let writer = XMLWriter(options: Self.options[optionIndex])
        for _ in 0..<60 {
            let node = generator.node(depth: 3)
            let xml = try writer.string(node, element: "node")
            let again = try XMLReader.object(ofType: RoundTripNode.self, element: "node", from: xml)
            #expect(again == node, "\(xml)")
            if again != node { return }
        }
    }

    @Test func pythonParsesEveryWrittenDocument() throws {
        var generator = RoundTripGenerator(random: SplitMix64(seed: 42))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xmlwriter-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for index in 0..<40 {
            let url = directory.appendingPathComponent("\(index).xml")
            try XMLWriter(options: Self.options[index % Self.options.count])
                .write(generator.node(depth: 3), element: "node", to: url)
            paths.append(url.path)
        }
        let script = """
            import sys, xml.etree.ElementTree as ET
            for path in sys.argv[1:]:
                root = ET.parse(path).getroot()
                assert root.tag == "node", path
            print(len(sys.argv) - 1)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + paths
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try launch(process)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: complaint, as: UTF8.self) == "")
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: printed, as: UTF8.self) == "40\n")
    }
}
