/// The advice of a near miss (an element read by its local name, found in another namespace):
/// advice that, followed, reads the model, so it looks at the namespaces the model's description
/// names its own elements in, not only at the root's.
extension RootMatcher {
    /// `<kml> is in the namespace "…2.1", not in the namespace "…2.2"`, and what to do about it:
    ///
    /// - the model names no element outside the found namespace: read it with a qualified name,
    ///   `read it with XMLName("catalog", namespace: "urn:x")`;
    /// - it names elements in no namespace (and has no ``DefaultNamespace``), the document has a
    ///   namespace: `.orNone` on the model's description reads both (the read's plain name then
    ///   matches in that namespace too);
    /// - it names elements in the namespaces of its ``DefaultNamespace``: the document has none,
    ///   `.orNone` of them; it has another (KML 2.1 read with 2.2 descriptions), those and the
    ///   document's, `namespace: ["http://www.opengis.net/kml/2.2", "http://earth.google.com/kml/2.1"]`;
    /// - otherwise (names qualified one by one): the model, and the models it holds, must name their
    ///   elements in the document's namespace.
    func hint(for miss: NearMiss) -> String {
        let meant = names.first { $0.localName == miss.name.localName }
        guard let meant, case .read(let makeFrame, let defaultNamespace)? = entry(for: meant),
            let frame = try? makeFrame()
        else {
            return miss.hint(for: names, advises: !usesDefaultNamespace)
        }
        let table = frame.table
        var described: [String?] = []
        for scope in table.scopes {
            for name in scope.names where !described.contains(name.namespace) { described.append(name.namespace) }
        }
        let found = miss.name.namespace
        if described.allSatisfy({ $0 == found }) { return miss.hint(for: names, advises: true) }
        let model = String(describing: type(of: frame.readable))
        let held = table.slots.contains { $0.nested != nil } ? " (and the models it holds)" : ""
        let base = miss.hint(for: names, advises: false)
        if let found, described.contains(nil), defaultNamespace == nil {
            return base
                + "; to read it, describe \(model)\(held) with ParsingDescription<\(model)>(namespace: .orNone(\"\(found)\"))"
        }
        if let defaultNamespace, defaultNamespace.uris.contains(where: { described.contains($0) }) {
            // Plain names in the description's default namespaces: add the document's.
            let quoted = defaultNamespace.uris.map { "\"\($0)\"" }
            let spelled: String
            if let found {
                let all = (quoted + ["\"\(found)\""]).joined(separator: ", ")
                spelled = defaultNamespace.matchesNoNamespace ? ".orNone(\(all))" : "[\(all)]"
            } else {
                spelled = ".orNone(\(quoted.joined(separator: ", ")))"
            }
            return base
                + "; to read it, describe \(model)\(held) with ParsingDescription<\(model)>(namespace: \(spelled))"
        }
        func shown(_ namespace: String?) -> String { namespace.map { "the namespace \"\($0)\"" } ?? "no namespace" }
        if let defaultNamespace, defaultNamespace.matchesNoNamespace { described.removeAll { $0 == nil } }
        let list = described.sorted { ($0 ?? "") < ($1 ?? "") }.map(shown).joined(separator: " and ")
        return base
            + "; \(model)'s description names its elements in \(list): to read this document, describe \(model)\(held) in \(shown(found))"
    }
}
