import Foundation
import TestSupport
import Testing
import XMLReading

/// `Choice` and `Case`: an enum read from the element name of its case, written back, in a `Many`.
@Suite struct ChoiceTests {
    struct Circle: XMLReadable, Equatable {
        var radius = 0.0
        static let parsingDescription = ParsingDescription<Circle> { Attribute("r", \.radius) }
    }

    struct Rect: XMLReadable, Equatable {
        var width = 0, height = 0
        static let parsingDescription = ParsingDescription<Rect> {
            Attribute("width", \.width)
            Attribute("height", \.height)
        }
    }

    indirect enum Shape: Equatable, Sendable {
        case circle(Circle)
        case rect(Rect)
        case label(String)
        case group(Group)
        case visible(Bool)
        case nothing
    }

    struct Group: XMLReadable, Equatable {
        var shapes: [Shape] = []
        static let parsingDescription = ParsingDescription<Group> { Many(\.shapes) { Shape.cases } }
    }

    struct Drawing: XMLReadable, Equatable {
        var main: Shape = .nothing
        var badge: Shape?
        var layers: [Shape] = []
        static let parsingDescription = ParsingDescription<Drawing> {
            Choice(\.main) { Shape.cases }
            Choice("badge", \.badge) { Shape.cases }
            Many("layers", \.layers) { Shape.cases }
        }
    }

    static let plain = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    @Test(arguments: ReadingParsers.all) func theElementNamePicksTheCase(parser: ReadingParser) throws {
        let xml = """
            <drawing><circle r="1.5"/><badge><label>new</label></badge>\
            <layers><rect width="2" height="3"/><on/><group><circle r="2"/><none/></group><label>x</label></layers>\
            </drawing>
            """
        let drawing = try XMLReader.object(
            ofType: Drawing.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            drawing
                == Drawing(
                    main: .circle(Circle(radius: 1.5)), badge: .label("new"),
                    layers: [
                        .rect(Rect(width: 2, height: 3)), .visible(true),
                        .group(Group(shapes: [.circle(Circle(radius: 2)), .nothing])), .label("x"),
                    ]))
    }

    @Test(arguments: ReadingParsers.all) func absentChoicesKeepTheirDefaults(parser: ReadingParser) throws {
        let drawing = try XMLReader.object(
            ofType: Drawing.self, element: "drawing", from: "<drawing><x/></drawing>",
            options: ReadingOptions(parser: parser))
        #expect(drawing == Drawing())
    }

