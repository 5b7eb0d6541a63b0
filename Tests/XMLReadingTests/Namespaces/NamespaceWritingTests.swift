import Foundation
import Testing
import XMLReading

private let sitemapNS = "http://www.sitemaps.org/schemas/sitemap/0.9"
private let imageNS = "http://www.google.com/schemas/sitemap-image/1.1"
private let videoNS = "http://www.google.com/schemas/sitemap-video/1.1"
private let atomNS = "http://www.w3.org/2005/Atom"
private let xhtmlNS = "http://www.w3.org/1999/xhtml"
private let kml22 = "http://www.opengis.net/kml/2.2"
private let kml21 = "http://earth.google.com/kml/2.1"
private let gxNS = "http://www.google.com/kml/ext/2.2"

/// Written on one line, without a declaration, so that the bytes compare with the inline originals.
private let oneLine = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

/// How namespaces are written: a description's namespace as the default namespace where it
/// starts, chosen prefixes, read prefixes kept, nothing declared twice in scope.
struct NamespaceWritingTests {
    struct Doc: XMLReadable, Equatable {
        var title = ""
        var meta: Meta?
        var plain: Plain?
        static let parsingDescription = ParsingDescription<Doc>(namespace: "urn:x") {
            Element("title", \.title)
            Element(XMLName("meta", namespace: "urn:m"), \.meta)
            Element("plain", \.plain)
        }
    }

    struct Meta: XMLReadable, Equatable {
        var key = ""
        static let parsingDescription = ParsingDescription<Meta>(namespace: "urn:m") { Element("key", \.key) }
    }

    /// In no namespace.
    struct Plain: XMLReadable, Equatable {
        var value = ""
        static let parsingDescription = ParsingDescription<Plain> { Element("value", \.value) }
    }

    @Test func aDescriptionsNamespaceIsTheRootsDefaultNamespace() throws {
        let xml = #"<doc xmlns="urn:x"><title>t</title></doc>"#
        let doc = try XMLReader.object(ofType: Doc.self, element: "doc", from: xml)
        #expect(try oneLine.string(doc, element: "doc") == xml)
    }

    @Test func aNestedDescriptionInAnotherNamespaceDeclaresItOnceWhereItStarts() throws {
        let xml = #"<doc xmlns="urn:x"><title>t</title><meta xmlns="urn:m"><key>k</key></meta></doc>"#
        let doc = try XMLReader.object(ofType: Doc.self, element: "doc", from: xml)
        #expect(doc.meta == Meta(key: "k"))
        #expect(try oneLine.string(doc, element: "doc") == xml)
    }

    @Test func anElementInNoNamespaceInsideADefaultNamespaceGetsAnEmptyDefault() throws {
        let xml = #"<doc xmlns="urn:x"><title>t</title><plain><value xmlns="">v</value></plain></doc>"#
        let doc = try XMLReader.object(ofType: Doc.self, element: "doc", from: xml)
        #expect(doc.plain == Plain(value: "v"))
        #expect(try oneLine.string(doc, element: "doc") == xml)
    }

    struct Tagged: XMLReadable, Equatable {
        var name = ""
        var image = ""
        var video = ""
        static let parsingDescription = ParsingDescription<Tagged>(namespace: "urn:x", prefixes: ["img": imageNS]) {
            Element("name", \.name)
            Element(XMLName("image", namespace: imageNS), \.image)
            Element(XMLName("video", namespace: videoNS), \.video)
        }
    }

