import Foundation
import TestSupport
import Testing
import XMLReading

@Suite struct RootObjectTests {
    struct Call: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Call> { Element("methodName", \.name) }
    }

    struct Response: XMLReadable, Equatable {
        var values: [Int] = []
        static let parsingDescription = ParsingDescription<Response> {
            Many("params", \.values) { Item("param", Int.self) }
        }
    }

    static let types: [XMLName: any XMLReadable.Type] = ["methodCall": Call.self, "methodResponse": Response.self]

    @Test(arguments: ReadingParsers.all) func readsTheRootAsTheTypeItsNameMapsTo(parser: ReadingParser) throws {
        let call = try XMLReader.rootObject(
            in: Self.types, from: "<methodCall><methodName>a.b</methodName></methodCall>",
            options: ReadingOptions(parser: parser))
        #expect(call as? Call == Call(name: "a.b"))
        let response = try XMLReader.rootObject(
            in: Self.types,
            from: Data("<methodResponse><params><param>4</param><param>5</param></params></methodResponse>".utf8),
            options: ReadingOptions(parser: parser))
        #expect(response as? Response == Response(values: [4, 5]))
    }

    struct Party: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription: ParsingDescription<Party> = ParsingDescription(
            namespace: DefaultNamespace("urn:cac")
        ) {
            Element("Name", \.name)
        }
    }

    @Test(arguments: ReadingParsers.all) func rootElementSaysWhichNameTheRootHad(parser: ReadingParser) throws {
        // Two names of one type: the object alone cannot tell them apart, the name can.
        let types: [XMLName: any XMLReadable.Type] = [
            "Buyer": Party.self, XMLName("Seller", namespace: "urn:cac"): Party.self, "methodCall": Call.self,
        ]
        for (xml, name, party) in [
            (#"<c:Buyer xmlns:c="urn:cac"><c:Name>B</c:Name></c:Buyer>"#, XMLName("Buyer"), "B"),
            (#"<Seller xmlns="urn:cac"><Name>S</Name></Seller>"#, XMLName("Seller", namespace: "urn:cac"), "S"),
        ] {
            let (element, object) = try XMLReader.rootElement(
                in: types, from: xml, options: ReadingOptions(parser: parser))
            #expect(element == name)
            #expect(object as? Party == Party(name: party))
            // Written back under the name it was read with.
            let written = try XMLWriter().string(object, element: XMLName(element.localName, namespace: "urn:cac"))
            let local = element.localName
            #expect(
                written
                    == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<\(local) xmlns=\"urn:cac\">\n  <Name>\(party)</Name>\n</\(local)>\n"
            )
        }
        let (element, object) = try XMLReader.rootElement(
            in: types, from: "<methodCall><methodName>m</methodName></methodCall>",
            options: ReadingOptions(parser: parser))
        #expect(element == "methodCall")
        #expect(object as? Call == Call(name: "m"))
        #expect(
            errorMessage {
                _ = try XMLReader.rootElement(in: types, from: "<Buyer/>", options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 7: the root element <Buyer> is in no namespace, not in the namespace "urn:cac"; to read it, describe Party with ParsingDescription<Party>(namespace: .orNone("urn:cac")) at /Buyer"#
        )
    }

    @Test(arguments: ReadingParsers.all) func aTypedReadTakesTheRootByAnyOfItsNames(parser: ReadingParser) throws {
        #expect(
            try XMLReader.rootObject(
                ofType: Call.self, element: "methodCall", from: "<methodCall><methodName>a</methodName></methodCall>",
                options: ReadingOptions(parser: parser))
                == Call(name: "a"))
        for name in ["call", "methodCall"] {
            let xml = "<\(name)><methodName>b</methodName></\(name)>"
            #expect(
                try XMLReader.rootObject(
                    ofType: Call.self, elements: ["methodCall", "call"], from: xml,
                    options: ReadingOptions(parser: parser))
                    == Call(name: "b"))
        }
    }

    @Test(arguments: ReadingParsers.all) func aTypedReadLooksAtTheRootOnly(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.rootObject(
                    ofType: Call.self, element: "methodCall",
                    from: "<x>\n<methodCall><methodName>a</methodName></methodCall></x>",
                    options: ReadingOptions(parser: parser))
            } == "line 1, column 3: the root element is <x>; expected <methodCall> at /x")
        #expect(
            errorMessage {
                _ = try XMLReader.rootObject(
                    ofType: Call.self, elements: ["methodCall", "call"], from: #"<call xmlns="urn:rpc"/>"#,
                    options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 22: the root element <call> is in the namespace "urn:rpc", not in no namespace; to read it, describe Call with ParsingDescription<Call>(namespace: .orNone("urn:rpc")) at /call"#
        )
    }

    @Test(arguments: ReadingParsers.all) func readsFilesAndStreams(parser: ReadingParser) throws {
        let xml = Data("<?xml version=\"1.0\"?>\n<methodCall><methodName>x</methodName></methodCall>".utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID().uuidString).xml")
        try xml.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            try XMLReader.rootObject(in: Self.types, from: url, options: ReadingOptions(parser: parser)) as? Call
                == Call(name: "x"))
        #expect(
            try XMLReader.rootObject(
                in: Self.types, from: .stream(InputStream(data: xml)), options: ReadingOptions(parser: parser)) as? Call
                == Call(name: "x"))
    }

    @Test(arguments: [
        (
            "<foo><methodCall/></foo>",
            "line 1, column 5: the root element is <foo>; expected <methodCall> or <methodResponse> at /foo"
        ),
        (
            "<?xml version=\"1.0\"?>\n\n  <x:methodCall xmlns:x=\"urn:x\"/>",
            """
            line 3, column 32: the root element <x:methodCall> is in the namespace "urn:x", not in no \
            namespace; to read it, describe Call with \
            ParsingDescription<Call>(namespace: .orNone("urn:x")) at /x:methodCall
            """
        ),
    ])
    func anyOtherRootIsAnError(xml: String, message: String) {
        let error = #expect(throws: XMLReadingError.self) { try XMLReader.rootObject(in: Self.types, from: xml) }
        #expect(error?.code == .unexpectedElement)
        #expect(error?.description == message)
    }

    @Test(arguments: ReadingParsers.all) func aSingleNameIsNamedAlone(parser: ReadingParser) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.rootObject(
                in: ["methodCall": Call.self], from: "<a/>", options: ReadingOptions(parser: parser))
        }
        #expect(error?.description == "line 1, column 3: the root element is <a>; expected <methodCall> at /a")
    }

    @Test(arguments: ReadingParsers.all) func malformedAndEmptyDocumentsFailAsElsewhere(parser: ReadingParser) {
        let empty = #expect(throws: XMLReadingError.self) {
            try XMLReader.rootObject(in: Self.types, from: "", options: ReadingOptions(parser: parser))
        }
        #expect(empty?.code == .emptyDocument)
        #expect(empty?.description == "line 1, column 1: the document is empty")
        let unclosed = #expect(throws: XMLReadingError.self) {
            try XMLReader.rootObject(in: Self.types, from: "<methodCall>", options: ReadingOptions(parser: parser))
        }
        #expect(unclosed?.code == .unexpectedEndOfDocument)
        #expect(
            unclosed?.description == "line 1, column 13: the document ends before <methodCall> is closed at /methodCall"
        )
    }
}
