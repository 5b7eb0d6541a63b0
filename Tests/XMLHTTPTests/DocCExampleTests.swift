import Foundation
import Testing
@testable import XMLHTTP
import XMLReading

/// The examples of XMLHTTP's DocC catalog (`Sources/XMLHTTP/XMLHTTP.docc`), with the XML their
/// articles show on the wire. The examples that need a server are compiled here
/// (``clientExamples(url:)`` is never called) and run against the Python servers in
/// `SOAPClientTests`, `XMLHTTPClientTests` and `HTTPReadingTests`, with the same values.
@Suite struct DocCExampleTests {
    struct Add: XMLReadable {
        var a = 0, b = 0
        static let parsingDescription = ParsingDescription<Add>(namespace: "urn:example:calc") {
            Element("a", \.a)
            Element("b", \.b)
        }
    }

    struct AddResponse: XMLReadable {
        var result = 0
        static let parsingDescription = ParsingDescription<AddResponse>(namespace: "urn:example:calc") {
            Element("result", \.result)
        }
    }

    struct Credentials: XMLReadable {
        var token = ""
        static let parsingDescription = ParsingDescription<Credentials>(namespace: "urn:example:auth") {
            Element("token", \.token)
        }
    }

    struct Problem: XMLReadable {
        var severity = "", operand = ""
        static let parsingDescription = ParsingDescription<Problem>(namespace: "urn:example:calc") {
            Attribute(XMLName("severity", namespace: "urn:example:calc"), \.severity)
            Element("operand", \.operand)
        }
    }

    struct Order: XMLReadable {
        var item = "", quantity = 0
        static let parsingDescription = ParsingDescription<Order> {
            Element("item", \.item)
            Element("quantity", \.quantity)
        }
    }

    struct Receipt: XMLReadable {
        var number = "", item = "", total = 0.0
        static let parsingDescription = ParsingDescription<Receipt> {
            Attribute("number", \.number)
            Element("item", \.item)
            Element("total", \.total)
        }
    }

