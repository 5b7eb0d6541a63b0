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
/// Errors are distinct: ``XMLRPCFault`` when the server returns a fault; `XMLHTTPError` (the
/// error of every XML client over HTTP) when no response arrives or it is refused: a timeout
/// (`XMLReadingError.Code.timedOut`), an HTTP status other than 200
/// (`XMLReadingError.Code.httpStatus`), a response over `options.http.maximumResponseSize`
/// (`limitExceeded`), a cancelled `Task` (`XMLReadingError.Code.cancelled`) or a transport
/// failure (`XMLReadingError.Code.transport`); and `XMLReadingError` when the response is not a
/// readable XML-RPC response. Messages start with the method's name and name the URL without its
/// password: `examples.getStateName: http://name@example.com/RPC2 answered HTTP 401`.
///
/// Copies of a client share its cookies.
public struct XMLRPCClient: Sendable {
    /// The server's endpoint: `URL(string: "https://example.com/RPC2")!`. User information in it
    /// (`http://name:pa%3Ass@host/RPC2`) is sent as basic authentication unless
    /// `options.http.credentials` is set.
    public var url: URL
    /// How calls are made: `client.options.http.headers["X-Trace"] = "abc"`.
    public var options: XMLRPCClientOptions
    /// The session, its delegate and the cookies, shared by copies of the client.
    let shared: HTTPConnection

    /// The session that sends requests: the client's own, whose delegate receives every
    /// response (to count its bytes and answer authentication challenges), invalidated when the
    /// last copy of the client goes away. Its `configuration.timeoutIntervalForRequest` is the
    /// timeout given to `XMLRPCClient(url:timeout:)`, unless the client was given a configuration.
    public var session: URLSession { shared.session }

    /// Seconds to wait for a response (`options.http.timeout`): `client.timeout = 5`.
    public var timeout: TimeInterval {
        get { options.http.timeout }
        set { options.http.timeout = newValue }
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
    /// options.http.headers["X-Client"] = "reader/1.0"
    /// let client = XMLRPCClient(url: url, options: options, configuration: .default)
    /// ```
    public init(url: URL, options: XMLRPCClientOptions, configuration: URLSessionConfiguration? = nil) {
        self.url = url
        self.options = options
        self.shared = HTTPConnection(
            configuration: configuration ?? HTTPConnection.configuration(timeout: options.http.timeout))
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
        return try value(in: data) { value in try T.decode(value, in: XMLRPCDecodingContext()) }
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
        return try value(in: data) { value in try XMLRPCValueDecoder(value: value, steps: []).decode(T.self) }
    }

    /// The response in `data`, read as ``options`` say: strictly or not and on which parser
    /// (``XMLRPCClientOptions/reading``), within the limits and DTD policy of `http.reading`; a
    /// fault is thrown.
    func response(in data: Data) throws -> XMLRPCResponse {
        try options.reading.bound { try XMLRPCResponse.read(from: data, limits: options.responseReading) }
    }

    /// The value of the response in `data`, read as ``response(in:)`` reads it and decoded by `body`.
    func value<T>(in data: Data, _ body: (XMLRPCValue) throws -> T) throws -> T {
        try options.reading.bound {
            try XMLRPCResponse.decodeValue(from: .data(data), limits: options.responseReading, body)
        }
    }

    /// Posts the call and returns the response body; no response, or a status other than 200,
    /// throws the `XMLHTTPError` that says why, its message starting with the method's name.
    func send(_ call: XMLRPCMethodCall) async throws(XMLHTTPError) -> Data {
        let reply = try await shared.post(
            HTTPPost(url: url, body: Data(call.xml.utf8), contentType: "text/xml; charset=utf-8"),
            options: options.http,
            context: call.methodName)
        guard reply.statusCode == 200 else {
            throw XMLHTTPError(refused: reply, url: url, context: call.methodName)
        }
        return reply.body
    }
}
