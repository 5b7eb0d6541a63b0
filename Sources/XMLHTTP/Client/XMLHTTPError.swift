import Foundation
import XMLReading

/// Why a request of an ``XMLHTTPClient``, a ``SOAPClient`` or `XMLRPC`'s `XMLRPCClient` has no
/// response to read: a timeout, an HTTP status it does not accept, a response over the size limit,
/// a cancelled `Task`, or a transport failure. The one error of every XML client over HTTP. (A
/// response that is not readable as the model throws `XMLReadingError`; a SOAP fault,
/// ``SOAPFault``; an XML-RPC fault, `XMLRPCFault`.)
///
/// ```swift
/// do {
///     let receipt = try await client.post(order, element: "order", response: Receipt.self, responseElement: "receipt")
/// } catch let error as XMLHTTPError where error.code == .httpStatus {
///     print(error.statusCode!, error.message)  // 503 http://example.com/orders answered HTTP 503
/// }
/// ```
///
/// Messages name the URL without its password; a SOAP call's start with the body element's
/// name, an XML-RPC call's with the method's (`CONTEXT: ` below):
///
/// | Code | Message |
/// |---|---|
/// | `httpStatus` | `CONTEXT: URL answered HTTP 401` (a SOAP response without an envelope: `… answered HTTP 500 without a SOAP envelope`) |
/// | `timedOut` | `CONTEXT: no response from URL within 10.0 seconds` |
/// | `limitExceeded` | `CONTEXT: the response from URL exceeds the limit of 1048576 bytes`, or `… expands to more than the limit of 1048576 bytes` when compressed |
/// | `cancelled` | `CONTEXT: cancelled before URL answered` |
/// | `transport` | `CONTEXT: URL: ` and the `URLError`'s description; `CONTEXT: the response from URL is not readable gzip: ` and why; `CONTEXT: cannot compress the request: ` and why |
public struct XMLHTTPError: Error, Sendable, CustomStringConvertible {
    /// The kinds of failure share `XMLReading`'s codes: `.httpStatus`, `.timedOut`,
    /// `.limitExceeded`, `.cancelled`, `.transport`: `error.code == XMLHTTPError.Code.httpStatus`.
    public typealias Code = XMLReadingError.Code

    /// What went wrong: `error.code == .timedOut`.
    public let code: Code
    /// The whole message: `"http://example.com/orders answered HTTP 503"`.
    public let message: String
    /// The HTTP status, for `XMLReadingError.Code.httpStatus`: `error.statusCode == 503`.
    public let statusCode: Int?
    /// The response body that came with a refused status (decompressed), for
    /// `XMLReadingError.Code.httpStatus`: an error page, or a problem document:
    /// `String(decoding: error.body ?? Data(), as: UTF8.self)`.
    public let body: Data?
    /// The error underneath (a `URLError`, `CancellationError`), when there is one:
    /// `(error.underlyingError as? URLError)?.code == .cannotConnectToHost`.
    public let underlyingError: (any Error & Sendable)?

    /// An error with these values.
    ///
    /// `XMLHTTPError(code: .httpStatus, message: "http://host/ answered HTTP 404", statusCode: 404)`
    public init(
        code: Code, message: String, statusCode: Int? = nil, body: Data? = nil,
        underlyingError: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = message
        self.statusCode = statusCode
        self.body = body
        self.underlyingError = underlyingError
    }

    /// The message: `print(error)` prints `http://example.com/orders answered HTTP 503`.
    public var description: String { message }

    /// The error for a response whose status the client refuses; `context` starts the message:
    /// `examples.getStateName: http://name@example.com/RPC2 answered HTTP 401`.
    package init(refused reply: HTTPReply, url: URL, context: String?) {
        let prefix = context.map { "\($0): " } ?? ""
        self.init(
            code: .httpStatus, message: "\(prefix)\(url.shownWithoutPassword) answered HTTP \(reply.statusCode)",
            statusCode: reply.statusCode, body: reply.body)
    }

    /// The error that says why a request to `url` has no response; `context` (a SOAP body
    /// element's name) starts the message.
    package init(_ failure: HTTPFailure, url: URL, limit: Int, timeout: TimeInterval, context: String?) {
        let shown = url.shownWithoutPassword
        let prefix = context.map { "\($0): " } ?? ""
        switch failure {
        case .tooLarge:
            self.init(
                code: .limitExceeded, message: "\(prefix)the response from \(shown) exceeds the limit of \(limit) bytes"
            )
        case .expandsTooLarge:
            self.init(
                code: .limitExceeded,
                message: "\(prefix)the response from \(shown) expands to more than the limit of \(limit) bytes")
        case .unreadable(let encoding, let error):
            self.init(
                code: .transport, message: "\(prefix)the response from \(shown) is not readable \(encoding): \(error)")
        case .cannotCompress(let error):
            self.init(code: .transport, message: "\(prefix)cannot compress the request: \(error)")
        case .cancelled:
            self.init(
                code: .cancelled, message: "\(prefix)cancelled before \(shown) answered",
                underlyingError: CancellationError())
        case .timedOut(let error):
            self.init(
                code: .timedOut, message: "\(prefix)no response from \(shown) within \(timeout) seconds",
                underlyingError: error)
        case .transport(let error):
            self.init(
                code: .transport, message: "\(prefix)\(shown): \(error.localizedDescription)", underlyingError: error)
        }
    }
}
