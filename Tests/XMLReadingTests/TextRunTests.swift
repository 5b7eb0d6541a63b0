import TestSupport
import Testing
import XMLReading

/// `ElementReader.characters(from:)`: a reader that takes text runs gets the same text as one
/// that takes `String`s, as a `String` or as UTF-8, on both parsers.
struct RunRecorder: ElementReader {
    var strings: [String] = []
    var bytes: [UInt8] = []

    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}

    mutating func characters(from text: borrowing TextRun) {
        strings.append(text.string)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func endElement() {}

    mutating func finish() -> RunRecords { RunRecords(strings: strings, bytes: bytes) }
}

struct RunRecords: Equatable {
    var strings: [String] = []
    var bytes: [UInt8] = []
}

struct RunReading: XMLReadable {
    var records = RunRecords()
    static let parsingDescription = ParsingDescription<RunReading> {
        Element("r", \.records, reader: RunRecorder.self)
    }
}

/// A reader that throws from `characters(from:)`: the engine reports it like any other event's error.
struct RunRefuser: ElementReader {
    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
    mutating func characters(from text: borrowing TextRun) throws {
        throw XMLReadingError.valueConversion(text: text.string, typeName: "nothing", element: "r")
    }
    mutating func endElement() {}
    mutating func finish() -> Int { 0 }
}

struct RunRefusal: XMLReadable {
    var value = 0
    static let parsingDescription = ParsingDescription<RunRefusal> {
        Element("r", \.value, reader: RunRefuser.self)
    }
}

@Suite struct TextRunTests {
    static func document(_ element: String = "r") -> String {
        "<doc><\(element)>naïve &amp; <b>café</b> 📦<![CDATA[<c>]]>&#x41;</\(element)></doc>"
    }

    @Test(arguments: ReadingParsers.all) func runsGiveTheTextAsStringAndAsUTF8(parser: ReadingParser) throws {
        let reading = try XMLReader.object(
            ofType: RunReading.self, element: "doc", from: Self.document(), options: ReadingOptions(parser: parser))
        #expect(reading.records.strings.joined() == "naïve & café 📦<c>A")
        #expect(reading.records.bytes == Array("naïve & café 📦<c>A".utf8))
        // Runs are passed as the parser splits them, never empty.
        #expect(!reading.records.strings.contains(""))
    }

    /// The same runs reach a reader that takes `String`s (`characters(from:)`'s default).
    @Test(arguments: ReadingParsers.all) func aStringReaderGetsTheSameRuns(parser: ReadingParser) throws {
        let runs = try XMLReader.object(
            ofType: RunReading.self, element: "doc", from: Self.document(), options: ReadingOptions(parser: parser))
        let pieces = try XMLReader.object(
            ofType: EveryPiece.self, element: "doc",
            from: Self.document("list"), options: ReadingOptions(parser: parser))
        #expect(pieces.pieces == runs.records.strings)
    }

    @Test(arguments: ReadingParsers.all) func anErrorFromARunIsReportedWithPathAndPosition(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: RunRefusal.self, element: "doc", from: "<doc><r>\nx</r></doc>",
                    options: ReadingOptions(parser: parser))
            } == "line 2, column 2: cannot read \"\\nx\" as nothing for <r> at /doc/r")
    }
}
