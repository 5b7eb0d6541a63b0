import Foundation
import XMLReading

/// How an ``XMLHTTPClient`` (and a ``SOAPClient``) sends requests and reads responses.
///
/// ```swift
/// var options = XMLHTTPClientOptions(timeout: 10)
/// options.credentials = XMLHTTPCredentials(user: "name", password: "secret")
/// options.headers["X-Trace"] = "42"
/// options.compressesRequests = true                // Content-Encoding: gzip
/// options.maximumResponseSize = 8 << 20            // refuse responses over 8 MiB
/// let client = XMLHTTPClient(url: URL(string: "https://example.com/orders")!, options: options)
/// ```
///
/// `XMLRPC`'s client takes these settings too, as `XMLRPCClientOptions.http`.
public struct XMLHTTPClientOptions: Sendable {
    /// Seconds to wait for the whole response (60 by default): `XMLHTTPClientOptions(timeout: 10)`.
    /// For `XMLInput.http`, the longest wait for the next bytes of the document.
    public var timeout: TimeInterval
    /// Basic authentication sent with every request (before any challenge); `nil` takes it from
    /// the URL's user information (`https://name:pa%3Ass@host/`), if any:
    /// `options.credentials = XMLHTTPCredentials(user: "name", password: "secret")`.
    public var credentials: XMLHTTPCredentials?
    /// Headers sent with every request (`Content-Type` and `Authorization` are the client's own):
    /// `options.headers["X-Trace"] = "42"`.
    public var headers: [String: String]
    /// The most bytes a response body may have, as received and once decompressed: 64 MiB by
    /// default. A larger one ends the request with `XMLReadingError.Code.limitExceeded`:
    /// `options.maximumResponseSize = 8 << 20`.
    public var maximumResponseSize: Int
    /// Whether cookies the server sets are sent back with later requests (a session login); on
    /// by default: `options.keepsCookies = false` sends none.
    public var keepsCookies: Bool
    /// Whether request bodies are sent gzip-compressed (`Content-Encoding: gzip`); responses are
    /// accepted compressed either way: `options.compressesRequests = true`.
    public var compressesRequests: Bool
    /// How responses are read: the limits and DTD policy of `XMLReading`:
    /// `options.reading = ReadingOptions(maximumDepth: 64)`.
    public var reading: ReadingOptions
    /// How request bodies are written; by default without indentation:
    /// `options.writing = WritingOptions(prettyPrinted: true)`.
    public var writing: WritingOptions

    /// Options with these values; every one has a default.
    ///
    /// `XMLHTTPClientOptions(timeout: 5, headers: ["X-Trace": "42"])`
    public init(
        timeout: TimeInterval = 60, credentials: XMLHTTPCredentials? = nil, headers: [String: String] = [:],
        maximumResponseSize: Int = 64 << 20, keepsCookies: Bool = true, compressesRequests: Bool = false,
        reading: ReadingOptions = ReadingOptions(), writing: WritingOptions = WritingOptions(prettyPrinted: false)
    ) {
        self.timeout = timeout
        self.credentials = credentials
        self.headers = headers
        self.maximumResponseSize = maximumResponseSize
        self.keepsCookies = keepsCookies
        self.compressesRequests = compressesRequests
        self.reading = reading
        self.writing = writing
    }

    /// The transport's settings.
    var settings: HTTPSettings {
        HTTPSettings(
            timeout: timeout, headers: headers,
            authorization: credentials.map { BasicAuthorization(user: $0.user, password: $0.password).headerValue },
            maximumResponseSize: maximumResponseSize, keepsCookies: keepsCookies,
            compressesRequests: compressesRequests)
    }
}
