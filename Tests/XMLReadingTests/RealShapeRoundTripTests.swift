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
    static func rewritten<Model: XMLReadable>(_ type: Model.Type, _ xml: String, element: XMLName) throws -> String {
        let model = try XMLReader.object(ofType: Model.self, element: element, from: xml)
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

    @Test func anOPMLOutlineTreeIsWrittenBackCanonicallyEqual() throws {
        let written = try Self.rewritten(OPML.self, Self.opml, element: "opml")
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

    @Test func aJUnitReportIsWrittenBackCanonicallyEqual() throws {
        let written = try Self.rewritten(TestSuites.self, Self.junit, element: "testsuites")
        #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: Self.junit))
    }
}
