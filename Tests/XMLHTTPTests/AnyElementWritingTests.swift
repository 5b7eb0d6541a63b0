import Foundation
import Testing
import XMLReading

/// `XMLWriter.string(_:)` for an ``AnyElement`` (a SOAP header entry, a fault's detail): names,
/// namespaces, escaping.
@Suite struct AnyElementWritingTests {
    /// Namespaces get prefixes, text is escaped.
    @Test func writesPrefixesAndEscapes() throws {
        let element = AnyElement(
            XMLName("problem", namespace: "urn:x"), attributes: [XMLName("code"): "7"],
            content: [.text("a < b"), .element(AnyElement(XMLName("why", namespace: "urn:x"), content: [.text("x")]))])
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false)).string(
            element)
        #expect(xml == #"<ns1:problem xmlns:ns1="urn:x" code="7">a &lt; b<ns1:why>x</ns1:why></ns1:problem>"#)
    }

    /// A prefix in an AnyElement's local name (`XMLName("wsse:Security", namespace: …)`) is refused,
    /// not written as a name that is not namespace-well-formed.
    @Test func aColonInAnAnyElementNameIsRefused() throws {
        let element = AnyElement(XMLName("wsse:Security", namespace: "urn:wsse"))
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let written = try? writer.string(element)
        #expect(written == nil, "written: \(written ?? "-")")
    }

    /// An attribute named `xmlns` (or `xmlns:p`) is refused: written, it would declare a namespace.
    @Test func anXmlnsAttributeIsNotWrittenAsADeclaration() throws {
        let element = AnyElement(
            XMLName("a"), attributes: [XMLName("xmlns"): "urn:z"], content: [.element(AnyElement(XMLName("b")))])
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let written = try? writer.string(element)
        #expect(written == nil, "written: \(written ?? "-")")
    }

    /// Namespaces round-trip (nested elements in other namespaces, an attribute in a namespace,
    /// `xml:lang`, an element in no namespace inside one in a namespace), as do escaping and
    /// forbidden characters.
    @Test func anyElementRoundTrips() throws {
        struct Holder: XMLReadable {
            var entries: [AnyElement] = []
            static let parsingDescription = ParsingDescription<Self> { AnyElements(\.entries) }
        }
        let xmlNS = "http://www.w3.org/XML/1998/namespace"
        let element = AnyElement(
            XMLName("a", namespace: "urn:a"),
            attributes: [
                XMLName("k", namespace: "urn:k"): "v\"<&>\t\n\r'", XMLName("lang", namespace: xmlNS): "en",
                XMLName("plain"): "p",
            ],
            content: [
                .text("x ]]> & <\r\n"),
                .element(
                    AnyElement(
                        XMLName("b", namespace: "urn:b"), attributes: [XMLName("k", namespace: "urn:a"): "1"],
                        content: [.element(AnyElement(XMLName("none"), content: [.text("n")]))])),
                .element(AnyElement(XMLName("b2", namespace: "urn:b"))),
                .element(AnyElement(XMLName("k", namespace: "urn:k"))),
            ])
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let written = try writer.string(element)
        #expect(try expatError(written) == "ok", "\(written)")
        let read = try XMLReader.rootObject(ofType: Holder.self, element: "holder", from: "<holder>\(written)</holder>")
        #expect(read.entries == [element], "\(written)")
        #expect(throws: XMLReadingError.self) { try writer.string(AnyElement(XMLName("a"), content: [.text("\u{1}")])) }
        #expect(throws: XMLReadingError.self) {
            try writer.string(AnyElement(XMLName("a"), attributes: [XMLName("b"): "\u{FFFE}"]))
        }
    }
}
