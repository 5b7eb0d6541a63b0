import Foundation
import TestSupport
import Testing
import XMLReading

/// Documents in the shape of real formats read into models and written back: the written bytes
/// have the same canonical form (C14N 2.0, prefixes included, as Python writes it) as the original,
/// apart from the indentation between elements. Comparing the models read back would not do: a
/// writer can break the structure in a way its own reader undoes.
@Suite struct RealShapeRoundTripTests {
    /// Reads `xml` as a `Model` and writes it back, pretty-printed with a declaration, as a user would.
    static func rewritten<Model: XMLReadable>(
        _ type: Model.Type, _ xml: String, element: XMLName, parser: ReadingParser
    ) throws -> String {
        let model = try XMLReader.object(
            ofType: Model.self, element: element, from: xml, options: ReadingOptions(parser: parser))
        return try XMLWriter().string(model, element: element)
    }

    // MARK: The comparison

    /// The canonical form ignores indentation between elements but keeps prefixes, attribute values
    /// and whitespace in mixed content, so the tests below fail on what a faithful writer must keep.
    @Test func theCanonicalFormKeepsPrefixesAndMixedWhitespaceButNotIndentation() throws {
        #expect(try CanonicalXML.form(of: "<a>\n  <b x='1'/>\n</a>") == "<a><b x=\"1\"></b></a>")
        #expect(try CanonicalXML.form(of: "<a xmlns='urn:x'/>") == "<a xmlns=\"urn:x\"></a>")
        #expect(try CanonicalXML.form(of: "<ns1:a xmlns:ns1='urn:x'/>") == "<ns1:a xmlns:ns1=\"urn:x\"></ns1:a>")
        #expect(try CanonicalXML.form(of: "<p>a <em>b</em> <em>c</em></p>") == "<p>a <em>b</em> <em>c</em></p>")
    }

    // MARK: OPML 2.0

    struct OPML: XMLReadable, Equatable {
        var version = ""
        var title = ""
        var created: Date?
        var ownerName: String?
        var outlines: [Outline] = []
        static let parsingDescription = ParsingDescription<OPML> {
            Attribute("version", \.version)
            Element("head/title", \.title)
            Element("head/dateCreated", \.created, format: .rfc822)
            Element("head/ownerName", \.ownerName)
            Many("body", \.outlines) { Item("outline", Outline.self) }
        }
    }

    struct Outline: XMLReadable, Equatable {
        var text = ""
        var title: String?
        var type: String?
        var feed: String?
        var site: String?
        var children: [Outline] = []
        static let parsingDescription = ParsingDescription<Outline> {
            Attribute("text", \.text)
            Attribute("title", \.title)
            Attribute("type", \.type)
            Attribute("xmlUrl", \.feed)
            Attribute("htmlUrl", \.site)
            Many(\.children) { Item("outline", Outline.self) }
        }
    }

