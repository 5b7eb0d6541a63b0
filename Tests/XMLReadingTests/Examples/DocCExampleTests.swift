// swift-format-ignore-file
// (The examples are kept exactly as the articles of Sources/XMLReading/XMLReading.docc write them.)
import Foundation
import Testing
import XMLReading

/// The `ElementReader` example of the article "Values and models"
/// (`Sources/XMLReading/XMLReading.docc/ValuesAndModels.md`), compiled and run as written, with the
/// error message the article quotes.
@Suite struct ValuesAndModelsExampleTests {
    struct SumReader: ElementReader {                     // <sum><n>1</n><n>2</n></sum> → 3
        var total = 0, digits = ""
        init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
        mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) throws {
            guard name == "n" else { throw XMLReadingError.unexpectedElement(name, in: "sum", expected: ["n"]) }
            digits = ""
        }
        mutating func characters(_ text: String) { digits += text }
        mutating func endElement() throws {
            guard let number = Int(digits) else {
                throw XMLReadingError.valueConversion(text: digits, typeName: "Int", element: "n")
            }
            total += number
        }
        mutating func finish() -> Int { total }
    }

    struct Invoice: XMLReadable {
        var total = 0
        static let parsingDescription = ParsingDescription<Invoice> {
            Element("sum", \.total, reader: SumReader.self)
        }
    }

    @Test func theReaderExampleReadsAndReports() throws {
        #expect(try XMLReader.object(ofType: Invoice.self, element: "invoice", from: "<invoice><sum><n>1</n><n>2</n></sum></invoice>").total == 3)
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Invoice.self, element: "invoice", from: "<invoice><sum><n>one</n></sum></invoice>") }
                == "line 1, column 25: cannot read \"one\" as Int for <n> at /invoice/sum/n")
    }
}

/// The example of the article "Writing models" (`Sources/XMLReading/XMLReading.docc/WritingModels.md`),
/// compiled and run as written, with the read-only entry's message the article quotes.
@Suite struct WritingExampleTests {
    struct Color: Equatable, Sendable {
        var hex = ""
        init(hex: String) { self.hex = hex }
    }

    struct Note: XMLReadable, Equatable {
        var id = 0, title = "", tags: [String] = [], pages = 0, color: Color? = nil
        static let parsingDescription = ParsingDescription<Note> {
            Attribute("id", \.id)                                        // <note id="7">
            Element("title", \.title)                                    //   <title>Fish &amp; chips</title>
            Many("tags", \.tags) { Item("tag", String.self) }            //   <tags><tag>food</tag></tags>
            Element("color", \.color, format: .custom(read: { Color(hex: $0) }, write: { $0.hex }))
            Skip("details")                                              //   <details><pages>2</pages></details>
            Element("pages", \.pages)
        }
    }

    @Test func theWritingExampleRunsAsWritten() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-note-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        // From the article:
        let note = Note(id: 7, title: "Fish & chips", tags: ["food"], pages: 2)
        let xml = try XMLWriter().string(note, element: "note")                   // pretty, with <?xml …?>
        let data = try XMLWriter(options: WritingOptions(prettyPrinted: false)).data(note, element: "note")
        try XMLWriter().write(note, element: "note", to: url)                           // streamed to the file
        let again = try XMLReader.object(ofType: Note.self, element: "note", from: xml)  // == note

        #expect(again == note)
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <note id="7">
                  <title>Fish &amp; chips</title>
                  <tags>
                    <tag>food</tag>
                  </tags>
                  <details>
                    <pages>2</pages>
                  </details>
                </note>

