import Foundation
import Testing
import XMLReading

/// Paths written back as they were read: each ``Item`` or ``Case`` whose name is a path writes its
/// own steps for each item (a KML polygon's two holes, a sitemap URL's two images), and entries of
/// every kind that take a path write the bytes they read.
@Suite struct PathItemWritingTests {
    static let plain = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    /// Reads `xml` as a `Model`, writes it, and returns the written bytes as a string.
    static func rewritten<Model: XMLReadable>(_ type: Model.Type, _ xml: String, element: XMLName) throws -> String {
        let model = try XMLReader.object(ofType: Model.self, element: element, from: xml)
        return try XMLWriter(options: plain).string(model, element: element)
    }

    // MARK: Items and cases

    struct Polygon: XMLReadable, Equatable {
        var outer = ""
        var holes: [String] = []
        static let parsingDescription = ParsingDescription<Polygon> {
            Element("outerBoundaryIs/LinearRing/coordinates", \.outer)
            Many(\.holes) { Item("innerBoundaryIs/LinearRing/coordinates", String.self) }
        }
    }

    @Test func aPolygonWithTwoHolesIsWrittenWithTwoInnerBoundaries() throws {
        let xml = """
            <Polygon><outerBoundaryIs><LinearRing><coordinates>0,0 4,0 4,4 0,0</coordinates></LinearRing>\
            </outerBoundaryIs><innerBoundaryIs><LinearRing><coordinates>1,1 2,1 1,1</coordinates></LinearRing>\
            </innerBoundaryIs><innerBoundaryIs><LinearRing><coordinates>3,3 3,2 3,3</coordinates></LinearRing>\
            </innerBoundaryIs></Polygon>
            """
        #expect(try Self.rewritten(Polygon.self, xml, element: "Polygon") == xml)
    }

    static let sitemapImage = "http://www.google.com/schemas/sitemap-image/1.1"

    struct SitemapURL: XMLReadable, Equatable {
        var loc = ""
        var images: [String] = []
        static let parsingDescription = ParsingDescription<SitemapURL> {
            Element("loc", \.loc)
            Many(\.images) { Item(XMLName("image/loc", namespace: PathItemWritingTests.sitemapImage), String.self) }
        }
    }

    struct URLSet: XMLReadable, Equatable {
        var urls: [SitemapURL] = []
        static let parsingDescription = ParsingDescription<URLSet> { Many(\.urls) { Item("url", SitemapURL.self) } }
    }

    /// The writer declares the image namespace with a prefix of its own (`ns1`) on the root, so
    /// the document is written with that prefix.
    @Test func aSitemapURLWithTwoImagesIsWrittenWithTwoImageElements() throws {
        let xml = """
            <urlset xmlns:ns1="\(Self.sitemapImage)"><url><loc>https://e.org/a</loc>\
            <ns1:image><ns1:loc>https://e.org/1.png</ns1:loc></ns1:image>\
            <ns1:image><ns1:loc>https://e.org/2.png</ns1:loc></ns1:image></url>\
            <url><loc>https://e.org/b</loc><ns1:image><ns1:loc>https://e.org/3.png</ns1:loc></ns1:image></url></urlset>
            """
        #expect(try Self.rewritten(URLSet.self, xml, element: "urlset") == xml)
    }

    /// An item whose path shares a first step with an element before it goes on in that step,
    /// like the items after it; the steps after the shared one are each item's own.
    struct Shelf: XMLReadable, Equatable {
        var title = ""
        var notes: [String] = []
        static let parsingDescription = ParsingDescription<Shelf> {
            Element("details/title", \.title)
            Many(\.notes) { Item("details/note/text", String.self) }
        }
    }

    @Test func itemsKeepTheStepsOfTheEntryBeforeThemButNotOfTheItemBeforeThem() throws {
        let xml = """
            <shelf><details><title>T</title><note><text>a</text></note><note><text>b</text></note></details>\
            </shelf>
            """
        let written = try Self.rewritten(Shelf.self, xml, element: "shelf")
        #expect(written == xml)
    }

