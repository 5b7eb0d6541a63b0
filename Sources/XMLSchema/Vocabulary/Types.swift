import XMLReading

/// `xs:complexType`, named or anonymous.
package struct ComplexTypeDefinition: XMLReadable, Sendable {
    package var name: String?
    package var mixed: String?
    package var abstract: String?
    package var content: Particle?
    package var attributes: [AttributeUse] = []
    package var simpleContent: Derivation?
    package var complexContent: Derivation?
    package var documentation: Documentation?

    package init() {}

    package static let parsingDescription = ParsingDescription<ComplexTypeDefinition>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name)
        Attribute("mixed", \.mixed)
        Attribute("abstract", \.abstract)
        Element("annotation", \.documentation)
        Choice(\.content) { Particle.groupCases }
        Many(\.attributes) { AttributeUse.cases }
        Element("simpleContent", \.simpleContent)
        Element("complexContent", \.complexContent)
    }

    package var isMixed: Bool { mixed.map(isTrue) ?? false }
}

/// Whether an XML Schema boolean attribute's text is true.
package func isTrue(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed == "true" || trimmed == "1"
}

/// `xs:simpleContent` or `xs:complexContent`, with its one `xs:extension` or `xs:restriction`.
package struct Derivation: XMLReadable, Sendable {
    package var mixed: String?
    package var extensionStep: DerivationStep?
    package var restrictionStep: DerivationStep?

    package init() {}

    package static let parsingDescription = ParsingDescription<Derivation>(namespace: DefaultNamespace(xsdNamespace)) {
        Attribute("mixed", \.mixed)
        Element("extension", \.extensionStep)
        Element("restriction", \.restrictionStep)
    }

    /// The step, and whether it extends (else restricts) its base.
    package var step: (DerivationStep, extends: Bool)? {
        if let extensionStep { return (extensionStep, true) }
        if let restrictionStep { return (restrictionStep, false) }
        return nil
    }
}

/// An `xs:extension` or `xs:restriction` of a complex type's content.
package struct DerivationStep: XMLReadable, Sendable {
    package var base = ""
    package var content: Particle?
    package var attributes: [AttributeUse] = []
    /// The enumeration facets of a `simpleContent` restriction.
    package var enumerations: [String] = []
    /// The anonymous type, in an array: a type inside a declaration inside a type has no finite size otherwise.
    package var simpleTypes: [SimpleTypeDefinition] = []
    package var simpleType: SimpleTypeDefinition? { simpleTypes.first }
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<DerivationStep>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("base", \.base).required()
        InScopeNamespaces(\.namespaces)
        Choice(\.content) { Particle.groupCases }
        Many(\.attributes) { AttributeUse.cases }
        Many(\.enumerations) { Item("enumeration", attribute: "value", String.self) }
        Many(\.simpleTypes) { Item("simpleType", SimpleTypeDefinition.self) }
    }
}

/// `xs:simpleType`, named or anonymous: a restriction, a list or a union.
package struct SimpleTypeDefinition: XMLReadable, Sendable {
    package var name: String?
    package var restriction: SimpleRestriction?
    package var list: SimpleList?
    package var union: SimpleUnion?
    package var documentation: Documentation?

    package init() {}

    package static let parsingDescription = ParsingDescription<SimpleTypeDefinition>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name)
        Element("annotation", \.documentation)
        Element("restriction", \.restriction)
        Element("list", \.list)
        Element("union", \.union)
    }
}

/// `xs:restriction` of a simple type: a base (named or anonymous) and facets.
package struct SimpleRestriction: XMLReadable, Sendable {
    package var base: String?
    /// The anonymous type, in an array: a type inside a declaration inside a type has no finite size otherwise.
    package var simpleTypes: [SimpleTypeDefinition] = []
    package var simpleType: SimpleTypeDefinition? { simpleTypes.first }
    package var enumerations: [String] = []
    package var patterns: [String] = []
    package var length: String?
    package var minLength: String?
    package var maxLength: String?
    package var minInclusive: String?
    package var maxInclusive: String?
    package var minExclusive: String?
    package var maxExclusive: String?
    package var totalDigits: String?
    package var fractionDigits: String?
    package var whiteSpace: String?
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<SimpleRestriction>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("base", \.base)
        InScopeNamespaces(\.namespaces)
        Many(\.simpleTypes) { Item("simpleType", SimpleTypeDefinition.self) }
        Many(\.enumerations) { Item("enumeration", attribute: "value", String.self) }
        Many(\.patterns) { Item("pattern", attribute: "value", String.self) }
        Attribute("length/@value", \.length)
        Attribute("minLength/@value", \.minLength)
        Attribute("maxLength/@value", \.maxLength)
        Attribute("minInclusive/@value", \.minInclusive)
        Attribute("maxInclusive/@value", \.maxInclusive)
        Attribute("minExclusive/@value", \.minExclusive)
        Attribute("maxExclusive/@value", \.maxExclusive)
        Attribute("totalDigits/@value", \.totalDigits)
        Attribute("fractionDigits/@value", \.fractionDigits)
        Attribute("whiteSpace/@value", \.whiteSpace)
    }
}

/// `xs:list`.
package struct SimpleList: XMLReadable, Sendable {
    package var itemType: String?
    /// The anonymous type, in an array: a type inside a declaration inside a type has no finite size otherwise.
    package var simpleTypes: [SimpleTypeDefinition] = []
    package var simpleType: SimpleTypeDefinition? { simpleTypes.first }
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<SimpleList>(namespace: DefaultNamespace(xsdNamespace)) {
        Attribute("itemType", \.itemType)
        InScopeNamespaces(\.namespaces)
        Many(\.simpleTypes) { Item("simpleType", SimpleTypeDefinition.self) }
    }
}

/// `xs:union`.
package struct SimpleUnion: XMLReadable, Sendable {
    package var memberTypes: String?
    package var simpleTypes: [SimpleTypeDefinition] = []
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<SimpleUnion>(namespace: DefaultNamespace(xsdNamespace)) {
        Attribute("memberTypes", \.memberTypes)
        InScopeNamespaces(\.namespaces)
        Many(\.simpleTypes) { Item("simpleType", SimpleTypeDefinition.self) }
    }
}
