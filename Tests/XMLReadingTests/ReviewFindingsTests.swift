import Foundation
import Testing
import XMLReading

/// Findings of a review of Choice/Pairs/Keyed/paths/AnyElements/DefaultNamespace: each test showed
/// a bug, now fixed, and keeps it fixed.
@Suite struct ReviewFindingsTests {
    static let compact = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    // MARK: Choice by attribute whose values contain "/"

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
    @Test func choiceByAttributeValueWithSlashPicksItsCase() throws {
        let html = #"<message><body type="text/html">hi</body></message>"#
        #expect(
            try XMLReader.object(ofType: Message.self, element: "message", from: html) == Message(body: .html("hi")))
        let plain = #"<message><body type="text/plain">hi</body></message>"#
        #expect(
            try XMLReader.object(ofType: Message.self, element: "message", from: plain) == Message(body: .text("hi")))
    }

    // MARK: AnyAttributes on a model whose element's attribute picks its case or holds its key

    struct Circle: XMLReadable, Equatable {
        var radius = 0
        var others: [XMLName: String] = [:]
        static let parsingDescription = ParsingDescription<Circle> {
            Attribute("r", \.radius)
            AnyAttributes(\.others)
        }
    }

    enum Shape: Equatable, Sendable {
        case circle(Circle)
    }

    struct Drawing: XMLReadable, Equatable {
        var shape: Shape?
        static let parsingDescription = ParsingDescription<Drawing> {
            Choice("shape", \.shape, by: "type") { Case("circle", Circle.self, Shape.circle) }
        }
    }

    /// The attribute that picks the case belongs to the Choice: AnyAttributes of the case's model
    /// must not keep it too, or the writer writes it twice and the output does not read back.
    @Test func choiceAttributeIsNotKeptByAnyAttributesOfTheCase() throws {
        let xml = #"<drawing><shape type="circle" r="2" data-x="1"/></drawing>"#
        let drawing = try XMLReader.object(ofType: Drawing.self, element: "drawing", from: xml)
        #expect(drawing == Drawing(shape: .circle(Circle(radius: 2, others: [XMLName("data-x"): "1"]))))
        let written = try XMLWriter(options: Self.compact).string(drawing, element: "drawing")
        #expect(written == #"<drawing><shape type="circle" r="2" data-x="1"/></drawing>"#)
        #expect(try XMLReader.object(ofType: Drawing.self, element: "drawing", from: written) == drawing)
    }

    struct Options: XMLReadable, Equatable {
        var options: [String: Circle] = [:]
        static let parsingDescription = ParsingDescription<Options> {
            Keyed("options", \.options, key: .attribute("name", of: "option"))
        }
    }

    /// Same with Keyed by attribute: the key attribute is written by Keyed, and again from AnyAttributes.
    @Test func keyAttributeIsNotKeptByAnyAttributesOfTheValue() throws {
        let xml = #"<config><options><option name="a" r="1"/></options></config>"#
        let options = try XMLReader.object(ofType: Options.self, element: "config", from: xml)
        #expect(options == Options(options: ["a": Circle(radius: 1)]))
        let written = try XMLWriter(options: Self.compact).string(options, element: "config")
        #expect(try XMLReader.object(ofType: Options.self, element: "config", from: written) == options)
    }

    // MARK: Pairs in containers: a key left waiting leaks into the next container

    struct TwoDicts: XMLReadable, Equatable {
        var first: [String: String] = [:]
        var second: [String: String] = [:]
        static let parsingDescription = ParsingDescription<TwoDicts> {
            Pairs("first", \.first, key: "key") { Case("string", String.self, { $0 }) }
            Pairs("second", \.second, key: "key") { Case("string", String.self, { $0 }) }
        }
    }

    /// `<first>` ends with its key "x" unpaired: an error at `<first>`, not a value of `<second>`
    /// filed under the key of another dictionary.
    @Test func aKeyWaitingAtTheEndOfItsPairsContainerIsAnError() {
        let xml = "<r><first><key>x</key></first><second><string>v</string></second></r>"
        let error = readingError { _ = try XMLReader.object(ofType: TwoDicts.self, element: "r", from: xml) }
        #expect(error?.code == .missingElement)
        #expect(error?.path == "/r/first")
    }

    /// Even alone, the error of a key left at the end of a named Pairs container names the model
    /// (`in <r> at /r`), not the container that holds the key.
    @Test func anUnpairedKeyInAContainerNamesTheContainer() {
        let xml = "<r><first><key>x</key></first></r>"
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: TwoDicts.self, element: "r", from: xml) }
                == #"line 1, column 31: the key "x" in <first> has no value at /r/first"#)
    }

    // MARK: Keyed by child text: a repeated value or key after a complete pair

    /// `<entry>` with a key and two values: the second value is the news, not a missing key.
    @Test func aSecondValueInAKeyedEntryIsNamed() {
        let xml = "<config><servers><entry><id>a</id><server/>\n<server/></entry></servers></config>"
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: KeyedTests.Config.self, element: "config", from: xml) }
                == "line 2, column 8: <entry> has a second value, <server> at /config/servers/entry[1]/server[2]")
    }

    // MARK: AnyElements and DefaultNamespace

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
    @Test func anyElementInNoNamespaceKeepsItsNamespaceWhenWritten() throws {
        let xml = "<project><name>x</name><extra>y</extra></project>"
        let project = try XMLReader.object(ofType: Project.self, element: "project", from: xml)
        #expect(project.extras == [AnyElement(XMLName("extra"), content: [.text("y")])])
        let written = try XMLWriter(options: Self.compact).string(project, element: "project")
        #expect(try XMLReader.object(ofType: Project.self, element: "project", from: written) == project)
    }

    // MARK: AnyElements and paths

    struct Book: XMLReadable, Equatable {
        var pages = 0
        var extras: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Book> {
            Element("details/pages", \.pages)
            AnyElements(\.extras)
        }
    }

    /// AnyElements promises that a model read and written back loses nothing; an unnamed child of
    /// a path step (`<details><isbn>`) is silently dropped.
    @Test func anUnnamedChildOfAPathStepIsNotLost() throws {
        let xml = "<book><details><pages>3</pages><isbn>123</isbn></details></book>"
        let book = try XMLReader.object(ofType: Book.self, element: "book", from: xml)
        let written = try XMLWriter(options: Self.compact).string(book, element: "book")
        #expect(written.contains("<isbn>123</isbn>"))
    }
    // MARK: Path steps left open across a Skip group

    struct Catalogued: XMLReadable, Equatable {
        var pages = 0
        var isbn = ""
        static let parsingDescription = ParsingDescription<Catalogued> {
            Element("details/pages", \.pages)
            Skip("info")
            Element("details/isbn", \.isbn)
        }
    }

    /// The step `<details>` left open by `details/pages` is taken as shared by `details/isbn`,
    /// which is in the group `<info>`: the group then closes `<details>` and `<isbn>` is written
    /// straight into `<info>`, where it does not read back.
    @Test func aPathInASkipGroupOpensItsOwnSteps() throws {
        let xml = "<book><details><pages>3</pages></details><info><details><isbn>9</isbn></details></info></book>"
        let book = try XMLReader.object(ofType: Catalogued.self, element: "book", from: xml)
        #expect(book == Catalogued(pages: 3, isbn: "9"))
        let written = try XMLWriter(options: Self.compact).string(book, element: "book")
        #expect(written == xml)
        #expect(try XMLReader.object(ofType: Catalogued.self, element: "book", from: written) == book)
    }
}
