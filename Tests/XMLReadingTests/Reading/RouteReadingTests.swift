import Foundation
import TestSupport
import Testing
import XMLReading

/// `XMLReader.object(ofType:element:under:from:)`: the element among the children of a route
/// from the root, and nowhere else.
@Suite struct RouteReadingTests {
    struct Entry: XMLReadable, Equatable {
        var value = 0
        static let parsingDescription = ParsingDescription<Self> { Element("value", \.value) }
    }

    static let route: [XMLName] = ["envelope", "body"]

    @Test(arguments: ReadingParsers.all) func readsTheChildOfTheRouteNotADecoyElsewhere(parser: ReadingParser) throws {
        let xml = """
            <envelope>
              <header><entry><value>99</value></entry></header>
              <body><other><entry><value>98</value></entry></other><entry><value>5</value></entry></body>
            </envelope>
            """
        #expect(
            try XMLReader.object(
                ofType: Entry.self, element: "entry", under: Self.route, from: xml,
                options: ReadingOptions(parser: parser)) == Entry(value: 5))
        // Without a route, the first anywhere.
        #expect(
            try XMLReader.object(
                ofType: Entry.self, element: "entry", from: xml, options: ReadingOptions(parser: parser))
                == Entry(value: 99))
    }

    @Test(arguments: ReadingParsers.all) func noSuchChildIsAnErrorNamingTheRoute(parser: ReadingParser) throws {
        let error = #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.object(
                ofType: Entry.self, element: "entry", under: Self.route,
                from: "<envelope><body><other><entry><value>1</value></entry></other></body></envelope>",
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .missingElement)
        #expect(error?.description == "the document has no <entry> element under /envelope/body")
    }

    @Test(arguments: ReadingParsers.all) func anotherRootIsAnError(parser: ReadingParser) throws {
        let error = #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.object(
                ofType: Entry.self, element: "entry", under: Self.route, from: "<letter><body/></letter>",
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.description == "line 1, column 8: the root element is <letter>; expected <envelope> at /letter")
    }

    @Test(arguments: ReadingParsers.all) func namespacesMustMatch(parser: ReadingParser) throws {
        let xml = #"<e:envelope xmlns:e="urn:e"><e:body><entry><value>3</value></entry></e:body></e:envelope>"#
        let qualified = [XMLName("envelope", namespace: "urn:e"), XMLName("body", namespace: "urn:e")]
        #expect(
            try XMLReader.object(
                ofType: Entry.self, element: "entry", under: qualified, from: xml,
                options: ReadingOptions(parser: parser)) == Entry(value: 3))
        #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.object(
                ofType: Entry.self, element: "entry", under: Self.route, from: xml,
                options: ReadingOptions(parser: parser))
        }
    }

    @Test func anAnyElementWithAPrefixInItsNameOrAnXmlnsAttributeIsNotWritten() throws {
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let prefixed = #expect(throws: XMLReadingError.self) {
            _ = try writer.string(AnyElement(XMLName("wsse:Security", namespace: "urn:wsse")))
        }
        #expect(
            prefixed?.message
                == #"the element name "wsse:Security" is not an XML name without a colon; give a prefixed name as XMLName(localName, namespace:)"#
        )
        let declaring = #expect(throws: XMLReadingError.self) {
            _ = try writer.string(AnyElement(XMLName("a"), attributes: [XMLName("xmlns"): "urn:z"]))
        }
        #expect(
            declaring?.message
                == #"the attribute "xmlns" of <a> cannot be written: namespace declarations are written by the writer, and an attribute's name is an XML name without a colon"#
        )
    }
}
