import TestSupport
import Testing
import XMLReading

@Suite struct XMLStringTests {
    struct Article: XMLReadable {
        var body = ""
        var summary: String? = nil
        static let parsingDescription = ParsingDescription<Article> {
            XMLString("body", \.body)
            XMLString("summary", \.summary)
        }
    }

    @Test(arguments: ReadingParsers.all) func innerXMLIsReserializedWellFormed(parser: ReadingParser) throws {
        let article = try XMLReader.object(
            ofType: Article.self, element: "article",
            from: """
                <article><body>A <em class="x" id='1'>classic</em> &amp; &lt;more&gt;<br/><!-- dropped -->\
                <?pi dropped?><![CDATA[<raw> & ]]><p title="a&quot;b&#10;c">x</p></body></article>
                """, options: ReadingOptions(parser: parser))
        #expect(
            article.body
                == "A <em class=\"x\" id=\"1\">classic</em> &amp; &lt;more&gt;<br/>&lt;raw&gt; &amp; <p title=\"a&quot;b&#10;c\">x</p>"
        )
        #expect(article.summary == nil)
    }

    @Test(arguments: ReadingParsers.all) func emptyAndTextOnlyElements(parser: ReadingParser) throws {
        let article = try XMLReader.object(
            ofType: Article.self, element: "article", from: "<article><body/><summary>plain</summary></article>",
            options: ReadingOptions(parser: parser))
        #expect(article.body == "")
        #expect(article.summary == "plain")
    }

    @Test(arguments: ReadingParsers.all) func namespacesUsedInsideAreDeclaredInTheFragment(parser: ReadingParser) throws
    {
        let article = try XMLReader.object(
            ofType: Article.self, element: "article",
            from: """
                <article xmlns:m="urn:math" xmlns:x="urn:x"><body><m:mi x:kind="v">x</m:mi>\
                <svg xmlns="urn:svg"><g/></svg></body></article>
                """, options: ReadingOptions(parser: parser))
        #expect(
            article.body
                == "<m:mi xmlns:m=\"urn:math\" xmlns:x=\"urn:x\" x:kind=\"v\">x</m:mi><svg xmlns=\"urn:svg\"><g/></svg>"
        )
    }

    @Test(arguments: ReadingParsers.all) func theFragmentParsesBackToTheSameText(parser: ReadingParser) throws {
        struct Wrapper: XMLReadable {
            var inner = ""
            static let parsingDescription = ParsingDescription<Wrapper> { XMLString("w", \.inner) }
        }
        let original = "<a x=\"1 &lt; 2\">t &amp; u<b/>&#13;\r\n</a>tail"
        let first = try XMLReader.object(
            ofType: Wrapper.self, element: "r", from: "<r><w>\(original)</w></r>",
            options: ReadingOptions(parser: parser)
        ).inner
        let second = try XMLReader.object(
            ofType: Wrapper.self, element: "r", from: "<r><w>\(first)</w></r>", options: ReadingOptions(parser: parser)
        ).inner
        // A literal CR LF is normalized to LF by XML.
        #expect(first == "<a x=\"1 &lt; 2\">t &amp; u<b/>&#13;\n</a>tail")
        #expect(second == first)
    }
}
