/// Decides which elements outside any model are read, and receives each finished object.
final class RootMatcher {
    enum Entry {
        /// Read as a model; a plain name is looked for in the model's default namespace.
        case read(makeFrame: () throws(XMLReadingError) -> ModelFrameBase, namespace: DefaultNamespace?)
        case ignore
    }

    private var plain: [String: Entry] = [:]
    private var qualified: [XMLName: Entry] = [:]
    /// Read only the first match (`object(ofType:element:under:from:options:)`).
    let firstOnly: Bool
    /// Only the document's root element may match; any other root is an error
    /// (`rootObject(in:from:options:)`).
    let rootOnly: Bool
    /// The names this matcher reads, sorted, for diagnostics: sorted when a message first needs
    /// them, not at every read (``XMLReader/rootElement(in:from:options:)`` may be given the
    /// hundreds of global elements of a schema).
    private(set) lazy var names = described.sorted { $0.description < $1.description }
    private let described: [XMLName]
    /// The ancestors, from the root down, an element must have to be looked up at all
    /// (``XMLReader/object(ofType:element:under:from:options:)``); `nil` looks at any depth.
    let route: [XMLName]?
    /// Gets each finished object; returns `false` to stop the read.
    let deliver: (ModelFrameBase) throws -> Bool
    private(set) var matches = 0
    /// Whether a model's ``DefaultNamespace`` put a plain name given to the read in a namespace.
    private(set) var usesDefaultNamespace = false
    /// The local names this matcher reads, to notice an element of such a name in another
    /// namespace (the usual reason a read finds nothing).
    let localNames: Set<String>
    /// The first element that had a local name this matcher reads, but another namespace.
    var nearMiss: NearMiss?

    init(
        entries: [XMLName: Entry], firstOnly: Bool, rootOnly: Bool = false, route: [XMLName]? = nil,
        deliver: @escaping (ModelFrameBase) throws -> Bool
    ) {
        self.route = route
        var described: [XMLName] = []
        for (given, entry) in entries {
            var names = [given]
            if case .read(_, let namespace?) = entry, given.namespace == nil {
                names = namespace.names(for: given)
                usesDefaultNamespace = true
            }
            for name in names {
                described.append(name)
                if let namespace = name.namespace {
                    qualified[XMLName(name.localName, namespace: namespace)] = entry
                } else {
                    plain[name.localName] = entry
                }
            }
        }
        self.firstOnly = firstOnly
        self.rootOnly = rootOnly
        self.described = described
        self.localNames = Set(described.map(\.localName))
        self.deliver = deliver
    }

    /// An element that matched a described name but for its namespace, and where it was.
    struct NearMiss {
        let name: XMLName
        let qualifiedName: String
        let path: String
        let position: XMLPosition

        /// `<x:catalog> is in the namespace "urn:x", not in no namespace; read it with
        /// XMLName("catalog", namespace: "urn:x")`, for a read that looked for `described`. Where
        /// the namespace came from a description's ``DefaultNamespace`` (`advises` false), a
        /// qualified name would not help, so none is suggested.
        func hint(for described: [XMLName], advises: Bool = true) -> String {
            let place = "<\(qualifiedName)>"
            // Namespaces first: "not in the namespace "urn:x" or no namespace".
            let expected = described.filter { $0.localName == name.localName }.sorted {
                $0.namespace != nil && $1.namespace == nil
            }
            let wanted =
                expected.isEmpty
                ? "no namespace"
                : expected.map { $0.namespace.map { "the namespace \"\($0)\"" } ?? "no namespace" }.joined(
                    separator: " or ")
            guard let namespace = name.namespace else {
                return "\(place) is in no namespace, not in \(wanted)"
                    + (advises ? "; read it with XMLName(\"\(name.localName)\")" : "")
            }
            return
                "\(place) is in the namespace \"\(namespace)\", not in \(wanted)"
                + (advises ? "; read it with XMLName(\"\(name.localName)\", namespace: \"\(namespace)\")" : "")
        }
    }

    /// The entry of a described name (one of ``names``).
    func entry(for name: XMLName) -> Entry? {
        if let namespace = name.namespace { return qualified[XMLName(name.localName, namespace: namespace)] }
        return plain[name.localName]
    }

    /// Whether the element is `name` (a plain name: in no namespace).
    static func matches(_ name: XMLName, localName: String, namespace: String) -> Bool {
        name.localName == localName && (name.namespace ?? "") == namespace
    }

    /// The entry for an element, or `nil` to keep searching inside it.
    func entry(localName: String, namespace: String) -> Entry? {
        let found = namespace.isEmpty ? plain[localName] : qualified[XMLName(localName, namespace: namespace)]
        if case .read? = found {
            if firstOnly && matches > 0 { return nil }
            matches += 1
        }
        return found
    }
}
