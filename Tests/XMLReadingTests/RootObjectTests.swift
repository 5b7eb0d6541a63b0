import Foundation
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

    @Test func readsTheRootAsTheTypeItsNameMapsTo() throws {
        let call = try XMLReader.rootObject(
            in: Self.types, from: "<methodCall><methodName>a.b</methodName></methodCall>")
        #expect(call as? Call == Call(name: "a.b"))
        let response = try XMLReader.rootObject(
            in: Self.types,
            from: Data("<methodResponse><params><param>4</param><param>5</param></params></methodResponse>".utf8))
        #expect(response as? Response == Response(values: [4, 5]))
    }

    @Test func aTypedReadTakesTheRootByAnyOfItsNames() throws {
        #expect(
            try XMLReader.rootObject(
                ofType: Call.self, element: "methodCall", from: "<methodCall><methodName>a</methodName></methodCall>")
                == Call(name: "a"))
        for name in ["call", "methodCall"] {
            let xml = "<\(name)><methodName>b</methodName></\(name)>"
            #expect(
                try XMLReader.rootObject(ofType: Call.self, elements: ["methodCall", "call"], from: xml)
                    == Call(name: "b"))
        }
    }

    @Test func aTypedReadLooksAtTheRootOnly() {
        #expect(
            errorMessage {
                _ = try XMLReader.rootObject(
                    ofType: Call.self, element: "methodCall",
                    from: "<x>\n<methodCall><methodName>a</methodName></methodCall></x>")
            } == "line 1, column 3: the root element is <x>; expected <methodCall> at /x")
        #expect(
            errorMessage {
                _ = try XMLReader.rootObject(
                    ofType: Call.self, elements: ["methodCall", "call"], from: #"<call xmlns="urn:rpc"/>"#)
            }
                == #"line 1, column 22: the root element <call> is in the namespace "urn:rpc", not in no namespace; to read it, describe Call with ParsingDescription<Call>(namespace: .orNone("urn:rpc")) at /call"#
        )
    }

    @Test func readsFilesAndStreams() throws {
        let xml = Data("<?xml version=\"1.0\"?>\n<methodCall><methodName>x</methodName></methodCall>".utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID().uuidString).xml")
        try xml.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try XMLReader.rootObject(in: Self.types, from: url) as? Call == Call(name: "x"))
        #expect(
            try XMLReader.rootObject(in: Self.types, from: .stream(InputStream(data: xml))) as? Call == Call(name: "x"))
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

    @Test func aSingleNameIsNamedAlone() {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.rootObject(in: ["methodCall": Call.self], from: "<a/>")
        }
        #expect(error?.description == "line 1, column 3: the root element is <a>; expected <methodCall> at /a")
    }

    @Test func malformedAndEmptyDocumentsFailAsElsewhere() {
        let empty = #expect(throws: XMLReadingError.self) { try XMLReader.rootObject(in: Self.types, from: "") }
        #expect(empty?.code == .emptyDocument)
        #expect(empty?.description == "line 1, column 1: the document is empty")
        let unclosed = #expect(throws: XMLReadingError.self) {
            try XMLReader.rootObject(in: Self.types, from: "<methodCall>")
        }
        #expect(unclosed?.code == .unexpectedEndOfDocument)
        #expect(
            unclosed?.description == "line 1, column 13: the document ends before <methodCall> is closed at /methodCall"
        )
    }
}
