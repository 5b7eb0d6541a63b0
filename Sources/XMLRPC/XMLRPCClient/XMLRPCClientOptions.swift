import Foundation

/// How an ``XMLRPCClient`` calls its server; every choice has a safe default.
///
/// ```swift
/// var options = XMLRPCClientOptions(timeout: 10)
/// options.credentials = XMLRPCCredentials(user: "name", password: "secret")
/// options.headers["X-Trace"] = "abc"
/// options.maximumResponseSize = 1 << 20           // 1 MiB
/// options.reading = .lenient                      // <i4>5000000000</i4>, string faultCodes
/// let client = XMLRPCClient(url: URL(string: "https://example.com/RPC2")!, options: options)
/// ```
public struct XMLRPCClientOptions: Sendable {
    /// Seconds to wait for a response (whole seconds on Linux, where FoundationNetworking rounds
    /// down): `XMLRPCClientOptions(timeout: 10)`.
    public var timeout: TimeInterval
    /// The user and password sent with every call (HTTP basic authentication); `nil` takes them
    /// from the URL's user information, if any:
    /// `options.credentials = XMLRPCCredentials(user: "name", password: "secret")`.
    public var credentials: XMLRPCCredentials?
    /// Extra HTTP headers sent with every call. `Content-Type`, `Authorization` and `Cookie` are
    /// the client's own and override these: `options.headers["X-Trace"] = "abc"`.
    public var headers: [String: String]
    /// The most bytes a response may have, 64 MiB by default; a larger one ends the call with an
    /// ``XMLRPCClientError`` of code `limitExceeded` as soon as its size shows, so a hostile server
    /// cannot exhaust memory: `options.maximumResponseSize = 1 << 20` (1 MiB).
    public var maximumResponseSize: Int
    /// How strictly responses are read (``XMLRPCReadingOptions/strict`` by default):
    /// `options.reading = .lenient`.
    public var reading: XMLRPCReadingOptions
    /// Whether ``XMLRPCClient/multicall(_:)`` tries `system.multicall` first; `false` makes one
    /// call at a time straight away: `options.usesMulticall = false`.
    public var usesMulticall: Bool
    /// Whether cookies the server sets are sent back with later calls (a session login), `true`
    /// by default: `options.keepsCookies = false` sends none.
    public var keepsCookies: Bool
    /// Whether requests are sent gzip-compressed (`Content-Encoding: gzip`); off by default, since
    /// a server must accept them (Python's `SimpleXMLRPCRequestHandler` does). Responses compressed
    /// with gzip or deflate are decompressed whatever this says, within ``maximumResponseSize``:
    /// `options.compressesRequests = true`.
    public var compressesRequests: Bool

    /// Creates options: `XMLRPCClientOptions(timeout: 10, maximumResponseSize: 1 << 20, compressesRequests: true)`.
    public init(
        timeout: TimeInterval = 60, credentials: XMLRPCCredentials? = nil, headers: [String: String] = [:],
        maximumResponseSize: Int = 64 << 20, reading: XMLRPCReadingOptions = .strict, usesMulticall: Bool = true,
        keepsCookies: Bool = true, compressesRequests: Bool = false
    ) {
        self.timeout = timeout
        self.credentials = credentials
        self.headers = headers
        self.maximumResponseSize = maximumResponseSize
        self.reading = reading
        self.usesMulticall = usesMulticall
        self.keepsCookies = keepsCookies
        self.compressesRequests = compressesRequests
    }
}
