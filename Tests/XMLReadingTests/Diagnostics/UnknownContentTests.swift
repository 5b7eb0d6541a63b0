import Foundation
import TestSupport
import Testing
import XMLReading

/// `ReadingOptions.unknownContent`: unknown elements and attributes ignored (the default),
/// reported with their path, position and nearest described name, or refused.
@Suite struct UnknownContentTests {
    static let kml22 = "http://www.opengis.net/kml/2.2"

    struct Placemark: XMLReadable, Equatable, Sendable {
        var id = ""
        var name = ""
        static let parsingDescription = ParsingDescription<Placemark>(namespace: .init(UnknownContentTests.kml22)) {
            Attribute("id", \.id)
            Element("name", \.name)
        }
    }

    struct Document: XMLReadable, Equatable {
        var name = ""
        var placemarks: [Placemark] = []
        static let parsingDescription = ParsingDescription<Document>(namespace: .init(UnknownContentTests.kml22)) {
            Element("name", \.name)
            Many(\.placemarks) { Item("Placemark", Placemark.self) }
        }
    }

    struct Kml: XMLReadable, Equatable {
        var document = Document()
        static let parsingDescription = ParsingDescription<Kml>(namespace: .init(UnknownContentTests.kml22)) {
            Element("Document", \.document)
        }
    }

    /// A misspelled element, an unknown attribute and an element in the wrong namespace; `xml:`,
    /// `xsi:` and `xmlns` attributes are never unknown.
    static let kml = """
        <kml xmlns="http://www.opengis.net/kml/2.2">
        <Document>
          <name>Piers</name>
          <Placemark id="a" xml:lang="en" xsi:type="P" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><name>North</name></Placemark>
          <Placemark id="b" idd="c">
            <nmae>South</nmae>
          </Placemark>
          <old:Placemark xmlns:old="http://earth.google.com/kml/2.1"><old:name>Old</old:name></old:Placemark>
        </Document>
        </kml>
        """

    static let expected = Kml(
        document: Document(name: "Piers", placemarks: [Placemark(id: "a", name: "North"), Placemark(id: "b")]))

    /// Collects the reports of one read; the lock guards the appends of the reading thread
    /// against the test's read afterwards.
    final class Heard: @unchecked Sendable {  // Sendable: `items` is only touched under `lock`.
        private let lock = NSLock()
        private var items: [UnknownContentReport] = []
        var all: [UnknownContentReport] { lock.withLock { items } }
        var policy: UnknownContentPolicy { .report { unknown in self.lock.withLock { self.items.append(unknown) } } }
    }

    struct Row: Equatable, CustomStringConvertible {
        let kind: String, path: String, line: Int, column: Int, suggestion: String?
        init(_ kind: String, _ path: String, _ line: Int, _ column: Int, _ suggestion: String?) {
            (self.kind, self.path, self.line, self.column, self.suggestion) = (kind, path, line, column, suggestion)
        }
        init(_ unknown: UnknownContentReport) {
            self.init("\(unknown.kind)", unknown.path, unknown.line, unknown.column, unknown.suggestion?.description)
        }
        var description: String { "\(kind) \(path) \(line):\(column) \(suggestion ?? "-")" }
    }

    static let expectedRows = [
        Row("attribute", "/kml/Document/Placemark[2]", 5, 28, "id"),
        Row("element", "/kml/Document/Placemark[2]/nmae", 6, 10, "{http://www.opengis.net/kml/2.2}name"),
        Row("element", "/kml/Document/old:Placemark", 8, 61, "{http://www.opengis.net/kml/2.2}Placemark"),
    ]

    static let expectedMessages = [
        "line 5, column 28: unknown attribute \"idd\" of <Placemark>; did you mean \"id\"? at /kml/Document/Placemark[2]",
        """
        line 6, column 10: unknown element <{http://www.opengis.net/kml/2.2}nmae> in <Placemark>; did you mean \
        <{http://www.opengis.net/kml/2.2}name>? at /kml/Document/Placemark[2]/nmae
        """,
        """
        line 8, column 61: unknown element <{http://earth.google.com/kml/2.1}Placemark> in <Document>; \
        <old:Placemark> is in the namespace "http://earth.google.com/kml/2.1", not in the namespace \
        "http://www.opengis.net/kml/2.2" at /kml/Document/old:Placemark
        """,
    ]

