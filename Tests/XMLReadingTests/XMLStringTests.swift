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

    @Test func innerXMLIsReserializedWellFormed() throws {
        let article = try XMLReader.object(
            ofType: Article.self, element: "article",
            from: """
                <article><body>A <em class="x" id='1'>classic</em> &amp; &lt;more&gt;<br/><!-- dropped -->\
                <?pi dropped?><![CDATA[<raw> & ]]><p title="a&quot;b&#10;c">x</p></body></article>
                """)
        #expect(
            article.body
                == "A <em class=\"x\" id=\"1\">classic</em> &amp; &lt;more&gt;<br/>&lt;raw&gt; &amp; <p title=\"a&quot;b&#10;c\">x</p>"
        )
        #expect(article.summary == nil)
    }

    @Test func emptyAndTextOnlyElements() throws {
        let article = try XMLReader.object(
            ofType: Article.self, element: "article", from: "<article><body/><summary>plain</summary></article>")
        #expect(article.body == "")
        #expect(article.summary == "plain")
    }

    @Test func namespacesUsedInsideAreDeclaredInTheFragment() throws {
        let article = try XMLReader.object(
            ofType: Article.self, element: "article",
            from: """
                <article xmlns:m="urn:math" xmlns:x="urn:x"><body><m:mi x:kind="v">x</m:mi>\
                <svg xmlns="urn:svg"><g/></svg></body></article>
                """)
        #expect(
            article.body
                == "<m:mi xmlns:m=\"urn:math\" xmlns:x=\"urn:x\" x:kind=\"v\">x</m:mi><svg xmlns=\"urn:svg\"><g/></svg>"
        )
    }

    @Test func theFragmentParsesBackToTheSameText() throws {
        struct Wrapper: XMLReadable {
            var inner = ""
            static let parsingDescription = ParsingDescription<Wrapper> { XMLString("w", \.inner) }
        }
        let original = "<a x=\"1 &lt; 2\">t &amp; u<b/>&#13;\r\n</a>tail"
        let first = try XMLReader.object(ofType: Wrapper.self, element: "r", from: "<r><w>\(original)</w></r>").inner
        let second = try XMLReader.object(ofType: Wrapper.self, element: "r", from: "<r><w>\(first)</w></r>").inner
        // A literal CR LF is normalized to LF by XML.
        #expect(first == "<a x=\"1 &lt; 2\">t &amp; u<b/>&#13;\n</a>tail")
        #expect(second == first)
    }
}
