import Foundation
import TestSupport
import Testing
import XMLReading

/// `Choice(name, \.value, by:)` and `Item(name, by:)`: the case picked by an attribute's value
/// (`type`, `xsi:type`); read, written, read back, and the errors of an unknown or missing value.
@Suite struct ChoiceByAttributeTests {
    static let xsi = "http://www.w3.org/2001/XMLSchema-instance"
    static let gml = "http://www.opengis.net/gml"

    struct Circle: XMLReadable, Equatable {
        var radius = 0.0
        static let parsingDescription = ParsingDescription<Circle> { Attribute("r", \.radius) }
    }

    struct Rect: XMLReadable, Equatable {
        var width = 0
        static let parsingDescription = ParsingDescription<Rect> { Attribute("width", \.width) }
    }

    enum Shape: Equatable, Sendable {
        case circle(Circle)
        case rect(Rect)
        case label(String)
    }

    struct Drawing: XMLReadable, Equatable {
        var main: Shape = .label("")
        var shapes: [Shape] = []
        var geometry: Shape?
        static let parsingDescription = ParsingDescription<Drawing> {
            Choice("main", \.main, by: "type") {
                Case("circle", Circle.self, Shape.circle)
                Case("rect", Rect.self, Shape.rect)
                Case("label", String.self, Shape.label)
            }
            Many("shapes", \.shapes) {
                Item("shape", by: "type") {
                    Case("circle", Circle.self, Shape.circle)
                    Case("rect", Rect.self, Shape.rect)
                    Case("label", String.self, Shape.label)
                }
            }
            Choice("geometry", \.geometry, by: XMLName("type", namespace: "http://www.w3.org/2001/XMLSchema-instance"))
            {
                Case(XMLName("CircleType", namespace: "http://www.opengis.net/gml"), Circle.self, Shape.circle)
                Case(XMLName("RectType", namespace: "http://www.opengis.net/gml"), Rect.self, Shape.rect)
            }
        }
    }

    static let drawing = Drawing(
        main: .circle(Circle(radius: 2)),
        shapes: [.rect(Rect(width: 3)), .label("hi"), .circle(Circle(radius: 1))],
        geometry: .rect(Rect(width: 9)))

