import Foundation
import TestSupport
import Testing
import XMLReading

/// `ParsingDescription(namespace:)`: plain names in a default namespace, or in it or none; read,
/// written, read back, and the near-miss error when the document uses another namespace.
@Suite struct DefaultNamespaceTests {
    static let atom = "http://www.w3.org/2005/Atom"

    struct Link: XMLReadable, Equatable {
        var href = ""
        var type: String?
        static let parsingDescription = ParsingDescription<Link>(namespace: "http://www.w3.org/2005/Atom") {
            Attribute("href", \.href)
            Attribute("type", \.type)
        }
    }

    struct Entry: XMLReadable, Equatable {
        var title = ""
        var language: String?
        var links: [Link] = []
        static let parsingDescription = ParsingDescription<Entry>(namespace: "http://www.w3.org/2005/Atom") {
            Element("title", \.title)
            Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
            Many(\.links) { Item("link", Link.self) }
        }
    }

    struct Feed: XMLReadable, Equatable {
        var title = ""
        var entries: [Entry] = []
        var generator: String?
        static let parsingDescription = ParsingDescription<Feed>(namespace: "http://www.w3.org/2005/Atom") {
            Element("title", \.title)
            Many(\.entries) { Item("entry", Entry.self) }
            Element(XMLName("generator", namespace: "urn:other"), \.generator)
        }
    }

    static let feed = Feed(
        title: "News",
        entries: [
            Entry(title: "One", language: "en", links: [Link(href: "https://a.example/1", type: "text/html")]),
            Entry(title: "Two", language: nil, links: []),
        ], generator: "gen")

    @Test(arguments: ReadingParsers.all) func plainNamesAreReadInTheDefaultNamespace(parser: ReadingParser) throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:o="urn:other"><title>News</title>\
            <entry xml:lang="en"><title>One</title><link href="https://a.example/1" type="text/html"/></entry>\
            <title xmlns="">not this one</title>\
            <a:entry xmlns:a="http://www.w3.org/2005/Atom"><a:title>Two</a:title></a:entry><o:generator>gen</o:generator></feed>
            """
        #expect(
            try XMLReader.object(ofType: Feed.self, element: "feed", from: xml, options: ReadingOptions(parser: parser))
                == Self.feed)
    }

    @Test(arguments: ReadingParsers.all) func writtenInTheNamespaceAndReadBack(parser: ReadingParser) throws {
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Self.feed, element: "feed")
        #expect(
            xml
                == #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:ns1="urn:other"><title>News</title><entry xml:lang="en"><title>One</title><link href="https://a.example/1" type="text/html"/></entry><entry><title>Two</title></entry><ns1:generator>gen</ns1:generator></feed>"#
        )
        #expect(
            try XMLReader.object(ofType: Feed.self, element: "feed", from: xml, options: ReadingOptions(parser: parser))
                == Self.feed)
    }

    @Test(arguments: ReadingParsers.all) func aDocumentWithoutTheNamespaceIsANearMiss(parser: ReadingParser) {
        let xml = "<feed><title>News</title></feed>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Feed.self, element: "feed", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 6: the document has no <feed> element; <feed> is in no namespace, not in the namespace "http://www.w3.org/2005/Atom"; to read it, describe Feed (and the models it holds) with ParsingDescription<Feed>(namespace: .orNone("http://www.w3.org/2005/Atom")) at /feed"#
        )
    }

    static let pom = "http://maven.apache.org/POM/4.0.0"

    struct Dependency: XMLReadable, Equatable {
        var artifactId = ""
        static let parsingDescription = ParsingDescription<Dependency>(
            namespace: .orNone("http://maven.apache.org/POM/4.0.0")
        ) { Element("artifactId", \.artifactId) }
    }

    struct Project: XMLReadable, Equatable {
        var artifactId = ""
        var dependencies: [Dependency] = []
        static let parsingDescription = ParsingDescription<Project>(
            namespace: .orNone("http://maven.apache.org/POM/4.0.0")
        ) {
            Element("artifactId", \.artifactId)
            Many("dependencies", \.dependencies) { Item("dependency", Dependency.self) }
        }
    }

    @Test(arguments: [
        "<project><artifactId>app</artifactId><dependencies><dependency><artifactId>lib</artifactId></dependency></dependencies></project>",
        #"<project xmlns="http://maven.apache.org/POM/4.0.0"><artifactId>app</artifactId><dependencies><dependency><artifactId>lib</artifactId></dependency></dependencies></project>"#,
    ])
    func theNamespaceOrNoneIsRead(xml: String) throws {
        #expect(
            try XMLReader.object(ofType: Project.self, element: "project", from: xml)
                == Project(artifactId: "app", dependencies: [Dependency(artifactId: "lib")]))
    }

    @Test func theNamespaceOrNoneIsWrittenInTheNamespace() throws {
        let project = Project(artifactId: "app", dependencies: [Dependency(artifactId: "lib")])
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(project, element: "project")
        #expect(
            xml
                == #"<project xmlns="http://maven.apache.org/POM/4.0.0"><artifactId>app</artifactId><dependencies><dependency><artifactId>lib</artifactId></dependency></dependencies></project>"#
        )
    }

    struct Strict: XMLReadable {
        var title = ""
        static let parsingDescription = ParsingDescription<Strict>(namespace: "urn:a") {
            Element("title", \.title)
            RejectUnknown()
        }
    }

    @Test(arguments: ReadingParsers.all) func aRefusedChildInAnotherNamespaceIsANearMiss(parser: ReadingParser) {
        let xml = #"<s xmlns="urn:a"><title xmlns="urn:b">x</title></s>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Strict.self, element: "s", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 38: unexpected element <{urn:b}title> in <s>; expected <{urn:a}title> (<title> is in the namespace "urn:b", not in the namespace "urn:a") at /s/title"#
        )
    }

    @Test(arguments: ReadingParsers.all) func anotherNamespaceIsNotRead(parser: ReadingParser) {
        let xml = #"<project xmlns="urn:old"><artifactId>app</artifactId></project>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Project.self, element: "project", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 25: the document has no <project> element; <project> is in the namespace "urn:old", not in the namespace "http://maven.apache.org/POM/4.0.0" or no namespace; to read it, describe Project (and the models it holds) with ParsingDescription<Project>(namespace: .orNone("http://maven.apache.org/POM/4.0.0", "urn:old")) at /project"#
        )
    }
}
