import Foundation
import TestSupport
import Testing
import XMLReading

/// A KML version: the same models, described in its namespaces.
protocol KMLVersion: Sendable { static var namespace: DefaultNamespace { get } }
enum KML21: KMLVersion {
    static let uri = "http://earth.google.com/kml/2.1"
    static let namespace = DefaultNamespace(uri)
}
enum KML22: KMLVersion {
    static let uri = "http://www.opengis.net/kml/2.2"
    static let namespace = DefaultNamespace(uri)
}
/// What the hint advises for a KML 2.1 file read with 2.2 descriptions.
enum KML22And21: KMLVersion { static let namespace: DefaultNamespace = [KML22.uri, KML21.uri] }

struct KPlacemark<Version: KMLVersion>: XMLReadable, Equatable {
    var name = ""
    static var parsingDescription: ParsingDescription<KPlacemark> {
        ParsingDescription(namespace: Version.namespace) { Element("name", \.name) }
    }
}

struct KDocument<Version: KMLVersion>: XMLReadable, Equatable {
    var placemarks: [KPlacemark<Version>] = []
    static var parsingDescription: ParsingDescription<KDocument> {
        ParsingDescription(namespace: Version.namespace) {
            Many(\.placemarks) { Item("Placemark", KPlacemark<Version>.self) }
        }
    }
}

struct KKml<Version: KMLVersion>: XMLReadable, Equatable {
    var document = KDocument<Version>()
    static var parsingDescription: ParsingDescription<KKml> {
        ParsingDescription(namespace: Version.namespace) { Element("Document", \.document) }
    }
}

/// A namespace hint's advice, followed, reads the model: the hint looks at the namespaces the
/// model's description names its elements in, not only at the root's.
@Suite struct NamespaceAdviceTests {
    static let kml21 = """
        <kml xmlns="http://earth.google.com/kml/2.1">
        <Document><Placemark><name>Pier</name></Placemark></Document>
        </kml>
        """

    static func advice21(_ element: String) -> String {
        """
        line 1, column 45: the document has no <\(element)> element; <kml> is in the namespace \
        "http://earth.google.com/kml/2.1", not in the namespace "http://www.opengis.net/kml/2.2"; \
        to read it, describe KKml<KML22> (and the models it holds) with ParsingDescription<KKml<KML22>>(namespace: \
        ["http://www.opengis.net/kml/2.2", "http://earth.google.com/kml/2.1"]) at /kml
        """
    }

