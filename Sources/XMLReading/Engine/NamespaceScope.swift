/// The namespace bindings in scope as the reader reads: it resolves prefixes itself (Foundation's
/// namespace processing costs more per element than the rest of the reader), and only for the
/// elements it reads or captures.
///
/// A value of its own, apart from ``ReadingState``: resolving a name borrows these few words,
/// where a method of the whole state called from one of its mutating methods would copy all of it
/// first (512 bytes, for every element).
struct NamespaceScope {
    typealias Binding = (prefix: String, uri: String, depth: Int)

    /// The bindings in scope, innermost last, with the depth of the element declaring them.
    private(set) var bindings: [Binding] = []
    /// How many of `bindings` bind the default namespace (usually none: then no look-up is needed).
    private(set) var defaultBindings = 0

    /// Records the `xmlns` and `xmlns:p` attributes of the element at `depth`.
    mutating func bind(_ attributes: TagAttributes, depth: Int) {
        // The list walked with its own iterator: this runs for every element with attributes.
        guard let pairs = attributes.pairs else { return }
        for (key, value) in pairs where Self.startsWithX(key) {
            bind(key, value, depth: depth)
        }
    }

    /// Records `key` (`xmlns` or `xmlns:p`; any other name is no declaration) bound to `value`.
    @inline(__always)
    private mutating func bind(_ key: String, _ value: String, depth: Int) {
        let utf8 = key.utf8
        guard utf8.starts(with: "xmlns".utf8) else { return }
        if utf8.count == 5 {
            bindings.append(("", value, depth))
            defaultBindings += 1
        } else if utf8.count > 6, utf8[utf8.index(utf8.startIndex, offsetBy: 5)] == UInt8(ascii: ":") {
            bindings.append((String(key.dropFirst(6)), value, depth))
        }
    }

    /// Drops the bindings of the element at `depth`, which ends.
    @inline(__always)
    mutating func unbind(depth: Int) {
        while !bindings.isEmpty && bindings[bindings.count - 1].depth == depth {
            if bindings[bindings.count - 1].prefix.isEmpty { defaultBindings -= 1 }
            bindings.removeLast()
        }
    }

    /// Every binding in scope, prefix to URI (`""`: the default namespace), inner ones over outer
    /// ones (``InScopeNamespaces``).
    var inScope: [String: String] {
        var result: [String: String] = [:]
        for binding in bindings { result[binding.prefix] = binding.uri }
        return result
    }

    func uri(forPrefix prefix: String) -> (uri: String, depth: Int)? {
        if prefix == "xml" { return ("http://www.w3.org/XML/1998/namespace", 0) }
        guard let binding = bindings.last(where: { $0.prefix == prefix }) else { return nil }
        return (binding.uri, binding.depth)
    }

    /// Splits a qualified name into its local name and namespace URI (empty: no namespace);
    /// `unprefixed` when the parser says the name has no prefix.
    @inline(__always)
    func resolve(_ qualifiedName: String, unprefixed: Bool = false) -> (localName: String, namespace: String) {
        if !unprefixed, Self.hasColon(qualifiedName), let colon = qualifiedName.firstIndex(of: ":") {
            let prefix = String(qualifiedName[..<colon])
            let local = String(qualifiedName[qualifiedName.index(after: colon)...])
            return (local, uri(forPrefix: prefix)?.uri ?? "")
        }
        if defaultBindings == 0 { return (qualifiedName, "") }
        return (qualifiedName, uri(forPrefix: "")?.uri ?? "")
    }

    /// Whether a name starts with "x" (which every `xmlns` attribute does, and few others).
    @inline(__always)
    static func startsWithX(_ name: String) -> Bool {
        // Over the contiguous bytes: `utf8.first` is a call that costs twice as much.
        name.utf8.withContiguousStorageIfAvailable { $0.first == UInt8(ascii: "x") } ?? (name.utf8.first == 0x78)
    }

    @inline(__always)
    static func hasColon(_ name: String) -> Bool {
        // Over the contiguous bytes: a third of the cost of iterating the `UTF8View`.
        name.utf8.withContiguousStorageIfAvailable { $0.contains(0x3A) } ?? name.utf8.contains(0x3A)
    }

    /// The attribute `name` of an element, with the key the parser reports it under (`prefix:local`
    /// for a namespaced one); `nil` when the element lacks it.
    func attributeValue(_ name: XMLName, in attributes: TagAttributes) -> (key: String, value: String)? {
        let key = name.namespace.map { attributeKey(for: name, namespace: $0, in: attributes) } ?? name.localName
        guard let key, let value = attributes[key] else { return nil }
        return (key, value)
    }

    /// The key under which the parser reports an attribute in `namespace` (`prefix:local`).
    func attributeKey(for name: XMLName, namespace: String, in attributes: TagAttributes) -> String? {
        for (key, _) in attributes {
            guard let colon = key.firstIndex(of: ":"), key[key.index(after: colon)...] == name.localName else {
                continue
            }
            let prefix = String(key[..<colon])
            if prefix != "xmlns", uri(forPrefix: prefix)?.uri == namespace { return key }
        }
        return nil
    }

    /// Whether ``declarations(qualifiedName:namespace:attributes:fragmentDepth:)`` can find any:
    /// not when no prefix is in scope, nor for a tag in no namespace whose name (`unprefixed`: the
    /// parser says it has no prefix) and attributes have none. Answered without a list, for every
    /// captured start tag.
    @inline(__always)
    func mayNeedDeclarations(
        qualifiedName: String, namespace: String, attributes: TagAttributes, unprefixed: Bool
    ) -> Bool {
        if bindings.isEmpty { return false }
        if !namespace.isEmpty || (!unprefixed && Self.hasColon(qualifiedName)) { return true }
        return !attributes.isEmpty && Self.namesPrefix(attributes)
    }

    /// Whether one of the attributes has a prefixed name (`xmlns:p` among them).
    @inline(never)
    private static func namesPrefix(_ attributes: TagAttributes) -> Bool {
        guard let pairs = attributes.pairs else { return false }
        for index in pairs.indices where hasColon(pairs[index].key) { return true }
        return false
    }

    /// The namespace declarations an element captured as markup needs to stand on its own: those
    /// of prefixes it uses that are declared outside the captured fragment, which starts at
    /// `fragmentDepth` (its own `xmlns` attributes are written as they are).
    func declarations(
        qualifiedName: String, namespace: String, attributes: TagAttributes, fragmentDepth: Int
    ) -> [(String, String)] {
        if bindings.isEmpty { return [] }
        var usesPrefix = !namespace.isEmpty || Self.hasColon(qualifiedName)
        if !usesPrefix, !attributes.isEmpty {
            for (key, _) in attributes where Self.hasColon(key) {
                usesPrefix = true
                break
            }
        }
        if !usesPrefix { return [] }
        var used: [String] = []
        if let colon = qualifiedName.firstIndex(of: ":") {
            used.append(String(qualifiedName[..<colon]))
        } else if !namespace.isEmpty {
            used.append("")
        }
        for (key, _) in attributes {
            if let colon = key.firstIndex(of: ":") {
                let prefix = String(key[..<colon])
                if prefix != "xmlns" { used.append(prefix) }
            }
        }
        var result: [(String, String)] = []
        for prefix in used where prefix != "xml" && !result.contains(where: { $0.0 == prefix }) {
            let declaredHere = attributes[prefix.isEmpty ? "xmlns" : "xmlns:" + prefix] != nil
            if !declaredHere, let binding = uri(forPrefix: prefix), binding.depth <= fragmentDepth {
                result.append((prefix, binding.uri))
            }
        }
        return result
    }
}
