import Foundation
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
/// ```
///
/// Errors are distinct: ``XMLRPCFault`` when the server returns a fault, ``XMLRPCClientError``
/// for a timeout (``XMLRPCClientError/Code/timedOut``), an HTTP status other than 200
/// (``XMLRPCClientError/Code/httpStatus``) or a transport failure, and `XMLReadingError` when the
/// response is not a readable XML-RPC response.
public struct XMLRPCClient: Sendable {
    /// The server's endpoint.
    public var url: URL
    /// Seconds to wait for a response.
    public var timeout: TimeInterval
    /// The session that sends requests.
    public var session: URLSession

    /// Creates a client for the endpoint `url`, with its own ephemeral session whose request
    /// timeout is `timeout` (set on the session too, because FoundationNetworking on Linux does not
    /// apply a request's own timeout).
    public init(url: URL, timeout: TimeInterval = 60) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        self.init(url: url, timeout: timeout, session: URLSession(configuration: configuration))
    }

    /// Creates a client for the endpoint `url` that sends requests through `session`.
    public init(url: URL, timeout: TimeInterval, session: URLSession) {
        self.url = url
        self.timeout = timeout
        self.session = session
    }

    /// Calls `method` and returns the value of its response.
    public func call(_ method: String, _ params: [XMLRPCValue] = []) async throws -> XMLRPCValue {
        try await call(method, params, as: XMLRPCValue.self)
    }

    /// Calls `method` and decodes the value of its response as `T`.
    public func call<T: XMLRPCDecodable>(_ method: String, _ params: [XMLRPCValue] = [], as type: T.Type) async throws
        -> T
    {
        try XMLRPCResponse.decode(T.self, from: try await send(XMLRPCMethodCall(method, params)))
    }

    /// Calls `method` and decodes the value of its response as a `Decodable` `T`.
    @_disfavoredOverload
    public func call<T: Decodable>(_ method: String, _ params: [XMLRPCValue] = [], as type: T.Type) async throws -> T {
        try XMLRPCResponse.decode(T.self, from: try await send(XMLRPCMethodCall(method, params)))
    }

    /// Posts the call and returns the response body.
    func send(_ call: XMLRPCMethodCall) async throws -> Data {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("text/xml; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(call.xml.utf8)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError where error.code == .timedOut {
            throw XMLRPCClientError(
                code: .timedOut, message: "\(call.methodName): no response from \(url) within \(timeout) seconds",
                underlyingError: error)
        } catch let error as URLError {
            throw XMLRPCClientError(
                code: .transport, message: "\(call.methodName): \(url): \(error.localizedDescription)",
                underlyingError: error)
        }
        if let http = response as? HTTPURLResponse, http.statusCode != 200 {
            throw XMLRPCClientError(
                code: .httpStatus,
                message: "\(call.methodName): \(url) answered HTTP \(http.statusCode)",
                statusCode: http.statusCode)
        }
        return data
    }
}
