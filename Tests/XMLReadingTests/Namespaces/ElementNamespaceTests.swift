import Foundation
import TestSupport
import Testing
import XMLReading

private let kml22 = "http://www.opengis.net/kml/2.2"
private let kml21 = "http://earth.google.com/kml/2.1"
private let pom = "http://maven.apache.org/POM/4.0.0"
private let atom = "http://www.w3.org/2005/Atom"

/// Written on one line, without a declaration, so that the bytes compare with the inline originals.
private let oneLine = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

/// ``ElementNamespace``: a model read in one of its description's namespaces is written back in it.
struct ElementNamespaceTests {
    struct Kml: XMLReadable, Equatable {
        var namespace: String? = kml22
        var placemarks: [Placemark] = []
        var author: Author?
        static let parsingDescription = ParsingDescription<Kml>(namespace: [kml22, kml21]) {
            ElementNamespace(\.namespace)
            Many(\.placemarks) { Item("Placemark", Placemark.self) }
            Element(XMLName("author", namespace: atom), \.author)
        }
    }

    /// No ElementNamespace of its own: written in its parent's when it reads it.
    struct Placemark: XMLReadable, Equatable {
        var name = ""
        var point: Point?
        static let parsingDescription = ParsingDescription<Placemark>(namespace: [kml22, kml21]) {
            Element("name", \.name)
            Element("Point", \.point)
        }
    }

    struct Point: XMLReadable, Equatable {
        var coordinates = ""
        static let parsingDescription = ParsingDescription<Point>(namespace: [kml22, kml21]) {
            Element("coordinates", \.coordinates)
        }
    }