    static let opml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0">
          <head>
            <title>Subscriptions &amp; more</title>
            <dateCreated>Sun, 05 Nov 2023 14:30:00 GMT</dateCreated>
            <ownerName>Ada Lovelace</ownerName>
          </head>
          <body>
            <outline text="Swift" title="Swift">
              <outline type="rss" text="Swift.org" title="Swift.org" xmlUrl="https://www.swift.org/atom.xml" htmlUrl="https://www.swift.org/"/>
              <outline type="rss" text="Forums" xmlUrl="https://forums.swift.org/latest.rss"/>
            </outline>
            <outline text="News">
              <outline text="Local">
                <outline type="rss" text="Town &quot;Hall&quot;" xmlUrl="https://town.example/feed?a=1&amp;b=2"/>
              </outline>
            </outline>
          </body>
        </opml>
        """

    @Test(arguments: ReadingParsers.all) func anOPMLOutlineTreeIsWrittenBackCanonicallyEqual(parser: ReadingParser)
        throws
    {
        let written = try Self.rewritten(OPML.self, Self.opml, element: "opml", parser: parser)
        #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: Self.opml))
    }

    // MARK: JUnit XML

    struct TestSuites: XMLReadable, Equatable {
        var name = ""
        var tests = 0
        var failures = 0
        var time = XMLNumber(0)
        var suites: [TestSuite] = []
        static let parsingDescription = ParsingDescription<TestSuites> {
            Attribute("name", \.name)
            Attribute("tests", \.tests)
            Attribute("failures", \.failures)
            Attribute("time", \.time)
            Many(\.suites) { Item("testsuite", TestSuite.self) }
        }
    }

    struct TestSuite: XMLReadable, Equatable {
        var name = ""
        var tests = 0
        var failures = 0
        var errors = 0
        var skipped = 0
        var time = XMLNumber(0)
        var timestamp: XMLDate?
        var properties: [Property] = []
        var cases: [TestCase] = []
        var output: String?
        static let parsingDescription = ParsingDescription<TestSuite> {
            Attribute("name", \.name)
            Attribute("tests", \.tests)
            Attribute("failures", \.failures)
            Attribute("errors", \.errors)
            Attribute("skipped", \.skipped)
            Attribute("time", \.time)
            Attribute("timestamp", \.timestamp)
            Many("properties", \.properties) { Item("property", Property.self) }
            Many(\.cases) { Item("testcase", TestCase.self) }
            Element("system-out", \.output)
        }
    }

    struct Property: XMLReadable, Equatable {
        var name = ""
        var value = ""
        static let parsingDescription = ParsingDescription<Property> {
            Attribute("name", \.name)
            Attribute("value", \.value)
        }
    }

    struct TestCase: XMLReadable, Equatable {
        var classname = ""
        var name = ""
        var time = XMLNumber(0)
        var failure: Failure?
        var skipped: Skipped?
        static let parsingDescription = ParsingDescription<TestCase> {
            Attribute("classname", \.classname)
            Attribute("name", \.name)
            Attribute("time", \.time)
            Element("failure", \.failure)
            Element("skipped", \.skipped)
        }
    }

    struct Failure: XMLReadable, Equatable {
        var message = ""
        var type = ""
        var trace = ""
        static let parsingDescription = ParsingDescription<Failure> {
            Attribute("message", \.message)
            Attribute("type", \.type)
            TextContent(\.trace)
        }
    }

    struct Skipped: XMLReadable, Equatable {
        var message: String?
        static let parsingDescription = ParsingDescription<Skipped> { Attribute("message", \.message) }
    }

    static let junit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="swift test" tests="4" failures="1" time="0.1230">
          <testsuite name="MathTests" tests="3" failures="1" errors="0" skipped="1" time="0.120" timestamp="2023-11-05T14:30:00">
            <properties>
              <property name="os" value="linux"/>
              <property name="swift" value="6.0"/>
            </properties>
            <testcase classname="MathTests" name="testAdd" time="0.001"/>
            <testcase classname="MathTests" name="testSubtract()" time="0.1">
              <failure message="XCTAssertEqual failed: (&quot;1&quot;) is not equal to (&quot;2&quot;)" type="XCTAssertEqual">Tests/MathTests.swift:12: error: -[MathTests testSubtract] &lt;1 vs 2&gt;</failure>
            </testcase>
            <testcase classname="MathTests" name="testDivide" time="0">
              <skipped message="not on Linux"/>
            </testcase>
            <system-out>Test Suite 'MathTests' started at 2023-11-05 14:30:00.000</system-out>
          </testsuite>
          <testsuite name="Empty" tests="1" failures="0" errors="0" skipped="0" time="0.003">
            <properties>
              <property name="os" value="macos"/>
            </properties>
            <testcase classname="Empty" name="testNothing" time="0.003"/>
          </testsuite>
        </testsuites>
        """

    @Test(arguments: ReadingParsers.all) func aJUnitReportIsWrittenBackCanonicallyEqual(parser: ReadingParser) throws {
        let written = try Self.rewritten(TestSuites.self, Self.junit, element: "testsuites", parser: parser)
        #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: Self.junit))
    }

    // MARK: KML 2.2

    static let kmlNS = "http://www.opengis.net/kml/2.2"
    static let gxNS = "http://www.google.com/kml/ext/2.2"

    struct KML: XMLReadable, Equatable {
        var document = KMLDocument()
        static let parsingDescription = ParsingDescription<KML>(
            namespace: DefaultNamespace(kmlNS), prefixes: ["gx": gxNS]
        ) {
            Element("Document", \.document)
        }
    }

    struct KMLDocument: XMLReadable, Equatable {
        var name = ""
        var placemarks: [KMLPlacemark] = []
        static let parsingDescription = ParsingDescription<KMLDocument>(namespace: DefaultNamespace(kmlNS)) {
            Element("name", \.name)
            Many(\.placemarks) { Item("Placemark", KMLPlacemark.self) }
        }
    }