                """)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"<?xml version="1.0" encoding="UTF-8"?><note id="7"><title>Fish &amp; chips</title><tags><tag>food</tag></tags><details><pages>2</pages></details></note>"#)
        #expect(try String(contentsOf: url, encoding: .utf8) == xml)
    }

    @Test func aReadOnlyFormatIsRefusedWithTheDocumentedMessage() {
        struct Painted: XMLReadable {
            var color: Color? = nil
            static let parsingDescription = ParsingDescription<Painted> {
                Element("color", \.color, format: .custom { Color(hex: $0) })
            }
        }
        #expect(
            errorMessage { _ = try XMLWriter().string(Painted(), element: "note") }
                == "cannot write Painted: Element(\"color\") uses a format for Color without a write conversion; give .custom a write: closure")
    }
}

/// The example of "Dates and numbers as written" in the article "Values and models"
/// (`Sources/XMLReading/XMLReading.docc/ValuesAndModels.md`), compiled and run as written, with the
/// error message the article quotes.
@Suite struct DatesAndNumbersAsWrittenExampleTests {
    struct Place: XMLReadable, Equatable {
        var lastmod: XMLDate? = nil                // 2023, 2023-11, 2023-11-05, …T10:00:00.250+02:00, 10:00:00
        var published = Date(timeIntervalSince1970: 0)
        var lat: XMLNumber = 0                     // 51.4430000 stays 51.4430000
        var width = 0.0                            // 1300 is written 1300
        static let parsingDescription = ParsingDescription<Place> {
            Attribute("lat", \.lat)
            Attribute("width", \.width)
            Element("lastmod", \.lastmod)
            Element("pubDate", \.published, format: .rfc822)
        }
    }

    @Test func theExampleWritesTheDocumentBackByteForByte() throws {
        // From the article:
        let xml = #"<place lat="51.4430000" width="1300"><lastmod>2023-11-05T10:00:00+02:00</lastmod><pubDate>Sun, 05 Nov 2023 14:30:00 GMT</pubDate></place>"#
        let place = try XMLReader.object(ofType: Place.self, element: "place", from: xml)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(place, element: "place")                    // == xml, byte for byte

        #expect(written == xml)
        #expect(place.lastmod?.kind == .dateTime)
        #expect(place.lastmod?.kind.description == "dateTime")
        #expect(place.lastmod?.offset == 7200)
        #expect(place.lastmod?.date == utc(2023, 11, 5, 8))
        #expect(place.lat.doubleValue == 51.443)
        #expect(place.width == 1300)
        #expect(place.published == utc(2023, 11, 5, 14, 30))
        #expect(try XMLDate(year: 2023, month: 11).xmlText == "2023-11")
        #expect(try XMLReader.object(ofType: Place.self, element: "place", from: written) == place)
    }

    @Test func anImpossibleDateIsRefusedWithTheQuotedMessage() {
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Place.self, element: "place", from: "<place><lastmod>2023-02-30</lastmod></place>") }
                == #"line 1, column 16: cannot read "2023-02-30" as XMLDate for <lastmod>: day 30 is out of range for February 2023 (01…28) at /place/lastmod"#)
    }

    @Test func rfc822DatesAreWrittenInGMT() throws {
        let xml = #"<place lat="1" width="2"><pubDate>Sun, 05 Nov 2023 16:30:00 +0200</pubDate></place>"#
        let place = try XMLReader.object(ofType: Place.self, element: "place", from: xml)
        #expect(
            try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false)).string(place, element: "place")
                == #"<place lat="1" width="2"><pubDate>Sun, 05 Nov 2023 14:30:00 GMT</pubDate></place>"#)
    }
}

/// The example of "Hearing what was not read" in the article "Unknown content"
/// (`Sources/XMLReading/XMLReading.docc/UnknownContent.md`), compiled and run as written, with the
/// reports and the error the article quotes.
@Suite struct HearingUnknownContentExampleTests {
    struct Book: XMLReadable, Equatable {
        var id = 0, title = ""
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id)
            Element("title", \.title)
        }
    }

    final class Heard: @unchecked Sendable {          // unchecked: `items` is only touched under `lock`
        private let lock = NSLock()
        private var items: [UnknownContentReport] = []
        func append(_ unknown: UnknownContentReport) { lock.withLock { items.append(unknown) } }
        var all: [UnknownContentReport] { lock.withLock { items } }
    }

    static let xml = """
        <shelf>
          <book id="1" lang="en"><title>Dune</title></book>
          <book id="2" idd="3"><tilte>Emma</tilte></book>
        </shelf>
        """

    @Test func theReportsAndTheRefusalAreAsQuoted() throws {
        let xml = Self.xml
        // From the article:
        let heard = Heard()
        var options = ReadingOptions()
        options.unknownContent = .report { unknown in heard.append(unknown) }
        let books = try XMLReader.objects(ofType: Book.self, element: "book", from: xml, options: options)

        #expect(books == [Book(id: 1, title: "Dune"), Book(id: 2, title: "")])
        #expect(heard.all.map(\.description) == [
            #"line 2, column 25: unknown attribute "lang" of <book> at /shelf/book[1]"#,
            #"line 3, column 23: unknown attribute "idd" of <book>; did you mean "id"? at /shelf/book[2]"#,
            "line 3, column 30: unknown element <tilte> in <book>; did you mean <title>? at /shelf/book[2]/tilte",
        ])
        #expect(heard.all.map(\.suggestion) == [nil, XMLName("id"), XMLName("title")])

        options.unknownContent = .refuse
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.objects(ofType: Book.self, element: "book", from: xml, options: options)
        }
        #expect(error?.code == .unexpectedAttribute)
        #expect(error?.description == #"line 2, column 25: unknown attribute "lang" of <book> at /shelf/book[1]"#)
    }

    @Test func rejectUnknownNamesTheNearestName() {
        struct Point: XMLReadable {
            var x = 0, y = 0
            static let parsingDescription = ParsingDescription<Point> {
                RejectUnknown()
                Element("x", \.x)
                Element("y", \.y)
                Ignore("comment")
            }
        }
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Point.self, element: "point", from: "<point><comnent/></point>") }
                == "line 1, column 16: unexpected element <comnent> in <point>; expected <comment>, <x> or <y> (did you mean <comment>?) at /point/comnent")
    }
}