    @Test func aDescriptionsPrefixComesBeforeTheOptionsAndTheOptionsBeforeAGeneratedOne() throws {
        let tagged = Tagged(name: "n", image: "i", video: "v")
        #expect(
            try oneLine.string(tagged, element: "tagged")
                == #"<tagged xmlns="urn:x" xmlns:img="\#(imageNS)" xmlns:ns1="\#(videoNS)"><name>n</name><img:image>i</img:image><ns1:video>v</ns1:video></tagged>"#
        )
        let options = WritingOptions(
            prettyPrinted: false, includesDeclaration: false, namespacePrefixes: ["image": imageNS, "video": videoNS])
        let written = try XMLWriter(options: options).string(tagged, element: "tagged")
        #expect(
            written
                == #"<tagged xmlns="urn:x" xmlns:img="\#(imageNS)" xmlns:video="\#(videoNS)"><name>n</name><img:image>i</img:image><video:video>v</video:video></tagged>"#
        )
        #expect(try XMLReader.object(ofType: Tagged.self, element: "tagged", from: written) == tagged)
    }

    /// Prefixes known only at run time (those a document read declared) are added after the
    /// literal ones, which keep their place: a namespace chosen first is not chosen again.
    @Test func prefixesAddedAtRunTimeComeAfterTheLiteralOnes() throws {
        let tagged = Tagged(name: "n", image: "i", video: "v")
        var options = WritingOptions(
            prettyPrinted: false, includesDeclaration: false, namespacePrefixes: ["v": videoNS])
        let declared = ["video": videoNS, "image": imageNS, "pic": imageNS]
        for (prefix, uri) in declared.sorted(by: { $0.key < $1.key }) { options.addNamespacePrefix(prefix, for: uri) }
        #expect(
            try XMLWriter(options: options).string(tagged, element: "tagged")
                == #"<tagged xmlns="urn:x" xmlns:img="\#(imageNS)" xmlns:v="\#(videoNS)"><name>n</name><img:image>i</img:image><v:video>v</v:video></tagged>"#
        )
    }

    struct Envelope: XMLReadable, Equatable {
        var body = ""
        static let parsingDescription = ParsingDescription<Envelope>(
            namespace: "urn:soap", prefixes: ["soap": "urn:soap"]
        ) {
            Element("Body", \.body)
        }
    }

    @Test func aPrefixChosenForTheDescriptionsOwnNamespaceReplacesTheDefault() throws {
        #expect(
            try oneLine.string(Envelope(body: "b"), element: "Envelope")
                == #"<soap:Envelope xmlns:soap="urn:soap"><soap:Body>b</soap:Body></soap:Envelope>"#)
    }

    @Test func aDocumentTypeNamesTheRootAsWritten() throws {
        let doc = WritingOptions(
            prettyPrinted: false, includesDeclaration: false, documentType: DocumentType("doc", systemID: "d.dtd"))
        #expect(
            try XMLWriter(options: doc).string(Doc(title: "t"), element: "doc")
                == #"<!DOCTYPE doc SYSTEM "d.dtd"><doc xmlns="urn:x"><title>t</title></doc>"#)
        let envelope = WritingOptions(
            prettyPrinted: false, includesDeclaration: false,
            documentType: DocumentType("soap:Envelope", systemID: "e.dtd"))
        #expect(
            try XMLWriter(options: envelope).string(Envelope(body: "b"), element: "Envelope")
                == #"<!DOCTYPE soap:Envelope SYSTEM "e.dtd"><soap:Envelope xmlns:soap="urn:soap"><soap:Body>b</soap:Body></soap:Envelope>"#
        )
        #expect(
            errorMessage { _ = try XMLWriter(options: doc).string(Envelope(body: "b"), element: "Envelope") }
                == "the document type declares the root element <doc>, but the root element written is <soap:Envelope>")
    }

    struct Note: XMLReadable, Equatable {
        var body = ""
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Note>(namespace: "urn:x") {
            XMLString("body", \.body)
            AnyElements(\.others)
        }
    }

    @Test func keptElementsAndMarkupAreWrittenWithThePrefixesTheyWereReadWith() throws {
        let xml =
            #"<note xmlns="urn:x" xmlns:h="urn:h"><body>see <h:b>x</h:b> and <i>y</i></body><h:extra h:level="2"><h:p>z</h:p></h:extra><other xmlns="urn:o"><deep/></other></note>"#
        let note = try XMLReader.object(ofType: Note.self, element: "note", from: xml)
        #expect(note.body == #"see <h:b xmlns:h="urn:h">x</h:b> and <i xmlns="urn:x">y</i>"#)
        #expect(note.others[0].namespaceDeclarations == ["h": "urn:h"])
        #expect(note.others[1].namespaceDeclarations == ["": "urn:o"])
        // h is not in scope where the note is written: the kept element declares it once, the markup too.
        #expect(
            try oneLine.string(note, element: "note")
                == #"<note xmlns="urn:x"><body>see <h:b xmlns:h="urn:h">x</h:b> and <i>y</i></body><h:extra xmlns:h="urn:h" h:level="2"><h:p>z</h:p></h:extra><other xmlns="urn:o"><deep/></other></note>"#
        )
    }

    @Test func markupInNoNamespaceGetsAnEmptyDefaultInsideADefaultNamespace() throws {
        #expect(
            try oneLine.string(Note(body: "<b>x</b><c xmlns=\"urn:x\"/>"), element: "note")
                == #"<note xmlns="urn:x"><body><b xmlns="">x</b><c/></body></note>"#)
        // Comments and CDATA are copied; a default the markup declares holds inside it and ends with it.
        #expect(
            try oneLine.string(
                Note(body: #"<!-- <a/> --><![CDATA[<b/>]]><p xmlns="urn:p" k='v'><q/></p><b/>"#), element: "note")
                == #"<note xmlns="urn:x"><body><!-- <a/> --><![CDATA[<b/>]]><p xmlns="urn:p" k='v'><q/></p><b xmlns=""/></body></note>"#
        )
    }

    struct Kml: XMLReadable, Equatable {
        var document = KmlDocument()
        static let parsingDescription = ParsingDescription<Kml>(namespace: [kml22, kml21], prefixes: ["gx": gxNS]) {
            Element("Document", \.document)
        }
    }

    struct KmlDocument: XMLReadable, Equatable {
        var name = ""
        var placemarks: [Placemark] = []
        static let parsingDescription = ParsingDescription<KmlDocument>(namespace: [kml22, kml21]) {
            Element("name", \.name)
            Many(\.placemarks) { Item("Placemark", Placemark.self) }
        }
    }

    struct Placemark: XMLReadable, Equatable {
        var name = ""
        var altitudeMode: String?
        var coordinates = ""
        static let parsingDescription = ParsingDescription<Placemark>(namespace: [kml22, kml21]) {
            Element("name", \.name)
            Element(XMLName("altitudeMode", namespace: gxNS), \.altitudeMode)
            Skip("Point")
            Element("coordinates", \.coordinates)
        }
    }

    static let kml22File =
        #"<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document><name>Trip</name><Placemark><name>Start</name><gx:altitudeMode>relativeToSeaFloor</gx:altitudeMode><Point><coordinates>-122.08,37.42,0</coordinates></Point></Placemark><Placemark><name>End</name><Point><coordinates>-122.09,37.43,0</coordinates></Point></Placemark></Document></kml>"#

    @Test func aKML22FileIsWrittenBackByteForByte() throws {
        let kml = try XMLReader.object(ofType: Kml.self, element: "kml", from: Self.kml22File)
        #expect(kml.document.placemarks.map(\.coordinates) == ["-122.08,37.42,0", "-122.09,37.43,0"])
        #expect(try oneLine.string(kml, element: "kml") == Self.kml22File)
    }

    @Test func aKML21FileIsReadByTheSameDescriptionAndWrittenInKML22() throws {
        let kml21File =
            #"<kml xmlns="http://earth.google.com/kml/2.1"><Document><name>Trip</name><Placemark><name>Start</name><Point><coordinates>-122.08,37.42,0</coordinates></Point></Placemark></Document></kml>"#
        let kml = try XMLReader.object(ofType: Kml.self, element: "kml", from: kml21File)
        #expect(
            kml.document
                == KmlDocument(name: "Trip", placemarks: [Placemark(name: "Start", coordinates: "-122.08,37.42,0")]))
        #expect(
            try oneLine.string(kml, element: "kml")
                == #"<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document><name>Trip</name><Placemark><name>Start</name><Point><coordinates>-122.08,37.42,0</coordinates></Point></Placemark></Document></kml>"#
        )
    }

    struct OrNoneDoc: XMLReadable, Equatable {
        var title = ""
        static let parsingDescription = ParsingDescription<OrNoneDoc>(namespace: .orNone("urn:new", "urn:old")) {
            Element("title", \.title)
        }
    }

    @Test(arguments: [
        #"<doc xmlns="urn:new"><title>t</title></doc>"#, #"<doc xmlns="urn:old"><title>t</title></doc>"#,
        #"<doc><title>t</title></doc>"#,
    ])
    func severalNamespacesOrNoneAreReadAndWrittenInTheFirst(xml: String) throws {
        let doc = try XMLReader.object(ofType: OrNoneDoc.self, element: "doc", from: xml)
        #expect(doc == OrNoneDoc(title: "t"))
        #expect(try oneLine.string(doc, element: "doc") == #"<doc xmlns="urn:new"><title>t</title></doc>"#)
    }

    struct Listless: XMLReadable {
        var title = ""
        static let parsingDescription = ParsingDescription<Listless>(namespace: []) { Element("title", \.title) }
    }

    @Test func anEmptyNamespaceListIsAProblemAndARepeatedURICountsOnce() {
        let problem =
            "ParsingDescription<Listless>: the namespace list is empty; give the namespaces plain names are read in, the one they are written in first (namespace: [uri, olderURI]), or leave namespace: out"
        #expect(Listless.parsingDescription.problems == [problem])
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Listless.self, element: "doc", from: "<doc/>") }
                == problem)
        #expect(errorMessage { _ = try oneLine.string(Listless(), element: "doc") } == problem)
        #expect((["urn:a", "urn:b", "urn:a"] as DefaultNamespace).uris == ["urn:a", "urn:b"])
    }

    @Test func aNamespaceNotInTheListIsNotRead() throws {
        let doc = try XMLReader.object(
            ofType: OrNoneDoc.self, element: XMLName("doc", namespace: "urn:other"),
            from: #"<doc xmlns="urn:other"><title>t</title></doc>"#)
        #expect(doc == OrNoneDoc())
    }
}

