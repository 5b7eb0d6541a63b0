/// ``Unique``: the values an attribute takes below the elements whose models declare rules,
/// checked as each element starts. The reading state holds one stack of scopes; a scope opens at
/// the element whose model declares its rules and closes with it.
///
/// ```swift
/// // Unique("ids", of: ["trans-unit"], anyDepth: true, attribute: "id") on <body>:
/// // <body><group><trans-unit id="1"/></group><trans-unit id="1"/></body>
/// // → a second <trans-unit> with id "1" in <body>, where Unique("ids") requires each value once
/// ```
struct IdentityScopes {
    /// The rules of one element's model and the values seen under it.
    private struct Scope {
        /// The depth of the element whose model declares the rules.
        let depth: Int
        /// Its element's name as written, for messages.
        let element: String
        let rules: [IdentityRule]
        /// The values seen, one set per rule.
        var seen: [Set<String>]
    }

    private var scopes: [Scope] = []

    var isEmpty: Bool { scopes.isEmpty }

    /// Opens the scope of a model's ``Unique`` entries at the element (at `depth`, written
    /// `element`) that starts it.
    mutating func open(_ rules: [IdentityRule], depth: Int, element: String) {
        var rules = rules
        if !scopes.isEmpty {
            // A rule at any depth that an enclosing scope already checks would refuse nothing the
            // enclosing one lets through (a model nested in itself; `xs:ID`, which the generated
            // models check on every element a document may start with).
            rules.removeAll { rule in
                rule.anyDepth && scopes.contains { $0.rules.contains { $0.sameCheck(as: rule) } }
            }
            if rules.isEmpty { return }
        }
        scopes.append(
            Scope(depth: depth, element: element, rules: rules, seen: Array(repeating: [], count: rules.count)))
    }

    /// Checks an element that starts (`name`, written `written`, at `depth`) against every open
    /// scope's rules: its attribute's value, found by `value`, must be new.
    mutating func check(_ name: XMLName, written: String, depth: Int, value: (XMLName) -> String?) throws {
        for index in scopes.indices {
            let scope = scopes[index]
            guard depth > scope.depth else { continue }
            for (number, rule) in scope.rules.enumerated()
            where (rule.anyDepth || depth == scope.depth + 1) && rule.elements.contains(name) {
                guard let value = value(rule.attribute) else {
                    if rule.isKey {
                        throw XMLReadingError(
                            code: .duplicateValue,
                            message:
                                "<\(written)> in <\(scope.element)> has no attribute \"\(rule.attribute)\", which Unique(\"\(rule.name)\", isKey: true) requires"
                        )
                    }
                    continue
                }
                if !scopes[index].seen[number].insert(value).inserted {
                    throw XMLReadingError(
                        code: .duplicateValue,
                        message:
                            "a second <\(written)> with \(rule.attribute) \(value.debugDescription) in <\(scope.element)>, where Unique(\"\(rule.name)\") requires each value once"
                    )
                }
            }
        }
    }

    /// Closes the scopes of the element that ends at `depth` (a scope left unopened has none to close).
    mutating func close(depth: Int) {
        while let last = scopes.last, last.depth >= depth { scopes.removeLast() }
    }
}
