import Foundation
import TestSupport
import Testing
import XMLReading

/// When a read finds an element of the right name in another namespace, its error says so, where,
/// and how to name it: the usual reason an Atom or POM read "finds nothing".
@Suite struct NamespaceHintTests {
    struct Catalog: XMLReadable, Equatable {
        var title = ""
        static let parsingDescription = ParsingDescription<Catalog> { Element("title", \.title) }
    }

    static let pom = "http://maven.apache.org/POM/4.0.0"

    struct Project: XMLReadable, Equatable {
        var artifactId = ""
        static let parsingDescription = ParsingDescription<Project> {
            Element(XMLName("artifactId", namespace: NamespaceHintTests.pom), \.artifactId)
        }
    }

    struct StrictBook: XMLReadable {
        var title = ""
        static let parsingDescription = ParsingDescription<StrictBook> {
            Element("title", \.title)
            RejectUnknown()
        }
    }

    @Test(arguments: ReadingParsers.all) func theRootInAnotherNamespaceIsNamed(parser: ReadingParser) {
        let xml = "<?xml version=\"1.0\"?>\n<feed>\n  <catalog xmlns=\"urn:x\"><title>t</title></catalog>\n</feed>"
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Catalog.self, element: "catalog", from: xml, options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .missingElement)
        #expect(
            error?.description == """
                line 3, column 25: the document has no <catalog> element; <catalog> is in the namespace "urn:x", \
                not in no namespace; to read it, describe Catalog with \
                ParsingDescription<Catalog>(namespace: .orNone("urn:x")) at /feed/catalog
                """)
    }

    @Test(arguments: ReadingParsers.all) func aNamespacedNameMissedInADocumentWithoutNamespaces(parser: ReadingParser) {
        let xml = "<project><artifactId>a</artifactId></project>"
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Project.self, element: XMLName("project", namespace: Self.pom), from: xml,
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description == """
                line 1, column 9: the document has no <{http://maven.apache.org/POM/4.0.0}project> element; \
                <project> is in no namespace, not in the namespace "http://maven.apache.org/POM/4.0.0"; \
                Project's description names its elements in the namespace "http://maven.apache.org/POM/4.0.0": \
                to read this document, describe Project in no namespace at /project
                """)
    }

    @Test(arguments: ReadingParsers.all) func withoutANearMissTheMessageIsAsBefore(parser: ReadingParser) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Catalog.self, element: "catalog", from: "<feed><shelf/></feed>",
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.description == "the document has no <catalog> element")
    }

    @Test(arguments: ReadingParsers.all) func aRootOfAnotherNamespace(parser: ReadingParser) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.rootObject(
                in: ["catalog": Catalog.self], from: "<x:catalog xmlns:x=\"urn:x\"/>",
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description == """
                line 1, column 27: the root element <x:catalog> is in the namespace "urn:x", not in no \
                namespace; to read it, describe Catalog with ParsingDescription<Catalog>(namespace: \
                .orNone("urn:x")) at /x:catalog
                """)
    }

    @Test(arguments: ReadingParsers.all) func aStrictDescriptionNamesTheNamespaceOfTheChildItRefuses(
        parser: ReadingParser
    ) {
        let xml = "<book><x:title xmlns:x=\"urn:x\">Dune</x:title></book>"
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: StrictBook.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .unexpectedElement)
        #expect(
            error?.description == """
                line 1, column 31: unexpected element <{urn:x}title> in <book>; expected <title> (<x:title> is in the \
                namespace "urn:x", not in no namespace; read it with XMLName("title", namespace: "urn:x")) \
                at /book/x:title
                """)
    }
}
