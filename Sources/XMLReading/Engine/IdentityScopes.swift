/// ``Unique`` and ``KeyReference``: the values an attribute takes below the elements whose models
/// declare rules, checked as each element starts (references, when the scope's element ends). The
/// reading state holds one stack of scopes; a scope opens at the element whose model declares its
/// rules and closes with it.
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
        /// The values seen, one set per rule (a ``KeyReference``'s stays empty).
        var seen: [Set<String>]
        /// The values a ``KeyReference`` rule found, with where, one list per rule.
        var references: [[Reference]]
    }

    /// A value a ``KeyReference`` found: it must be among its ``Unique``'s when the scope closes.
    private struct Reference {
        let value: String
        /// The element that holds it, as written, and where it starts.
        let element: String
        let position: XMLPosition
    }

    private var scopes: [Scope] = []
    /// The resolved names of the open elements below the outermost scope, by depth (index
    /// `depth - 1`), for the rules that select by a path.
    private var trail: [XMLName] = []

    var isEmpty: Bool { scopes.isEmpty }

    /// Opens the scope of a model's ``Unique`` and ``KeyReference`` entries at the element (at
    /// `depth`, written `element`) that starts it, and checks the element itself for the rules that
    /// select it (`"."`): its attribute's value, found by `value`.
    mutating func open(
        _ rules: [IdentityRule], depth: Int, element: String, position: @autoclosure () -> XMLPosition,
        value: (XMLName) -> String?
    ) throws {
        var rules = rules
        if !scopes.isEmpty {
            // A Unique at any depth that an enclosing scope already checks would refuse nothing the
            // enclosing one lets through (a model nested in itself; `xs:ID`, which the generated
            // models check on every element a document may start with). A reference must find
            // its values in its own scope, so it stays, with the Unique it refers to; so does a
            // rule on the element itself, which the enclosing scope does not select.
            let referred = Set(rules.compactMap(\.refers))
            rules.removeAll { rule in
                rule.refers == nil && rule.anyDepth && !referred.contains(rule.name) && !rule.paths.contains([])
                    && scopes.contains { $0.rules.contains { $0.sameCheck(as: rule) } }
            }
            if rules.isEmpty { return }
        }
        scopes.append(
            Scope(
                depth: depth, element: element, rules: rules, seen: Array(repeating: [], count: rules.count),
                references: Array(repeating: [], count: rules.count)))
        for (number, rule) in rules.enumerated() where rule.paths.contains([]) {
            try record(rule, number, in: scopes.count - 1, element: element, position: position, value: value)
        }
    }

    /// Checks an element that starts (`name`, written `written`, at `depth`) against every open
    /// scope's rules: its attribute's value, found by `value`, must be new (a reference's is kept).
    /// `position` is read only for a reference's value (asking the parser costs a call).
    mutating func check(
        _ name: XMLName, written: String, depth: Int, position: @autoclosure () -> XMLPosition,
        value: (XMLName) -> String?
    ) throws {
        if trail.count >= depth { trail.removeSubrange((depth - 1)...) }
        while trail.count < depth - 1 { trail.append(XMLName("")) }
        trail.append(name)
        for index in scopes.indices {
            let scope = scopes[index]
            guard depth > scope.depth else { continue }
            for (number, rule) in scope.rules.enumerated()
            where rule.selects(trail, depth: depth, scopeDepth: scope.depth) {
                try record(rule, number, in: index, element: written, position: position, value: value)
            }
        }
    }

    /// The value of one element `rule` selects: new for a ``Unique``, kept for a ``KeyReference``.
    private mutating func record(
        _ rule: IdentityRule, _ number: Int, in index: Int, element: String, position: () -> XMLPosition,
        value: (XMLName) -> String?
    ) throws {
        let scope = scopes[index]
        guard let value = value(rule.attribute) else {
            if rule.isKey {
                throw XMLReadingError(
                    code: .duplicateValue,
                    message:
                        "<\(element)> in <\(scope.element)> has no attribute \"\(rule.attribute)\", which Unique(\"\(rule.name)\", isKey: true) requires"
                )
            }
            return
        }
        if rule.refers != nil {
            scopes[index].references[number].append(Reference(value: value, element: element, position: position()))
        } else if !scopes[index].seen[number].insert(value).inserted {
            throw XMLReadingError(
                code: .duplicateValue,
                message:
                    "a second <\(element)> with \(rule.attribute) \(value.debugDescription) in <\(scope.element)>, where Unique(\"\(rule.name)\") requires each value once"
            )
        }
    }

    /// Closes the scopes of the element that ends at `depth` (a scope left unopened has none to
    /// close), once each of their references is found among the values it refers to.
    mutating func close(depth: Int) throws {
        while let last = scopes.last, last.depth >= depth {
            scopes.removeLast()
            for (number, rule) in last.rules.enumerated() {
                guard let key = rule.refers,
                    let keyNumber = last.rules.firstIndex(where: { $0.refers == nil && $0.name == key })
                else {
                    continue
                }
                if let missing = last.references[number].first(where: { !last.seen[keyNumber].contains($0.value) }) {
                    throw XMLReadingError(
                        code: .unmatchedReference,
                        message:
                            "<\(missing.element)> at line \(missing.position.line), column \(missing.position.column) has \(rule.attribute) \(missing.value.debugDescription), which no element of Unique(\"\(key)\") in <\(last.element)> has (\(rule.entry))"
                    )
                }
            }
        }
    }
}
