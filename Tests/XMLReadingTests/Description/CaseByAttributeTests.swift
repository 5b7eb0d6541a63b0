import Foundation
import TestSupport
import Testing
import XMLReading

/// `Case(name, by: attribute, embed) { … }`: a case of a choice whose element is read as the
/// inner case its attribute names (`xsi:type` on a choice member), in a single choice, in
/// content kept in order, in an all group and in mixed content; read on both parsers, written
/// (compared byte for byte) and read back; the errors of an unknown or missing value.
@Suite struct CaseByAttributeTests {
    typealias AnyShape = ChoiceByAttributeTests.AnyShape
    typealias Shape2D = ChoiceByAttributeTests.Shape2D
    typealias Circle = ChoiceByAttributeTests.Circle
    static let xsiType = XMLName("type", namespace: ChoiceByAttributeTests.xsi)

    /// A choice of a note or a shape, whose type `xsi:type` may replace with a derived one.
    enum Content: Equatable, Sendable {
        case note(String)
        case shape(AnyShape)

        @CaseBuilder<Content> static var cases: [Case<Content>] {
            Case("note", String.self, Content.note)
            Case("shape", by: CaseByAttributeTests.xsiType, Content.shape) { AnyShape.cases }
        }
    }

    struct Board: XMLReadable, Equatable {
        var first: Content?
        var items: [Content] = []
        static let parsingDescription = ParsingDescription<Board> {
            Choice(\.first) { Content.cases }
            Many("items", \.items) { Content.cases }
        }
    }

    static let declarations =
        #"xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:g="http://www.opengis.net/gml""#

