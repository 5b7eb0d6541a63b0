// swift-format-ignore-file
// (The examples are kept exactly as the articles of Sources/XMLReading/XMLReading.docc write them.)
import Foundation
import Testing
import XMLReading

private let sitemap = "http://www.sitemaps.org/schemas/sitemap/0.9"
private let image = "http://www.google.com/schemas/sitemap-image/1.1"
private let kml22 = "http://www.opengis.net/kml/2.2"
private let kml21 = "http://earth.google.com/kml/2.1"
private let media = "http://search.yahoo.com/mrss/"

/// The writing examples of the article "Namespaces" (`Sources/XMLReading/XMLReading.docc/Namespaces.md`)
/// and the namespace example of "Writing models" (`WritingModels.md`), compiled and run as written,
/// with the XML the articles show.
@Suite struct NamespacesExampleTests {
    struct Urlset: XMLReadable, Equatable {
        var urls: [Page] = []
        static let parsingDescription = ParsingDescription<Urlset>(
            namespace: DefaultNamespace(sitemap), prefixes: ["image": image]
        ) {
            Many(\.urls) { Item("url", Page.self) }
        }
    }
    struct Page: XMLReadable, Equatable {
        var loc = "", images: [Picture] = []
        static let parsingDescription = ParsingDescription<Page>(namespace: DefaultNamespace(sitemap)) {
            Element("loc", \.loc)
            Many(\.images) { Item(XMLName("image", namespace: image), Picture.self) }
        }
    }
    struct Picture: XMLReadable, Equatable {
        var loc = ""
        static let parsingDescription = ParsingDescription<Picture>(namespace: DefaultNamespace(image)) {
            Element("loc", \.loc)
        }
    }

    /// `Page` and `Picture` as the article shows them, in a `Urlset` without `prefixes:`.
    struct BareUrlset: XMLReadable {
        var urls: [Page] = []
        static let parsingDescription = ParsingDescription<BareUrlset>(namespace: DefaultNamespace(sitemap)) {
            Many(\.urls) { Item("url", Page.self) }
        }
    }

    @Test func theSitemapExampleWritesWhatTheArticleShows() throws {
        let urlset = Urlset(urls: [Page(loc: "https://example.com/", images: [Picture(loc: "https://example.com/a.jpg")])])
        let xml = try XMLWriter().string(urlset, element: "urlset")
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
              <url>
                <loc>https://example.com/</loc>
                <image:image>
                  <image:loc>https://example.com/a.jpg</image:loc>
                </image:image>
              </url>
            </urlset>

            """)
        #expect(try XMLReader.object(ofType: Urlset.self, element: "urlset", from: xml) == urlset)
        let oneLine = WritingOptions(prettyPrinted: false, includesDeclaration: false)
        // Without prefixes: the Picture description's namespace as its default.
        #expect(
            try XMLWriter(options: oneLine).string(BareUrlset(urls: urlset.urls), element: "urlset")
                == #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc><image xmlns="http://www.google.com/schemas/sitemap-image/1.1"><loc>https://example.com/a.jpg</loc></image></url></urlset>"#)
        // With a prefix in the options: declared on the root.
        let img = WritingOptions(prettyPrinted: false, includesDeclaration: false, namespacePrefixes: ["img": image])
        #expect(
            try XMLWriter(options: img).string(BareUrlset(urls: urlset.urls), element: "urlset")
                == #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:img="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://example.com/</loc><img:image><img:loc>https://example.com/a.jpg</img:loc></img:image></url></urlset>"#)
    }

    struct Placemark: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Placemark>(namespace: [kml22, kml21]) {
            Element("name", \.name)
        }
    }
    struct LoosePlacemark: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<LoosePlacemark>(namespace: .orNone(kml22, kml21)) {
            Element("name", \.name)
        }
    }

    @Test func theSeveralNamespacesExampleReadsKML21AndWritesKML22() throws {
        let oneLine = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let home = try XMLReader.object(
            ofType: Placemark.self, element: "Placemark",
            from: #"<Placemark xmlns="http://earth.google.com/kml/2.1"><name>Home</name></Placemark>"#)
        #expect(home == Placemark(name: "Home"))
        #expect(try oneLine.string(home, element: "Placemark") == #"<Placemark xmlns="http://www.opengis.net/kml/2.2"><name>Home</name></Placemark>"#)
        let loose = try XMLReader.object(ofType: LoosePlacemark.self, element: "Placemark", from: "<Placemark><name>Home</name></Placemark>")
        #expect(loose == LoosePlacemark(name: "Home"))
        #expect(try oneLine.string(loose, element: "Placemark") == #"<Placemark xmlns="http://www.opengis.net/kml/2.2"><name>Home</name></Placemark>"#)
    }

    struct Clip: XMLReadable {
        var title = "", thumbnail = ""
        static let parsingDescription = ParsingDescription<Clip> {
            Element("title", \.title)
            Element(XMLName("thumbnail", namespace: media), \.thumbnail)
        }
    }

    @Test func theWritingModelsPrefixExampleWritesWhatTheArticleShows() throws {
        let clip = Clip(title: "Dune", thumbnail: "dune.png")
        let plain = WritingOptions(prettyPrinted: false, includesDeclaration: false)
        #expect(
            try XMLWriter(options: plain).string(clip, element: "clip")
                == #"<clip xmlns:ns1="http://search.yahoo.com/mrss/"><title>Dune</title><ns1:thumbnail>dune.png</ns1:thumbnail></clip>"#)
        let named = WritingOptions(prettyPrinted: false, includesDeclaration: false, namespacePrefixes: ["media": media])
        #expect(
            try XMLWriter(options: named).string(clip, element: "clip")
                == #"<clip xmlns:media="http://search.yahoo.com/mrss/"><title>Dune</title><media:thumbnail>dune.png</media:thumbnail></clip>"#)
    }
}
