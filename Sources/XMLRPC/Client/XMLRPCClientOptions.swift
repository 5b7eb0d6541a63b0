import Foundation
import XMLHTTP
import XMLReading

/// How an ``XMLRPCClient`` calls its server: the HTTP settings every XML client shares, and what
/// only XML-RPC needs. Every choice has a safe default.
///
/// ```swift
/// var options = XMLRPCClientOptions(timeout: 10)
/// options.http.credentials = XMLHTTPCredentials(user: "name", password: "secret")
/// options.http.headers["X-Trace"] = "abc"
/// options.http.maximumResponseSize = 1 << 20      // 1 MiB
/// options.reading = .lenient                      // <i4>5000000000</i4>, string faultCodes
/// options.reading.parser = .libxml2               // responses read on libxml2
/// let client = XMLRPCClient(url: URL(string: "https://example.com/RPC2")!, options: options)
/// ```
public struct XMLRPCClientOptions: Sendable {
    /// How calls travel: the timeout, basic authentication (`nil` takes it from the URL's user
    /// information), extra headers (`Content-Type`, `Authorization` and `Cookie` are the client's
    /// own and override these), the response size limit (64 MiB by default; a larger response
    /// ends the call with `XMLHTTPError` of code `limitExceeded` as soon as its size shows),
    /// cookies and gzip-compressed requests (off by default: a server must accept them, as
    /// Python's `SimpleXMLRPCRequestHandler` does).
    ///
    /// `options.http.compressesRequests = true`
    ///
    /// Its `reading` sets the limits and DTD policy responses are read with
    /// (`options.http.reading = ReadingOptions(maximumDepth: 64)`), but not their parser, which
    /// ``reading`` chooses; its `writing` is not used, since calls are written as XML-RPC. On Linux, FoundationNetworking rounds the timeout down to whole
    /// seconds.
    public var http: XMLHTTPClientOptions
    /// How strictly responses are read (``XMLRPCReadingOptions/strict`` by default), and on which
    /// parser (``XMLRPCReadingOptions/parser``; the parser of `http.reading` is not used):
    /// `options.reading = .lenient`, `options.reading.parser = .libxml2`.
    public var reading: XMLRPCReadingOptions
    /// Whether ``XMLRPCClient/multicall(_:)`` tries `system.multicall` first; `false` makes one
    /// call at a time straight away: `options.usesMulticall = false`.
    public var usesMulticall: Bool

    /// Options with these values; every one has a default.
    ///
    /// ```swift
    /// XMLRPCClientOptions(http: XMLHTTPClientOptions(timeout: 10, maximumResponseSize: 1 << 20), reading: .lenient)
    /// ```
    public init(
        http: XMLHTTPClientOptions = XMLHTTPClientOptions(), reading: XMLRPCReadingOptions = .strict,
        usesMulticall: Bool = true
    ) {
        self.http = http
        self.reading = reading
        self.usesMulticall = usesMulticall
    }

    /// Options that wait `timeout` seconds for a response, the other HTTP settings at their
    /// defaults: `XMLRPCClientOptions(timeout: 10, usesMulticall: false)`.
    public init(timeout: TimeInterval, reading: XMLRPCReadingOptions = .strict, usesMulticall: Bool = true) {
        self.init(http: XMLHTTPClientOptions(timeout: timeout), reading: reading, usesMulticall: usesMulticall)
    }

    /// The core's options responses are read with: the limits and DTD policy of `http.reading`, on
    /// the parser of ``reading``.
    var responseReading: ReadingOptions {
        var options = http.reading
        options.parser = reading.parser
        return options
    }
}
