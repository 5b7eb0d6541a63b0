import Foundation
import XMLReading

extension XMLInputConvertible where Self == XMLInput {
    /// The document at an `http` or `https` URL, read as its bytes arrive: objects are delivered
    /// through `forEach` and `stream` before the download ends, and memory stays flat whatever
    /// its size.
    ///
    /// ```swift
    /// import XMLHTTP
    ///
    /// let progress = Progress(totalUnitCount: 0)
    /// try XMLReader.forEach(ofType: Book.self, element: "book",
    ///                       from: .http(URL(string: "https://example.com/catalog.xml")!, progress: progress)) { book, _ in
    ///     print(book.title)                // as soon as its </book> has arrived
    /// }
    /// ```
    ///
    /// - A status other than 2xx ends the read with `XMLReadingError.Code.httpStatus`:
    ///   `https://example.com/catalog.xml answered HTTP 404`; a lost connection, a timeout (no
    ///   data for `options.timeout` seconds), a body over `options.maximumResponseSize` each end
    ///   it with their own code, naming the URL without its password.
    /// - A `Content-Encoding: gzip` body is decoded (by the transport); a `charset` in the
    ///   `Content-Type` is the document's encoding unless a byte order mark says otherwise
    ///   (RFC 7303: byte order mark, then charset, then the document's declaration).
    /// - Cancelling the `Task` of an async read, ending a `forEach` or `stream` early, or
    ///   cancelling `progress` stops the download.
    /// - `progress` counts the bytes read, of the `Content-Length` when the server sends one.
    /// - `options` carry credentials (or the URL's user information), headers and cookies, as for
    ///   ``XMLHTTPClient``.
    ///
    /// On Linux, a plain `http` URL is read straight from its connection, as the parser asks
    /// for bytes, so a reader slower than the network holds the server back through TCP's flow
    /// control, and memory stays at a few buffers (no `URLSession`: see the article "Reading
    /// over the network"); up to 16 redirections are followed. Elsewhere, and when an
    /// `http_proxy` or `all_proxy` variable names a proxy, the platform's `URLSession` downloads
    /// the body into a temporary file, unlinked as soon as it is created, that the reader reads
    /// behind the download. A `file` URL is read as the file. Read once, as a stream is.
    public static func http(
        _ url: URL, options: XMLHTTPClientOptions = XMLHTTPClientOptions(), progress: Progress? = nil
    ) -> XMLInput {
        guard !url.isFileURL else {
            let file = XMLInput.file(url)
            return progress.map { file.reportingProgress(to: $0) } ?? file
        }
        let document = HTTPDocument(url: url, options: options, progress: progress)
        let input = XMLInput.bytes(HTTPBody(document: document)).declaringCharset { document.charset }
        return progress.map { input.reportingProgress(to: $0) } ?? input
    }
}

/// How `XMLInput.http` downloads: tests read every document both ways.
package enum HTTPInputTransport: Sendable {
    /// ``socket`` for a plain `http` URL on a platform whose session would connect directly
    /// (Linux, no proxy variable in the environment); ``urlSession`` otherwise.
    case automatic
    /// `URLSession`, the body spooled through a temporary file (``DownloadSpool``).
    case urlSession
    /// A socket for plain `http` URLs (``PlainHTTPDownload``); `https` still goes through `URLSession`.
    case socket

    /// Whether a plain `http` URL is read from a socket of its own.
    func readsFromSocket(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard url.scheme?.lowercased() == "http" else { return false }
        switch self {
        case .urlSession: return false
        case .socket: return true
        case .automatic:
            #if canImport(Darwin)
                // Apple's sessions follow the system's proxy settings, which a socket would not.
                return false
            #else
                // libcurl's variables for `http` URLs (and the upper-case one others read).
                let proxies = ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"]
                return !proxies.contains { environment[$0].map { !$0.isEmpty } ?? false }
            #endif
        }
    }
}

/// The document at a URL as its body arrives, from a socket (``PlainHTTPDownload``) or through a
/// session (``DownloadSpool``, created only when needed: a session costs memory even unused).
final class HTTPDocument: @unchecked Sendable {
    // @unchecked Sendable: `plain` and `spool` are guarded by `lock`; each download guards its own
    // state, and `next()` is called by one task at a time (the pump's).
    private let lock = NSLock()
    private var plain: PlainHTTPDownload?
    private var spool: DownloadSpool?
    private let options: XMLHTTPClientOptions
    private let progress: Progress?

    init(url: URL, options: XMLHTTPClientOptions, progress: Progress?) {
        self.options = options
        self.progress = progress
        if options.inputTransport.readsFromSocket(url) {
            plain = PlainHTTPDownload(url: url, options: options, progress: progress)
        } else {
            spool = Self.spool(url, options: options, progress: progress)
        }
    }

    private static func spool(
        _ url: URL, options: XMLHTTPClientOptions, progress: Progress?, cookies: CookieJar = CookieJar(),
        shownAs: URL? = nil
    ) -> DownloadSpool {
        let connection = HTTPConnection(
            configuration: HTTPConnection.configuration(timeout: options.timeout), cookies: cookies)
        return DownloadSpool(url: url, options: options, connection: connection, progress: progress, shownAs: shownAs)
    }

    /// The `charset` of the response's `Content-Type`, once its head has arrived.
    var charset: String? {
        let (plain, spool) = lock.withLock { (self.plain, self.spool) }
        return spool?.charset ?? plain?.charset
    }

    /// The next piece of the body, waiting for it; `nil` at its end.
    func next() async throws -> Data? {
        if let plain = lock.withLock({ self.plain }) {
            let step = try await withTaskCancellationHandler {
                try plain.next()
            } onCancel: {
                plain.cancel()
            }
            switch step {
            case .content(let piece): return piece
            case .end: return nil
            case .elsewhere(let target):
                // The credentials go on only to the same host over HTTPS (an upgrade); the cookies
                // kept so far go on; messages still name the URL the caller gave.
                var options = self.options
                if target.host?.lowercased() != plain.url.host?.lowercased() {
                    options.credentials = nil
                    options.headers = options.headers.filter {
                        !["authorization", "cookie"].contains($0.key.lowercased())
                    }
                } else if options.credentials == nil, let user = BasicAuthorization(url: plain.url) {
                    options.credentials = XMLHTTPCredentials(user: user.user, password: user.password)
                }
                let spool = Self.spool(
                    target, options: options, progress: progress, cookies: plain.cookies, shownAs: plain.url)
                lock.withLock {
                    self.plain = nil
                    self.spool = spool
                }
            }
        }
        return try await lock.withLock({ self.spool })?.next()
    }
}

/// A download's body as an `AsyncSequence` of pieces, for `XMLInput.bytes(_:)`.
struct HTTPBody: AsyncSequence, Sendable {
    typealias Element = Data
    let document: HTTPDocument

    struct AsyncIterator: AsyncIteratorProtocol {
        let document: HTTPDocument
        mutating func next() async throws -> Data? { try await document.next() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(document: document) }
}