    struct Book: XMLReadable, Sendable {
        var id = 0, title = ""
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id)
            Element("title", \.title)
        }
    }

    let add = XMLName("Add", namespace: "urn:example:calc")
    let addResponse = XMLName("AddResponse", namespace: "urn:example:calc")

    /// The body a SOAP client writes inside the envelope.
    func body(_ add: Add) throws -> String {
        try XMLWriter(options: SOAPHeaderEntry.fragment).string(add, element: self.add)
    }

    // MARK: Posting models as XML

    @Test func theOrderOnTheWire() throws {
        let data = try XMLWriter(options: XMLHTTPClientOptions().writing).data(
            Order(item: "tea", quantity: 3), element: "order")
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"<?xml version="1.0" encoding="UTF-8"?><order><item>tea</item><quantity>3</quantity></order>"#)
        let receipt = try XMLReader.rootObject(
            ofType: Receipt.self, element: "receipt",
            from: #"<receipt number="R-1"><item>tea</item><total>7.50</total></receipt>"#)
        #expect(receipt.number == "R-1")
        #expect(receipt.total == 7.5)
    }

    @Test func credentialsFromTheURL() {
        let credentials = XMLHTTPCredentials(url: URL(string: "https://name:pa%3Ass@example.com/orders")!)
        #expect(credentials == XMLHTTPCredentials(user: "name", password: "pa:ss"))
        #expect(XMLHTTPCredentials(url: URL(string: "https://example.com/orders")!) == nil)
    }

    // MARK: Calling SOAP services

    @Test func bothVersionsOnTheWire() throws {
        let written = try body(Add(a: 2, b: 3))
        #expect(
            String(decoding: SOAPVersion.soap11.envelope(body: written, headers: []), as: UTF8.self)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + #"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><Add xmlns="urn:example:calc"><a>2</a><b>3</b></Add></soap:Body></soap:Envelope>"#
        )
        #expect(
            String(decoding: SOAPVersion.soap12.envelope(body: written, headers: []), as: UTF8.self)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + #"<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><Add xmlns="urn:example:calc"><a>2</a><b>3</b></Add></soap:Body></soap:Envelope>"#
        )
        let soap11 = try SOAPVersion.soap11.requestHeaders(action: "urn:example:calc#Add")
        #expect(soap11.contentType == "text/xml; charset=utf-8")
        #expect(soap11.headers == ["SOAPAction": #""urn:example:calc#Add""#])
        #expect(try SOAPVersion.soap11.requestHeaders(action: nil).headers == ["SOAPAction": #""""#])
        let soap12 = try SOAPVersion.soap12.requestHeaders(action: "urn:example:calc#Add")
        #expect(soap12.contentType == #"application/soap+xml; charset=utf-8; action="urn:example:calc#Add""#)
        #expect(soap12.headers.isEmpty)
        #expect(try SOAPVersion.soap12.requestHeaders(action: nil).contentType == "application/soap+xml; charset=utf-8")
        #expect("\(SOAPVersion.soap12)" == "SOAP 1.2")
    }

    @Test func headerEntriesOnTheWire() throws {
        let credentials = try SOAPHeaderEntry(
            Credentials(token: "t0k"), element: XMLName("Credentials", namespace: "urn:example:auth"),
            mustUnderstand: true)
        let trace = try SOAPHeaderEntry(
            AnyElement(XMLName("Trace", namespace: "urn:example:trace"), content: [.text("42")]))
        let envelope = String(
            decoding: SOAPVersion.soap11.envelope(body: "…", headers: [credentials, trace]), as: UTF8.self)
        #expect(
            envelope.split(separator: "\n").last
                == #"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><Credentials soap:mustUnderstand="1" xmlns="urn:example:auth"><token>t0k</token></Credentials><ns1:Trace xmlns:ns1="urn:example:trace">42</ns1:Trace></soap:Header><soap:Body>…</soap:Body></soap:Envelope>"#
        )
        let soap12 = String(decoding: SOAPVersion.soap12.envelope(body: "…", headers: [credentials]), as: UTF8.self)
        #expect(soap12.contains(#"<Credentials soap:mustUnderstand="true" xmlns="urn:example:auth">"#))
    }

    @Test func faultsAndTheirDetail() throws {
        // <m:problem xmlns:m="urn:example:calc" m:severity="high"><m:operand>b</m:operand></m:problem>
        let detail = AnyElement(
            XMLName("problem", namespace: "urn:example:calc"),
            attributes: [XMLName("severity", namespace: "urn:example:calc"): "high"],
            content: [.element(AnyElement(XMLName("operand", namespace: "urn:example:calc"), content: [.text("b")]))])
        let fault = SOAPFault(
            version: .soap12, code: "e:Sender", subcodes: ["m:DivisionByZero"], reason: "division by zero",
            actor: "http://calc.example/role", node: "http://calc.example/node", detail: [detail], statusCode: 400,
            url: "https://example.com/calc")
        #expect(fault.codeName == "Sender")
        #expect(
            "\(fault)"
                == "SOAP 1.2 fault e:Sender / m:DivisionByZero from https://example.com/calc: division by zero")
        let problem = try fault.detail(as: Problem.self, element: XMLName("problem", namespace: "urn:example:calc"))
        #expect(problem?.operand == "b")
        #expect(problem?.severity == "high")
        #expect(try fault.detail(as: Problem.self, element: XMLName("other", namespace: "urn:example:calc")) == nil)
    }

    // MARK: Compiled, not run: they need a server

    func clientExamples(url: URL) async throws {
        // Posting models as XML
        var options = XMLHTTPClientOptions(timeout: 10)
        options.credentials = XMLHTTPCredentials(user: "name", password: "pa:ss")
        options.headers["X-Trace"] = "42"
        options.compressesRequests = true
        options.maximumResponseSize = 8 << 20
        options.keepsCookies = false
        options.reading = ReadingOptions(maximumDepth: 64)
        options.writing = WritingOptions(prettyPrinted: true)
        let client = XMLHTTPClient(url: url, options: options, configuration: .ephemeral)
        do {
            let receipt = try await client.post(
                Order(item: "tea", quantity: 1), element: "order", response: Receipt.self, responseElement: "receipt")
            print(receipt.total)
        } catch let error as XMLHTTPError {
            switch error.code {
            case .httpStatus:
                print("HTTP", error.statusCode ?? 0, String(decoding: error.body ?? Data(), as: UTF8.self))
            case .timedOut, .transport: print("unreachable:", error)
            case .limitExceeded: print("too large:", error)
            case .cancelled: return
            default: print(error)
            }
        } catch let error as XMLReadingError {
            print("not a readable receipt:", error)
        }

        // Calling SOAP services
        var soap = SOAPClient(url: url, version: .soap11)
        let sum = try await soap.call(
            Add(a: 2, b: 3), element: add, action: "urn:example:calc#Add", response: AddResponse.self,
            responseElement: addResponse)
        print(sum.result)
        let credentials = try SOAPHeaderEntry(
            Credentials(token: "t0k"), element: XMLName("Credentials", namespace: "urn:example:auth"),
            mustUnderstand: true)
        let reply = try await soap.exchange(
            Add(a: 1, b: 1), element: add, headers: [credentials], response: AddResponse.self,
            responseElement: addResponse)
        print(reply.body.result, reply.headers.first?.name as Any)
        print(reply.headers.first?.attributes[XMLName("unit", namespace: "urn:example:billing")] as Any)
        do {
            _ = try await soap.call(
                Add(a: 1, b: 0), element: XMLName("Divide", namespace: "urn:example:calc"),
                response: AddResponse.self, responseElement: XMLName("DivideResponse", namespace: "urn:example:calc"))
        } catch let fault as SOAPFault {
            print(fault)
            if fault.codeName == "Client",
                let problem = try fault.detail(
                    as: Problem.self, element: XMLName("problem", namespace: "urn:example:calc"))
            {
                print(problem.operand)
            }
        }
        soap = SOAPClient(client: client, version: .soap12)
        soap.client.options.timeout = 5

        // Reading documents over the network
        let books = try XMLReader.objects(ofType: Book.self, element: "book", from: .http(url))
        print(books.count)
        for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: .http(url)) {
            print(book.title)
        }
        try XMLReader.forEach(ofType: Book.self, element: "book", from: .http(url)) { book, stop in
            print(book.title)
            if book.id == 42 { stop = true }
        }
        let reading = Task {
            for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: .http(url)) {
                print(book.title)
            }
        }
        reading.cancel()
        let progress = Progress(totalUnitCount: 0)
        _ = try XMLReader.objects(ofType: Book.self, element: "book", from: .http(url, progress: progress))
        print(progress.fractionCompleted)
        var limited = XMLHTTPClientOptions(timeout: 30)
        limited.maximumResponseSize = 4_000
        do {
            try XMLReader.forEach(ofType: Book.self, element: "book", from: .http(url, options: limited)) { book, _ in
                print(book.title)
            }
        } catch let error as XMLReadingError {
            switch error.code {
            case .httpStatus: print("not there:", error)
            case .transport, .timedOut: print("unreachable:", error)
            case .limitExceeded: print("too large:", error)
            case .cancelled: return
            default: print("not a readable catalog:", error)
            }
        }
    }
}
