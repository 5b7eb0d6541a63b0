import Foundation
import Testing
import XMLReading

/// `AnyElements`, `AnyAttributes` and `ElementName`: unknown content kept whole, written back,
/// read back; the element's own name stored.
@Suite struct AnyElementsTests {
    struct Entry: XMLReadable, Equatable {
        var id = ""
        var title = ""
        var others: [AnyElement] = []
        var otherAttributes: [XMLName: String] = [:]
        static let parsingDescription = ParsingDescription<Entry> {
            Attribute("id", \.id)
            Element("title", \.title)
            Ignore("reviews")
            AnyElements(\.others)
            AnyAttributes(\.otherAttributes)
        }
    }

    static let media = "http://search.yahoo.com/mrss/"

    @Test func unknownChildrenAndAttributesAreKeptWhole() throws {
        let xml = """
            <entry id="7" xmlns:m="http://search.yahoo.com/mrss/" m:rank="2" xml:lang="en" data-x="&lt;1&gt;">\
            <title>Dune</title><m:title>Other</m:title><reviews><r/></reviews>\
            <p class="x">Hello <b>world</b>!<![CDATA[ <raw> ]]></p><m:thumbnail url="a.png"/></entry>
            """
        let entry = try XMLReader.object(ofType: Entry.self, element: "entry", from: xml)
        #expect(entry.id == "7")
        #expect(entry.title == "Dune")
        #expect(
            entry.otherAttributes == [
                XMLName("rank", namespace: Self.media): "2",
                XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"): "en", XMLName("data-x"): "<1>",
            ])
        #expect(
            entry.others == [
                AnyElement(XMLName("title", namespace: Self.media), content: [.text("Other")]),
                AnyElement(
                    XMLName("p"), attributes: [XMLName("class"): "x"],
                    content: [
                        .text("Hello "), .element(AnyElement(XMLName("b"), content: [.text("world")])),
                        .text("! <raw> "),
                    ]),
                AnyElement(XMLName("thumbnail", namespace: Self.media), attributes: [XMLName("url"): "a.png"]),
            ])
        #expect(entry.others[1].text == "Hello world! <raw> ")
        #expect(entry.others[1].children == [AnyElement(XMLName("b"), content: [.text("world")])])
    }

    @Test func keptContentIsWrittenBackAfterTheNamedEntries() throws {
        let xml = """
            <entry id="7" xmlns:m="http://search.yahoo.com/mrss/" m:rank="2" xml:lang="en">\
            <m:title>Other</m:title><title>Dune</title>\
            <p class="x">Hello <b>world</b>!</p><m:group><m:thumbnail url="a.png"/></m:group></entry>
            """
        let entry = try XMLReader.object(ofType: Entry.self, element: "entry", from: xml)
        let written = try XMLWriter(options: WritingOptions(includesDeclaration: false)).string(entry, element: "entry")
        #expect(
            written == """
                <entry id="7" xmlns:ns1="http://search.yahoo.com/mrss/" ns1:rank="2" xml:lang="en">
                  <title>Dune</title>
                  <ns1:title>Other</ns1:title>
                  <p class="x">Hello <b>world</b>!</p>
                  <ns1:group><ns1:thumbnail url="a.png"/></ns1:group>
                </entry>

                """)
        #expect(try XMLReader.object(ofType: Entry.self, element: "entry", from: written) == entry)
    }

    struct Plain: XMLReadable, Equatable {
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Plain> { AnyElements(\.others) }
    }

    @Test func aNamespaceNoDescriptionNamesIsDeclaredWhereItIsWritten() throws {
        let plain = Plain(others: [
            AnyElement(
                XMLName("a", namespace: "urn:a"), attributes: [XMLName("k", namespace: "urn:k"): "v"],
                content: [.element(AnyElement(XMLName("b", namespace: "urn:a")))]),
            AnyElement(XMLName("c", namespace: "urn:a")),
        ])
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(plain, element: "plain")
        #expect(
            written
                == #"<plain><ns1:a xmlns:ns1="urn:a" xmlns:ns2="urn:k" ns2:k="v"><ns1:b/></ns1:a><ns3:c xmlns:ns3="urn:a"/></plain>"#
        )
        #expect(try XMLReader.object(ofType: Plain.self, element: "plain", from: written) == plain)
    }

    struct Round: XMLReadable, Equatable {
        var kind = XMLName("")
        var radius = 0.0
        static let parsingDescription = ParsingDescription<Round> {
            ElementName(\.kind)
            Attribute("r", \.radius)
        }
    }

    enum Shape: Equatable, Sendable {
        case round(Round)
    }

    struct Drawing: XMLReadable, Equatable {
        var shapes: [Shape] = []
        static let parsingDescription = ParsingDescription<Drawing> {
            Many(\.shapes) {
                Case("circle", Round.self, Shape.round)
                Case(XMLName("ellipse", namespace: "urn:svg"), Round.self, Shape.round)
            }
        }
    }

    @Test func theElementNameIsStored() throws {
        let xml = #"<d xmlns:s="urn:svg"><circle r="1"/><s:ellipse r="2"/></d>"#
        #expect(
            try XMLReader.object(ofType: Drawing.self, element: "d", from: xml).shapes == [
                .round(Round(kind: XMLName("circle"), radius: 1)),
                .round(Round(kind: XMLName("ellipse", namespace: "urn:svg"), radius: 2)),
            ])
    }

    struct Twice: XMLReadable {
        var a: [XMLName: String] = [:]
        var b: [XMLName: String] = [:]
        var others: [AnyElement] = []
        var extras: [String: String] = [:]
        static let parsingDescription = ParsingDescription<Twice> {
            AnyAttributes(\.a)
            AnyAttributes(\.b)
            AnyElements(\.others)
            Keyed(\.extras)
        }
    }

    @Test func twoCatchAllEntriesAreProblems() {
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: AnyAttributes is declared twice; keep one",
                "ParsingDescription<Twice>: two entries read every element no other entry names (Keyed); keep one",
            ])
    }
}
