import Foundation

/// A user name and password for HTTP basic authentication, sent with every call in an
/// `Authorization: Basic …` header (before any challenge: one round trip per call).
///
/// ```swift
/// var options = XMLRPCClientOptions()
/// options.credentials = XMLRPCCredentials(user: "name", password: "pa:ss")
/// // or in the URL, percent-encoded: http://name:pa%3Ass@example.com/RPC2
/// ```
public struct XMLRPCCredentials: Sendable, Hashable {
    /// The user name: `XMLRPCCredentials(user: "name", password: "pa:ss").user` is `"name"`.
    public var user: String
    /// The password: `XMLRPCCredentials(user: "name", password: "pa:ss").password` is `"pa:ss"`.
    public var password: String

    /// Creates credentials: `XMLRPCCredentials(user: "name", password: "pa:ss")`.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The credentials in `url`'s user information, percent-decoded (`name:pa%3Ass` → `name`,
    /// `pa:ss`), or `nil` when it has none.
    ///
    /// ```swift
    /// XMLRPCCredentials(url: URL(string: "http://name:pa%3Ass@example.com/RPC2")!)   // name, pa:ss
    /// XMLRPCCredentials(url: URL(string: "http://example.com/RPC2")!)                // nil
    /// ```
    public init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let user = components.percentEncodedUser
        else { return nil }
        self.user = user.removingPercentEncoding ?? user
        let password = components.percentEncodedPassword ?? ""
        self.password = password.removingPercentEncoding ?? password
    }

    /// `Basic bmFtZTpwYTpzcw==`
    var authorization: String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }
}
