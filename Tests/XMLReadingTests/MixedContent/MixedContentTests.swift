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
}
