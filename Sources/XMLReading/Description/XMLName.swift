/// The name of an element or attribute, optionally qualified by a namespace URI.
///
/// A plain string literal names something in *no* namespace:
///
/// ```swift
/// Element("title", \.title)        // matches <title>, not <x:title xmlns:x="urn:x">
/// ```
///
/// Qualify a name with its namespace URI (never with a prefix, which documents choose freely):
///
/// ```swift
/// let atom = "http://www.w3.org/2005/Atom"
/// Element(XMLName("title", namespace: atom), \.title)   // <title xmlns="…Atom">, <a:title xmlns:a="…Atom">
/// ```
public struct XMLName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The local part of the name, without any prefix.
    ///
    /// `XMLName("title", namespace: atom).localName == "title"`
    public let localName: String
    /// The namespace URI, or `nil` for a name in no namespace.
    ///
    /// `XMLName("title").namespace == nil`
    public let namespace: String?

    /// Creates a name in the given namespace (`nil`: no namespace).
    ///
    /// ```swift
    /// XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace")   // xml:lang
    /// ```
    public init(_ localName: String, namespace: String? = nil) {
        self.localName = localName
        self.namespace = (namespace?.isEmpty ?? true) ? nil : namespace
    }

    /// Creates a name in no namespace from a string literal.
    ///
    /// `let name: XMLName = "title"`
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name as written in diagnostics: `title`, or `{urn:x}title` in Clark notation.
    public var description: String {
        if let namespace { return "{\(namespace)}\(localName)" }
        return localName
    }
}
