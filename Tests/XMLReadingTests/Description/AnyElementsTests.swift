import Foundation
import TestSupport
import Testing
import XMLReading

/// `AnyElements`, `AnyAttributes` and `ElementName`: unknown content kept whole, written back,
/// read back; the element's own name stored.
@Suite struct AnyElementsTests {
    struct Entry: XMLReadable, Equatable {
        var id = ""
        var title = ""
        var others: [AnyElement] = []
        var otherAttributes: [XMLName: String] = [:]
        static let parsingDescription = ParsingDescription<Entry> {
            Attribute("id", \.id)
            Element("title", \.title)
            Ignore("reviews")
            AnyElements(\.others)
            AnyAttributes(\.otherAttributes)
        }
    }

    static let media = "http://search.yahoo.com/mrss/"

    @Test(arguments: ReadingParsers.all) func unknownChildrenAndAttributesAreKeptWhole(parser: ReadingParser) throws {
        let xml = """
            <entry id="7" xmlns:m="http://search.yahoo.com/mrss/" m:rank="2" xml:lang="en" data-x="&lt;1&gt;">\
            <title>Dune</title><m:title>Other</m:title><reviews><r/></reviews>\
            <p class="x">Hello <b>world</b>!<![CDATA[ <raw> ]]></p><m:thumbnail url="a.png"/></entry>
            """
        let entry = try XMLReader.object(
            ofType: Entry.self, element: "entry", from: xml, options: ReadingOptions(parser: parser))
        #expect(entry.id == "7")
        #expect(entry.title == "Dune")
        #expect(
            entry.otherAttributes == [
                XMLName("rank", namespace: Self.media): "2",
                XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"): "en", XMLName("data-x"): "<1>",
            ])
        #expect(
            entry.others == [
                AnyElement(XMLName("title", namespace: Self.media), content: [.text("Other")]),
                AnyElement(
                    XMLName("p"), attributes: [XMLName("class"): "x"],
                    content: [
                        .text("Hello "), .element(AnyElement(XMLName("b"), content: [.text("world")])),
                        .text("! <raw> "),
                    ]),
                AnyElement(XMLName("thumbnail", namespace: Self.media), attributes: [XMLName("url"): "a.png"]),
            ])
        #expect(entry.others[1].text == "Hello world! <raw> ")
        #expect(entry.others[1].children == [AnyElement(XMLName("b"), content: [.text("world")])])
    }

    @Test(arguments: ReadingParsers.all) func keptContentIsWrittenBackAfterTheNamedEntries(parser: ReadingParser) throws
    {
        let xml = """
            <entry id="7" xmlns:m="http://search.yahoo.com/mrss/" m:rank="2" xml:lang="en">\
            <m:title>Other</m:title><title>Dune</title>\
            <p class="x">Hello <b>world</b>!</p><m:group><m:thumbnail url="a.png"/></m:group></entry>
            """
        let entry = try XMLReader.object(
            ofType: Entry.self, element: "entry", from: xml, options: ReadingOptions(parser: parser))
        let written = try XMLWriter(options: WritingOptions(includesDeclaration: false)).string(entry, element: "entry")
        #expect(
            written == """
                <entry id="7" xmlns:ns1="http://search.yahoo.com/mrss/" ns1:rank="2" xml:lang="en">
                  <title>Dune</title>
                  <m:title xmlns:m="http://search.yahoo.com/mrss/">Other</m:title>
                  <p class="x">Hello <b>world</b>!</p>
                  <m:group xmlns:m="http://search.yahoo.com/mrss/"><m:thumbnail url="a.png"/></m:group>
                </entry>

                """)
        #expect(
            try XMLReader.object(
                ofType: Entry.self, element: "entry", from: written, options: ReadingOptions(parser: parser)) == entry)
    }

    struct Plain: XMLReadable, Equatable {
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Plain> { AnyElements(\.others) }
    }

    @Test(arguments: ReadingParsers.all) func aNamespaceNoDescriptionNamesIsDeclaredWhereItIsWritten(
        parser: ReadingParser
    ) throws {
        let plain = Plain(others: [
            AnyElement(
                XMLName("a", namespace: "urn:a"), attributes: [XMLName("k", namespace: "urn:k"): "v"],
                content: [.element(AnyElement(XMLName("b", namespace: "urn:a")))]),
            AnyElement(XMLName("c", namespace: "urn:a")),
        ])
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(plain, element: "plain")
        #expect(
            written
                == #"<plain><ns1:a xmlns:ns1="urn:a" xmlns:ns2="urn:k" ns2:k="v"><ns1:b/></ns1:a><ns3:c xmlns:ns3="urn:a"/></plain>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Plain.self, element: "plain", from: written, options: ReadingOptions(parser: parser)) == plain)
    }

    struct Round: XMLReadable, Equatable {
        var kind = XMLName("")
        var radius = 0.0
        static let parsingDescription = ParsingDescription<Round> {
            ElementName(\.kind)
            Attribute("r", \.radius)
        }
    }

    enum Shape: Equatable, Sendable {
        case round(Round)
    }

    struct Drawing: XMLReadable, Equatable {
        var shapes: [Shape] = []
        static let parsingDescription = ParsingDescription<Drawing> {
            Many(\.shapes) {
                Case("circle", Round.self, Shape.round)
                Case(XMLName("ellipse", namespace: "urn:svg"), Round.self, Shape.round)
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func theElementNameIsStored(parser: ReadingParser) throws {
        let xml = #"<d xmlns:s="urn:svg"><circle r="1"/><s:ellipse r="2"/></d>"#
        #expect(
            try XMLReader.object(ofType: Drawing.self, element: "d", from: xml, options: ReadingOptions(parser: parser))
                .shapes == [
                    .round(Round(kind: XMLName("circle"), radius: 1)),
                    .round(Round(kind: XMLName("ellipse", namespace: "urn:svg"), radius: 2)),
                ])
    }

    struct Twice: XMLReadable {
        var a: [XMLName: String] = [:]
        var b: [XMLName: String] = [:]
        var others: [AnyElement] = []
        var extras: [String: String] = [:]
        static let parsingDescription = ParsingDescription<Twice> {
            AnyAttributes(\.a)
            AnyAttributes(\.b)
            AnyElements(\.others)
            Keyed(\.extras)
        }
    }

    @Test func twoCatchAllEntriesAreProblems() {
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: AnyAttributes is declared twice; keep one",
                "ParsingDescription<Twice>: two entries read every element no other entry names (Keyed); keep one",
            ])
    }

    static let compact = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    // MARK: AnyAttributes on a model whose element's attribute picks its case or holds its key

    struct Circle: XMLReadable, Equatable {
        var radius = 0
        var others: [XMLName: String] = [:]
        static let parsingDescription = ParsingDescription<Circle> {
            Attribute("r", \.radius)
            AnyAttributes(\.others)
        }
    }

    enum ShapeByType: Equatable, Sendable {
        case circle(Circle)
    }

    struct DrawingByType: XMLReadable, Equatable {
        var shape: ShapeByType?
        static let parsingDescription = ParsingDescription<DrawingByType> {
            Choice("shape", \.shape, by: "type") { Case("circle", Circle.self, ShapeByType.circle) }
        }
    }

    /// The attribute that picks the case belongs to the Choice: AnyAttributes of the case's model
    /// must not keep it too, or the writer writes it twice and the output does not read back.
    @Test(arguments: ReadingParsers.all) func choiceAttributeIsNotKeptByAnyAttributesOfTheCase(parser: ReadingParser)
        throws
    {
        let xml = #"<drawing><shape type="circle" r="2" data-x="1"/></drawing>"#
        let drawing = try XMLReader.object(
            ofType: DrawingByType.self, element: "drawing", from: xml, options: ReadingOptions(parser: parser))
        #expect(drawing == DrawingByType(shape: .circle(Circle(radius: 2, others: [XMLName("data-x"): "1"]))))
        let written = try XMLWriter(options: Self.compact).string(drawing, element: "drawing")
        #expect(written == #"<drawing><shape type="circle" r="2" data-x="1"/></drawing>"#)
        #expect(
            try XMLReader.object(
                ofType: DrawingByType.self, element: "drawing", from: written, options: ReadingOptions(parser: parser))
                == drawing)
    }

    struct Options: XMLReadable, Equatable {
        var options: [String: Circle] = [:]
        static let parsingDescription = ParsingDescription<Options> {
            Keyed("options", \.options, key: .attribute("name", of: "option"))
        }
    }

    /// Same with Keyed by attribute: the key attribute is written by Keyed, and again from AnyAttributes.
    @Test(arguments: ReadingParsers.all) func keyAttributeIsNotKeptByAnyAttributesOfTheValue(parser: ReadingParser)
        throws
    {
        let xml = #"<config><options><option name="a" r="1"/></options></config>"#
        let options = try XMLReader.object(
            ofType: Options.self, element: "config", from: xml, options: ReadingOptions(parser: parser))
        #expect(options == Options(options: ["a": Circle(radius: 1)]))
        let written = try XMLWriter(options: Self.compact).string(options, element: "config")
        #expect(
            try XMLReader.object(
                ofType: Options.self, element: "config", from: written, options: ReadingOptions(parser: parser))
                == options)
    }

    // MARK: AnyElements and a default namespace

    struct Project: XMLReadable, Equatable {
        var name = ""
        var extras: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Project>(
            namespace: .orNone("http://maven.apache.org/POM/4.0.0")
        ) {
            Element("name", \.name)
            AnyElements(\.extras)
        }
    }

    /// An element kept whole in no namespace is written in no namespace, not moved into the
    /// description's default namespace.
    @Test(arguments: ReadingParsers.all) func anyElementInNoNamespaceKeepsItsNamespaceWhenWritten(parser: ReadingParser)
        throws
    {
        let xml = "<project><name>x</name><extra>y</extra></project>"
        let project = try XMLReader.object(
            ofType: Project.self, element: "project", from: xml, options: ReadingOptions(parser: parser))
        #expect(project.extras == [AnyElement(XMLName("extra"), content: [.text("y")])])
        let written = try XMLWriter(options: Self.compact).string(project, element: "project")
        #expect(
            try XMLReader.object(
                ofType: Project.self, element: "project", from: written, options: ReadingOptions(parser: parser))
                == project)
    }

    // MARK: AnyElements and paths

    struct PathBook: XMLReadable, Equatable {
        var pages = 0
        var extras: [AnyElement] = []
        static let parsingDescription = ParsingDescription<PathBook> {
            Element("details/pages", \.pages)
            AnyElements(\.extras)
        }
    }

    /// AnyElements promises that a model read and written back loses nothing: an unnamed child of
    /// a path step (`<details><isbn>`) is kept.
    @Test(arguments: ReadingParsers.all) func anUnnamedChildOfAPathStepIsNotLost(parser: ReadingParser) throws {
        let xml = "<book><details><pages>3</pages><isbn>123</isbn></details></book>"
        let book = try XMLReader.object(
            ofType: PathBook.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
        let written = try XMLWriter(options: Self.compact).string(book, element: "book")
        #expect(written.contains("<isbn>123</isbn>"))
    }
}
