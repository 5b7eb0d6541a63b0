/// How the writer spells namespaces: a description's namespace as the default namespace of the
/// element where it starts, chosen prefixes for the others, generated `ns1`, `ns2`… only for a
/// namespace nobody named; nothing is declared where it is already in scope.
///
/// ```swift
/// // ParsingDescription<Urlset>(namespace: sitemap, prefixes: ["image": imageURI]) writes
/// // <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="…/image/1.1">
/// //   <url><loc>…</loc><image:image><image:loc>…</image:loc></image:image></url>
/// ```
extension XMLEmitter {
    /// The name an element is written with, binding (at `depth`) what it needs: in order, the
    /// default namespace in scope, a prefix in scope, a chosen prefix, the default namespace for
    /// a description's namespace (or `xmlns=""` for no namespace under a default), a generated prefix.
    @inline(__always) func elementName(_ name: XMLName, depth: Int) -> WrittenName {
        guard let namespace = name.namespace else {
            // In no namespace: a default namespace in scope must be undone.
            if !defaultURI.isEmpty { bind("", "", depth: depth) }
            return WrittenName(prefix: "", localName: name.localName)
        }
        if namespace == defaultURI { return WrittenName(prefix: "", localName: name.localName) }
        return prefixedName(name, namespace: namespace, depth: depth, canBeDefault: true)
    }

    /// The name an attribute is written with: attributes are never in the default namespace, so a
    /// namespaced one always has a prefix, bound (at `depth`) when none is in scope.
    func attributeName(_ name: XMLName, depth: Int) -> WrittenName {
        guard let namespace = name.namespace else { return WrittenName(prefix: "", localName: name.localName) }
        return prefixedName(name, namespace: namespace, depth: depth, canBeDefault: false)
    }

    private func prefixedName(_ name: XMLName, namespace: String, depth: Int, canBeDefault: Bool) -> WrittenName {
        if namespace == XMLEmitter.xmlNamespace { return WrittenName(prefix: "xml", localName: name.localName) }
        if let prefix = boundPrefix(namespace) { return WrittenName(prefix: prefix, localName: name.localName) }
        // A chosen prefix that this tag binds to another namespace (kept declarations) cannot be
        // declared on it again: a generated one is.
        if let prefix = namespacePlan.chosen[namespace],
            !bindings.contains(where: { $0.depth == depth && $0.prefix == prefix })
        {
            bind(prefix, namespace, depth: depth)
            return WrittenName(prefix: prefix, localName: name.localName)
        }
        if canBeDefault, namespacePlan.defaults.contains(namespace) {
            bind("", namespace, depth: depth)
            return WrittenName(prefix: "", localName: name.localName)
        }
        let prefix = generatedPrefix()
        bind(prefix, namespace, depth: depth)
        return WrittenName(prefix: prefix, localName: name.localName)
    }

    /// The name written for `name` in the scope as it is, without declaring anything; a name whose
    /// namespace is not in scope gets a form no written element has.
    func qualifiedName(_ name: XMLName) -> String {
        guard let namespace = name.namespace else { return name.localName }
        if namespace == defaultURI { return name.localName }
        if namespace == XMLEmitter.xmlNamespace { return "xml:" + name.localName }
        if let prefix = boundPrefix(namespace) { return prefix + ":" + name.localName }
        return name.description
    }

    /// The name the root element `name` will be written with (for a document type declaration).
    func plannedRootName(_ name: XMLName) -> String {
        let (saved, savedDefault, savedNext) = (bindings, defaultURI, nextPrefix)
        defer { (bindings, defaultURI, nextPrefix) = (saved, savedDefault, savedNext) }
        for declaration in namespacePlan.rootDeclarations { bind(declaration.prefix, declaration.uri, depth: 1) }
        return elementName(name, depth: 1).text
    }

    /// The prefix (not "") bound to `uri` in scope and not hidden by a later binding of the same prefix.
    func boundPrefix(_ uri: String) -> String? {
        var index = bindings.count - 1
        while index >= 0 {
            let binding = bindings[index]
            if !binding.prefix.isEmpty, binding.uri == uri,
                !bindings[(index + 1)...].contains(where: { $0.prefix == binding.prefix })
            {
                return binding.prefix
            }
            index -= 1
        }
        return nil
    }

