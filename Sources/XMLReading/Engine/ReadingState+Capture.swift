import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// ``AnyElements``: elements kept whole, with their text.
extension ReadingState {
    /// Adds the text collected since the last tag to the innermost captured element.
    mutating func flushCapturedText() {
        guard !capturedText.isEmpty else { return }
        captured[captured.count - 1].content.append(.text(capturedText))
        capturedText = ""
    }

    /// A captured element as it starts: its name and attributes resolved, its namespace
    /// declarations kept apart (``AnyElement/namespaceDeclarations``).
    func capturedElement(_ localName: String, namespace: String, attributes: TagAttributes) -> AnyElement {
        var declarations: [String: String] = [:]
        for (key, value) in attributes where key.utf8.first == UInt8(ascii: "x") && key.hasPrefix("xmlns") {
            if key == "xmlns" {
                declarations[""] = value
            } else if key.utf8.count > 6, key.hasPrefix("xmlns:") {
                declarations[String(key.dropFirst(6))] = value
            }
        }
        return AnyElement(
            XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
            attributes: resolvedAttributes(attributes), namespaceDeclarations: declarations)
    }

    /// Adds to a captured element, which ends at `depth`, the declarations made outside it for the
    /// namespaces of the names inside it, so that it is written back with the prefixes it was read with.
    func keepingOutsideDeclarations(_ element: AnyElement, depth: Int) -> AnyElement {
        guard namespaces.bindings.contains(where: { $0.depth < depth }) else { return element }
        var elementNamespaces: Set<String> = []
        var attributeNamespaces: Set<String> = []
        // Each element with the namespaces declared on it or on its captured ancestors.
        var pending = [(element, Set<String>())]
        while let (next, inherited) = pending.popLast() {
            let declared = inherited.union(next.namespaceDeclarations.values)
            if let namespace = next.name.namespace, !declared.contains(namespace) {
                elementNamespaces.insert(namespace)
            }
            for name in next.attributes.keys {
                if let namespace = name.namespace, !declared.contains(namespace) {
                    attributeNamespaces.insert(namespace)
                }
            }
            pending += next.children.map { ($0, declared) }
        }
        let outside = namespaces.bindings.filter { $0.depth < depth }
        /// The prefix `namespace` has outside: the innermost binding to it that no later one hides.
        /// One start tag's bindings come in its attribute dictionary's order, which differs from
        /// one read to the next: of those, the smallest prefix, so every read keeps the same one.
        func prefix(of namespace: String, allowingDefault: Bool) -> String? {
            var found: (prefix: String, depth: Int)?
            for (index, binding) in outside.enumerated().reversed() {
                if let found, binding.depth < found.depth { break }
                guard binding.uri == namespace, allowingDefault || !binding.prefix.isEmpty,
                    !outside[(index + 1)...].contains(where: { $0.prefix == binding.prefix })
                else { continue }
                if found.map({ binding.prefix < $0.prefix }) ?? true { found = (binding.prefix, binding.depth) }
            }
            return found?.prefix
        }
        var kept = element
        for namespace in elementNamespaces.union(attributeNamespaces).sorted() {
            let usedByElements = elementNamespaces.contains(namespace)
            // An element read in the default namespace outside keeps it as the default.
            if usedByElements, let prefix = prefix(of: namespace, allowingDefault: true),
                kept.namespaceDeclarations[prefix] == nil
            {
                kept.namespaceDeclarations[prefix] = namespace
            }
            if attributeNamespaces.contains(namespace), !kept.namespaceDeclarations.values.contains(namespace),
                let prefix = prefix(of: namespace, allowingDefault: false), kept.namespaceDeclarations[prefix] == nil
            {
                kept.namespaceDeclarations[prefix] = namespace
            }
        }
        return kept
    }
}
