import Foundation
import TestSupport
import Testing
import XMLReading

/// A model whose strings are written as CDATA where its description asks for it.
struct CDATASnippet: XMLReadable, Equatable, Sendable {
    var language = ""
    var code = ""
    var note: String? = nil
    var plain = ""
    var lines: [String] = []
    static let parsingDescription = ParsingDescription<CDATASnippet> {
        Attribute("language", \.language, format: .cdata)  // attributes are always escaped
        Element("code", \.code, format: .cdata)
        Element("note", \.note, format: .cdata)
        Element("plain", \.plain)
        Many("lines", \.lines) { Item("line", String.self, format: .cdata) }
    }
}

struct CDATAText: XMLReadable, Equatable, Sendable {
    var body = ""
    static let parsingDescription = ParsingDescription<CDATAText> {
        TextContent(\.body, format: .custom(read: { $0 }, write: { $0 }).writtenAsCDATA)
    }
}

@Suite struct WritingCDATATests {
    let compact = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

    @Test func writesCDATASectionsWhereAsked() throws {
        let snippet = CDATASnippet(
            language: "a<b", code: "if a < b && c > d { }", note: "x & y", plain: "a < b", lines: ["<1>", "2&"])
        let xml = try compact.string(snippet, element: "snippet")
        #expect(
            xml
                == "<snippet language=\"a&lt;b\"><code><![CDATA[if a < b && c > d { }]]></code>"
                + "<note><![CDATA[x & y]]></note><plain>a &lt; b</plain>"
                + "<lines><line><![CDATA[<1>]]></line><line><![CDATA[2&]]></line></lines></snippet>")
        #expect(try XMLReader.object(ofType: CDATASnippet.self, element: "snippet", from: xml) == snippet)
    }

    @Test func splitsTheEndMarker() throws {
        let snippet = CDATASnippet(code: "a]]>b]]]>c]]>")
        let xml = try compact.string(snippet, element: "snippet")
        #expect(xml.contains("<code><![CDATA[a]]]]><![CDATA[>b]]]]]><![CDATA[>c]]]]><![CDATA[>]]></code>"))
        #expect(try XMLReader.object(ofType: CDATASnippet.self, element: "snippet", from: xml) == snippet)
    }

    @Test func carriageReturnsAndEmptyAndNil() throws {
        let snippet = CDATASnippet(code: "\r\na\rb\r", note: nil, lines: [""])
        let xml = try compact.string(snippet, element: "snippet")
        #expect(xml.contains("<code>&#13;<![CDATA[\na]]>&#13;<![CDATA[b]]>&#13;</code>"))
        #expect(!xml.contains("<note"))
        #expect(xml.contains("<lines><line/></lines>"))
        #expect(try XMLReader.object(ofType: CDATASnippet.self, element: "snippet", from: xml) == snippet)
    }

    @Test func textEntryAndPrettyPrinting() throws {
        let value = CDATAText(body: " spaced ]]> & <b> ")
        let xml = try XMLWriter().string(value, element: "t")
        #expect(xml.contains("<t><![CDATA[ spaced ]]]]><![CDATA[> & <b> ]]></t>"))
        #expect(try XMLReader.object(ofType: CDATAText.self, element: "t", from: xml) == value)
    }

    @Test func forbiddenCharactersStillFail() throws {
        let error = readingError { _ = try compact.string(CDATASnippet(code: "a\u{1}"), element: "snippet") }
        #expect(error?.code == .forbiddenCharacter)
    }

    @Test func generatedStringsRoundTrip() throws {
        var random = SplitMix64(seed: 5)
        let alphabet = Array("ab]]>]>\r\n\t <&\"'é😀")
        for _ in 0..<300 {
            var snippet = CDATASnippet()
            snippet.code = String(
                (0..<Int(random.next() % 12)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            snippet.lines = [snippet.code, String(snippet.code.reversed())]
            for writer in [compact, XMLWriter()] {
                let xml = try writer.string(snippet, element: "snippet")
                #expect(
                    try XMLReader.object(ofType: CDATASnippet.self, element: "snippet", from: xml) == snippet, "\(xml)")
            }
        }
    }
}
