import Foundation
import XMLReading

/// A document at a plain `http` URL, read straight from the connection as the reader asks for
/// it: a GET over a ``SocketConnection``, the body unframed by an ``HTTPResponseReader`` and
/// decoded by a ``ContentDecoder``.
///
/// ```swift
/// let download = PlainHTTPDownload(url: url, options: options, progress: nil)
/// while case .content(let piece) = try download.next() { … }
/// ```
///
/// Why not `URLSession`: on Linux a session (libcurl, its threads and TLS libraries) costs
/// about 9 MiB before the first byte, and cannot be paused, so its bytes must be spooled to a
/// file (``DownloadSpool``). Reading the socket only when the reader wants bytes lets TCP's flow
/// control hold the server back instead: no file, no copy, and memory flat at a few buffers.
/// ``XMLInput/http(_:options:progress:)`` uses it where the platform's session would connect
/// directly anyway (see ``HTTPInputTransport``); it fails with the session's error codes, and its
/// messages name the URL as the session's do (the transport's own reason may be worded otherwise).
///
/// Redirections (301, 302, 303, 307, 308) are followed, at most ``maximumRedirections``;
/// credentials go only to the URL's own scheme, host and port; a redirection to another scheme
/// (`https`) ends with ``Step/elsewhere(_:)``, for the session to take over.
final class PlainHTTPDownload: @unchecked Sendable {
    // @unchecked Sendable: `next()` runs on one thread at a time (the pump's task); `cancel()`,
    // from any thread, touches only `cancelled` and `socket`, both guarded by `lock`; `charset`
    // is published under `lock`.

    /// The most redirections followed before the read fails.
    static let maximumRedirections = 16

    /// What ``next()`` gives.
    enum Step: Equatable {
        /// The next piece of the document.
        case content(Data)
        /// The document has ended.
        case end
        /// A redirection to an `https` URL, which this does not read: read it another way.
        case elsewhere(URL)
    }

    let url: URL
    let options: XMLHTTPClientOptions
    let progress: Progress?
    let cookies: CookieJar

    private let lock = NSLock()
    private var cancelled = false
    private var socket: SocketConnection?
    private var declaredCharset: String?

    private var reader: HTTPResponseReader?
    private var decoder = ContentDecoder(encoding: nil, limit: 0)
    private var received = 0
    private var bodyEnded = false
    private var finished = false

    init(url: URL, options: XMLHTTPClientOptions, progress: Progress?, cookies: CookieJar = CookieJar()) {
        // A relative URL (`a.xml` against `http://host/`) is requested as its absolute form.
        self.url = url.absoluteURL
        self.options = options
        self.progress = progress
        self.cookies = cookies
    }

    /// The URL as messages show it.
    private var shown: String { url.shownWithoutPassword }

    /// The `charset` of the response's `Content-Type`, once its head has arrived.
    var charset: String? { lock.withLock { declaredCharset } }

    /// Stops the download from any thread: a waiting ``next()`` fails with
    /// ``XMLReadingError/Code/cancelled``, as do later ones.
    func cancel() {
        let socket = lock.withLock { () -> SocketConnection? in
            cancelled = true
            return self.socket
        }
        socket?.interrupt()
    }

    private var cancellation: XMLReadingError {
        XMLReadingError(code: .cancelled, message: "cancelled while reading \(shown)")
    }

    private var tooLarge: XMLReadingError {
        XMLReadingError(
            code: .limitExceeded,
            message: "the document at \(shown) exceeds the limit of \(options.maximumResponseSize) bytes")
    }

    // MARK: Reading

    /// The next piece of the document, waiting for it; connects on the first call.
    func next() throws(XMLReadingError) -> Step {
        if reader == nil, let elsewhere = try open() { return .elsewhere(elsewhere) }
        while !finished {
            do {
                if let content = try decoder.next() { return .content(content) }
                if bodyEnded {
                    finished = true
                    if let rest = try decoder.finish() { return .content(rest) }
                    break
                }
            } catch .tooLarge {
                throw tooLarge
            } catch {
                throw XMLReadingError(code: .transport, message: "\(shown): \(error)")
            }
            guard let piece = try reader?.nextBodyPiece() else {
                bodyEnded = true
                continue
            }
            received += piece.count
            guard received <= options.maximumResponseSize else { throw tooLarge }
            decoder.give(piece)
        }
        return .end
    }

    /// Sends the request, following redirections, and reads the head of the final response;
    /// returns the URL to read elsewhere when a redirection leaves plain HTTP.
    private func open() throws(XMLReadingError) -> URL? {
        var target = url
        var redirections = 0
        while true {
            let (head, reader) = try request(target)
            if options.keepsCookies { cookies.store(fields: Self.cookieFields(of: head), for: target) }
            if [301, 302, 303, 307, 308].contains(head.status), let location = head.value(of: "location") {
                guard redirections < Self.maximumRedirections else {
                    throw XMLReadingError(
                        code: .transport,
                        message: "\(shown): more than \(Self.maximumRedirections) redirections")
                }
                guard let next = URL(string: Self.percentEncodingRawBytes(location), relativeTo: target)?.absoluteURL,
                    let scheme = next.scheme?.lowercased()
                else {
                    throw XMLReadingError(
                        code: .transport,
                        message: "\(shown): the redirection to \"\(location)\" is not a URL")
                }
                redirections += 1
                if scheme == "https" { return next }
                // Never `file:` or another scheme: a server does not get to read local files.
                guard scheme == "http" else {
                    throw XMLReadingError(
                        code: .transport,
                        message: "\(shown): the redirection to \(next.shownWithoutPassword) leaves HTTP")
                }
                target = next
                continue
            }
            guard (200..<300).contains(head.status) else {
                throw XMLReadingError(code: .httpStatus, message: "\(shown) answered HTTP \(head.status)")
            }
            let encoding = head.value(of: "content-encoding").flatMap { $0.isEmpty ? nil : $0 }
            let charset = head.value(of: "content-type").flatMap(DownloadSpool.charset(inContentType:))
            lock.withLock { declaredCharset = charset }
            if let length = reader.contentLength {
                guard length <= options.maximumResponseSize else { throw tooLarge }
                // A compressed body's length is not the length of what is read.
                if let progress, encoding == nil, length > 0, progress.totalUnitCount <= 0 {
                    progress.totalUnitCount = Int64(length)
                }
            }
            decoder = ContentDecoder(encoding: encoding, limit: options.maximumResponseSize)
            self.reader = reader
            return nil
        }
    }

