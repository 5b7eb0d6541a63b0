/// ``Unique``: the values an attribute takes below an element, checked as each element starts.
struct IdentityScope {
    /// The depth of the element whose model declares the rules.
    let depth: Int
    /// Its element's name as written, for messages.
    let element: String
    let rules: [IdentityRule]
    /// The values seen, one set per rule.
    var seen: [Set<String>]
}

extension ReadingState {
    /// Opens the scope of a model's ``Unique`` entries at the element that starts it.
    mutating func openIdentityScope(_ rules: [IdentityRule]) {
        var rules = rules
        if !identityScopes.isEmpty {
            // A rule at any depth that an enclosing scope already checks would refuse nothing the
            // enclosing one lets through (a model nested in itself; `xs:ID`, which the generated
            // models check on every element a document may start with).
            rules.removeAll { rule in
                rule.anyDepth && identityScopes.contains { $0.rules.contains { $0.sameCheck(as: rule) } }
            }
            if rules.isEmpty { return }
        }
        identityScopes.append(
            IdentityScope(
                depth: path.depth, element: path.last ?? "", rules: rules,
                seen: Array(repeating: [], count: rules.count)))
    }

    /// Checks an element against every open scope's rules: its attribute's value must be new.
    mutating func checkIdentities(_ localName: String, namespace: String, attributes: TagAttributes) throws {
        let name = XMLName(localName, namespace: namespace.isEmpty ? nil : namespace)
        let depth = path.depth
        for index in identityScopes.indices {
            let scope = identityScopes[index]
            guard depth > scope.depth else { continue }
            for (number, rule) in scope.rules.enumerated()
            where (rule.anyDepth || depth == scope.depth + 1) && rule.elements.contains(name) {
                guard let (_, value) = namespaces.attributeValue(rule.attribute, in: attributes) else {
                    if rule.isKey {
                        throw XMLReadingError(
                            code: .duplicateValue,
                            message:
                                "<\(path.last ?? localName)> in <\(scope.element)> has no attribute \"\(rule.attribute)\", which Unique(\"\(rule.name)\", isKey: true) requires"
                        )
                    }
                    continue
                }
                if !identityScopes[index].seen[number].insert(value).inserted {
                    throw XMLReadingError(
                        code: .duplicateValue,
                        message:
                            "a second <\(path.last ?? localName)> with \(rule.attribute) \(value.debugDescription) in <\(scope.element)>, where Unique(\"\(rule.name)\") requires each value once"
                    )
                }
            }
        }
    }

    /// Closes the scopes of the element that ends (a scope left unopened has none to close).
    mutating func closeIdentityScopes() {
        while let last = identityScopes.last, last.depth >= path.depth { identityScopes.removeLast() }
    }
}
