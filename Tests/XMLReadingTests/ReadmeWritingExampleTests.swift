// swift-format-ignore-file
// (The examples are kept exactly as the README writes them.)
import Foundation
import Testing
import XMLReading

/// The README's Writing example, compiled and run as written.
@Suite struct ReadmeWritingExampleTests {
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
        // From the README:
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