    /// Connects to `target`, sends the GET, and reads the response's head.
    private func request(_ target: URL) throws(XMLReadingError) -> (HTTPResponseHead, HTTPResponseReader) {
        guard let components = URLComponents(url: target, resolvingAgainstBaseURL: false),
            var host = components.host, !host.isEmpty
        else {
            throw XMLReadingError(
                code: .transport, message: "\(shown): the URL \(target.shownWithoutPassword) has no host")
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let port = components.port ?? 80
        let message = try requestMessage(for: target, components: components, host: host)
        if lock.withLock({ cancelled }) { throw cancellation }
        // Published before it connects, so that `cancel()` stops the connecting too.
        let socket = try SocketConnection(timeout: options.timeout, shown: shown)
        let wasCancelled = lock.withLock { () -> Bool in
            self.socket = socket
            return cancelled
        }
        if wasCancelled { socket.interrupt() }
        try socket.connect(host: host, port: port)
        try socket.send(message)
        let reader = HTTPResponseReader(source: socket, shown: shown)
        return (try reader.readHead(), reader)
    }

    /// The request's bytes: the settings' headers, credentials for the URL's own origin, the
    /// cookies kept for it.
    private func requestMessage(for target: URL, components: URLComponents, host: String) throws(XMLReadingError)
        -> Data
    {
        var path = components.percentEncodedPath
        if path.isEmpty { path = "/" }
        if let query = components.percentEncodedQuery { path += "?" + query }
        let hostField = (host.contains(":") ? "[\(host)]" : host) + (components.port.map { ":\($0)" } ?? "")
        let sameOrigin = Self.sameOrigin(target, url)
        let cookie = options.keepsCookies ? cookies.header(for: target.removingUserInformation) : nil
        var fields: [(String, String)] = [("Host", hostField)]
        var given = Set<String>()
        for (name, value) in options.headers.sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            // The framing and the connection are this reader's.
            if ["host", "connection", "content-length", "transfer-encoding"].contains(lowered) { continue }
            // Credentials of the first URL's origin go nowhere else; kept cookies replace given ones.
            if lowered == "authorization" && !sameOrigin { continue }
            if lowered == "cookie" && (!sameOrigin || cookie != nil) { continue }
            fields.append((name, value))
            given.insert(lowered)
        }
        for (name, value) in [("User-Agent", "XMLHTTP"), ("Accept", "*/*"), ("Accept-Encoding", "gzip, deflate")]
        where !given.contains(name.lowercased()) {
            fields.append((name, value))
        }
        if sameOrigin, !given.contains("authorization"),
            let authorization = options.settings.authorization ?? BasicAuthorization(url: url)?.headerValue
        {
            fields.append(("Authorization", authorization))
        }
        if let cookie { fields.append(("Cookie", cookie)) }
        fields.append(("Connection", "close"))
        var text = "GET \(path) HTTP/1.1\r\n"
        for (name, value) in fields {
            guard !name.isEmpty, !name.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: ":") || $0 >= 0x7F }),
                !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 })
            else {
                throw XMLReadingError(
                    code: .transport,
                    message:
                        "\(shown): the header \(name.debugDescription) cannot be sent: a field's name is a token and its value has no line break"
                )
            }
            text += "\(name): \(value)\r\n"
        }
        text += "\r\n"
        return Data(text.utf8)
    }

    /// Whether `one` and `other` have the same scheme, host and port (RFC 6454's origin).
    static func sameOrigin(_ one: URL, _ other: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        return one.scheme?.lowercased() == other.scheme?.lowercased()
            && one.host?.lowercased() == other.host?.lowercased() && port(one) == port(other)
    }

    /// A `Location` as a URL string: bytes outside ASCII (the field's value holds them as
    /// Latin-1 characters, one per byte) and spaces percent-encoded, as browsers and curl do.
    static func percentEncodingRawBytes(_ location: String) -> String {
        var encoded = ""
        for scalar in location.unicodeScalars {
            if scalar.value >= 0x80 || scalar.value == 0x20 {
                encoded += String(format: "%%%02X", scalar.value & 0xFF)
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
    }

    /// The `Set-Cookie` fields of `head`, as `HTTPCookie` reads response fields.
    private static func cookieFields(of head: HTTPResponseHead) -> [String: String] {
        let cookies = head.values(of: "set-cookie")
        return cookies.isEmpty ? [:] : ["Set-Cookie": cookies.joined(separator: ", ")]
    }
}