    @Test(arguments: ReadingParsers.all) func theAttributePicksTheInnerCase(parser: ReadingParser) throws {
        let xml = """
            <board \(Self.declarations)><shape xsi:type="g:Circle" r="2"/><items><note>a</note>\
            <shape name="b"/><shape xsi:type="g:Circle" r="3"/><note>c</note><shape name="d" xsi:type="g:Shape"/>\
            </items></board>
            """
        let board = try XMLReader.object(
            ofType: Board.self, element: "board", from: xml,
            options: ReadingOptions(unknownContent: .refuse, parser: parser))
        let expected = Board(
            first: .shape(.circle(Circle(radius: 2))),
            items: [
                .note("a"), .shape(.shape(Shape2D(name: "b"))), .shape(.circle(Circle(radius: 3))), .note("c"),
                .shape(.shape(Shape2D(name: "d"))),
            ])
        #expect(board == expected)
        // The default case without xsi:type, a derived one with a prefix bound to its namespace.
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(board, element: "board")
        #expect(
            written
                == #"<board xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.opengis.net/gml"><shape ns1:type="ns2:Circle" r="2"/><items><note>a</note><shape name="b"/><shape ns1:type="ns2:Circle" r="3"/><note>c</note><shape name="d"/></items></board>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Board.self, element: "board", from: written, options: ReadingOptions(parser: parser))
                == expected)
    }

    @Test(arguments: [
        (
            #"<board><items><shape xsi:type="g:Hex"/></items></board>"#,
            #"line 1, column 129: <shape> has xsi:type="g:Hex", which no Case names; expected {http://www.opengis.net/gml}Circle or {http://www.opengis.net/gml}Shape at /board/items/shape[1]"#
        ),
        (
            // A second case of a single choice, and of one that the inner case chose.
            #"<board><note>a</note><shape name="b"/></board>"#,
            #"line 1, column 128: <shape> in <board> after a case of its Choice, which reads one of them (read several with Many) at /board/shape"#
        ),
    ])
    func anUnknownValueOrASecondChoiceIsAnError(xml: String, message: String) {
        let xml = xml.replacingOccurrences(of: "<board>", with: "<board \(Self.declarations)>")
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Board.self, element: "board", from: xml, options: ReadingOptions(unknownContent: .refuse))
            } == message)
    }

    // MARK: An all group, required, and without a default case

    /// Markers: `xsi:type` is required (the base type is abstract).
    enum AnyMarker: Equatable, Sendable {
        case pin(Circle)
        case flag(Shape2D)
    }

    enum Part: Equatable, Sendable {
        case title(String)
        case marker(AnyMarker)
    }

    struct Card: XMLReadable, Equatable {
        var parts: [Part] = []
        static let parsingDescription = ParsingDescription<Card> {
            Many(\.parts) {
                Case("title", String.self, Part.title)
                Case("marker", by: CaseByAttributeTests.xsiType, Part.marker) {
                    Case(XMLName("Pin", namespace: ChoiceByAttributeTests.gml), Circle.self, AnyMarker.pin)
                    Case(XMLName("Flag", namespace: ChoiceByAttributeTests.gml), Shape2D.self, AnyMarker.flag)
                }
                .required()
            }
            .eachAtMostOnce()
        }
    }

    @Test(arguments: ReadingParsers.all) func inAnAllGroupTheCaseIsRequiredAndReadOnce(parser: ReadingParser) throws {
        func read(_ body: String) throws -> Card {
            try XMLReader.object(
                ofType: Card.self, element: "card", from: "<card \(Self.declarations)>\(body)</card>",
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
        let card = try read(#"<marker xsi:type="g:Flag" name="f"/><title>t</title>"#)
        #expect(card == Card(parts: [.marker(.flag(Shape2D(name: "f"))), .title("t")]))
        #expect(
            try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
                .string(card, element: "card")
                == #"<card xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.opengis.net/gml"><marker ns1:type="ns2:Flag" name="f"/><title>t</title></card>"#
        )
        #expect(
            errorMessage { _ = try read(#"<title>t</title>"#) }
                == "line 1, column 121: missing required element <marker> in <card> (required by Case(\"marker\") at XMLReadingTests/CaseByAttributeTests.swift:104; drop .required() if <card> may lack it) at /card"
        )
        #expect(
            errorMessage { _ = try read(#"<marker xsi:type="g:Pin" r="1"/><marker xsi:type="g:Pin" r="2"/>"#) }
                == "line 1, column 160: a second <marker> in <card>, where Many reads each element once (eachAtMostOnce) at /card/marker[2]"
        )
        #expect(
            errorMessage { _ = try read(#"<marker r="1"/>"#) }
                == #"line 1, column 111: <marker> has no attribute "{http://www.w3.org/2001/XMLSchema-instance}type", which picks its Case; expected {http://www.opengis.net/gml}Flag or {http://www.opengis.net/gml}Pin at /card/marker[1]"#
        )
    }

    // MARK: Mixed content

    enum Inline: Equatable, Sendable {
        case shape(AnyShape)
    }

    struct Paragraph: XMLReadable, Equatable {
        var content: [MixedContent<Inline>] = []
        static let parsingDescription = ParsingDescription<Paragraph> {
            Mixed(\.content) {
                Case("shape", by: CaseByAttributeTests.xsiType, Inline.shape) { AnyShape.cases }
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func inMixedContentTheTextKeepsItsPlace(parser: ReadingParser) throws {
        let xml = #"<p \#(Self.declarations)>a <shape xsi:type="g:Circle" r="1"/> b <shape name="s"/>c</p>"#
        let paragraph = try XMLReader.object(
            ofType: Paragraph.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            paragraph.content == [
                .text("a "), .element(.shape(.circle(Circle(radius: 1)))), .text(" b "),
                .element(.shape(.shape(Shape2D(name: "s")))), .text("c"),
            ])
        #expect(
            try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
                .string(paragraph, element: "p")
                == #"<p xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.opengis.net/gml">a <shape ns1:type="ns2:Circle" r="1"/> b <shape name="s"/>c</p>"#
        )
    }

    // MARK: Problems of the description and of the value written

    @Test func aCaseWithoutInnerCasesWithTwoDefaultsOrInAChoiceByAttributeIsAProblemOfTheDescription() {
        struct Empty: XMLReadable {
            var content: Content?
            static let parsingDescription = ParsingDescription<Empty> {
                Choice(\.content) {
                    Case("shape", by: "kind", Content.shape) {}
                }
            }
        }
        struct Twice: XMLReadable {
            var content: Content?
            static let parsingDescription = ParsingDescription<Twice> {
                Choice(\.content) {
                    Case("shape", by: "kind", Content.shape) {
                        Case("plain", Shape2D.self, AnyShape.shape).byDefault()
                        Case("round", Circle.self, AnyShape.circle).byDefault()
                    }
                }
            }
        }
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Empty.self, element: "e", from: "<e/>") }
                == #"XMLReadingTests/CaseByAttributeTests.swift:180: ParsingDescription<Empty>: Case("shape", by: "kind") has no Case; name at least one value of "kind""#
        )
        struct Nested: XMLReadable {
            var content: Content?
            static let parsingDescription = ParsingDescription<Nested> {
                Choice("content", \.content, by: "type") {
                    Case("note", String.self, Content.note)
                    Case("shape", by: "kind", Content.shape) { AnyShape.cases }
                }
            }
        }
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Nested.self, element: "n", from: "<n/>") }
                == #"XMLReadingTests/CaseByAttributeTests.swift:203: ParsingDescription<Nested>: Choice("content", by: "type") has a Case by attribute (Case("shape", by: "kind")), whose Case the attribute "type" picks already; use a Case by attribute in a Choice, Many or Mixed by element name"#
        )
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Twice.self, element: "t", from: "<t/>") }
                == #"XMLReadingTests/CaseByAttributeTests.swift:188: ParsingDescription<Twice>: Case("shape", by: "kind") has 2 Cases marked byDefault() ("plain", "round"); one may be read when the attribute is absent"#
        )
    }

    @Test func aValueNoInnerCaseWritesIsAnError() {
        struct Only: XMLReadable {
            var content: Content? = .shape(.circle(Circle(radius: 1)))
            static let parsingDescription = ParsingDescription<Only> {
                Choice(\.content) {
                    Case("shape", by: CaseByAttributeTests.xsiType, Content.shape) {
                        Case("Shape", Shape2D.self, AnyShape.shape).byDefault()
                    }
                }
            }
        }
        #expect(
            errorMessage { _ = try XMLWriter().string(Only(), element: "only") }
                == #"no Case of Case("shape", by: "{http://www.w3.org/2001/XMLSchema-instance}type") matches the case .circle of AnyShape at /only"#
        )
    }
}
