import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session of a client and its copies, with the delegate that receives every response, and
/// the cookies the server set. Invalidated when the last copy of the client goes away, as a
/// session with a delegate is otherwise kept forever.
///
/// ```swift
/// let connection = HTTPConnection(configuration: HTTPConnection.configuration(timeout: 10))
/// let reply = try await connection.post(HTTPPost(url: url, body: body, contentType: "text/xml"), settings)
/// reply.statusCode   // 200
/// ```
///
/// Shared by the XML-RPC client and the XML-over-HTTP client, so both send headers, credentials
/// and cookies, compress and decompress, cap responses and stop on cancellation alike.
package final class HTTPConnection: Sendable {
    /// The session requests go through.
    package let session: URLSession
    let delegate: SessionDelegate
    /// The cookies the server set, sent back with later requests when the settings keep cookies.
    package let cookies: CookieJar

    /// A connection whose session is made with `configuration` and has this connection's delegate.
    package init(configuration: URLSessionConfiguration) {
        cookies = CookieJar()
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// A clients' default configuration: ephemeral, with the timeout set on it too
    /// (FoundationNetworking on Linux does not apply a request's own timeout), no cookie or
    /// credential storage (the clients keep cookies and send credentials themselves) and no cache.
    package static func configuration(timeout: TimeInterval) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.urlCache = nil
        return configuration
    }

    /// Posts `post` with `settings` and returns the response, its body decompressed, whatever its
    /// status: the caller decides which statuses it accepts (a SOAP fault comes with a 500).
    package func post(_ post: HTTPPost, _ settings: HTTPSettings) async throws(HTTPFailure) -> HTTPReply {
        var request = self.request(to: post.url, settings)
        request.httpMethod = "POST"
        for (name, value) in post.headers { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue(post.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = try ContentCoding.encode(post.body, compressing: settings.compressesRequests, for: &request)
        let target = post.url.removingUserInformation

        let receiver = ResponseReceiver(limit: settings.maximumResponseSize)
        switch await receiver.run(session.dataTask(with: request), with: delegate) {
        case .response(let data, let response):
            guard let http = response as? HTTPURLResponse else { return HTTPReply(body: data, response: nil) }
            if settings.keepsCookies { cookies.store(from: http, for: target) }
            do {
                let body = try ContentCoding.decode(data, from: http, limit: settings.maximumResponseSize)
                return HTTPReply(body: body, response: http)
            } catch .unreadable where !(200..<300).contains(http.statusCode) {
                // An error page whose body cannot be decoded: its status is the news.
                return HTTPReply(body: data, response: http)
            }
        case .tooLarge:
            throw .tooLarge
        case .cancelled:
            throw .cancelled
        case .failed(let error as URLError) where error.code == .timedOut:
            throw .timedOut(error)
        case .failed(let error as URLError) where error.code == .cancelled:
            throw .cancelled
        case .failed(let error):
            throw .transport(error)
        }
    }

    /// A request to `url` (its user information as basic authentication, unless the settings
    /// carry an `Authorization`) with the settings' headers and the cookies kept for it.
    func request(to url: URL, _ settings: HTTPSettings) -> URLRequest {
        let target = url.removingUserInformation
        var request = URLRequest(
            url: target, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: settings.timeout)
        for (name, value) in settings.headers { request.setValue(value, forHTTPHeaderField: name) }
        if let authorization = settings.authorization ?? BasicAuthorization(url: url)?.headerValue {
            request.setValue(authorization, forHTTPHeaderField: "Authorization")
        }
        if settings.keepsCookies, let cookie = cookies.header(for: target) {
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
        }
        return request
    }

    /// Starts `request`, whose events go to `events` until it completes.
    func start(_ request: URLRequest, events: any TaskEvents) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        delegate.add(events, for: task)
        task.resume()
        return task
    }
}

/// What ``HTTPConnection/post(_:_:)`` sends.
package struct HTTPPost: Sendable {
    /// Where: user information in it (`http://name:pa%3Ass@host/`) is sent as basic
    /// authentication unless the settings carry an `Authorization`, and never in the request line.
    package var url: URL
    /// The request body, before any compression.
    package var body: Data
    /// The `Content-Type` header.
    package var contentType: String
    /// Headers of this request (a SOAP action), set after the settings' own.
    package var headers: [String: String]

    package init(url: URL, body: Data, contentType: String, headers: [String: String] = [:]) {
        self.url = url
        self.body = body
        self.contentType = contentType
        self.headers = headers
    }
}

/// How ``HTTPConnection/post(_:_:)`` sends a request and receives its response.
package struct HTTPSettings: Sendable {
    /// Seconds to wait for the response.
    package var timeout: TimeInterval
    /// Headers sent with every request.
    package var headers: [String: String]
    /// The `Authorization` header's value; `nil` takes basic authentication from the URL's user
    /// information, if any.
    package var authorization: String?
    /// The most bytes a response body may have, as received and once decompressed.
    package var maximumResponseSize: Int
    /// Whether cookies the server sets go back with later requests.
    package var keepsCookies: Bool
    /// Whether request bodies are sent gzip-compressed (`Content-Encoding: gzip`).
    package var compressesRequests: Bool
}

/// A response: its body, decompressed, and its headers and status.
package struct HTTPReply: Sendable {
    /// The body, decompressed when the server sent it compressed.
    package var body: Data
    /// The response; `nil` for a URL that is not HTTP's.
    package var response: HTTPURLResponse?
    /// The HTTP status, 200 for a URL that is not HTTP's.
    package var statusCode: Int { response?.statusCode ?? 200 }
}

/// Why ``HTTPConnection/post(_:_:)`` has no response; each client words it with its own context.
package enum HTTPFailure: Error, Sendable {
    /// The body, as received, exceeds ``HTTPSettings/maximumResponseSize``.
    case tooLarge
    /// The compressed body expands beyond ``HTTPSettings/maximumResponseSize``.
    case expandsTooLarge
    /// The body is not readable in its `Content-Encoding`.
    case unreadable(encoding: String, GzipError)
    /// The request body could not be compressed.
    case cannotCompress(GzipError)
    /// The calling `Task` was cancelled.
    case cancelled
    /// No response within the timeout.
    case timedOut(URLError)
    /// Any other transport error (connection refused, reset…).
    case transport(any Error & Sendable)
}

extension URL {
    /// The URL without user information: what goes on the request line.
    package var removingUserInformation: URL {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
            components.percentEncodedUser != nil || components.percentEncodedPassword != nil
        else { return self }
        components.percentEncodedUser = nil
        components.percentEncodedPassword = nil
        return components.url ?? self
    }

    /// The URL as messages show it: without its password.
    package var shownWithoutPassword: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
            components.percentEncodedPassword != nil
        else { return absoluteString }
        components.percentEncodedPassword = nil
        return components.url?.absoluteString ?? removingUserInformation.absoluteString
    }
}

/// Basic authentication (RFC 7617): `Authorization: Basic base64(user:password)`.
package struct BasicAuthorization: Sendable, Hashable {
    package var user: String
    package var password: String

    package init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The URL's user information, percent-decoded (`http://name:pa%3Ass@host/` → `name`,
    /// `pa:ss`); `nil` when it has none.
    package init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let user = components.percentEncodedUser
        else { return nil }
        self.user = user.removingPercentEncoding ?? user
        let password = components.percentEncodedPassword ?? ""
        self.password = password.removingPercentEncoding ?? password
    }

    /// The `Authorization` header's value.
    package var headerValue: String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }
}