    struct Circle: XMLReadable, Equatable {
        var radius = 0
        static let parsingDescription = ParsingDescription<Circle> { Attribute("r", \.radius) }
    }

    enum Shape: Equatable, Sendable {
        case circle(Circle)
        case label(String)
        @CaseBuilder<Self> static var cases: [Case<Self>] {
            Case("geometry/circle", Circle.self, Self.circle)
            Case("geometry/label", String.self, Self.label)
        }
    }

    struct Drawing: XMLReadable, Equatable {
        var main: Shape = .label("")
        var layers: [Shape] = []
        static let parsingDescription = ParsingDescription<Drawing> {
            Choice(\.main) { Shape.cases }
            Many("layers", \.layers) { Shape.cases }
        }
    }

    @Test func casesWithPathsWriteTheirOwnSteps() throws {
        let xml = """
            <drawing><geometry><circle r="1"/></geometry><layers><geometry><label>a</label></geometry>\
            <geometry><circle r="2"/></geometry><geometry><label>b</label></geometry></layers></drawing>
            """
        #expect(try Self.rewritten(Drawing.self, xml, element: "drawing") == xml)
    }

    // MARK: Other entries with paths

    enum Setting: Equatable, Sendable {
        case text(String)
    }

    struct Book: XMLReadable, Equatable {
        var title = ""
        var currency = ""
        var price = 0
        var properties: [String: String] = [:]
        var body = ""
        var settings: [String: Setting] = [:]
        static let parsingDescription = ParsingDescription<Book> {
            Element("info/title", \.title)
            Attribute("info/price/@currency", \.currency)
            Element("info/price/amount", \.price)
            Keyed("meta/properties", \.properties)
            XMLString("content/body", \.body)
            Pairs("meta/settings", \.settings, key: "key") { Case("string", String.self, Setting.text) }
        }
    }

    @Test func elementsAttributesKeyedXMLStringAndPairsWithPathsWriteWhatTheyRead() throws {
        let xml = """
            <book><info><title>Dune</title><price currency="EUR"><amount>9</amount></price></info>\
            <meta><properties><lang>en</lang></properties></meta>\
            <content><body>A <em>long</em> read</body></content>\
            <meta><settings><key>size</key><string>large</string></settings></meta></book>
            """
        #expect(try Self.rewritten(Book.self, xml, element: "book") == xml)
    }

    // MARK: Shapes that cannot round-trip

    struct AttributeItems: XMLReadable {
        var sizes: [String] = []
        var language = ""
        static let parsingDescription = ParsingDescription<AttributeItems> {
            Many(\.sizes) { Item("image/@size", String.self) }
            Element("@lang", \.language)
        }
    }

    /// An element entry whose name ends in an attribute would read nothing and write an element
    /// named `@size`: a problem, not a silent empty array, refused by reading and writing alike.
    @Test func anElementEntryEndingInAnAttributeIsAProblem() {
        #expect(
            AttributeItems.parsingDescription.problems == [
                "ParsingDescription<AttributeItems>: Item(\"image/@size\") ends in the attribute \"@size\", and Item reads elements; read the attribute with Attribute(\"size\") in the model of its element",
                "ParsingDescription<AttributeItems>: Element(\"@lang\") ends in the attribute \"@lang\", and Element reads elements; read the attribute with Attribute(\"lang\") in the model of its element",
            ])
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: AttributeItems.self, element: "r", from: #"<r lang="en"><image size="2"/></r>"#)
            }
                == #"XMLReadingTests/PathItemWritingTests.swift:156: ParsingDescription<AttributeItems>: Item("image/@size") ends in the attribute "@size", and Item reads elements; read the attribute with Attribute("size") in the model of its element"#
        )
        #expect(
            errorMessage { _ = try XMLWriter(options: Self.plain).string(AttributeItems(), element: "r") }
                == #"XMLReadingTests/PathItemWritingTests.swift:156: ParsingDescription<AttributeItems>: Item("image/@size") ends in the attribute "@size", and Item reads elements; read the attribute with Attribute("size") in the model of its element"#
        )
    }
}