    struct KMLPlacemark: XMLReadable, Equatable {
        var id = ""
        var name = ""
        var when: XMLDate?
        var altitudeMode: String?
        var geometry: KMLGeometry?
        static let parsingDescription = ParsingDescription<KMLPlacemark>(namespace: DefaultNamespace(kmlNS)) {
            Attribute("id", \.id)
            Element("name", \.name)
            Element("TimeStamp/when", \.when)
            Element(XMLName("altitudeMode", namespace: gxNS), \.altitudeMode)
            Choice(\.geometry) { KMLGeometry.cases }
        }
    }

    indirect enum KMLGeometry: Equatable, Sendable {
        case point(KMLPoint)
        case polygon(KMLPolygon)
        case multi(KMLMultiGeometry)

        @CaseBuilder<KMLGeometry> static var cases: [Case<KMLGeometry>] {
            Case("Point", KMLPoint.self, KMLGeometry.point)
            Case("Polygon", KMLPolygon.self, KMLGeometry.polygon)
            Case("MultiGeometry", KMLMultiGeometry.self, KMLGeometry.multi)
        }
    }

    struct KMLPoint: XMLReadable, Equatable {
        var coordinates = ""
        static let parsingDescription = ParsingDescription<KMLPoint>(namespace: DefaultNamespace(kmlNS)) {
            Element("coordinates", \.coordinates)
        }
    }

    struct KMLPolygon: XMLReadable, Equatable {
        var extrude: Bool?
        var outer = ""
        var holes: [String] = []
        static let parsingDescription = ParsingDescription<KMLPolygon>(namespace: DefaultNamespace(kmlNS)) {
            Element("extrude", \.extrude, format: .kmlBool)
            Element("outerBoundaryIs/LinearRing/coordinates", \.outer)
            Many(\.holes) { Item("innerBoundaryIs/LinearRing/coordinates", String.self) }
        }
    }

