import TestSupport
import Testing
import XMLReading

@Suite struct NamespaceTests {
    static let atom = "http://www.w3.org/2005/Atom"
    static let dublinCore = "http://purl.org/dc/elements/1.1/"
    static let xlink = "http://www.w3.org/1999/xlink"

    struct Plain: XMLReadable, Equatable {
        var title = ""
        var id = ""
        static let parsingDescription = ParsingDescription<Plain> {
            Element("title", \.title)
            Attribute("id", \.id)
        }
    }

    struct Entry: XMLReadable, Equatable {
        var title = ""
        var creator = ""
        var link = ""
        var language = ""
        static let parsingDescription = ParsingDescription<Entry> {
            Element(XMLName("title", namespace: NamespaceTests.atom), \.title)
            Element(XMLName("creator", namespace: NamespaceTests.dublinCore), \.creator)
            Attribute(XMLName("href", namespace: NamespaceTests.xlink), \.link)
            Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
        }
    }

    @Test(arguments: ReadingParsers.all) func plainNamesMatchOnlyElementsAndAttributesInNoNamespace(
        parser: ReadingParser
    ) throws {
        let plain = try XMLReader.object(
            ofType: Plain.self, element: "r",
            from: """
                <r x:id="prefixed" xmlns:x="urn:x"><x:title>prefixed</x:title><title xmlns="urn:x">default ns</title>\
                <title>plain</title></r>
                """, options: ReadingOptions(parser: parser))
        #expect(plain == Plain(title: "plain", id: ""))
    }

    @Test(arguments: ReadingParsers.all) func namespacedNamesMatchByURIWhateverThePrefix(parser: ReadingParser) throws {
        let feed = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
              <entry xmlns:l="http://www.w3.org/1999/xlink" l:href="https://example.com/1" xml:lang="en">
                <title>Atom title</title>
                <dc:creator>Ann</dc:creator>
                <title xmlns="urn:other">other namespace</title>
              </entry>
            </feed>
            """
        let entry = try XMLReader.object(
            ofType: Entry.self, element: XMLName("entry", namespace: Self.atom), from: feed,
            options: ReadingOptions(parser: parser))
        #expect(entry == Entry(title: "Atom title", creator: "Ann", link: "https://example.com/1", language: "en"))

        let prefixed = """
            <a:entry xmlns:a="http://www.w3.org/2005/Atom" xmlns:q="http://www.w3.org/1999/xlink" q:href="h">
              <a:title>prefixed</a:title><d:creator xmlns:d="http://purl.org/dc/elements/1.1/">Bo</d:creator>
            </a:entry>
            """
        let second = try XMLReader.object(
            ofType: Entry.self, element: XMLName("entry", namespace: Self.atom), from: prefixed,
            options: ReadingOptions(parser: parser))
        #expect(second == Entry(title: "prefixed", creator: "Bo", link: "h", language: ""))
    }

    @Test(arguments: ReadingParsers.all) func aPlainRootNameDoesNotMatchANamespacedElement(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Plain.self, element: "r", from: "<r xmlns='urn:x'/>",
                    options: ReadingOptions(parser: parser))
            }
                == """
                line 1, column 17: the document has no <r> element; <r> is in the namespace "urn:x", not in no \
                namespace; to read it, describe Plain with ParsingDescription<Plain>(namespace: .orNone("urn:x")) at /r
                """)
    }

    @Test(arguments: ReadingParsers.all) func undeclaredPrefixesAreMalformed(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Plain.self, element: "r", from: "<r><y:title/></r>", options: ReadingOptions(parser: parser)
                )
            }
                == "line 1, column 12: a namespace prefix is used without being declared at /r")
    }
}