    /// In another namespace, which the KML one is not: written in its own.
    struct Author: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Author>(namespace: DefaultNamespace(atom)) {
            Element("name", \.name)
        }
    }

    /// Reads `xml`, writes it back, and reads the output again.
    func roundTrip<Model: XMLReadable & Equatable>(
        _ type: Model.Type, _ element: XMLName, _ xml: String, writer: XMLWriter = oneLine
    ) throws -> (model: Model, written: String) {
        let model = try XMLReader.object(ofType: type, element: element, from: xml)
        let written = try writer.string(model, element: element)
        #expect(try XMLReader.object(ofType: type, element: element, from: written) == model)
        return (model, written)
    }

    @Test(arguments: [kml21, kml22])
    func aKMLFileIsWrittenBackInTheVersionItWasReadIn(namespace: String) throws {
        let xml =
            #"<kml xmlns="\#(namespace)"><Placemark><name>Home</name><Point><coordinates>1,2</coordinates></Point></Placemark>"#
            + #"<Placemark><name>Work</name></Placemark></kml>"#
        let (kml, written) = try roundTrip(Kml.self, "kml", xml)
        #expect(kml.namespace == namespace)
        #expect(kml.placemarks.map(\.name) == ["Home", "Work"])
        #expect(written == xml)
    }

    @Test func aModelMadeInCodeIsWrittenInTheNamespaceItsPropertyStartsWith() throws {
        let kml = Kml(placemarks: [Placemark(name: "Home")])
        #expect(
            try oneLine.string(kml, element: "kml")
                == #"<kml xmlns="\#(kml22)"><Placemark><name>Home</name></Placemark></kml>"#)
    }

    @Test func aNestedDescriptionInAnotherNamespaceKeepsItsOwn() throws {
        let xml =
            #"<kml xmlns="\#(kml21)"><Placemark><name>Home</name></Placemark><author xmlns="\#(atom)"><name>Ann</name></author></kml>"#
        let (kml, written) = try roundTrip(Kml.self, "kml", xml)
        #expect(kml.author == Author(name: "Ann"))
        #expect(written == xml)
    }

    struct Project: XMLReadable, Equatable {
        var namespace: String? = pom
        var groupId = ""
        var dependencies: [Dependency] = []
        static let parsingDescription = ParsingDescription<Project>(namespace: .orNone(pom)) {
            ElementNamespace(\.namespace)
            Element("groupId", \.groupId)
            Many("dependencies", \.dependencies) { Item("dependency", Dependency.self) }
        }
    }

    struct Dependency: XMLReadable, Equatable {
        var artifactId = ""
        static let parsingDescription = ParsingDescription<Dependency>(namespace: .orNone(pom)) {
            Element("artifactId", \.artifactId)
        }
    }

    @Test func anOldPOMWithoutNamespaceIsWrittenWithoutOne() throws {
        let xml =
            "<project><groupId>g</groupId><dependencies><dependency><artifactId>a</artifactId></dependency></dependencies></project>"
        let (project, written) = try roundTrip(Project.self, "project", xml)
        #expect(project.namespace == nil)
        #expect(project.dependencies == [Dependency(artifactId: "a")])
        #expect(written == xml)
    }

    @Test func aNewPOMIsWrittenInItsNamespace() throws {
        let xml =
            #"<project xmlns="\#(pom)"><groupId>g</groupId><dependencies><dependency><artifactId>a</artifactId></dependency></dependencies></project>"#
        let (project, written) = try roundTrip(Project.self, "project", xml)
        #expect(project.namespace == pom)
        #expect(written == xml)
    }

    struct Wrapper: XMLReadable, Equatable {
        var projects: [Project] = []
        static let parsingDescription = ParsingDescription<Wrapper>(namespace: .orNone(pom)) {
            Many(\.projects) { Item("project", Project.self) }
        }
    }

    @Test func aModelInNoNamespaceInsideTheDefaultOneUndoesIt() throws {
        let xml =
            #"<modules xmlns="\#(pom)"><project xmlns=""><groupId>old</groupId><dependencies/></project><project><groupId>new</groupId><dependencies/></project></modules>"#
        let (wrapper, written) = try roundTrip(Wrapper.self, "modules", xml)
        #expect(wrapper.projects.map(\.namespace) == [nil, pom])
        #expect(written == xml)
    }

    struct Shapes: XMLReadable, Equatable {
        var namespace: String? = kml22
        var shapes: [Shape] = []
        static let parsingDescription = ParsingDescription<Shapes>(namespace: [kml22, kml21]) {
            ElementNamespace(\.namespace)
            Many(\.shapes) {
                Case("Point", Located.self, Shape.point)
                Case("Placemark", Placemark.self, Shape.placemark)
            }
        }
    }

    enum Shape: Equatable, Sendable {
        case point(Located)
        case placemark(Placemark)
    }

    /// A point that records its own namespace, whatever its parent's.
    struct Located: XMLReadable, Equatable {
        var namespace: String? = kml22
        var coordinates = ""
        static let parsingDescription = ParsingDescription<Located>(namespace: [kml22, kml21]) {
            ElementNamespace(\.namespace)
            Element("coordinates", \.coordinates)
        }
    }

    @Test func caseItemsKeepTheirOwnNamespaceOrFollowTheirParents() throws {
        let xml =
            #"<shapes xmlns="\#(kml22)"><Point xmlns="\#(kml21)"><coordinates>1,2</coordinates></Point>"#
            + #"<Point><coordinates>3,4</coordinates></Point><Placemark><name>p</name></Placemark></shapes>"#
        let (shapes, written) = try roundTrip(Shapes.self, "shapes", xml)
        #expect(
            shapes.shapes == [
                .point(Located(namespace: kml21, coordinates: "1,2")),
                .point(Located(namespace: kml22, coordinates: "3,4")),
                .placemark(Placemark(name: "p")),
            ])
        #expect(written == xml)
    }

    struct Prefixed: XMLReadable, Equatable {
        var namespace: String? = kml22
        var name = ""
        static let parsingDescription = ParsingDescription<Prefixed>(
            namespace: [kml22, kml21], prefixes: ["kml": kml22]
        ) {
            ElementNamespace(\.namespace)
            Element("name", \.name)
        }
    }

    @Test func aChosenPrefixSpellsItsNamespaceAndAnotherReadNamespaceIsTheDefault() throws {
        let prefixed = #"<kml:kml xmlns:kml="\#(kml22)"><kml:name>n</kml:name></kml:kml>"#
        #expect(try roundTrip(Prefixed.self, "kml", prefixed).written == prefixed)
        // The root description's prefixes are declared on the root whether or not it is written in them.
        let older = #"<kml xmlns="\#(kml21)"><name>n</name></kml>"#
        #expect(
            try roundTrip(Prefixed.self, "kml", older).written
                == #"<kml xmlns="\#(kml21)" xmlns:kml="\#(kml22)"><name>n</name></kml>"#)
    }

    struct Kept: XMLReadable, Equatable {
        var namespace: String? = kml22
        var name = ""
        var others: [AnyElement] = []
        var description = ""
        static let parsingDescription = ParsingDescription<Kept>(namespace: [kml22, kml21]) {
            ElementNamespace(\.namespace)
            Element("name", \.name)
            XMLString("description", \.description)
            AnyElements(\.others)
        }
    }

    @Test func keptElementsAndMarkupAreWrittenInTheNamespaceTheyWereReadIn() throws {
        let xml =
            #"<kml xmlns="\#(kml21)"><name>n</name><description>a <b>bold</b> word</description><Style id="s"><color>ff</color></Style></kml>"#
        let (kept, written) = try roundTrip(Kept.self, "kml", xml)
        #expect(kept.others.map(\.name) == [XMLName("Style", namespace: kml21)])
        #expect(written == xml)
    }

    struct Named: XMLReadable, Equatable {
        var name = XMLName("")
        var namespace: String?
        static let parsingDescription = ParsingDescription<Named>(namespace: .orNone(kml22, kml21)) {
            ElementName(\.name)
            ElementNamespace(\.namespace)
        }
    }

    @Test(arguments: ReadingParsers.all) func elementNameAndElementNamespaceBothRecord(parser: ReadingParser) throws {
        let named = try XMLReader.object(
            ofType: Named.self, element: "kml", from: #"<kml xmlns="\#(kml21)"/>"#,
            options: ReadingOptions(parser: parser))
        #expect(named == Named(name: XMLName("kml", namespace: kml21), namespace: kml21))
        #expect(try oneLine.string(named, element: "kml") == #"<kml xmlns="\#(kml21)"/>"#)
    }

    @Test func aNamespaceTheDescriptionDoesNotReadIsRefused() throws {
        let kml = Kml(namespace: "urn:other", placemarks: [])
        let error = try #require(throws: XMLReadingError.self) { try oneLine.string(kml, element: "kml") }
        #expect(error.code == .namespaceNotRead)
        #expect(
            error.description
                == #"cannot write Kml in the namespace "urn:other": its description reads "\#(kml22)" or "\#(kml21)"; set its ElementNamespace to one of them at /kml"#
        )
        let none = Kml(namespace: nil, placemarks: [])
        let noneError = try #require(throws: XMLReadingError.self) { try oneLine.string(none, element: "kml") }
        #expect(
            noneError.description
                == #"cannot write Kml in no namespace: its description reads "\#(kml22)" or "\#(kml21)"; set its ElementNamespace to one of them at /kml"#
        )
    }

    @Test func aNestedModelsNamespaceIsRefusedAtItsPath() throws {
        let shapes = Shapes(shapes: [.point(Located(namespace: "urn:other", coordinates: ""))])
        let error = try #require(throws: XMLReadingError.self) { try oneLine.string(shapes, element: "shapes") }
        #expect(
            error.description
                == #"cannot write Located in the namespace "urn:other": its description reads "\#(kml22)" or "\#(kml21)"; set its ElementNamespace to one of them at /shapes/Point"#
        )
        let project = Project(namespace: atom)
        let projectError = try #require(throws: XMLReadingError.self) {
            try oneLine.string(project, element: "project")
        }
        #expect(
            projectError.description
                == #"cannot write Project in the namespace "\#(atom)": its description reads "\#(pom)" or no namespace; set its ElementNamespace to one of them (nil: no namespace) at /project"#
        )
    }

    struct WithoutNamespace: XMLReadable {
        var namespace: String?
        static let parsingDescription = ParsingDescription<WithoutNamespace> { ElementNamespace(\.namespace) }
    }

    struct Twice: XMLReadable {
        var namespace: String?
        var other: String?
        static let parsingDescription = ParsingDescription<Twice>(namespace: [kml22, kml21]) {
            ElementNamespace(\.namespace)
            ElementNamespace(\.other)
        }
    }

    @Test func anElementNamespaceWithoutADefaultNamespaceOrTwiceIsAProblem() {
        #expect(
            WithoutNamespace.parsingDescription.problems == [
                "ParsingDescription<WithoutNamespace>: ElementNamespace records which of the description's namespaces an element is read in, and the description has none; give it namespace: [uri, olderURI] or namespace: .orNone(uri), or leave ElementNamespace out"
            ])
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: ElementNamespace is declared twice; keep one"
            ])
    }
}
