import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed` in XHTML, DocBook and SVG documents: inline elements, unnamed children kept whole, and
/// the whitespace between spans.
extension MixedContentTests {
    enum HTMLInline: Equatable, Sendable {
        case em(String)
        case link(HTMLLink)
        case other(AnyElement)
    }

    struct HTMLLink: XMLReadable, Equatable, Sendable {
        var href = ""
        var content: [MixedContent<HTMLInline>] = []
        static let parsingDescription = ParsingDescription<HTMLLink> {
            Attribute("href", \.href)
            Mixed(\.content, other: HTMLInline.other) { MixedContentTests.htmlCases }
        }
    }

    @CaseBuilder<HTMLInline> static var htmlCases: [Case<HTMLInline>] {
        Case("em", String.self, HTMLInline.em)
        Case("a", HTMLLink.self, HTMLInline.link)
    }

    struct Paragraph: XMLReadable, Equatable, Sendable {
        var style: String?
        var content: [MixedContent<HTMLInline>] = []
        static let parsingDescription = ParsingDescription<Paragraph> {
            Attribute("class", \.style)
            Mixed(\.content, other: HTMLInline.other) { MixedContentTests.htmlCases }
        }
    }

    @Test(arguments: ReadingParsers.all) func xhtmlParagraphsKeepEmphasisLinksAndUnnamedElementsInOrder(
        parser: ReadingParser
    ) throws {
        let xml =
            #"<p class="lead">Read <em>this</em> at <a href="https://example.org/x?a=1&amp;b=2">the <em>site</em></a>, <span title="t">or <b>not</b></span>.</p>"#
        let paragraph = try XMLReader.object(
            ofType: Paragraph.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
        #expect(paragraph.style == "lead")
        #expect(
            paragraph.content == [
                .text("Read "), .element(.em("this")), .text(" at "),
                .element(
                    .link(
                        HTMLLink(
                            href: "https://example.org/x?a=1&b=2", content: [.text("the "), .element(.em("site"))]))),
                .text(", "),
                .element(
                    .other(
                        AnyElement(
                            XMLName("span"), attributes: [XMLName("title"): "t"],
                            content: [.text("or "), .element(AnyElement(XMLName("b"), content: [.text("not")]))]))),
                .text("."),
            ])
        let written = try XMLWriter(options: Self.compact).string(paragraph, element: "p")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Paragraph.self, element: "p", from: written, options: ReadingOptions(parser: parser))
                == paragraph)
    }

    /// DocBook `<para>` with `<emphasis role="strong">`, every child kept whole.
    struct Para: XMLReadable, Equatable, Sendable {
        var id: String?
        var content: [MixedContent<AnyElement>] = []
        static let parsingDescription = ParsingDescription<Para> {
            Attribute(XMLName("id", namespace: "http://www.w3.org/XML/1998/namespace"), \.id)
            Mixed(\.content)
        }
    }

    @Test(arguments: ReadingParsers.all) func docBookParagraphsKeepEveryChildWhole(parser: ReadingParser) throws {
        let xml =
            #"<para xml:id="p1">The <emphasis role="strong">first</emphasis> and <emphasis>second</emphasis> <command>ls</command></para>"#
        let para = try XMLReader.object(
            ofType: Para.self, element: "para", from: xml, options: ReadingOptions(parser: parser))
        #expect(para.id == "p1")
        #expect(
            para.content == [
                .text("The "),
                .element(
                    AnyElement(XMLName("emphasis"), attributes: [XMLName("role"): "strong"], content: [.text("first")])),
                .text(" and "), .element(AnyElement(XMLName("emphasis"), content: [.text("second")])), .text(" "),
                .element(AnyElement(XMLName("command"), content: [.text("ls")])),
            ])
        let written = try XMLWriter(options: Self.compact).string(para, element: "para")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Para.self, element: "para", from: written, options: ReadingOptions(parser: parser)) == para)
    }

    enum SVGInline: Equatable, Sendable { case span(SVGSpan) }

    struct SVGSpan: XMLReadable, Equatable, Sendable {
        var x: Double?
        var dy: String?
        var text = ""
        static let parsingDescription = ParsingDescription<SVGSpan> {
            Attribute("x", \.x)
            Attribute("dy", \.dy)
            TextContent(\.text)
        }
    }

    struct SVGText: XMLReadable, Equatable, Sendable {
        var x = 0.0
        var y = 0.0
        var content: [MixedContent<SVGInline>] = []
        static let parsingDescription = ParsingDescription<SVGText> {
            Attribute("x", \.x)
            Attribute("y", \.y)
            Mixed(\.content) { Case("tspan", SVGSpan.self, SVGInline.span) }
        }
    }

    @Test(arguments: ReadingParsers.all) func svgTextKeepsItsSpansAndTheWhitespaceBetweenThem(parser: ReadingParser)
        throws
    {
        let xml =
            "<text x=\"10\" y=\"20\">\n  Total: <tspan dy=\"1.2em\" x=\"10\">42</tspan>\n  <tspan dy=\"1.2em\">units</tspan>\n</text>"
        let text = try XMLReader.object(
            ofType: SVGText.self, element: "text", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            text.content == [
                .text("\n  Total: "), .element(.span(SVGSpan(x: 10, dy: "1.2em", text: "42"))), .text("\n  "),
                .element(.span(SVGSpan(dy: "1.2em", text: "units"))), .text("\n"),
            ])
        // Attributes are written in declaration order; whitespace runs are written as read.
        let written = try XMLWriter(options: WritingOptions(includesDeclaration: false)).string(text, element: "text")
        #expect(
            written
                == "<text x=\"10\" y=\"20\">\n  Total: <tspan x=\"10\" dy=\"1.2em\">42</tspan>\n  <tspan dy=\"1.2em\">units</tspan>\n</text>\n"
        )
        #expect(
            try XMLReader.object(
                ofType: SVGText.self, element: "text", from: written, options: ReadingOptions(parser: parser)) == text)
    }
}
