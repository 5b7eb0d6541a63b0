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
///
/// // KML 2.2, 2.1 and 2.0 files are read alike; models are written in KML 2.2, the first.
/// ParsingDescription<Kml>(namespace: [kml22, kml21, kml20]) { … }
/// ```
///
/// It applies to the element names of the description's own entries (not to attributes, which a
/// namespace default never reaches in XML, nor to names given with ``XMLName/init(_:namespace:)``),
/// and to the root element read or written as this model with a plain name. Each description
/// says its own: a nested model's names follow its description, not its parent's. ``XMLWriter``
/// writes the names in the namespace (the first one, when there are several) as the default
/// namespace of the element where the description starts: `<feed xmlns="http://www.w3.org/2005/Atom">`.
///
/// Several namespaces cost reading nothing per element: each plain name is matched in each of
/// them through the same compiled table.
public struct DefaultNamespace: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    /// The namespace URI names are written in: the first of ``uris``.
    ///
    /// `DefaultNamespace.orNone("urn:x").uri == "urn:x"`
    public var uri: String { uris.first ?? "" }
    /// Every namespace URI plain names are read in, the one they are written in first.
    ///
    /// `(["urn:kml22", "urn:kml21"] as DefaultNamespace).uris == ["urn:kml22", "urn:kml21"]`
    public let uris: [String]
    /// Whether elements in no namespace match too (reading only).
    ///
    /// `true` for `.orNone("urn:x")`, `false` for `"urn:x"`.
    public let matchesNoNamespace: Bool

    /// Element names without a namespace are in `uri`.
    ///
    /// `ParsingDescription<Feed>(namespace: DefaultNamespace(atom)) { … }`
    public init(_ uri: String) {
        self.uris = [uri]
        self.matchesNoNamespace = false
    }

    /// Element names without a namespace are read in any of `uris` and written in the first; a
    /// URI given twice counts once. An empty list is a problem of the description that uses it.
    ///
    /// `ParsingDescription<Kml>(namespace: DefaultNamespace([kml22, kml21, kml20])) { … }`
    public init(_ uris: [String]) {
        self.init(uris: uris, matchesNoNamespace: false)
    }

    /// `ParsingDescription<Kml>(namespace: [kml22, kml21, kml20])`: read in any, written in the first.
    public init(arrayLiteral uris: String...) {
        self.init(uris)
    }

    /// `ParsingDescription<Feed>(namespace: "http://www.w3.org/2005/Atom")`
    public init(stringLiteral uri: String) {
        self.init(uri)
    }

    /// Element names without a namespace match in `uri` (or in any of `others`) or in no
    /// namespace; they are written in `uri`.
    ///
    /// ```swift
    /// ParsingDescription<Project>(namespace: .orNone("http://maven.apache.org/POM/4.0.0")) { … }
    /// ParsingDescription<Kml>(namespace: .orNone(kml22, kml21, kml20)) { … }
    /// ```
    public static func orNone(_ uri: String, _ others: String...) -> DefaultNamespace {
        DefaultNamespace(uris: [uri] + others, matchesNoNamespace: true)
    }

    @usableFromInline init(uris: [String], matchesNoNamespace: Bool) {
        var seen: Set<String> = []
        self.uris = uris.filter { seen.insert($0).inserted }
        self.matchesNoNamespace = matchesNoNamespace
    }

    /// The names a plain `name` matches: in each namespace, and plain when allowed; a qualified
    /// name as it is.
    @usableFromInline func names(for name: XMLName) -> [XMLName] {
        guard name.namespace == nil else { return [name] }
        var names = uris.map { XMLName(name.localName, namespace: $0) }
        if matchesNoNamespace { names.append(name) }
        return names
    }
}
