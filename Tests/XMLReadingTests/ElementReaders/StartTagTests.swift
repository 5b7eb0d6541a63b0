import TestSupport
import Testing
import XMLReading

/// `ElementReader.startElement(_ tag: borrowing StartTag)`: a reader that takes the tag asks for
/// what it needs, and gets what `startElement(_:attributes:position:)` would have got.
struct TagRecorder: ElementReader {
    var events: [String] = []

    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}

    mutating func startElement(_ tag: borrowing StartTag) {
        let attributes = tag.attributes.sorted { $0.key < $1.key }
        events.append(
            "\(tag.name) \(attributes) has: \(tag.hasAttributes) q: \(tag.attribute("q") ?? "-") "
                + "xmlns: \(tag.attribute("xmlns") ?? "-") at \(tag.position)")
    }

    mutating func endElement() { events.append("end") }

    mutating func finish() -> [String] { events }
}

struct TagRecords: XMLReadable {
    var events: [String] = []
    static let parsingDescription = ParsingDescription<TagRecords> {
        Element("r", \.events, reader: TagRecorder.self)
    }
}

/// A reader that needs neither start tags nor text: it counts end tags.
struct EndCounter: ElementReader {
    var ends = 0
    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
    mutating func endElement() { ends += 1 }
    mutating func finish() -> Int { ends }
}

struct EndCount: XMLReadable {
    var ends = 0
    static let parsingDescription = ParsingDescription<EndCount> {
        Element("r", \.ends, reader: EndCounter.self)
    }
}

@Suite struct StartTagTests {
    static let document = """
        <doc xmlns:p="urn:p"><r kind="x">a<p:b q="1">b</p:b>&amp;<c xmlns="urn:d"><d/></c></r></doc>
        """

    /// The same names, attributes and positions as `EventRecorder` gets through
    /// `startElement(_:attributes:position:)` from the same tags (ElementReaderTests).
    @Test(arguments: ReadingParsers.all) func theTagGivesNameAttributesAndPosition(parser: ReadingParser) throws {
        let records = try XMLReader.object(
            ofType: TagRecords.self, element: "doc", from: Self.document, options: ReadingOptions(parser: parser))
        #expect(
            records.events == [
                #"{urn:p}b [(key: "q", value: "1")] has: true q: 1 xmlns: - at line 1, column 45"#,
                "end",
                #"{urn:d}c [(key: "xmlns", value: "urn:d")] has: true q: - xmlns: urn:d at line 1, column 74"#,
                "{urn:d}d [] has: false q: - xmlns: - at line 1, column 77",
                "end",
                "end",
            ])
    }

    @Test(arguments: ReadingParsers.all) func aReaderNeedNotTakeStartTags(parser: ReadingParser) throws {
        let count = try XMLReader.object(
            ofType: EndCount.self, element: "doc", from: Self.document, options: ReadingOptions(parser: parser))
        #expect(count.ends == 3)
    }
}
