import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed`: an element's text and child elements read in document order, beside its attributes,
/// and written back in the same order (XLIFF, XHTML, DocBook, SVG).
@Suite struct MixedContentTests {
    // MARK: XLIFF 1.2 inline markup

    /// The inline elements of XLIFF 1.2 `<source>` and `<target>`.
    indirect enum XLIFFInline: Equatable, Sendable {
        case g(XLIFFGroup)
        case x(XLIFFPlaceholder)
        case bpt(XLIFFCode)
        case ept(XLIFFCode)
        case mrk(XLIFFMarker)
    }

    @CaseBuilder<XLIFFInline> static var xliffCases: [Case<XLIFFInline>] {
        Case("g", XLIFFGroup.self, XLIFFInline.g)
        Case("x", XLIFFPlaceholder.self, XLIFFInline.x)
        Case("bpt", XLIFFCode.self, XLIFFInline.bpt)
        Case("ept", XLIFFCode.self, XLIFFInline.ept)
        Case("mrk", XLIFFMarker.self, XLIFFInline.mrk)
    }

    /// `<g id="1">Welt</g>`: a group holds mixed content itself.
    struct XLIFFGroup: XMLReadable, Equatable, Sendable {
        var id = ""
        var content: [MixedContent<XLIFFInline>] = []
        static let parsingDescription = ParsingDescription<XLIFFGroup> {
            Attribute("id", \.id)
            Mixed(\.content) { MixedContentTests.xliffCases }
        }
    }

    /// `<x id="2"/>`.
    struct XLIFFPlaceholder: XMLReadable, Equatable, Sendable {
        var id = ""
        static let parsingDescription = ParsingDescription<XLIFFPlaceholder> { Attribute("id", \.id) }
    }

    /// `<bpt id="3">&lt;b&gt;</bpt>`: native code, as text.
    struct XLIFFCode: XMLReadable, Equatable, Sendable {
        var id = ""
        var code = ""
        static let parsingDescription = ParsingDescription<XLIFFCode> {
            Attribute("id", \.id)
            TextContent(\.code)
        }
    }

    /// `<mrk mtype="term">now</mrk>`.
    struct XLIFFMarker: XMLReadable, Equatable, Sendable {
        var type = ""
        var content: [MixedContent<XLIFFInline>] = []
        static let parsingDescription = ParsingDescription<XLIFFMarker> {
            Attribute("mtype", \.type)
            Mixed(\.content) { MixedContentTests.xliffCases }
        }
    }

    /// `<source>` or `<target state="translated">`.
    struct XLIFFSegment: XMLReadable, Equatable, Sendable {
        var state: String?
        var language: String?
        var content: [MixedContent<XLIFFInline>] = []
        static let parsingDescription = ParsingDescription<XLIFFSegment> {
            Attribute("state", \.state)
            Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
            Mixed(\.content) { MixedContentTests.xliffCases }
        }
    }

    struct TransUnit: XMLReadable, Equatable, Sendable {
        var id = ""
        var source = XLIFFSegment()
        var target: XLIFFSegment?
        static let parsingDescription = ParsingDescription<TransUnit> {
            Attribute("id", \.id)
            Element("source", \.source)
            Element("target", \.target)
        }
    }

    static let transUnit =
        #"<trans-unit id="u1"><source>Hello, <g id="1">World</g>!<x id="2"/> Click <bpt id="3">&lt;b&gt;</bpt>here<ept id="3">&lt;/b&gt;</ept> <mrk mtype="term">now</mrk>.</source>"#
        + #"<target state="translated" xml:lang="de">Hallo, <g id="1">Welt</g>!<x id="2"/> Klicken Sie <bpt id="3">&lt;b&gt;</bpt>hier<ept id="3">&lt;/b&gt;</ept> <mrk mtype="term">jetzt <g id="4">sofort</g></mrk>.</target></trans-unit>"#

    static let compact = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    @Test(arguments: ReadingParsers.all) func xliffSegmentsAreReadInOrderBesideTheirAttributes(parser: ReadingParser)
        throws
    {
        let unit = try XMLReader.object(
            ofType: TransUnit.self, element: "trans-unit", from: Self.transUnit, options: ReadingOptions(parser: parser)
        )
        #expect(unit.id == "u1")
        #expect(
            unit.source.content == [
                .text("Hello, "), .element(.g(XLIFFGroup(id: "1", content: [.text("World")]))), .text("!"),
                .element(.x(XLIFFPlaceholder(id: "2"))), .text(" Click "),
                .element(.bpt(XLIFFCode(id: "3", code: "<b>"))), .text("here"),
                .element(.ept(XLIFFCode(id: "3", code: "</b>"))), .text(" "),
                .element(.mrk(XLIFFMarker(type: "term", content: [.text("now")]))), .text("."),
            ])
        #expect(unit.source.state == nil)
        let target = try #require(unit.target)
        #expect(target.state == "translated")
        #expect(target.language == "de")
        #expect(
            target.content == [
                .text("Hallo, "), .element(.g(XLIFFGroup(id: "1", content: [.text("Welt")]))), .text("!"),
                .element(.x(XLIFFPlaceholder(id: "2"))), .text(" Klicken Sie "),
                .element(.bpt(XLIFFCode(id: "3", code: "<b>"))), .text("hier"),
                .element(.ept(XLIFFCode(id: "3", code: "</b>"))), .text(" "),
                .element(
                    .mrk(
                        XLIFFMarker(
                            type: "term",
                            content: [.text("jetzt "), .element(.g(XLIFFGroup(id: "4", content: [.text("sofort")])))]))),
                .text("."),
            ])
    }

    @Test(arguments: ReadingParsers.all) func xliffIsWrittenBackByteForByteAndReadsBackEqual(parser: ReadingParser)
        throws
    {
        let unit = try XMLReader.object(
            ofType: TransUnit.self, element: "trans-unit", from: Self.transUnit, options: ReadingOptions(parser: parser)
        )
        let written = try XMLWriter(options: Self.compact).string(unit, element: "trans-unit")
        #expect(written == Self.transUnit)
        #expect(
            try XMLReader.object(
                ofType: TransUnit.self, element: "trans-unit", from: written, options: ReadingOptions(parser: parser))
                == unit)
    }

    @Test(arguments: ReadingParsers.all) func prettyPrintingAddsNoWhitespaceInsideMixedContent(parser: ReadingParser)
        throws
    {
        let unit = try XMLReader.object(
            ofType: TransUnit.self, element: "trans-unit", from: Self.transUnit, options: ReadingOptions(parser: parser)
        )
        let written = try XMLWriter(options: WritingOptions(includesDeclaration: false))
            .string(unit, element: "trans-unit")
        let source = Self.transUnit.components(separatedBy: "<target")[0].dropFirst(#"<trans-unit id="u1">"#.count)
        let target = "<target" + Self.transUnit.components(separatedBy: "<target")[1].dropLast("</trans-unit>".count)
        #expect(written == "<trans-unit id=\"u1\">\n  \(source)\n  \(target)\n</trans-unit>\n")
        #expect(
            try XMLReader.object(
                ofType: TransUnit.self, element: "trans-unit", from: written, options: ReadingOptions(parser: parser))
                == unit)
    }

    @Test(arguments: ReadingParsers.all) func aModelBuiltInCodeIsWrittenInItsOrder(parser: ReadingParser) throws {
        let target = XLIFFSegment(
            state: "needs-review-translation",
            content: [
                .element(.x(XLIFFPlaceholder(id: "1"))), .text(" < & > "),
                .element(.g(XLIFFGroup(id: "2", content: []))), .text("end"),
            ])
        let written = try XMLWriter(options: Self.compact).string(target, element: "target")
        #expect(
            written == #"<target state="needs-review-translation"><x id="1"/> &lt; &amp; &gt; <g id="2"/>end</target>"#)
        #expect(
            try XMLReader.object(
                ofType: XLIFFSegment.self, element: "target", from: written, options: ReadingOptions(parser: parser))
                == target)
    }

    // MARK: XHTML, DocBook, SVG

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

    // MARK: Text runs

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

    // MARK: Inside a Many

    struct Body: XMLReadable, Equatable, Sendable {
        var paragraphs: [Paragraph] = []
        static let parsingDescription = ParsingDescription<Body> {
            Many(\.paragraphs) { Item("p", Paragraph.self) }
        }
    }

    @Test(arguments: ReadingParsers.all) func mixedModelsAsItemsOfAMany(parser: ReadingParser) throws {
        let xml = "<body><p>One <em>1</em></p><p class=\"x\">Two</p><p/><p><em>3</em> three</p></body>"
        let body = try XMLReader.object(
            ofType: Body.self, element: "body", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            body.paragraphs == [
                Paragraph(content: [.text("One "), .element(.em("1"))]),
                Paragraph(style: "x", content: [.text("Two")]), Paragraph(),
                Paragraph(content: [.element(.em("3")), .text(" three")]),
            ])
        let written = try XMLWriter(options: Self.compact).string(body, element: "body")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Body.self, element: "body", from: written, options: ReadingOptions(parser: parser)) == body)
    }

    // MARK: Unknown children

    enum Emphasis: Equatable, Sendable { case em(String) }

    struct Plain: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Emphasis>] = []
        static let parsingDescription = ParsingDescription<Plain> {
            Mixed(\.content) { Case("em", String.self, Emphasis.em) }
        }
    }

    struct Strict: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Emphasis>] = []
        static let parsingDescription = ParsingDescription<Strict> {
            RejectUnknown()
            Mixed(\.content) { Case("em", String.self, Emphasis.em) }
        }
    }

    @Test(arguments: ReadingParsers.all) func unknownChildrenAreIgnoredWithTheirTextAndTheRunsAroundThemJoin(
        parser: ReadingParser
    ) throws {
        let plain = try XMLReader.object(
            ofType: Plain.self, element: "p", from: "<p>a <b>bold</b> c<em>e</em><i/>!</p>",
            options: ReadingOptions(parser: parser))
        #expect(plain.content == [.text("a  c"), .element(.em("e")), .text("!")])
    }

    @Test(arguments: ReadingParsers.all) func unknownChildrenAreRefusedUnderRejectUnknown(parser: ReadingParser) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Strict.self, element: "p", from: "<p>a <em>e</em> <b>bold</b></p>",
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == "line 1, column 19: unexpected element <b> in <p>; expected <em> at /p/b")
    }

    // MARK: Errors

    enum Counted: Equatable, Sendable { case count(Int) }

    struct Tally: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Counted>] = []
        static let parsingDescription = ParsingDescription<Tally> {
            Mixed(\.content) { Case("count", Int.self, Counted.count) }
        }
    }

    @Test(arguments: ReadingParsers.all) func aCaseThatFailsInsideMixedContentNamesItsPathAndPosition(
        parser: ReadingParser
    ) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Tally.self, element: "tally",
                from: "<tally>\n  seen <count>3</count>,\n  then <count>x</count></tally>",
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == "line 3, column 14: cannot read \"x\" as Int for <count> at /tally/count[2]")
    }

    enum Styled: Equatable, Sendable { case em(String), strong(String) }

    struct HalfDescribed: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Styled>] = []
        static let parsingDescription = ParsingDescription<HalfDescribed> {
            Mixed(\.content) { Case("em", String.self, Styled.em) }
        }
    }

    @Test func aValueNoCaseWritesIsAnError() {
        let model = HalfDescribed(content: [.text("a"), .element(.strong("b"))])
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: Self.compact).string(model, element: "p")
        }
        #expect(error?.code == .notWritable)
        #expect(error?.description == "no Case of Mixed matches the case .strong of Styled at /p")
    }
}