    struct KMLMultiGeometry: XMLReadable, Equatable {
        var parts: [KMLGeometry] = []
        static let parsingDescription = ParsingDescription<KMLMultiGeometry>(namespace: DefaultNamespace(kmlNS)) {
            Many(\.parts) { KMLGeometry.cases }
        }
    }

    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
          <Document>
            <name>Campus &amp; grounds</name>
            <Placemark id="p1">
              <name>Courtyard</name>
              <TimeStamp>
                <when>2023-11-05T10:00:00+02:00</when>
              </TimeStamp>
              <Polygon>
                <extrude>1</extrude>
                <outerBoundaryIs>
                  <LinearRing>
                    <coordinates>-122.0857,37.4224,17 -122.0848,37.4224,17 -122.0848,37.4218,17 -122.0857,37.4224,17</coordinates>
                  </LinearRing>
                </outerBoundaryIs>
                <innerBoundaryIs>
                  <LinearRing>
                    <coordinates>-122.0855,37.4223,17 -122.0853,37.4223,17 -122.0855,37.4223,17</coordinates>
                  </LinearRing>
                </innerBoundaryIs>
                <innerBoundaryIs>
                  <LinearRing>
                    <coordinates>-122.0851,37.4221,17 -122.0850,37.4221,17 -122.0851,37.4221,17</coordinates>
                  </LinearRing>
                </innerBoundaryIs>
              </Polygon>
            </Placemark>
            <Placemark id="p2">
              <name>Two buildings</name>
              <TimeStamp>
                <when>2023-11</when>
              </TimeStamp>
              <gx:altitudeMode>relativeToSeaFloor</gx:altitudeMode>
              <MultiGeometry>
                <Point>
                  <coordinates>51.4430000,-0.1500000,0</coordinates>
                </Point>
                <Polygon>
                  <outerBoundaryIs>
                    <LinearRing>
                      <coordinates>0,0 1,0 1,1 0,0</coordinates>
                    </LinearRing>
                  </outerBoundaryIs>
                  <innerBoundaryIs>
                    <LinearRing>
                      <coordinates>0.2,0.2 0.4,0.2 0.2,0.2</coordinates>
                    </LinearRing>
                  </innerBoundaryIs>
                </Polygon>
                <MultiGeometry>
                  <Point>
                    <coordinates>2,2,0</coordinates>
                  </Point>
                </MultiGeometry>
              </MultiGeometry>
            </Placemark>
          </Document>
        </kml>
        """

    @Test(arguments: ReadingParsers.all) func aKMLDocumentWithHolesAndMultiGeometryIsWrittenBackCanonicallyEqual(
        parser: ReadingParser
    ) throws {
        let written = try Self.rewritten(
            KML.self, Self.kml, element: XMLName("kml", namespace: Self.kmlNS), parser: parser)
        #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: Self.kml))
    }

    // MARK: XLIFF 1.2

    static let xliffNS = "urn:oasis:names:tc:xliff:document:1.2"

    struct XLIFF: XMLReadable, Equatable {
        var version = ""
        var files: [XLIFFFile] = []
        static let parsingDescription = ParsingDescription<XLIFF>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("version", \.version)
            Many(\.files) { Item("file", XLIFFFile.self) }
        }
    }

    struct XLIFFFile: XMLReadable, Equatable {
        var original = ""
        var sourceLanguage = ""
        var targetLanguage = ""
        var datatype = ""
        var units: [TransUnit] = []
        static let parsingDescription = ParsingDescription<XLIFFFile>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("original", \.original)
            Attribute("source-language", \.sourceLanguage)
            Attribute("target-language", \.targetLanguage)
            Attribute("datatype", \.datatype)
            Many("body", \.units) { Item("trans-unit", TransUnit.self) }
        }
    }

    struct TransUnit: XMLReadable, Equatable {
        var id = ""
        var source = Segment()
        var target: Segment?
        var note: String?
        static let parsingDescription = ParsingDescription<TransUnit>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("id", \.id)
            Element("source", \.source)
            Element("target", \.target)
            Element("note", \.note)
        }
    }

    /// A `<source>` or `<target>`: text and inline markup in order, beside the element's attributes.
    struct Segment: XMLReadable, Equatable {
        var state: String?
        var content: [MixedContent<XLIFFInline>] = []
        static let parsingDescription = ParsingDescription<Segment>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("state", \.state)
            Mixed(\.content) { XLIFFInline.cases }
        }
    }

    indirect enum XLIFFInline: Equatable, Sendable {
        case g(InlineGroup)
        case x(InlineCode)
        case bpt(NativeCode)
        case ept(NativeCode)
        case mrk(Marker)

        @CaseBuilder<XLIFFInline> static var cases: [Case<XLIFFInline>] {
            Case("g", InlineGroup.self, XLIFFInline.g)
            Case("x", InlineCode.self, XLIFFInline.x)
            Case("bpt", NativeCode.self, XLIFFInline.bpt)
            Case("ept", NativeCode.self, XLIFFInline.ept)
            Case("mrk", Marker.self, XLIFFInline.mrk)
        }
    }

    struct InlineGroup: XMLReadable, Equatable {
        var id = ""
        var ctype: String?
        var content: [MixedContent<XLIFFInline>] = []
        static let parsingDescription = ParsingDescription<InlineGroup>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("id", \.id)
            Attribute("ctype", \.ctype)
            Mixed(\.content) { XLIFFInline.cases }
        }
    }

    struct InlineCode: XMLReadable, Equatable {
        var id = ""
        var ctype: String?
        static let parsingDescription = ParsingDescription<InlineCode>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("id", \.id)
            Attribute("ctype", \.ctype)
        }
    }

    /// `<bpt id="1">&lt;b&gt;</bpt>`: the native code, escaped, as the element's text.
    struct NativeCode: XMLReadable, Equatable {
        var id = ""
        var code = ""
        static let parsingDescription = ParsingDescription<NativeCode>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("id", \.id)
            TextContent(\.code)
        }
    }

    struct Marker: XMLReadable, Equatable {
        var mtype = ""
        var comment: String?
        var content: [MixedContent<XLIFFInline>] = []
        static let parsingDescription = ParsingDescription<Marker>(namespace: DefaultNamespace(xliffNS)) {
            Attribute("mtype", \.mtype)
            Attribute("comment", \.comment)
            Mixed(\.content) { XLIFFInline.cases }
        }
    }

    static let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="greetings.html" source-language="en" target-language="de" datatype="html">
            <body>
              <trans-unit id="1">
                <source>Hello, <g id="1" ctype="bold">world</g>!</source>
                <target state="translated">Hallo, <g id="1" ctype="bold">Welt</g>!</target>
              </trans-unit>
              <trans-unit id="2">
                <source>Line one<x id="2" ctype="lb"/>line two, <bpt id="3">&lt;b&gt;</bpt>bold<ept id="3">&lt;/b&gt;</ept> text.</source>
                <target state="needs-review-translation">Zeile eins<x id="2" ctype="lb"/>Zeile zwei, <bpt id="3">&lt;b&gt;</bpt>fett<ept id="3">&lt;/b&gt;</ept> Text.</target>
                <note>Keep the line break.</note>
              </trans-unit>
              <trans-unit id="3">
                <source>Press <mrk mtype="term" comment="UI">Save <g id="4">now</g></mrk> &amp; wait.</source>
              </trans-unit>
              <trans-unit id="4">
                <source> </source>
                <target state="final"/>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """

