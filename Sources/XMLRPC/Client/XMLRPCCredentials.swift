import Foundation
import XMLHTTP

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
        guard let basic = BasicAuthorization(url: url) else { return nil }
        self.init(user: basic.user, password: basic.password)
    }

    /// `Basic bmFtZTpwYTpzcw==`
    var authorization: String { BasicAuthorization(user: user, password: password).headerValue }
}
