import Foundation
import XMLReading

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends models as XML request bodies and reads the responses into models, each with its
/// `ParsingDescription`: XML over HTTP with no XML code in the app.
///
/// ```swift
/// struct Order: XMLReadable { var item = ""; var quantity = 0 … }      // <order><item>…</item>…
/// struct Receipt: XMLReadable { var number = ""; var total = 0.0 … }   // <receipt number="…">…
///
/// let client = XMLHTTPClient(url: URL(string: "https://example.com/orders")!)
/// let receipt = try await client.post(
///     Order(item: "tea", quantity: 2), element: "order", response: Receipt.self, responseElement: "receipt")
/// ```
///
/// The request is `POST`ed as `application/xml; charset=utf-8`; the response must have a 2xx status
/// and the root element `responseElement`. With ``XMLHTTPClientOptions`` it sends basic
/// authentication (also from the URL's user information), headers, and cookies the server set;
/// it compresses requests on request and reads compressed responses; it refuses responses over a
/// size limit as their bytes arrive; and cancelling the calling `Task` stops the request at once.
///
/// Errors: ``XMLHTTPError`` when there is no acceptable response (its status, a timeout, the size
/// limit, cancellation, a transport failure), `XMLReadingError` (with line and column) when the
/// response is not readable as the model. Messages name the URL without its password.
///
/// Copies of a client share its session and cookies. For SOAP services, see ``SOAPClient``.
public struct XMLHTTPClient: Sendable {
    /// Where requests go. User information in it (`https://name:pa%3Ass@host/`) is sent as basic
    /// authentication unless ``XMLHTTPClientOptions/credentials`` is set:
    /// `client.url = URL(string: "https://example.com/v2/orders")!`.
    public var url: URL
    /// How requests are sent and responses read: `client.options.timeout = 5`.
    public var options: XMLHTTPClientOptions
    /// The session, its delegate and the cookies, shared by copies of the client.
    let connection: HTTPConnection

    /// A client for `url` with `options`, sending requests through a session of its own made with
    /// `configuration` (by default ephemeral, without cookie or credential storage or cache: the
    /// client keeps cookies and sends credentials itself).
    ///
    /// `XMLHTTPClient(url: URL(string: "https://example.com/orders")!, options: XMLHTTPClientOptions(timeout: 10))`
    public init(
        url: URL, options: XMLHTTPClientOptions = XMLHTTPClientOptions(), configuration: URLSessionConfiguration? = nil
    ) {
        self.url = url
        self.options = options
        connection = HTTPConnection(
            configuration: configuration ?? HTTPConnection.configuration(timeout: options.timeout))
    }

    /// Posts `body`, written as the element `element`, and reads the response's root element
    /// `responseElement` as a `Response`.
    ///
    /// ```swift
    /// let receipt = try await client.post(order, element: "order", response: Receipt.self, responseElement: "receipt")
    /// ```
    public func post<Body: XMLReadable, Response: XMLReadable>(
        _ body: Body, element: XMLName, response: Response.Type, responseElement: XMLName
    ) async throws -> Response {
        let data = try XMLWriter(options: options.writing).data(body, element: element)
        let reply = try await send(data, contentType: "application/xml; charset=utf-8")
        guard (200..<300).contains(reply.statusCode) else {
            throw XMLHTTPError(refused: reply, url: url, context: nil)
        }
        return try XMLReader.rootObject(
            ofType: Response.self, element: responseElement, from: reply.body, options: options.reading)
    }

    /// Posts `body` with `contentType` and `headers` and returns the response, whatever its
    /// status.
    func send(_ body: Data, contentType: String, headers: [String: String] = [:], context: String? = nil)
        async throws(XMLHTTPError) -> HTTPReply
    {
        try await connection.post(
            HTTPPost(url: url, body: body, contentType: contentType, headers: headers), options: options,
            context: context)
    }
}