    @Test(arguments: ReadingParsers.all) func reportListsEachUnknownElementAndAttribute(parser: ReadingParser) throws {
        let heard = Heard()
        let kml = try XMLReader.object(
            ofType: Kml.self, element: "kml", from: Self.kml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(kml == Self.expected)
        #expect(heard.all.map(Row.init) == Self.expectedRows)
        #expect(heard.all.map(\.description) == Self.expectedMessages)
        #expect(
            heard.all.map(\.name) == [
                XMLName("idd"), XMLName("nmae", namespace: Self.kml22),
                XMLName("Placemark", namespace: "http://earth.google.com/kml/2.1"),
            ])
    }

    @Test(arguments: ReadingParsers.all) func reportFromAStreamCountsSiblingsAsItReads(parser: ReadingParser) throws {
        let heard = Heard()
        let stream = InputStream(data: Data(Self.kml.utf8))
        let kml = try XMLReader.object(
            ofType: Kml.self, element: "kml", from: XMLInput.stream(stream),
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(kml == Self.expected)
        #expect(heard.all.map(Row.init) == Self.expectedRows)
    }

    @Test(arguments: ReadingParsers.all) func refuseThrowsTheFirst(parser: ReadingParser) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Kml.self, element: "kml", from: Self.kml,
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
        #expect(error?.code == .unexpectedAttribute)
        #expect(error?.description == Self.expectedMessages[0])
    }