    /// The URI `prefix` stands for in scope; for "" the default namespace ("" for none).
    func uri(boundTo prefix: String) -> String? {
        if prefix.isEmpty { return defaultURI }
        return bindings.last(where: { $0.prefix == prefix })?.uri
    }

    /// Binds `declarations` kept from reading at `depth`, each unless it is in scope already or
    /// its prefix is bound on that element already (the root's declared prefixes: one tag cannot
    /// declare a prefix twice; names are written by namespace, so they find another).
    func keep(_ declarations: [(prefix: String, uri: String)], depth: Int) {
        for declaration in declarations
        where uri(boundTo: declaration.prefix) != declaration.uri
            && !bindings.contains(where: { $0.depth == depth && $0.prefix == declaration.prefix })
        {
            bind(declaration.prefix, declaration.uri, depth: depth)
        }
    }

    func bind(_ prefix: String, _ uri: String, depth: Int) {
        bindings.append(NamespaceBinding(prefix: prefix, uri: uri, depth: depth))
        if prefix.isEmpty { defaultURI = uri }
    }

    /// Ends the bindings of the element at `depth`, which closes.
    func unbind(depth: Int) {
        var endsDefault = false
        while let last = bindings.last, last.depth == depth {
            if last.prefix.isEmpty { endsDefault = true }
            bindings.removeLast()
        }
        if endsDefault { defaultURI = bindings.last(where: { $0.prefix.isEmpty })?.uri ?? "" }
    }

    /// `ns1`, `ns2`…: the next one that no binding in scope and no chosen prefix uses.
    func generatedPrefix() -> String {
        while true {
            let prefix = "ns\(nextPrefix)"
            nextPrefix += 1
            if !bindings.contains(where: { $0.prefix == prefix }), !namespacePlan.chosenPrefixes.contains(prefix) {
                return prefix
            }
        }
    }

    /// Writes the bindings made since `start` on the open start tag: the default namespace first.
    func writeDeclarations(from start: Int) throws {
        for binding in bindings[start...] where binding.prefix.isEmpty { try writeDeclaration(binding) }
        for binding in bindings[start...] where !binding.prefix.isEmpty { try writeDeclaration(binding) }
    }

    private func writeDeclaration(_ binding: NamespaceBinding) throws {
        append(binding.prefix.isEmpty ? " xmlns=\"" : " xmlns:\(binding.prefix)=\"")
        try appendEscaped(binding.uri, inAttribute: true, place: "a namespace URI")
        buffer.append(UInt8(ascii: "\""))
    }

    /// Opens an element kept from reading (``AnyElement``) with the namespace declarations read
    /// on it, those not in scope already.
    func startKeptElement(_ name: XMLName, declarations: [(prefix: String, uri: String)]) throws {
        if openPathSteps > 0 { try closePathSteps() }
        try openElement(name, isItem: false, declarations: declarations)
    }
}

/// A name as written: `prefix:localName`, or `localName` when the prefix is "". Kept in two
/// parts so that writing it joins nothing (a joined `String` of over 15 bytes is an allocation).
struct WrittenName {
    let prefix: String
    let localName: String

    /// The name joined, for messages and comparisons off the common path.
    var text: String { prefix.isEmpty ? localName : prefix + ":" + localName }
}

/// One namespace declaration in scope while writing.
struct NamespaceBinding {
    /// The prefix; "" for the default namespace.
    let prefix: String
    /// The URI; "" undoes a default namespace (`xmlns=""`).
    let uri: String
    /// The depth of the element that declares it.
    let depth: Int
}

/// What the descriptions of one write say about namespaces, worked out before it starts.
///
/// Chosen prefixes come from the descriptions (``ParsingDescription/init(namespace:prefixes:_:)``,
/// the root's first, then nested ones in order of reach), then from
/// ``WritingOptions/namespacePrefixes`` for namespaces no description named; a prefix or URI
/// already chosen is not chosen again.
@usableFromInline struct NamespacePlan: Sendable {
    /// Declared on the root element: chosen prefixes of namespaces the descriptions write, then
    /// generated ones for the other namespaces given in names (`XMLName("a", namespace:)`).
    var rootDeclarations: [(prefix: String, uri: String)] = []
    /// URI to chosen prefix.
    var chosen: [String: String] = [:]
    var chosenPrefixes: Set<String> = []
    /// Namespaces of descriptions (``DefaultNamespace``): written as the default namespace where
    /// they start, unless a prefix is chosen for them.
    var defaults: Set<String> = []

