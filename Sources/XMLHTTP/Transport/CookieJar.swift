import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies a client's server set, sent back with every later call: a session login
/// (`login` answers `Set-Cookie: session=…`) holds for the calls after it. Shared by copies of a
/// client, so a copy with other headers stays in the same session.
///
/// The client keeps cookies itself rather than through `URLSessionConfiguration.httpCookieStorage`,
/// so that sessions do not leak between clients and behave alike on every platform.
package final class CookieJar: @unchecked Sendable {
    // @unchecked Sendable: `cookies` is guarded by `lock`.
    private let lock = NSLock()
    private var cookies: [HTTPCookie] = []

    /// Keeps the cookies `response` sets, replacing those of the same name, domain and path.
    package func store(from response: HTTPURLResponse, for url: URL) {
        var fields: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields { fields[name] = value }
        let received = HTTPCookie.cookies(withResponseHeaderFields: fields, for: url)
        guard !received.isEmpty else { return }
        lock.withLock {
            for cookie in received {
                cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
                cookies.append(cookie)
            }
        }
    }

    /// The `Cookie` header for a request to `url`, or `nil` when no kept cookie applies.
    package func header(for url: URL) -> String? {
        let now = Date()
        let applying = lock.withLock {
            cookies.removeAll { $0.expiresDate.map { $0 < now } ?? false }
            return cookies.filter { Self.applies($0, to: url) }
        }
        guard !applying.isEmpty else { return nil }
        return applying.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Whether `cookie` goes with a request to `url`: its domain (or a subdomain, for a domain
    /// cookie), its path or below, and only over HTTPS when it is secure.
    static func applies(_ cookie: HTTPCookie, to url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        let domain = cookie.domain.lowercased()
        let domainMatches =
            domain.hasPrefix(".")
            ? host == domain.dropFirst() || host.hasSuffix(domain) : host == domain
        let path = url.path.isEmpty ? "/" : url.path
        let pathMatches =
            path == cookie.path || cookie.path == "/"
            || path.hasPrefix(cookie.path.hasSuffix("/") ? cookie.path : cookie.path + "/")
        return domainMatches && pathMatches && (!cookie.isSecure || url.scheme?.lowercased() == "https")
    }
}