    @Test(arguments: ReadingParsers.all) func anAttributeOfAValuesElementIsUnknownToo(parser: ReadingParser) throws {
        let xml = #"<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name lang="en">x</name></Document></kml>"#
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Kml.self, element: "kml", from: xml,
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
        #expect(error?.code == .unexpectedAttribute)
        #expect(error?.description == #"line 1, column 70: unknown attribute "lang" of <name> at /kml/Document/name"#)
        // Ignored by default, as before.
        #expect(
            try XMLReader.object(ofType: Kml.self, element: "kml", from: xml, options: ReadingOptions().on(parser))
                .document.name == "x")
    }

    @Test(arguments: ReadingParsers.all) func refuseNamesAMisspelledElement(parser: ReadingParser) {
        let xml = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><nmae>x</nmae></Document></kml>"
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Kml.self, element: "kml", from: xml,
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
        #expect(error?.code == .unexpectedElement)
        #expect(
            error?.description == """
                line 1, column 60: unknown element <{http://www.opengis.net/kml/2.2}nmae> in <Document>; did you \
                mean <{http://www.opengis.net/kml/2.2}name>? at /kml/Document/nmae
                """)
    }

    @Test(arguments: ReadingParsers.all) func ignoreReportsNothingAndReadsTheSame(parser: ReadingParser) throws {
        #expect(ReadingOptions().unknownContent == .ignore)
        let kml = try XMLReader.object(
            ofType: Kml.self, element: "kml", from: Self.kml, options: ReadingOptions(parser: parser))
        #expect(kml == Self.expected)
        let ignoring = try XMLReader.object(
            ofType: Kml.self, element: "kml", from: Self.kml,
            options: ReadingOptions(unknownContent: .ignore, parser: parser))
        #expect(ignoring == Self.expected)
    }

    @Test(arguments: ReadingParsers.all) func aFarNameHasNoSuggestion(parser: ReadingParser) throws {
        let heard = Heard()
        let xml = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><Style/></Document></kml>"
        _ = try XMLReader.object(
            ofType: Kml.self, element: "kml", from: xml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(
            heard.all.map(\.description) == [
                "line 1, column 61: unknown element <{http://www.opengis.net/kml/2.2}Style> in <Document> at /kml/Document/Style"
            ])
        #expect(heard.all.map(\.suggestion) == [nil])
    }

    struct Folder: XMLReadable, Equatable {
        var id = ""
        var title = ""
        var note = ""
        var kept: [AnyElement] = []
        var others: [XMLName: String] = [:]
        static let parsingDescription = ParsingDescription<Folder> {
            Attribute("id", \.id)
            Element("title", \.title)
            XMLString("note", \.note)
            Skip("group")
            Ignore("junk")
            AnyElements(\.kept)
            AnyAttributes(\.others)
        }
    }

    struct Box: XMLReadable, Equatable {
        var folder = Folder()
        var label = ""
        static let parsingDescription = ParsingDescription<Box> {
            Element("folder", \.folder)
            Element("label", \.label)
            Skip("wrap")
        }
    }

    @Test(arguments: ReadingParsers.all) func contentInsideSkipIgnoreAnyElementsAndXMLStringIsNotUnknown(
        parser: ReadingParser
    ) throws {
        let heard = Heard()
        let xml = """
            <box><folder id="f" lang="x" xsi:type="t" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\
            <title>T</title><note>a <zz/> b</note><group><qq/></group><junk><rr/></junk><extra><ss/></extra>\
            </folder><wrap><label>L</label><tt/></wrap><label a="1">M</label></box>
            """
        let box = try XMLReader.object(
            ofType: Box.self, element: "box", from: xml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(box.folder.note == "a <zz/> b")
        #expect(box.folder.kept.map(\.name) == [XMLName("qq"), XMLName("extra")])
        #expect(
            box.folder.others == [
                XMLName("lang"): "x", XMLName("type", namespace: "http://www.w3.org/2001/XMLSchema-instance"): "t",
            ])
        #expect(box.label == "M")
        // <qq> in a Skip group is kept by AnyElements; <tt> in Box's Skip group is left alone; the
        // second <label> (the first is inside the Skip group) is a repeat of an Element that reads
        // one, and its attribute, which no entry names, is unknown.
        #expect(
            heard.all.map(Row.init) == [
                Row("element", "/box/label", 1, 248, nil), Row("attribute", "/box/label", 1, 248, nil),
            ])
    }

    @Test(arguments: ReadingParsers.all) func forEachReportsToo(parser: ReadingParser) throws {
        let heard = Heard()
        var names: [String] = []
        try XMLReader.forEach(
            ofType: Placemark.self, element: XMLName("Placemark", namespace: Self.kml22), from: Self.kml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser)
        ) { placemark, _ in names.append(placemark.id) }
        #expect(names == ["a", "b"])
        #expect(heard.all.map(Row.init) == Array(Self.expectedRows.prefix(2)))
    }

    @Test(arguments: ReadingParsers.all) func streamReportsToo(parser: ReadingParser) async throws {
        let heard = Heard()
        var names: [String] = []
        for try await placemark in XMLReader.stream(
            ofType: Placemark.self, element: XMLName("Placemark", namespace: Self.kml22), from: Self.kml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        {
            names.append(placemark.id)
        }
        #expect(names == ["a", "b"])
        #expect(heard.all.map(Row.init) == Array(Self.expectedRows.prefix(2)))
    }

    @Test(arguments: ReadingParsers.all) func concurrentReadsEachHearTheirOwn(parser: ReadingParser) async throws {
        let rows = try await withThrowingTaskGroup(of: [Row].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let heard = Heard()
                    _ = try XMLReader.object(
                        ofType: Kml.self, element: "kml", from: Self.kml,
                        options: ReadingOptions(unknownContent: heard.policy, parser: parser))
                    return heard.all.map(Row.init)
                }
            }
            var all: [[Row]] = []
            for try await rows in group { all.append(rows) }
            return all
        }
        #expect(rows == Array(repeating: Self.expectedRows, count: 8))
    }

    @Test func policiesCompareByKindAndReportsByIdentity() {
        let report = UnknownContentPolicy.report { _ in }
        #expect(report == report)
        #expect(report != .report { _ in })
        #expect(UnknownContentPolicy.refuse != .ignore)
    }

    struct Unit: XMLReadable, Equatable {
        var target = ""
        var state = ""
        var language = ""
        static let parsingDescription = ParsingDescription<Unit> {
            XMLString("target", \.target) {
                Attribute("state", \.state)
                Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
            }
        }
    }

    /// An XMLString element's own attributes are looked at when it binds some; its markup is not.
    @Test(arguments: ReadingParsers.all) func theAttributesOfAnXMLStringElementAreHeard(parser: ReadingParser) throws {
        let heard = Heard()
        let xml = #"<unit><target state="new" xml:lang="de" stat="x">Hallo <g id="1" q="2">Welt</g></target></unit>"#
        let unit = try XMLReader.object(
            ofType: Unit.self, element: "unit", from: xml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(unit == Unit(target: #"Hallo <g id="1" q="2">Welt</g>"#, state: "new", language: "de"))
        #expect(
            heard.all.map(\.description) == [
                #"line 1, column 49: unknown attribute "stat" of <target>; did you mean "state"? at /unit/target"#
            ])
    }

    struct Order: XMLReadable, Equatable {
        var id = ""
        var buyer = Folder()
        var notes: [String] = []
        var wide = Wide()
        static let parsingDescription = ParsingDescription<Order> {
            Element("id", \.id)
            Element("buyer", \.buyer)
            Many(\.notes) { Item("note", String.self) }
            Element("wide", \.wide)
        }
    }

    /// 70 single elements: past the 64 a frame keeps as bits.
    struct Wide: XMLReadable, Equatable {
        var values = [String](repeating: "", count: 70)
        static let parsingDescription = ParsingDescription<Wide> {
            for index in 0..<70 { Element(XMLName("v\(index)"), \.values[index]) }
        }
    }

    @Test(arguments: ReadingParsers.all) func aSecondElementOfAnEntryThatReadsOneIsHeard(parser: ReadingParser) throws {
        let xml = """
            <orders><order><id>1</id><note>a</note><note>b</note><buyer id="x"><title>T</title></buyer></order>
            <order><id>2</id><buyer id="y"/><id>3</id><buyer id="z"/></order>
            <order><wide><v3>a</v3><v69>b</v69><v68>c</v68><v69>d</v69></wide></order></orders>
            """
        let heard = Heard()
        let orders = try XMLReader.objects(
            ofType: Order.self, element: "order", from: xml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        // Heard, and read as with .ignore: the last one is kept; items (Many) repeat freely, and each
        // order, a frame used again, starts afresh.
        #expect(orders.map(\.id) == ["1", "3", ""])
        #expect(orders.map(\.buyer.id) == ["x", "z", ""])
        #expect(orders[0].notes == ["a", "b"])
        #expect(orders[2].wide.values[69] == "d")
        #expect(
            heard.all.map(\.description) == [
                "line 2, column 36: a second <id> in <order>, where the description reads one (read several with Many) at /orders/order[2]/id[2]",
                "line 2, column 56: a second <buyer> in <order>, where the description reads one (read several with Many) at /orders/order[2]/buyer[2]",
                "line 3, column 52: a second <v69> in <wide>, where the description reads one (read several with Many) at /orders/order[3]/wide/v69[2]",
            ])
        let refused = #expect(throws: XMLReadingError.self) {
            try XMLReader.objects(
                ofType: Order.self, element: "order", from: xml,
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
        #expect(refused?.code == .unexpectedElement)
        #expect(refused?.description == heard.all.first?.description)
        // The default reads as it always did, without looking.
        #expect(
            try XMLReader.objects(
                ofType: Order.self, element: "order", from: xml, options: ReadingOptions(parser: parser))
                == orders)
    }

    struct Suite: XMLReadable, Equatable {
        var name = ""
        var cases: [Folder] = []
        var log = ""
        static let parsingDescription = ParsingDescription<Suite> {
            Attribute("name", \.name)
            Many("cases", \.cases) { Item("case", Folder.self) }
            Element("log", \.log)
        }
    }

    @Test(arguments: ReadingParsers.all) func textInAnElementWhoseDescriptionReadsNoneIsHeard(parser: ReadingParser)
        throws
    {
        // Text in a model's element (heard once per element, its first run, so "stray" in the
        // container <cases> of <suite>, which had "x!", is not), split by an entity reference, and
        // not in a value or in white space.
        let xml = """
            <suite name="s">x!<cases>\n  <case id="1">one &amp; two<title>T</title></case>\n  stray\n</cases>\
            <log>ok</log></suite>
            """
        let heard = Heard()
        let suite = try XMLReader.object(
            ofType: Suite.self, element: "suite", from: xml,
            options: ReadingOptions(unknownContent: heard.policy, parser: parser))
        #expect(suite.log == "ok")
        #expect(suite.cases.map(\.title) == ["T"])
        #expect(
            heard.all.map(\.description) == [
                #"line 1, column 19: text "x!" in <suite>, where the description reads none (read it with TextContent or Mixed) at /suite"#,
                #"line 2, column 20: text "one" in <case>, where the description reads none (read it with TextContent or Mixed) at /suite/cases/case[1]"#,
            ])
        #expect(heard.all.map { "\($0.kind) \($0.name)" } == ["text suite", "text case"])
        let refused = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Suite.self, element: "suite", from: xml,
                options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
        #expect(refused?.code == .unexpectedText)
        #expect(refused?.description == heard.all.first?.description)
    }
}