    @Test(arguments: ReadingParsers.all) func anXLIFFFileWithInlineMarkupIsWrittenBackCanonicallyEqual(
        parser: ReadingParser
    ) throws {
        let written = try Self.rewritten(
            XLIFF.self, Self.xliff, element: XMLName("xliff", namespace: Self.xliffNS), parser: parser)
        #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: Self.xliff))
    }

    // MARK: Atom with XHTML content

    static let atomNS = "http://www.w3.org/2005/Atom"
    static let xhtmlNS = "http://www.w3.org/1999/xhtml"

    struct Feed: XMLReadable, Equatable {
        var title = ""
        var id = ""
        var updated = XMLDate(Date(timeIntervalSince1970: 0))
        var links: [AtomLink] = []
        var entries: [AtomEntry] = []
        static let parsingDescription = ParsingDescription<Feed>(namespace: DefaultNamespace(atomNS)) {
            Element("title", \.title)
            Element("id", \.id)
            Element("updated", \.updated)
            Many(\.links) { Item("link", AtomLink.self) }
            Many(\.entries) { Item("entry", AtomEntry.self) }
        }
    }

    struct AtomLink: XMLReadable, Equatable {
        var rel: String?
        var href = ""
        static let parsingDescription = ParsingDescription<AtomLink>(namespace: DefaultNamespace(atomNS)) {
            Attribute("rel", \.rel)
            Attribute("href", \.href)
        }
    }

    struct AtomEntry: XMLReadable, Equatable {
        var title = AtomText()
        var id = ""
        var updated = XMLDate(Date(timeIntervalSince1970: 0))
        var authors: [String] = []
        var categories: [String] = []
        var content = AtomText()
        static let parsingDescription = ParsingDescription<AtomEntry>(namespace: DefaultNamespace(atomNS)) {
            Element("title", \.title)
            Element("id", \.id)
            Element("updated", \.updated)
            Many(\.authors) { Item("author/name", String.self) }
            Many(\.categories) { Item("category", attribute: "term", String.self) }
            Element("content", \.content)
        }
    }

    /// An Atom text construct: plain text, or XHTML kept whole in its order.
    struct AtomText: XMLReadable, Equatable {
        var type: String?
        var content: [MixedContent<AnyElement>] = []
        static let parsingDescription = ParsingDescription<AtomText>(namespace: DefaultNamespace(atomNS)) {
            Attribute("type", \.type)
            Mixed(\.content)
        }
    }

    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>Example Feed</title>
          <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
          <updated>2003-12-13T18:30:02Z</updated>
          <link href="http://example.org/"/>
          <link rel="self" href="http://example.org/feed.atom"/>
          <entry>
            <title type="text">Atom-Powered Robots Run Amok</title>
            <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
            <updated>2003-12-13T18:30:02.25+01:00</updated>
            <author>
              <name>John Doe</name>
            </author>
            <author>
              <name>Jane Roe</name>
            </author>
            <category term="robots"/>
            <category term="news"/>
            <content type="xhtml">
              <div xmlns="http://www.w3.org/1999/xhtml">
                <p>This is <em>XHTML</em> content, with a <a href="http://example.org/?a=1&amp;b=2">link</a>.</p>
                <p>Second <br/> paragraph.</p>
              </div>
            </content>
          </entry>
          <entry>
            <title type="html">&lt;b&gt;Bold&lt;/b&gt; title</title>
            <id>urn:uuid:2</id>
            <updated>2003-12-14</updated>
            <content>Plain text.</content>
          </entry>
        </feed>
        """

    @Test(arguments: ReadingParsers.all) func anAtomFeedWithXHTMLContentIsWrittenBackCanonicallyEqual(
        parser: ReadingParser
    ) throws {
        let written = try Self.rewritten(
            Feed.self, Self.atom, element: XMLName("feed", namespace: Self.atomNS), parser: parser)
        #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: Self.atom))
    }
}

extension ValueFormat where Value == Bool {
    /// KML's booleans, `0` and `1`.
    static let kmlBool = ValueFormat.custom(read: { Bool(xmlText: $0) }, write: { $0 ? "1" : "0" })
}
