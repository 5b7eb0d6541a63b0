import Foundation
import XMLHTTP
import XMLReading

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Calls methods on an XML-RPC server over HTTP.
///
/// ```swift
/// let client = XMLRPCClient(url: URL(string: "https://example.com/RPC2")!, timeout: 10)
/// let name = try await client.call("examples.getStateName", [41])        // .string("South Dakota")
/// let posts = try await client.call("blog.getRecentPosts", [1, 10], as: [Post].self)
///
/// // Many calls in one round trip (system.multicall, or one at a time when the server lacks it)
/// let results = try await client.multicall([XMLRPCMethodCall("add", [1, 2]), XMLRPCMethodCall("nope")])
/// try results[0].get()            // .int(3)
/// results[1]                      // .failure: call 1 (nope): fault 1: …
///
/// // A session: the cookie `login` sets goes with every later call, and the password never
/// // appears in errors
/// let session = XMLRPCClient(url: URL(string: "https://name:pa%3Ass@example.com/RPC2")!, timeout: 10)
/// _ = try await session.call("login", ["alice"])
/// let mine = try await session.call("posts.mine", as: [Post].self)
/// ```
///
/// Errors are distinct: ``XMLRPCFault`` when the server returns a fault, ``XMLRPCClientError``
/// for a timeout (`XMLReadingError.Code.timedOut`), an HTTP status other than 200
/// (`XMLReadingError.Code.httpStatus`), a response over
/// ``XMLRPCClientOptions/maximumResponseSize`` (`limitExceeded`), a cancelled `Task`
/// (`XMLReadingError.Code.cancelled`) or a transport failure, and
/// `XMLReadingError` when the response is not a readable XML-RPC response. Messages name the call
/// and the URL without its password.
///
/// Copies of a client share its cookies.
public struct XMLRPCClient: Sendable {
    /// The server's endpoint: `URL(string: "https://example.com/RPC2")!`. User information in it
    /// (`http://name:pa%3Ass@host/RPC2`) is sent as basic authentication unless
    /// ``XMLRPCClientOptions/credentials`` is set.
    public var url: URL
    /// How calls are made: `client.options.headers["X-Trace"] = "abc"`.
    public var options: XMLRPCClientOptions
    /// The session, its delegate and the cookies, shared by copies of the client.
    let shared: HTTPConnection

    /// The session that sends requests: the client's own, whose delegate receives every
    /// response (to count its bytes and answer authentication challenges), invalidated when the
    /// last copy of the client goes away. Its `configuration.timeoutIntervalForRequest` is the
    /// timeout given to `XMLRPCClient(url:timeout:)`, unless the client was given a configuration.
    public var session: URLSession { shared.session }

    /// Seconds to wait for a response (``XMLRPCClientOptions/timeout``): `client.timeout = 5`.
    public var timeout: TimeInterval {
        get { options.timeout }
        set { options.timeout = newValue }
    }

    /// Creates a client for the endpoint `url`, with its own ephemeral session whose request
    /// timeout is `timeout`: `XMLRPCClient(url: URL(string: "https://example.com/RPC2")!, timeout: 10)`.
    public init(url: URL, timeout: TimeInterval = 60) {
        self.init(url: url, options: XMLRPCClientOptions(timeout: timeout))
    }

    /// Creates a client for the endpoint `url` that sends requests through a session made with
    /// `session`'s configuration (its proxy, TLS and header settings; the client needs its own
    /// session delegate): `XMLRPCClient(url: url, timeout: 10, session: URLSession(configuration: proxied))`.
    public init(url: URL, timeout: TimeInterval, session: URLSession) {
        self.init(url: url, options: XMLRPCClientOptions(timeout: timeout), configuration: session.configuration)
    }

    /// Creates a client for the endpoint `url` with `options`, sending requests through a session
    /// of its own made with `configuration`: by default ephemeral, with the timeout set on it too
    /// (FoundationNetworking on Linux does not apply a request's own timeout), no cookie or
    /// credential storage (the client keeps cookies and sends credentials itself) and no cache.
    ///
    /// ```swift
    /// var options = XMLRPCClientOptions(timeout: 10)
    /// options.headers["X-Client"] = "reader/1.0"
    /// let client = XMLRPCClient(url: url, options: options, configuration: .default)
    /// ```
    public init(url: URL, options: XMLRPCClientOptions, configuration: URLSessionConfiguration? = nil) {
        self.url = url
        self.options = options
        self.shared = HTTPConnection(
            configuration: configuration ?? HTTPConnection.configuration(timeout: options.timeout))
    }

    /// Calls `method` and returns the value of its response.
    ///
    /// ```swift
    /// try await client.call("examples.getStateName", [41])     // .string("South Dakota")
    /// ```
    public func call(_ method: String, _ params: [XMLRPCValue] = []) async throws -> XMLRPCValue {
        try await call(method, params, as: XMLRPCValue.self)
    }

    /// Calls `method` and decodes the value of its response as `T`.
    ///
    /// ```swift
    /// let posts = try await client.call("blog.getRecentPosts", [1, 10], as: [Post].self)
    /// ```
    public func call<T: XMLRPCDecodable>(_ method: String, _ params: [XMLRPCValue] = [], as type: T.Type) async throws
        -> T
    {
        let data = try await send(XMLRPCMethodCall(method, params))
        return try XMLRPCResponse.decode(T.self, from: data, options: options.reading)
    }

    /// Calls `method` and decodes the value of its response as a `Decodable` `T`, its struct
    /// members matched to coding keys by name.
    ///
    /// ```swift
    /// struct Summary: Decodable { var postid: Int, title: String }
    /// let summaries = try await client.call("blog.getRecentPosts", [1, 10], as: [Summary].self)
    /// ```
    @_disfavoredOverload
    public func call<T: Decodable>(_ method: String, _ params: [XMLRPCValue] = [], as type: T.Type) async throws -> T {
        let data = try await send(XMLRPCMethodCall(method, params))
        return try XMLRPCResponse.decode(T.self, from: data, options: options.reading)
    }

    /// The URL as errors name it: ``url`` without its password.
    var shownURL: String { url.shownWithoutPassword }

    /// How the connection sends this client's requests.
    var settings: HTTPSettings {
        HTTPSettings(
            timeout: timeout, headers: options.headers, authorization: options.credentials?.authorization,
            maximumResponseSize: options.maximumResponseSize, keepsCookies: options.keepsCookies,
            compressesRequests: options.compressesRequests)
    }

    /// Posts the call and returns the response body.
    func send(_ call: XMLRPCMethodCall) async throws -> Data {
        let method = call.methodName
        let reply: HTTPReply
        do {
            reply = try await shared.post(
                HTTPPost(url: url, body: Data(call.xml.utf8), contentType: "text/xml; charset=utf-8"), settings)
        } catch {
            throw clientError(error, method: method)
        }
        guard reply.statusCode == 200 else {
            throw XMLRPCClientError(
                code: .httpStatus, message: "\(method): \(shownURL) answered HTTP \(reply.statusCode)",
                statusCode: reply.statusCode)
        }
        return reply.body
    }

    /// The error that says why the call of `method` has no response (the transport's own
    /// wording, starting with the method's name).
    private func clientError(_ failure: HTTPFailure, method: String) -> XMLRPCClientError {
        let error = XMLHTTPError(
            failure, url: url, limit: options.maximumResponseSize, timeout: timeout, context: method)
        return XMLRPCClientError(code: error.code, message: error.message, underlyingError: error.underlyingError)
    }
}