    @Test(arguments: ReadingParsers.all) func theLastCaseWins(parser: ReadingParser) throws {
        let xml = #"<drawing><circle r="1"/><label>a</label></drawing>"#
        #expect(
            try XMLReader.object(
                ofType: Drawing.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser)
            ).main == .label("a"))
    }

    @Test(arguments: ReadingParsers.all) func writtenAndReadBack(parser: ReadingParser) throws {
        let drawing = Drawing(
            main: .group(Group(shapes: [.rect(Rect(width: 1, height: 2)), .visible(false)])), badge: nil,
            layers: [.label("a & b"), .nothing, .circle(Circle(radius: 0.25))])
        let xml = try XMLWriter(options: Self.plain).string(drawing, element: "drawing")
        #expect(
            xml
                == #"<drawing><group><rect width="1" height="2"/><off/></group><layers><label>a &amp; b</label><none/><circle r="0.25"/></layers></drawing>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Drawing.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser)) == drawing
        )
    }

    @Test(arguments: ReadingParsers.all) func aBadPayloadIsAnErrorAtItsElement(parser: ReadingParser) {
        let xml = "<drawing>\n<layers><rect width=\"wide\"/></layers></drawing>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Drawing.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 2, column 27: cannot read "wide" as Int for attribute "width" of <rect> at /drawing/layers/rect[1]"#
        )
    }

    struct Narrow: XMLReadable {
        var shape: Shape = .nothing
        static let parsingDescription = ParsingDescription<Narrow> {
            Choice(\.shape) { Case("circle", Circle.self, Shape.circle) }
        }
    }

    @Test func aValueNoCaseMatchesIsNotWritable() {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: Self.plain).string(Narrow(shape: .label("x")), element: "narrow")
        }
        #expect(error?.code == .notWritable)
        #expect(error?.message == "no Case of Choice matches the case .label of Shape")
    }

    enum Answer: Equatable, Sendable {
        case yes(Int)
        case no(Int)
    }

    struct Poll: XMLReadable, Equatable {
        var answers: [Answer] = []
        static let parsingDescription = ParsingDescription<Poll> {
            // Formats that read none of the sample texts: the case is found by reflection per write.
            Many(\.answers) {
                Case(
                    "yes", Int.self, format: .custom(read: { $0.hasPrefix("+") ? Int($0) : nil }, write: { "+\($0)" }),
                    Answer.yes)
                Case(
                    "no", Int.self, format: .custom(read: { $0.hasPrefix("+") ? Int($0) : nil }, write: { "+\($0)" }),
                    Answer.no)
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func aCaseWhoseFormatReadsNoSampleStillWrites(parser: ReadingParser) throws {
        let poll = Poll(answers: [.no(+2), .yes(+1)])
        let xml = try XMLWriter(options: Self.plain).string(poll, element: "poll")
        #expect(xml == "<poll><no>+2</no><yes>+1</yes></poll>")
        #expect(
            try XMLReader.object(ofType: Poll.self, element: "poll", from: xml, options: ReadingOptions(parser: parser))
                == poll)
    }

    struct Inline: XMLReadable, Equatable {
        var shape: Shape?
        var framed: Shape = .nothing
        static let parsingDescription = ParsingDescription<Inline> {
            // Cases written inline, into an optional and a plain property (once ambiguous).
            Choice(\.shape) {
                Case("circle", Circle.self, Shape.circle)
                Case("label", String.self, Shape.label)
            }
            Choice("frame", \.framed) { Case("rect", Rect.self, Shape.rect) }
        }
    }

    @Test(arguments: ReadingParsers.all) func inlineCasesReadIntoOptionalAndPlainProperties(parser: ReadingParser)
        throws
    {
        let xml = #"<i><label>x</label><frame><rect width="1" height="2"/></frame></i>"#
        let inline = try XMLReader.object(
            ofType: Inline.self, element: "i", from: xml, options: ReadingOptions(parser: parser))
        #expect(inline == Inline(shape: .label("x"), framed: .rect(Rect(width: 1, height: 2))))
        #expect(
            try XMLReader.object(
                ofType: Inline.self, element: "i", from: "<i/>", options: ReadingOptions(parser: parser)) == Inline())
    }

    struct Empty: XMLReadable {
        var shape: Shape = .nothing
        static let parsingDescription = ParsingDescription<Empty> { Choice(\.shape) {} }
    }

    @Test func aChoiceWithoutCasesIsAProblem() {
        #expect(
            Empty.parsingDescription.problems == [
                "ParsingDescription<Empty>: Choice has no Case; name at least one element it reads"
            ])
    }

    struct Twice: XMLReadable {
        var shape: Shape = .nothing
        var label = ""
        static let parsingDescription = ParsingDescription<Twice> {
            Choice(\.shape) { Shape.cases }
            Element("label", \.label)
        }
    }

    @Test func aCaseNameBoundElsewhereIsAProblem() {
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: the element <label> is bound twice, by Choice and by Element; bind each element name once (use Many to collect repeated elements)"
            ])
    }
}

extension ChoiceTests.Shape {
    @CaseBuilder<Self> static var cases: [Case<Self>] {
        Case("circle", ChoiceTests.Circle.self, Self.circle)
        Case("rect", ChoiceTests.Rect.self, Self.rect)
        Case("label", String.self, Self.label)
        Case("group", ChoiceTests.Group.self, Self.group)
        Case("on", Self.visible, true)
        Case("off", Self.visible, false)
        Case("none", Self.nothing)
    }
}
