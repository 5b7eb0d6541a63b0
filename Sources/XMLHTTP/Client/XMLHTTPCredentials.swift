import Foundation

/// A user name and password, sent as HTTP basic authentication (`Authorization: Basic …`) with
/// every request.
///
/// ```swift
/// var options = XMLHTTPClientOptions()
/// options.credentials = XMLHTTPCredentials(user: "name", password: "pa:ss")
/// // or in the URL, percent-encoded: https://name:pa%3Ass@example.com/orders
/// ```
///
/// Messages never show the password: errors name the URL without it.
public struct XMLHTTPCredentials: Sendable, Hashable {
    /// The user name: `credentials.user == "name"`.
    public var user: String
    /// The password, sent but never shown in a message: `credentials.password == "pa:ss"`.
    public var password: String

    /// Credentials for `user` with `password`.
    ///
    /// `XMLHTTPCredentials(user: "name", password: "secret")`
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The URL's user information, percent-decoded; `nil` when it has none.
    ///
    /// `XMLHTTPCredentials(url: URL(string: "http://name:pa%3Ass@host/")!)   // name, pa:ss`
    public init?(url: URL) {
        guard let basic = BasicAuthorization(url: url) else { return nil }
        self.init(user: basic.user, password: basic.password)
    }
}