/// Real shapes read and written back: the written bytes equal the original's.
struct NamespaceRoundTripTests {
    struct Urlset: XMLReadable, Equatable {
        var urls: [SitemapURL] = []
        static let parsingDescription = ParsingDescription<Urlset>(
            namespace: DefaultNamespace(sitemapNS), prefixes: ["image": imageNS]
        ) {
            Many(\.urls) { Item("url", SitemapURL.self) }
        }
    }

    struct SitemapURL: XMLReadable, Equatable {
        var loc = ""
        var images: [SitemapImage] = []
        static let parsingDescription = ParsingDescription<SitemapURL>(namespace: DefaultNamespace(sitemapNS)) {
            Element("loc", \.loc)
            Many(\.images) { Item(XMLName("image", namespace: imageNS), SitemapImage.self) }
        }
    }

    struct SitemapImage: XMLReadable, Equatable {
        var loc = ""
        static let parsingDescription = ParsingDescription<SitemapImage>(namespace: DefaultNamespace(imageNS)) {
            Element("loc", \.loc)
        }
    }

    @Test func aSitemapWithTwoImagesPerURL() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
              <url>
                <loc>https://example.com/a</loc>
                <image:image>
                  <image:loc>https://example.com/a1.jpg</image:loc>
                </image:image>
                <image:image>
                  <image:loc>https://example.com/a2.jpg</image:loc>
                </image:image>
              </url>
              <url>
                <loc>https://example.com/b</loc>
                <image:image>
                  <image:loc>https://example.com/b1.jpg</image:loc>
                </image:image>
                <image:image>
                  <image:loc>https://example.com/b2.jpg</image:loc>
                </image:image>
              </url>
            </urlset>