    @Test(arguments: ReadingParsers.all) func theAttributePicksTheCase(parser: ReadingParser) throws {
        let xml = """
            <drawing xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:g="http://www.opengis.net/gml">\
            <main type="circle" r="2"/><shapes><shape type="rect" width="3"/><shape type="label">hi</shape>\
            <shape r="1" type="circle"/></shapes><geometry xsi:type="g:RectType" width="9"/></drawing>
            """
        #expect(
            try XMLReader.object(
                ofType: Drawing.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser))
                == Self.drawing)
    }

    @Test(arguments: ReadingParsers.all) func writtenWithTheAttributeAndReadBack(parser: ReadingParser) throws {
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Self.drawing, element: "drawing")
        #expect(
            xml
                == #"<drawing xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.opengis.net/gml"><main type="circle" r="2"/><shapes><shape type="rect" width="3"/><shape type="label">hi</shape><shape type="circle" r="1"/></shapes><geometry ns1:type="ns2:RectType" width="9"/></drawing>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Drawing.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser))
                == Self.drawing)
    }

    @Test(arguments: [
        (
            #"<drawing><main type="hexagon"/></drawing>"#,
            #"line 1, column 30: <main> has type="hexagon", which no Case names; expected circle, label or rect at /drawing/main"#
        ),
        (
            #"<drawing><shapes><shape type="rect"/><shape/></shapes></drawing>"#,
            #"line 1, column 44: <shape> has no attribute "type", which picks its Case; expected circle, label or rect at /drawing/shapes/shape[2]"#
        ),
        (
            #"<drawing><shapes><shape type="rect" width="x"/></shapes></drawing>"#,
            #"line 1, column 46: cannot read "x" as Int for attribute "width" of <shape> at /drawing/shapes/shape[1]"#
        ),
        (
            #"<drawing xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><geometry xsi:type="g:Hex"/></drawing>"#,
            #"line 1, column 90: <geometry> has xsi:type="g:Hex", which no Case names; expected {http://www.opengis.net/gml}CircleType or {http://www.opengis.net/gml}RectType at /drawing/geometry"#
        ),
    ])
    func anUnknownOrMissingValueIsAnError(xml: String, message: String) {
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Drawing.self, element: "drawing", from: xml) } == message)
    }

    // MARK: xsi:type and a default case

    struct Shape2D: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Shape2D> { Attribute("name", \.name) }
    }

    /// The declared type (`Shape2D`) or one derived from it, as `xsi:type` says.
    enum AnyShape: Equatable, Sendable {
        case shape(Shape2D)
        case circle(Circle)
    }

    struct Layer: XMLReadable, Equatable {
        var main: AnyShape?
        var shapes: [AnyShape] = []
        static let xsiType = XMLName("type", namespace: xsi)
        static let parsingDescription = ParsingDescription<Layer> {
            Choice("main", \.main, by: xsiType) { AnyShape.cases }
            Many(\.shapes) { Item("shape", by: xsiType) { AnyShape.cases } }
        }
    }

    @Test(arguments: ReadingParsers.all) func aDefaultCaseReadsTheElementWithoutTheAttribute(parser: ReadingParser)
        throws
    {
        let xml = """
            <layer xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:g="http://www.opengis.net/gml">\
            <main name="a"/><shape r="2" xsi:type="g:Circle"/><shape name="b"/><shape name="c" xsi:type="g:Shape"/>\
            </layer>
            """
        let layer = try XMLReader.object(
            ofType: Layer.self, element: "layer", from: xml, options: ReadingOptions(parser: parser))
        let expected = Layer(
            main: .shape(Shape2D(name: "a")),
            shapes: [.circle(Circle(radius: 2)), .shape(Shape2D(name: "b")), .shape(Shape2D(name: "c"))])
        #expect(layer == expected)
        // The default case is written without xsi:type; a derived one with a prefix bound to its
        // namespace, declared once on the root.
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(layer, element: "layer")
        #expect(
            written
                == #"<layer xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.opengis.net/gml"><main name="a"/><shape ns1:type="ns2:Circle" r="2"/><shape name="b"/><shape name="c"/></layer>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Layer.self, element: "layer", from: written, options: ReadingOptions(parser: parser))
                == expected)
    }

    /// A case in the default namespace in scope is written without a prefix.
    @Test func aCaseInTheDefaultNamespaceIsWrittenUnprefixed() throws {
        struct Layer: XMLReadable, Equatable {
            var shapes: [AnyShape] = []
            static let parsingDescription = ParsingDescription<Layer>(
                namespace: DefaultNamespace(ChoiceByAttributeTests.gml)
            ) {
                Many(\.shapes) {
                    Item("shape", by: XMLName("type", namespace: ChoiceByAttributeTests.xsi)) { AnyShape.cases }
                }
            }
        }
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Layer(shapes: [.circle(Circle(radius: 1))]), element: "layer")
        #expect(
            written
                == #"<layer xmlns="http://www.opengis.net/gml" xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance"><shape ns1:type="Circle" r="1"/></layer>"#
        )
        #expect(
            try XMLReader.object(ofType: Layer.self, element: "layer", from: written).shapes == [
                .circle(Circle(radius: 1))
            ])
    }

    @Test func twoDefaultCasesAreAProblemOfTheDescription() {
        struct Twice: XMLReadable {
            var shape: AnyShape?
            static let parsingDescription = ParsingDescription<Twice> {
                Choice("shape", \.shape, by: "kind") {
                    Case("plain", Shape2D.self, AnyShape.shape).byDefault()
                    Case("round", Circle.self, AnyShape.circle).byDefault()
                }
            }
        }
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Twice.self, element: "twice", from: "<twice/>") }
                == #"XMLReadingTests/ChoiceByAttributeTests.swift:185: ParsingDescription<Twice>: Choice("shape", by: "kind") has 2 Cases marked byDefault() ("plain", "round"); one may be read when the attribute is absent"#
        )
    }

    // MARK: Attribute values that contain "/"

    enum Body: Equatable, Sendable {
        case text(String)
        case html(String)
    }

    struct Message: XMLReadable, Equatable {
        var body: Body?
        static let parsingDescription = ParsingDescription<Message> {
            Choice("body", \.body, by: "type") {
                Case("text/plain", String.self, Body.text)
                Case("text/html", String.self, Body.html)
            }
        }
    }

    /// A Case of a Choice by attribute names an attribute value, not a path: a MIME type such as
    /// `text/html` must pick its own case.
    @Test(arguments: ReadingParsers.all) func choiceByAttributeValueWithSlashPicksItsCase(parser: ReadingParser) throws
    {
        let html = #"<message><body type="text/html">hi</body></message>"#
        #expect(
            try XMLReader.object(
                ofType: Message.self, element: "message", from: html, options: ReadingOptions(parser: parser))
                == Message(body: .html("hi")))
        let plain = #"<message><body type="text/plain">hi</body></message>"#
        #expect(
            try XMLReader.object(
                ofType: Message.self, element: "message", from: plain, options: ReadingOptions(parser: parser))
                == Message(body: .text("hi")))
    }
}

extension ChoiceByAttributeTests.AnyShape {
    @CaseBuilder<Self> static var cases: [Case<Self>] {
        Case(
            XMLName("Shape", namespace: ChoiceByAttributeTests.gml), ChoiceByAttributeTests.Shape2D.self, Self.shape
        ).byDefault()
        Case(XMLName("Circle", namespace: ChoiceByAttributeTests.gml), ChoiceByAttributeTests.Circle.self, Self.circle)
    }
}
