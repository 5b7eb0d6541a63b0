import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed`'s text runs: entities, CDATA and comments joined, empty content, whitespace kept, cases
/// without a payload in their place.
extension MixedContentTests {
    @Test(arguments: ReadingParsers.all) func entitiesCDATAAndCommentsJoinIntoOneRun(parser: ReadingParser) throws {
        let xml = "<p>Fish &amp; <![CDATA[<chips>]]> &#169;<!-- note --> fine<em>x</em>&lt;<?pi data?>&gt;</p>"
        let paragraph = try XMLReader.object(
            ofType: Paragraph.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
        #expect(paragraph.content == [.text("Fish & <chips> © fine"), .element(.em("x")), .text("<>")])
        let written = try XMLWriter(options: Self.compact).string(paragraph, element: "p")
        #expect(written == "<p>Fish &amp; &lt;chips&gt; © fine<em>x</em>&lt;&gt;</p>")
        #expect(
            try XMLReader.object(
                ofType: Paragraph.self, element: "p", from: written, options: ReadingOptions(parser: parser))
                == paragraph)
    }

    @Test(arguments: ["<p/>", "<p></p>", "<p class=\"c\"></p>"])
    func emptyMixedContentIsAnEmptyArray(xml: String) throws {
        let paragraph = try XMLReader.object(ofType: Paragraph.self, element: "p", from: xml)
        #expect(paragraph.content == [])
        let written = try XMLWriter(options: Self.compact).string(paragraph, element: "p")
        #expect(written == (xml.contains("class") ? "<p class=\"c\"/>" : "<p/>"))
    }

    @Test(arguments: ReadingParsers.all) func whitespaceOnlyRunsAreKeptAsText(parser: ReadingParser) throws {
        let xml = "<p> <em>a</em>\n\t<em>b</em>  </p>"
        let paragraph = try XMLReader.object(
            ofType: Paragraph.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
        #expect(paragraph.content == [.text(" "), .element(.em("a")), .text("\n\t"), .element(.em("b")), .text("  ")])
        #expect(try XMLWriter(options: Self.compact).string(paragraph, element: "p") == xml)
        // Pretty-printing adds nothing inside the element.
        #expect(
            try XMLWriter(options: WritingOptions(includesDeclaration: false)).string(paragraph, element: "p")
                == xml + "\n")
        let onlySpace = try XMLReader.object(
            ofType: Paragraph.self, element: "p", from: "<p>   </p>", options: ReadingOptions(parser: parser))
        #expect(onlySpace.content == [.text("   ")])
    }

    enum Verse: Equatable, Sendable { case lineBreak, stress(String) }

    struct Stanza: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Verse>] = []
        static let parsingDescription = ParsingDescription<Stanza> {
            Mixed(\.content) {
                Case("br", Verse.lineBreak)
                Case("b", String.self, Verse.stress)
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func casesWithoutPayloadKeepTheirPlace(parser: ReadingParser) throws {
        let xml = "<l>One<br/>two <b>three</b><br/></l>"
        let stanza = try XMLReader.object(
            ofType: Stanza.self, element: "l", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            stanza.content == [
                .text("One"), .element(.lineBreak), .text("two "), .element(.stress("three")), .element(.lineBreak),
            ])
        #expect(try XMLWriter(options: Self.compact).string(stanza, element: "l") == xml)
    }
}
