import Foundation
import XMLReading

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Calls a SOAP service: the request model written inside a SOAP envelope, the response's body
/// read into a model, a fault thrown as a ``SOAPFault``.
///
/// ```swift
/// let calc = "urn:example:calc"
/// struct Add: XMLReadable { var a = 0; var b = 0 … }          // ParsingDescription(namespace: …)
/// struct AddResponse: XMLReadable { var result = 0 … }
///
/// let client = SOAPClient(url: URL(string: "https://example.com/calc")!, version: .soap11)
/// let sum = try await client.call(
///     Add(a: 2, b: 3), element: XMLName("Add", namespace: calc), action: "urn:example:calc#Add",
///     response: AddResponse.self, responseElement: XMLName("AddResponse", namespace: calc))
/// sum.result   // 5
/// ```
///
/// ```xml
/// POST /calc   Content-Type: text/xml; charset=utf-8   SOAPAction: "urn:example:calc#Add"
/// <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
///   <soap:Body><ns1:Add xmlns:ns1="urn:example:calc"><ns1:a>2</ns1:a><ns1:b>3</ns1:b></ns1:Add></soap:Body>
/// </soap:Envelope>
/// ```
///
/// Both versions (``SOAPVersion``): SOAP 1.1 sends the action in a `SOAPAction` header, SOAP 1.2 in
/// the media type. Header entries go in ``SOAPHeaderEntry`` values; the response's header entries
/// come back with ``exchange(_:element:action:headers:response:responseElement:)``. Sending goes
/// through an ``XMLHTTPClient``, with all its options: credentials, headers, cookies, gzip, the
/// response size limit, cancellation.
///
/// Errors: ``SOAPFault`` for a fault (whatever the HTTP status), ``XMLHTTPError`` for no
/// acceptable response (a status other than 2xx without a fault, a timeout…), and
/// `XMLReadingError` with line and column for a response that is not a readable envelope of the
/// client's version, or whose body's entry is not readable as the model.
public struct SOAPClient: Sendable {
    /// The HTTP client that sends the envelopes: the endpoint, the options, the session and its
    /// cookies: `soap.client.options.timeout = 5`.
    public var client: XMLHTTPClient
    /// The SOAP version spoken: `soap.version = .soap12`.
    public var version: SOAPVersion

    /// A client for the service at `url`.
    ///
    /// `SOAPClient(url: URL(string: "https://example.com/calc")!, version: .soap12, options: XMLHTTPClientOptions(timeout: 10))`
    public init(url: URL, version: SOAPVersion = .soap11, options: XMLHTTPClientOptions = XMLHTTPClientOptions()) {
        self.init(client: XMLHTTPClient(url: url, options: options), version: version)
    }

    /// A client that sends its envelopes with `client` (sharing its session and cookies).
    ///
    /// `SOAPClient(client: XMLHTTPClient(url: endpoint), version: .soap11)`
    public init(client: XMLHTTPClient, version: SOAPVersion = .soap11) {
        self.client = client
        self.version = version
    }

    /// Sends `body`, written as `element` in a SOAP envelope with the header entries `headers`,
    /// and reads the response body's entry `responseElement` as a `Response`.
    ///
    /// ```swift
    /// let sum = try await client.call(Add(a: 2, b: 3), element: add, action: "urn:example:calc#Add",
    ///                                 response: AddResponse.self, responseElement: addResponse)
    /// ```
    public func call<Body: XMLReadable, Response: XMLReadable>(
        _ body: Body, element: XMLName, action: String? = nil, headers: [SOAPHeaderEntry] = [],
        response: Response.Type, responseElement: XMLName
    ) async throws -> Response {
        try await exchange(
            body, element: element, action: action, headers: headers, response: response,
            responseElement: responseElement
        ).body
    }

    /// The same as ``call(_:element:action:headers:response:responseElement:)``, returning the
    /// response's header entries too.
    ///
    /// ```swift
    /// let reply = try await client.exchange(Add(a: 2, b: 3), element: add, response: AddResponse.self,
    ///                                       responseElement: addResponse)
    /// reply.headers.first?.name   // XMLName("Usage", namespace: "urn:example:billing")
    /// reply.body.result           // 5
    /// ```
    public func exchange<Body: XMLReadable, Response: XMLReadable>(
        _ body: Body, element: XMLName, action: String? = nil, headers: [SOAPHeaderEntry] = [],
        response: Response.Type, responseElement: XMLName
    ) async throws -> SOAPReply<Response> {
        let written = try XMLWriter(options: SOAPHeaderEntry.fragment).string(body, element: element)
        let envelope = version.envelope(body: written, headers: headers)
        let (contentType, httpHeaders) = version.requestHeaders(action: action)
        let reply = try await client.send(
            envelope, contentType: contentType, headers: httpHeaders, context: element.localName)

        let shown = client.url.shownWithoutPassword
        let ok = (200..<300).contains(reply.statusCode)
        let shell: SOAPEnvelopeShell
        do {
            // Either version's envelope: a service answers a version it does not speak with a
            // VersionMismatch fault in its own.
            shell = try XMLReader.rootObject(
                ofType: SOAPEnvelopeShell.self, elements: SOAPVersion.envelopes, from: reply.body,
                options: client.options.reading)
        } catch {
            // An error page is not an envelope: the status says more than the reading error.
            guard ok else { throw statusError(reply, context: element.localName) }
            throw error
        }
        if let fault = shell.body?.fault11 {
            throw SOAPFault(fault, statusCode: reply.statusCode, url: shown)
        }
        if let fault = shell.body?.fault12 {
            throw SOAPFault(fault, statusCode: reply.statusCode, url: shown)
        }
        guard ok else { throw statusError(reply, context: element.localName) }
        if let answered = shell.version, answered != version {
            throw XMLReadingError(
                code: .unexpectedElement,
                message: "\(element.localName): \(shown) answered a \(answered) envelope to a \(version) request",
                path: "/\(shell.name.localName)")
        }
        guard shell.body != nil else {
            throw XMLReadingError(
                code: .missingElement,
                message: "\(element.localName): the \(version) envelope from \(shown) has no Body",
                path: "/\(shell.name.localName)")
        }
        let content = try XMLReader.object(
            ofType: Response.self, element: responseElement, from: reply.body, options: client.options.reading)
        return SOAPReply(headers: shell.header?.entries ?? [], body: content)
    }

    private func statusError(_ reply: HTTPReply, context: String) -> XMLHTTPError {
        XMLHTTPError(
            code: .httpStatus,
            message: "\(context): \(client.url.shownWithoutPassword) answered HTTP \(reply.statusCode)",
            statusCode: reply.statusCode, body: reply.body)
    }
}

/// A SOAP response: its header entries and its body's entry, read as a model.
///
/// `let reply = try await client.exchange(…); reply.headers; reply.body.result`
public struct SOAPReply<Body> {
    /// The entries of the response's `Header`, as elements:
    /// `reply.headers.first?.name == XMLName("Usage", namespace: "urn:example:billing")`.
    public var headers: [AnyElement]
    /// The response body's entry, read as the model asked for: `reply.body.result == 5`.
    public var body: Body
}

extension SOAPReply: Sendable where Body: Sendable {}
