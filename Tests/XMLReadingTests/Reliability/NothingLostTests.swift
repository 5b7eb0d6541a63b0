import Foundation
import TestSupport
import Testing
import XMLReading

/// Every text, attribute and CDATA byte a description binds arrives unchanged: generated documents
/// (unicode, entities, character references, CDATA, line breaks, inline markup, chunk boundaries
/// inside multi-byte characters) are read by XMLReading and by Python's `xml.etree.ElementTree`,
/// and the UTF-8 bytes of every bound value must be equal.
@Suite struct NothingLostTests {
    struct Record: XMLReadable {
        var key = ""
        var note = ""
        var title = ""
        var body = ""
        var items: [String] = []
        static let parsingDescription = ParsingDescription<Record> {
            Attribute("key", \.key)
            Attribute("note", \.note)
            Element("title", \.title)
            Element("body", \.body)
            Many("items", \.items) { Item("item", String.self) }
        }

        /// The bound values, UTF-8 encoded and base64'd as the Python side prints them.
        var fields: [String] {
            [key, note, title, body].map { Data($0.utf8).base64EncodedString() }
                + items.map { Data($0.utf8).base64EncodedString() }
        }
    }

    /// Python: for every file, each record's attributes, title text, body and item texts (all text,
    /// inline markup included), as base64 of UTF-8.
    static let etree = #"""
        import base64, json, sys, xml.etree.ElementTree as ET
        b = lambda s: base64.b64encode((s or "").encode("utf-8")).decode()
        out = []
        for path in sys.argv[1:]:
            records = []
            for r in ET.parse(path).getroot().iter("record"):
                records.append([b(r.get("key")), b(r.get("note")), b(r.find("title").text),
                                b("".join(r.find("body").itertext()))]
                               + [b("".join(i.itertext())) for i in r.find("items").findall("item")])
            out.append(records)
        print(json.dumps(out))
        """#

    static let pieces = [
        "plain", " two  spaces ", "Zoë", "e\u{301}", "東京", "🐕", "\u{10FFFD}", "&amp;", "&lt;", "&gt;", "&quot;",
        "&apos;",
        "&#x41;", "&#169;", "&#x1F600;", "&#9;", "&#10;", "&#xD;", "\t", "\n", "\r\n", "a>b", "'", "\"",
    ]

    static func text<G: RandomNumberGenerator>(using generator: inout G, quote: Character? = nil) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ -> String in
            let piece = pieces.randomElement(using: &generator)!
            return piece == quote.map(String.init) ? "&quot;" : piece
        }.joined()
    }

    static func document<G: RandomNumberGenerator>(records: Int, using generator: inout G) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<records>\n"
        for index in 0..<records {
            xml += "<record key=\"k\(index)\(text(using: &generator, quote: "\""))\""
            if Bool.random(using: &generator) { xml += " note=\"\(text(using: &generator, quote: "\""))\"" }
            xml += "><title>\(text(using: &generator))"
            if Bool.random(using: &generator) {
                xml += "<![CDATA[<&> ]] \(pieces.randomElement(using: &generator)!)]]>"
            }
            xml += "\(text(using: &generator))</title>"
            xml +=
                "<body>\(text(using: &generator))<i>\(text(using: &generator))</i><!-- c -->\(text(using: &generator))</body><items>"
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                xml +=
                    Bool.random(using: &generator)
                    ? "<item>\(text(using: &generator))</item>"
                    : "<item><![CDATA[\(text(using: &generator))]]>\(text(using: &generator))</item>"
            }
            xml += "</items></record>\n"
        }
        return xml + "</records>\n"
    }

    @Test func everyBoundByteMatchesPythonsElementTree() throws {
        var generator = SplitMix64(seed: 6)
        // Twenty small documents, and one of about 600 KB so values straddle the 128 KiB chunks.
        let documents =
            (0..<20).map { Self.document(records: 1 + $0, using: &generator) } + [
                Self.document(records: 3_000, using: &generator)
            ]
        let urls = try documents.map { try temporaryFile(Data($0.utf8)) }
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }

        let output = try Python.run(Self.etree, arguments: urls.map { $0.path })
        let expected = try #require(try JSONSerialization.jsonObject(with: output) as? [[[String]]])
        #expect(expected.count == documents.count)
        for (index, (xml, url)) in zip(documents, urls).enumerated() where index < expected.count {
            for parser in ReadingParsers.all {
                let options = ReadingOptions(parser: parser)
                for input in ["String", "Data", "URL", "InputStream"] {
                    let records: [Record]
                    switch input {
                    case "String":
                        records = try XMLReader.objects(
                            ofType: Record.self, element: "record", from: xml, options: options)
                    case "Data":
                        records = try XMLReader.objects(
                            ofType: Record.self, element: "record", from: Data(xml.utf8), options: options)
                    case "URL":
                        records = try XMLReader.objects(
                            ofType: Record.self, element: "record", from: url, options: options)
                    default:
                        records = try XMLReader.objects(
                            ofType: Record.self, element: "record", from: .stream(InputStream(data: Data(xml.utf8))),
                            options: options)
                    }
                    let got = records.map(\.fields)
                    #expect(got.count == expected[index].count, "document \(index) from \(input) on \(parser)")
                    for (record, (mine, theirs)) in zip(got, expected[index]).enumerated() where mine != theirs {
                        let decode = { (fields: [String]) in
                            fields.map {
                                String(decoding: Data(base64Encoded: $0) ?? Data(), as: UTF8.self).debugDescription
                            }
                        }
                        Issue.record(
                            "document \(index) from \(input) on \(parser), record \(record): \(decode(mine)) != Python's \(decode(theirs))"
                        )
                        break
                    }
                }
            }
        }
    }
}
