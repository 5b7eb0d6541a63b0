import Foundation
import Testing

@testable import XMLReading

/// On libxml2, text, attribute values and captured markup become `String`s without a second UTF-8
/// check (`String(validatedUTF8:)`; debug builds, which run these tests, assert the promise). The
/// promise holds because the input guard validates every byte before libxml2 sees it, libxml2
/// hands over whole characters, and the first error finishes the read before any later callback
/// reaches those paths. These documents probe each path with what could break it: invalid
/// character references, references to the edges of Unicode, and long multibyte text across the
/// parser's 128 KiB chunks; both parsers must give the same outcome, word for word.
@Suite struct UncheckedTextTests {
    /// Collects its element's text and each inner start tag (name, attributes).
    struct TextCollector: ElementReader {
        var text = ""
        var tags: [String] = []
        init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
        mutating func startElement(_ tag: borrowing StartTag) {
            tags.append("\(tag.name) \(tag.attributes.sorted { $0.key < $1.key }) \(tag.attribute("a") ?? "-")")
        }
        mutating func characters(_ text: String) { self.text += text }
        mutating func endElement() {}
        mutating func finish() -> String { text + "|" + tags.joined(separator: ";") }
    }

    /// One field per path: reader text and tags, a value's text, a model attribute, items, markup, a number.
    struct Paths: XMLReadable {
        var reader = ""
        var value = ""
        var attr = ""
        var attrA = ""
        var items: [String] = []
        var xml = ""
        var double = 0.0
        static let parsingDescription = ParsingDescription<Paths> {
            Element("reader", \.reader, reader: TextCollector.self)
            Element("value", \.value)
            Element("double", \.double)
            Element("attr", \.attr) { Attribute("a", \.attrA) }
            Many("items", \.items) { Item("i", String.self) }
            XMLString("xml", \.xml)
        }
    }

    static func outcome(_ xml: String, _ parser: ReadingParser) -> String {
        do {
            let read = try XMLReader.object(
                ofType: Paths.self, element: "r", from: Data(xml.utf8),
                options: ReadingOptions(dtd: .internalEntities, parser: parser))
            return [
                read.reader, read.value, read.attr + "/" + read.attrA, read.items.joined(separator: ","), read.xml,
                "\(read.double.bitPattern)",
            ].joined(separator: "\n#")
        } catch {
            return "error: \(error)"
        }
    }

    @Test(arguments: ["&#xD800;", "&#xDFFF;", "&#x110000;", "&#0;", "&#x1;", "&#xFFFE;", "&#99999999999;"])
    func invalidCharacterReferencesFailOnEveryPath(reference: String) {
        for xml in [
            "<r><reader>a\(reference)b</reader></r>", "<r><reader><b a=\"\(reference)\"/></reader></r>",
            "<r><value>é\(reference)</value></r>", "<r><attr a=\"x\(reference)\"/></r>",
            "<r><xml a=\"\(reference)\">\(reference)</xml></r>", "<r><double>1\(reference)</double></r>",
        ] {
            let libxml2 = Self.outcome(xml, .libxml2)
            #expect(libxml2.hasPrefix("error: "), "\(xml): \(libxml2)")
            #expect(libxml2 == Self.outcome(xml, .foundation), "\(xml)")
        }
    }

    @Test func characterReferencesAtUnicodesEdgesReadTheSame() {
        let references =
            "&#xE9;&#x1F600;&#x10FFFF;&#xFFFD;&#xD7FF;&#xE000;&#65533;&#x85;&#x2028;&#13;&#10;&#9;&amp;&lt;&quot;"
        let xml = """
            <r><reader>\(references)<b a="\(references)"/>\(references)</reader><value>\(references)</value>\
            <attr a="\(references)"/><items><i>\(references)</i></items><xml a="\(references)">\(references)</xml></r>
            """
        let libxml2 = Self.outcome(xml, .libxml2)
        #expect(!libxml2.hasPrefix("error"), "\(libxml2)")
        #expect(libxml2 == Self.outcome(xml, .foundation))
    }

    @Test(arguments: 0..<4)
    func multibyteTextAcrossChunksReadsTheSame(shift: Int) {
        let long = String(repeating: "x", count: shift) + String(repeating: "aé€😀\r\nü\t", count: 20_000)
        let xml = """
            <r><reader>\(long)<b a='\(long.prefix(50))'/>\(long)</reader><value>\(long)</value>\
            <items><i>\(long)</i></items><xml a='\(long.prefix(5000))'>\(long)</xml></r>
            """
        let libxml2 = Self.outcome(xml, .libxml2)
        #expect(!libxml2.hasPrefix("error"), "\(libxml2.prefix(300))")
        #expect(libxml2 == Self.outcome(xml, .foundation))
    }
}
