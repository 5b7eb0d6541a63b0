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
///   <soap:Body><Add xmlns="urn:example:calc"><a>2</a><b>3</b></Add></soap:Body>
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
        try await send(
            body, element: element, action: action, headers: headers, response: response,
            responseElement: responseElement, requiresUnderstanding: true
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
        try await send(
            body, element: element, action: action, headers: headers, response: response,
            responseElement: responseElement, requiresUnderstanding: false)
    }

    /// Sends the envelope and reads the reply; with `requiresUnderstanding`, a response header
    /// entry marked `mustUnderstand` is an error (``call(_:element:action:headers:response:responseElement:)``
    /// cannot hand it over).
    private func send<Body: XMLReadable, Response: XMLReadable>(
        _ body: Body, element: XMLName, action: String?, headers: [SOAPHeaderEntry], response: Response.Type,
        responseElement: XMLName, requiresUnderstanding: Bool
    ) async throws -> SOAPReply<Response> {
        let operation = element.localName
        let written = try XMLWriter(options: SOAPHeaderEntry.fragment).string(body, element: element)
        let envelope = version.envelope(body: written, headers: headers)
        let (contentType, httpHeaders) = try version.requestHeaders(action: action, operation: operation)
        let reply = try await client.send(envelope, contentType: contentType, headers: httpHeaders, context: operation)
        let shown = client.url.shownWithoutPassword
        let ok = (200..<300).contains(reply.statusCode)
        guard !reply.body.isEmpty else {
            guard ok else { throw statusError(reply, context: operation) }
            // A 202 (one-way operations) or 204: no envelope to read.
            throw XMLHTTPError(
                code: .httpStatus,
                message: "\(operation): \(shown) answered HTTP \(reply.statusCode) without a SOAP envelope",
                statusCode: reply.statusCode, body: reply.body)
        }

        // First pass: the envelope, its structure, the header entries, a fault.
        let shell: SOAPEnvelopeShell
        do {
            try SOAPVersion.refuseDocumentType(in: reply.body, operation: operation, url: shown)
            // Either version's envelope: a service answers a version it does not speak with a
            // VersionMismatch fault in its own.
            shell = try XMLReader.rootObject(
                ofType: SOAPEnvelopeShell.self, elements: SOAPVersion.envelopes, from: reply.body,
                options: client.options.reading)
        } catch {
            // An error page is not an envelope: the status says more than the reading error.
            guard ok else { throw statusError(reply, context: operation) }
            throw error
        }
        let answered = shell.version ?? version
        let parts: (header: SOAPHeaderShell?, body: SOAPBodyShell)
        do {
            parts = try shell.structure()
        } catch let problem {
            guard ok else { throw statusError(reply, context: operation) }
            throw XMLReadingError(
                code: .unexpectedElement,
                message: "\(operation): the \(answered) envelope from \(shown) is not valid: \(problem)",
                path: "/\(shell.name.localName)")
        }
        // A fault in the envelope's own version, whatever the status.
        if answered == .soap11, let fault = parts.body.fault11 {
            throw SOAPFault(fault, statusCode: reply.statusCode, url: shown)
        }
        if answered == .soap12, let fault = parts.body.fault12 {
            throw SOAPFault(fault, statusCode: reply.statusCode, url: shown)
        }
        guard ok else { throw statusError(reply, context: operation) }
        guard answered == version else {
            throw XMLReadingError(
                code: .unexpectedElement,
                message: "\(operation): \(shown) answered a \(answered) envelope to a \(version) request",
                path: "/\(shell.name.localName)")
        }
        let headerEntries = parts.header?.entries ?? []
        if requiresUnderstanding {
            let mandatory = parts.header?.mandatoryEntries(namespace: version.envelopeNamespace) ?? []
            if !mandatory.isEmpty {
                let names = mandatory.map { "<\($0.name)>" }.joined(separator: ", ")
                throw XMLReadingError(
                    code: .unexpectedElement,
                    message:
                        "\(operation): the response from \(shown) has header entries it must be understood with (mustUnderstand): \(names); read them with exchange(…)",
                    path: "/\(shell.name.localName)/\(parts.header?.name.localName ?? "Header")")
            }
        }
        let entries = parts.body.entryNames
        guard entries.contains(responseElement) else {
            let held = entries.isEmpty ? "nothing" : entries.map { "<\($0)>" }.joined(separator: ", ")
            throw XMLReadingError(
                code: .missingElement,
                message: "\(operation): the \(version) body from \(shown) holds \(held), not <\(responseElement)>",
                path: "/\(shell.name.localName)/\(parts.body.name.localName)")
        }

        // Second pass: the body's entry, as the model, with the response's own lines and paths.
        let content = try XMLReader.object(
            ofType: Response.self, element: responseElement, under: [shell.name, parts.body.name], from: reply.body,
            options: client.options.reading)
        return SOAPReply(headers: headerEntries, body: content)
    }

    private func statusError(_ reply: HTTPReply, context: String) -> XMLHTTPError {
        XMLHTTPError(refused: reply, url: client.url, context: context)
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
