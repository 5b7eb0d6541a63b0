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
