/// The namespace of every element name a description gives without one, so that a document with
/// a default namespace (`<feed xmlns="http://www.w3.org/2005/Atom">`) is described with plain names.
///
/// ```swift
/// static let parsingDescription = ParsingDescription<Feed>(namespace: "http://www.w3.org/2005/Atom") {
///     Element("title", \.title)                          // <title> in the Atom namespace
///     Many(\.entries) { Item("entry", Entry.self) }      // <entry> too; Entry's own description says
/// }                                                      // what its children are in
///
/// // Old Maven POMs have no namespace at all: accept both.
/// ParsingDescription<Project>(namespace: .orNone("http://maven.apache.org/POM/4.0.0")) { … }
/// ```
///
/// It applies to the element names of the description's own entries (not to attributes, which a
/// namespace default never reaches in XML, nor to names given with ``XMLName/init(_:namespace:)``),
/// and to the root element read or written as this model with a plain name. Each description
/// says its own: a nested model's names follow its description, not its parent's. ``XMLWriter``
/// writes the names in the namespace.
public struct DefaultNamespace: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The namespace URI.
    ///
    /// `DefaultNamespace.orNone("urn:x").uri == "urn:x"`
    public let uri: String
    /// Whether elements in no namespace match too (reading only).
    ///
    /// `true` for `.orNone("urn:x")`, `false` for `"urn:x"`.
    public let matchesNoNamespace: Bool

    /// Element names without a namespace are in `uri`.
    ///
    /// `ParsingDescription<Feed>(namespace: DefaultNamespace(atom)) { … }`
    public init(_ uri: String) {
        self.uri = uri
        self.matchesNoNamespace = false
    }

    /// `ParsingDescription<Feed>(namespace: "http://www.w3.org/2005/Atom")`
    public init(stringLiteral uri: String) {
        self.init(uri)
    }

    /// Element names without a namespace match in `uri` or in no namespace; they are written in `uri`.
    ///
    /// ```swift
    /// ParsingDescription<Project>(namespace: .orNone("http://maven.apache.org/POM/4.0.0")) { … }
    /// ```
    public static func orNone(_ uri: String) -> DefaultNamespace {
        DefaultNamespace(uri: uri, matchesNoNamespace: true)
    }

    @usableFromInline init(uri: String, matchesNoNamespace: Bool) {
        self.uri = uri
        self.matchesNoNamespace = matchesNoNamespace
    }

    /// The names a plain `name` matches: in the namespace, and plain when allowed; a qualified name as it is.
    @usableFromInline func names(for name: XMLName) -> [XMLName] {
        guard name.namespace == nil else { return [name] }
        let qualified = XMLName(name.localName, namespace: uri)
        return matchesNoNamespace ? [qualified, name] : [qualified]
    }
}