            """
        let urlset = try XMLReader.object(ofType: Urlset.self, element: "urlset", from: xml)
        #expect(urlset.urls.map { $0.images.count } == [2, 2])
        #expect(try XMLWriter().string(urlset, element: "urlset") == xml)
    }

    struct Feed: XMLReadable, Equatable {
        var title = ""
        var entries: [Entry] = []
        static let parsingDescription = ParsingDescription<Feed>(
            namespace: DefaultNamespace(atomNS), prefixes: ["xh": xhtmlNS]
        ) {
            Element("title", \.title)
            Many(\.entries) { Item("entry", Entry.self) }
        }
    }

    struct Entry: XMLReadable, Equatable {
        var title = ""
        var summary = ""
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Entry>(namespace: DefaultNamespace(atomNS)) {
            Element("title", \.title)
            XMLString("summary", \.summary)
            AnyElements(\.others)
        }
    }

    @Test func anAtomFeedWithXHTMLContent() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:xh="http://www.w3.org/1999/xhtml"><title>News</title><entry><title>One</title><summary>Read <xh:em>this</xh:em> first</summary><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b>world</b>!</p></div></content></entry></feed>"#
        let feed = try XMLReader.object(ofType: Feed.self, element: "feed", from: xml)
        #expect(feed.entries[0].summary == #"Read <xh:em xmlns:xh="http://www.w3.org/1999/xhtml">this</xh:em> first"#)
        #expect(feed.entries[0].others.map(\.name) == [XMLName("content", namespace: atomNS)])
        #expect(try oneLine.string(feed, element: "feed") == xml)
    }
}
