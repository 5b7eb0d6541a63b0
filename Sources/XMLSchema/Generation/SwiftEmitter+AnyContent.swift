/// The support file's `AnyContent`, for elements of any type (`xs:anyType`): their content kept
/// whole, with an `xsi:type` checked against the built-in types and those the schemas declare.
extension SwiftEmitter {
    func anyContentLines() -> [String] {
        let xsi = constant(ModelPlanner.xsiNamespace)
        // The schemas' type names by namespace, eight to a line of one string literal each
        // (a literal of thousands of names type-checks slowly).
        var declared: [String: [String]] = [:]
        for name in Array(planner.set.complexTypes.keys) + Array(planner.set.simpleTypes.keys) {
            declared[name.namespace ?? "", default: []].append(name.localName)
        }
        var table = ["    static let declaredTypes: [String: Set<Substring>] = [" + (declared.isEmpty ? ":]" : "")]
        for (uri, names) in declared.sorted(by: { $0.key < $1.key }) {
            let key = uri.isEmpty ? "\"\"" : namespaceNames[uri] != nil ? constant(uri) : literal(uri)
            table.append("        \(key): \"\"\"")
            let sorted = names.sorted()
            for start in stride(from: 0, to: sorted.count, by: 8) {
                table.append("            " + sorted[start..<min(start + 8, sorted.count)].joined(separator: " "))
            }
            table.append("            \"\"\",")
        }
        if !declared.isEmpty { table.append("    ].mapValues { Set($0.split(whereSeparator: \\.isWhitespace)) }") }
        return
            [
                "",
                "/// The content of an element of any type (`xs:anyType`): its attributes, and its text and",
                "/// children in order, kept as read. An `xsi:type` naming a built-in simple type",
                "/// (`xsi:type=\"xs:integer\"`) makes it text of that type, checked as it is read.",
                "\(access)struct AnyContent: XMLReadable, Sendable, Equatable {",
                "    \(access)var attributes: [XMLName: String] = [:]",
                "    \(access)var content: [MixedContent<AnyElement>] = []",
                "    /// The namespaces in scope where it was read, for the qualified name of its `xsi:type`:",
                "    /// declared again where it is written if they are not in scope there; not compared.",
                "    \(access)var namespaces: [String: String] = [:]",
                "",
                "    \(access)init() {}",
                "",
                "    \(access)static func == (lhs: AnyContent, rhs: AnyContent) -> Bool {",
                "        lhs.attributes == rhs.attributes && lhs.content == rhs.content",
                "    }",
                "",
                "    \(access)static let parsingDescription: ParsingDescription<AnyContent> = ParsingDescription {",
                "        AnyAttributes(\\.attributes)",
                "        Mixed(\\.content)",
                "        InScopeNamespaces(\\.namespaces)",
                "        OnComplete { try $0.checkType() }",
                "    }",
                "",
                "    /// The types the schemas declare, by namespace (\"\" for none), which an `xsi:type` may name.",
            ] + table + [
                "",
                "    /// Refuses what its `xsi:type` does not allow: a value that is no qualified name in scope, a",
                "    /// type neither built in nor declared by the schemas, and for a built-in simple type, child",
                "    /// elements, attributes other than `xsi:*`, or text outside the type. The content of a type",
                "    /// the schemas declare is not checked: it is kept as read.",
                "    func checkType() throws {",
                "        guard let written = attributes[XMLName(\"type\", namespace: \(xsi))] else { return }",
                "        guard XMLFacets.builtIn(\"QName\")!.violation(in: written) == nil else {",
                "            throw XMLReadingError(",
                "                code: .valueConversion, message: \"xsi:type \\(written.debugDescription) is not a qualified name\")",
                "        }",
                "        guard let type = XMLName(qualified: written, in: namespaces) else {",
                "            throw XMLReadingError(",
                "                code: .valueConversion,",
                "                message: \"xsi:type \\(written.debugDescription) has a prefix bound to no namespace in scope\")",
                "        }",
                "        guard type.namespace == \(literal(xsdNamespace)) else {",
                "            if Self.declaredTypes[type.namespace ?? \"\"]?.contains(Substring(type.localName)) == true { return }",
                "            throw XMLReadingError(",
                "                code: .valueConversion, message: \"xsi:type \\(written.debugDescription) names \\(type), which the schemas do not declare\")",
                "        }",
                "        if type.localName == \"anyType\" { return }",
                "        guard let facets = XMLFacets.builtIn(type.localName) else {",
                "            throw XMLReadingError(",
                "                code: .valueConversion, message: \"xsi:type \\(written.debugDescription) names no built-in type of XML Schema\")",
                "        }",
                "        var text = \"\"",
                "        for part in content {",
                "            switch part {",
                "            case .text(let part): text += part",
                "            case .element(let element):",
                "                throw XMLReadingError(",
                "                    code: .unexpectedElement,",
                "                    message: \"<\\(element.name.localName)> in an element of the simple type \\(written) (its xsi:type)\")",
                "            }",
                "        }",
                "        if let name = attributes.keys.sorted(by: { $0.description < $1.description }).first(where: {",
                "            $0.namespace != \(xsi)",
                "        }) {",
                "            throw XMLReadingError(",
                "                code: .unexpectedAttribute,",
                "                message: \"the attribute \\(name) on an element of the simple type \\(written) (its xsi:type)\")",
                "        }",
                "        if let violation = facets.violation(in: text) {",
                "            throw XMLReadingError(",
                "                code: .valueConversion,",
                "                message: \"cannot read \\(text.debugDescription) as \\(written) (its xsi:type): \\(violation)\")",
                "        }",
                "    }",
                "}",
            ]
    }
}
