import Foundation
import TestSupport
import Testing
import XMLReading

/// `AnyElements(_:namespaces:)` and `AnyAttributes(_:namespaces:)`: XML Schema's `##other`,
/// `##local` and lists of namespaces; what they do not admit is unknown content.
@Suite struct WildcardNamespacesTests {
    static let sitemap = "http://www.sitemaps.org/schemas/sitemap/0.9"
    static let image = "http://www.google.com/schemas/sitemap-image/1.1"

    struct URLEntry: XMLReadable, Equatable {
        var loc = ""
        var extensions: [AnyElement] = []
        var others: [XMLName: String] = [:]
        static let parsingDescription = ParsingDescription<URLEntry>(namespace: .init(WildcardNamespacesTests.sitemap))
        {
            Element("loc", \.loc)
            AnyElements(\.extensions, namespaces: .other(than: WildcardNamespacesTests.sitemap))
            AnyAttributes(\.others, namespaces: .other(than: WildcardNamespacesTests.sitemap))
        }
    }

    static let valid = """
        <url xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" image:rank="1">
          <loc>https://example.com/</loc>
          <image:image><image:loc>https://example.com/a.png</image:loc></image:image>
        </url>
        """

    @Test(arguments: ReadingParsers.all) func elementsAndAttributesOfOtherNamespacesAreKept(parser: ReadingParser)
        throws
    {
        let entry = try XMLReader.object(
            ofType: URLEntry.self, element: "url", from: Self.valid,
            options: ReadingOptions(unknownContent: .refuse, parser: parser))
        #expect(entry.loc == "https://example.com/")
        #expect(
            entry.extensions == [
                AnyElement(
                    XMLName("image", namespace: Self.image),
                    content: [
                        .element(
                            AnyElement(
                                XMLName("loc", namespace: Self.image), content: [.text("https://example.com/a.png")])
                        )
                    ])
            ])
        #expect(entry.others == [XMLName("rank", namespace: Self.image): "1"])
    }

    static func refusal(_ xml: String, _ parser: ReadingParser) -> XMLReadingError? {
        #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: URLEntry.self, element: "url", from: xml,
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
    }

    @Test(arguments: ReadingParsers.all) func anElementOfTheTargetNamespaceIsRefused(parser: ReadingParser) {
        let xml = """
            <url xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <loc>https://example.com/</loc>
              <locX>https://example.com/</locX>
            </url>
            """
        let error = Self.refusal(xml, parser)
        #expect(error?.code == .unexpectedElement)
        #expect(
            error?.description
                == "line 3, column 8: unknown element <{http://www.sitemaps.org/schemas/sitemap/0.9}locX> in <url>; did you mean <{http://www.sitemaps.org/schemas/sitemap/0.9}loc>?; AnyElements keeps only elements in any namespace but http://www.sitemaps.org/schemas/sitemap/0.9 and no namespace at /url/locX"
        )
    }

    @Test(arguments: ReadingParsers.all) func anElementInNoNamespaceIsRefused(parser: ReadingParser) {
        let xml = """
            <s:url xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"><s:loc>a</s:loc><note/></s:url>
            """
        let error = Self.refusal(xml, parser)
        #expect(error?.code == .unexpectedElement)
        #expect(
            error?.description
                == "line 1, column 83: unknown element <note> in <s:url>; AnyElements keeps only elements in any namespace but http://www.sitemaps.org/schemas/sitemap/0.9 and no namespace at /s:url/note"
        )
    }

    @Test(arguments: ReadingParsers.all) func anAttributeInNoNamespaceIsRefused(parser: ReadingParser) {
        let xml = """
            <url xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" unknownAttribute="1"><loc>a</loc></url>
            """
        let error = Self.refusal(xml, parser)
        #expect(error?.code == .unexpectedAttribute)
        #expect(
            error?.description
                == "line 1, column 78: unknown attribute \"unknownAttribute\" of <url>; AnyAttributes keeps only attributes in any namespace but http://www.sitemaps.org/schemas/sitemap/0.9 and no namespace at /url"
        )
    }

    @Test(arguments: ReadingParsers.all) func whatIsNotAdmittedIsLeftOutWhenIgnored(parser: ReadingParser) throws {
        let xml = """
            <url xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:i="urn:i" a="1" i:b="2"><loc>a</loc><x/><i:y/></url>
            """
        let entry = try XMLReader.object(
            ofType: URLEntry.self, element: "url", from: xml, options: ReadingOptions(parser: parser))
        #expect(entry.extensions == [AnyElement(XMLName("y", namespace: "urn:i"))])
        #expect(entry.others == [XMLName("b", namespace: "urn:i"): "2"])
    }

    struct Local: XMLReadable, Equatable {
        var kept: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Local> {
            AnyElements(\.kept, namespaces: .only([nil, "urn:a"]))
        }
    }

    @Test(arguments: ReadingParsers.all) func aListAdmitsItsNamespacesOnly(parser: ReadingParser) throws {
        let heard = UnknownContentTests.Heard()
        let local = try XMLReader.object(
            ofType: Local.self, element: "r", from: #"<r xmlns:a="urn:a" xmlns:b="urn:b"><x/><a:y/><b:z/></r>"#,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(local.kept == [AnyElement(XMLName("x")), AnyElement(XMLName("y", namespace: "urn:a"))])
        #expect(
            heard.all.map(\.message) == [
                "unknown element <{urn:b}z> in <r>; AnyElements keeps only elements in the namespaces urn:a and no namespace"
            ])
    }

    @Test func admissionAndDescription() {
        #expect(WildcardNamespaces.any.admits(nil) && WildcardNamespaces.any.admits("urn:a"))
        #expect(WildcardNamespaces.other(than: "urn:a").admits("urn:b"))
        #expect(!WildcardNamespaces.other(than: "urn:a").admits("urn:a"))
        #expect(!WildcardNamespaces.other(than: "urn:a").admits(nil))
        #expect(WildcardNamespaces.other(than: nil).admits("urn:a"))
        #expect(!WildcardNamespaces.only(["urn:a"]).admits(nil))
        #expect(WildcardNamespaces.except(["urn:a"]).admits(nil))
        #expect(WildcardNamespaces.any.description == "any namespace")
        #expect(WildcardNamespaces.other(than: nil).description == "any namespace but no namespace")
        #expect(WildcardNamespaces.only([nil]).description == "no namespace")
        #expect(WildcardNamespaces.only(["urn:b"]).description == "the namespace urn:b")
        #expect(
            WildcardNamespaces.except(["urn:b", "urn:a", nil]).description
                == "any namespace but urn:a, urn:b and no namespace")
    }
}
