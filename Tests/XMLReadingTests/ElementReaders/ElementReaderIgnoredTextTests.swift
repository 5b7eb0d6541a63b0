import TestSupport
import Testing
import XMLReading

/// `ElementReader.ignoresText`: text where a reader says it ignores text never reaches it, on
/// either parser; everywhere else every piece does.
///
/// `NumberListReader` asks for text only between the start and the end of an `<n>`, so it is
/// handed "1" and " 2 " and nothing else. Without the engine's check in
/// `ReadingState.characters(_:)`, the reader gets `["\n  head ", "1", "\n  ", " 2 ", " tail ",
/// "&", " more\n"]` on `XMLParser`; libxml2's source asks first (`dropsText`), so only without
/// both checks does it get the same. That earlier check only spares libxml2 the `String`s of
/// ignored text: no read can tell it is there (callgrind can: `xmlrpc-libxml2`).
struct NumberListReader: ElementReader {
    var pieces: [String] = []
    var insideNumber = false

    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}

    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) {
        insideNumber = name == "n"
    }

    var ignoresText: Bool { !insideNumber }

    mutating func characters(_ text: String) { pieces.append(text) }

    mutating func endElement() { insideNumber = false }

    mutating func finish() -> [String] { pieces }
}

struct NumberList: XMLReadable {
    var pieces: [String] = []
    static let parsingDescription = ParsingDescription<NumberList> {
        Element("list", \.pieces, reader: NumberListReader.self)
    }
}

struct EveryPieceReader: ElementReader {
    var pieces: [String] = []
    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) {}
    mutating func characters(_ text: String) { pieces.append(text) }
    mutating func endElement() {}
    mutating func finish() -> [String] { pieces }
}

struct EveryPiece: XMLReadable {
    var pieces: [String] = []
    static let parsingDescription = ParsingDescription<EveryPiece> {
        Element("list", \.pieces, reader: EveryPieceReader.self)
    }
}

@Suite struct ElementReaderIgnoredTextTests {
    static let document = "<r><list>\n  head <n>1</n>\n  <n> 2 </n> tail &amp; more\n</list></r>"

    @Test(arguments: ReadingParsers.all) func ignoredTextNeverReachesTheReader(parser: ReadingParser) throws {
        let list = try XMLReader.object(
            ofType: NumberList.self, element: "r", from: Self.document, options: ReadingOptions(parser: parser))
        #expect(list.pieces == ["1", " 2 "])
    }

    @Test(arguments: ReadingParsers.all) func aReaderThatIgnoresNothingGetsEveryPiece(parser: ReadingParser) throws {
        let list = try XMLReader.object(
            ofType: EveryPiece.self, element: "r", from: Self.document, options: ReadingOptions(parser: parser))
        #expect(list.pieces.joined() == "\n  head 1\n   2  tail & more\n")
    }
}
