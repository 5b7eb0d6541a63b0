extension CompiledTable {
    /// The problems of an element's attribute entries: an empty name, a name bound twice.
    @inlinable static func attributeProblems<Model>(_ list: [AttributeRule<Model>], owner: String) -> [String] {
        var seen = Set<XMLName>()
        var problems: [String] = []
        for attribute in list {
            if attribute.name.localName.isEmpty {
                problems.append("an Attribute of \(owner) has an empty name; name the attribute it reads")
            } else if !seen.insert(attribute.name).inserted {
                problems.append(
                    "the attribute \"\(attribute.name)\" of \(owner) is bound twice; bind each attribute name once")
            }
        }
        return problems
    }

    /// Files each attribute read at the end of a path (`Attribute("details/price/@currency", …)`)
    /// under the path of its element (`/details/price`); returns the problems (a path attribute
    /// cannot be `required()`).
    @inlinable static func collectPathAttributes<Model>(
        _ parts: [DescriptionBuilder<Model>.Component.Part], into pathAttributes: inout [String: [AttributeStore]]
    ) -> [String] {
        var problems: [String] = []
        for part in parts {
            guard case .attribute(let rule) = part, let (element, attribute) = split(attributePath: rule.name)
            else { continue }
            if rule.isRequired {
                problems.append(
                    "Attribute(\"\(rule.name)\") is required(); required() applies to the element's own attributes, so read <\(element)> as a model with a required attribute"
                )
            }
            pathAttributes[
                "/"
                    + element.localName.split(separator: "/").map {
                        XMLName(String($0), namespace: element.namespace).description
                    }.joined(separator: "/"), default: []
            ]
            .append(AttributeStore(name: attribute, value: eraseAttribute(rule.rule)))
        }
        return problems
    }
}