    /// KML 2.1 read with 2.2 descriptions: a qualified root name alone would read an empty model,
    /// so the advice is to describe the models in both namespaces; done, the read finds the
    /// placemark, and 2.2 files still read.
    @Test(arguments: ReadingParsers.all) func aKML21FileReadWith22DescriptionsIsAdvisedToA21Description(
        parser: ReadingParser
    ) throws {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: KKml<KML22>.self, element: "kml", from: Self.kml21, options: ReadingOptions(parser: parser))
            }
                == Self.advice21("kml"))
        // The same advice when the read names the root in 2.2 (this hint used to say "read it with
        // XMLName("kml", namespace: "http://earth.google.com/kml/2.1")").
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: KKml<KML22>.self, element: XMLName("kml", namespace: KML22.uri), from: Self.kml21,
                    options: ReadingOptions(parser: parser))
            } == Self.advice21("{http://www.opengis.net/kml/2.2}kml"))
        // What that old advice read: the root, and nothing in it.
        let empty = try XMLReader.object(
            ofType: KKml<KML22>.self, element: XMLName("kml", namespace: KML21.uri), from: Self.kml21,
            options: ReadingOptions(parser: parser))
        #expect(empty == KKml<KML22>())
        // The advice followed.
        let kml = try XMLReader.object(
            ofType: KKml<KML22And21>.self, element: "kml", from: Self.kml21, options: ReadingOptions(parser: parser))
        #expect(kml.document.placemarks == [KPlacemark(name: "Pier")])
        let kml22 = Self.kml21.replacingOccurrences(of: KML21.uri, with: KML22.uri)
        let again = try XMLReader.object(
            ofType: KKml<KML22And21>.self, element: "kml", from: kml22, options: ReadingOptions(parser: parser))
        #expect(again.document.placemarks == [KPlacemark(name: "Pier")])
    }

    struct Catalog: XMLReadable, Equatable {
        var title = ""
        static let parsingDescription = ParsingDescription<Catalog> { Element("title", \.title) }
    }

    struct CatalogInX: XMLReadable, Equatable {
        var title = ""
        static let parsingDescription = ParsingDescription<CatalogInX>(namespace: .orNone("urn:x")) {
            Element("title", \.title)
        }
    }

    @Test(arguments: ReadingParsers.all) func aDescriptionInNoNamespaceIsAdvisedOrNone(parser: ReadingParser) throws {
        let xml = #"<feed><catalog xmlns="urn:x"><title>t</title></catalog></feed>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Catalog.self, element: "catalog", from: xml, options: ReadingOptions(parser: parser))
            }
                == """
                line 1, column 29: the document has no <catalog> element; <catalog> is in the namespace "urn:x", \
                not in no namespace; to read it, describe Catalog with \
                ParsingDescription<Catalog>(namespace: .orNone("urn:x")) at /feed/catalog
                """)
        #expect(
            try XMLReader.object(
                ofType: CatalogInX.self, element: "catalog", from: xml, options: ReadingOptions(parser: parser))
                == CatalogInX(title: "t"))
        // Documents without the namespace still read.
        #expect(
            try XMLReader.object(
                ofType: CatalogInX.self, element: "catalog", from: "<catalog><title>u</title></catalog>",
                options: ReadingOptions(parser: parser))
                == CatalogInX(title: "u"))
    }

    struct Feed: XMLReadable, Equatable {
        var title = ""
        static let parsingDescription = ParsingDescription<Feed>(namespace: "http://www.w3.org/2005/Atom") {
            Element("title", \.title)
        }
    }

    struct FeedOrNone: XMLReadable, Equatable {
        var title = ""
        static let parsingDescription = ParsingDescription<FeedOrNone>(
            namespace: .orNone("http://www.w3.org/2005/Atom")
        ) { Element("title", \.title) }
    }

    @Test(arguments: ReadingParsers.all) func aDocumentWithoutTheDescriptionsNamespaceIsAdvisedOrNone(
        parser: ReadingParser
    ) throws {
        let xml = "<feed><title>News</title></feed>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Feed.self, element: "feed", from: xml, options: ReadingOptions(parser: parser))
            }
                == """
                line 1, column 6: the document has no <feed> element; <feed> is in no namespace, not in the \
                namespace "http://www.w3.org/2005/Atom"; to read it, describe Feed with \
                ParsingDescription<Feed>(namespace: .orNone("http://www.w3.org/2005/Atom")) at /feed
                """)
        #expect(
            try XMLReader.object(
                ofType: FeedOrNone.self, element: "feed", from: xml, options: ReadingOptions(parser: parser))
                == FeedOrNone(title: "News"))
    }

    struct Marker: XMLReadable, Equatable {
        var id = ""
        static let parsingDescription = ParsingDescription<Marker> { Attribute("id", \.id) }
    }

    /// A model that names no element reads the same in any namespace: a qualified name is enough.
    @Test(arguments: ReadingParsers.all) func aModelWithoutElementsIsAdvisedAQualifiedName(parser: ReadingParser) throws
    {
        let xml = #"<m xmlns="urn:x" id="7"/>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Marker.self, element: "m", from: xml, options: ReadingOptions(parser: parser))
            }
                == """
                line 1, column 24: the document has no <m> element; <m> is in the namespace "urn:x", not in no \
                namespace; read it with XMLName("m", namespace: "urn:x") at /m
                """)
        #expect(
            try XMLReader.object(
                ofType: Marker.self, element: XMLName("m", namespace: "urn:x"), from: xml,
                options: ReadingOptions(parser: parser))
                == Marker(id: "7"))
    }
}