    /// A plan with only chosen prefixes (for writing an ``AnyElement`` alone).
    init(choosing prefixes: [(prefix: String, uri: String)] = []) {
        choose(prefixes)
    }

    /// Declares `prefixes` on the root element (``WritingOptions/declareNamespacePrefix(_:for:)``):
    /// those not chosen for their namespace before the root's other declarations, so that names of
    /// a namespace with a chosen prefix besides are written with the chosen one (the last binding
    /// of a namespace is the one names use).
    mutating func declareOnRoot(_ prefixes: [(prefix: String, uri: String)]) throws {
        var declared: [(prefix: String, uri: String)] = []
        for (prefix, uri) in prefixes {
            if prefix == "xml", uri == XMLEmitter.xmlNamespace { continue }
            let problem: String? =
                if let problem = Self.bindingProblem(prefix, uri) {
                    problem
                } else if let other = chosen.first(where: { $0.value == prefix && $0.key != uri }) {
                    "it is chosen for \(other.key)"
                } else if let other = declared.first(where: { $0.prefix == prefix && $0.uri != uri }) {
                    "\(prefix) is declared for \(other.uri) too"
                } else {
                    nil
                }
            if let problem {
                throw XMLReadingError(
                    code: .notWritable,
                    message:
                        "cannot declare the prefix \(prefix.debugDescription) for \(uri.debugDescription) on the root element: \(problem)"
                )
            }
            if !declared.contains(where: { $0.prefix == prefix }) { declared.append((prefix, uri)) }
        }
        // A chosen prefix keeps its place after the others (or takes one at the end).
        let (chosenOnes, others) = (
            declared.filter { chosen[$0.uri] == $0.prefix }, declared.filter { chosen[$0.uri] != $0.prefix }
        )
        for declaration in chosenOnes where !rootDeclarations.contains(where: { $0.prefix == declaration.prefix }) {
            rootDeclarations.append(declaration)
        }
        // A namespace declared with another prefix than its chosen one: the chosen one on the root
        // too, after it, so that names keep the chosen prefix.
        for declaration in others {
            if let prefix = chosen[declaration.uri], !rootDeclarations.contains(where: { $0.prefix == prefix }) {
                rootDeclarations.append((prefix, declaration.uri))
            }
        }
        rootDeclarations = others + rootDeclarations
        // No generated prefix takes a declared one.
        chosenPrefixes.formUnion(declared.map(\.prefix))
    }

    /// Why XML does not allow binding `prefix` to `uri` (`nil` when it does): a prefix is an XML
    /// name without a colon, neither `xml` nor `xmlns`, bound to a namespace that is not empty nor
    /// one of theirs. Binding `xml` to its own namespace is allowed (and never written).
    static func bindingProblem(_ prefix: String, _ uri: String) -> String? {
        if prefix == "xml", uri == XMLEmitter.xmlNamespace { return nil }
        if !prefix.isXMLName { return "\(prefix.debugDescription) is not a prefix (an XML name without a colon)" }
        if prefix == "xml" || prefix == "xmlns" {
            return
                "the prefixes xml and xmlns are reserved: xml is bound to \(XMLEmitter.xmlNamespace) alone, and xmlns is never declared"
        }
        if uri == XMLEmitter.xmlNamespace || uri == AnyElement.xmlnsNamespace {
            return
                "the namespace \(uri) is reserved: \(XMLEmitter.xmlNamespace) is bound to xml alone, and \(AnyElement.xmlnsNamespace) to no prefix"
        }
        if uri.isEmpty { return "a prefix cannot be bound to no namespace (\"\") in XML 1.0" }
        return nil
    }

    mutating func choose(_ prefixes: [(prefix: String, uri: String)]) {
        for (prefix, uri) in prefixes
        where !prefix.isEmpty && chosen[uri] == nil && !chosenPrefixes.contains(prefix)
            && uri != XMLEmitter.xmlNamespace
        {
            chosen[uri] = prefix
            chosenPrefixes.insert(prefix)
        }
    }
}
