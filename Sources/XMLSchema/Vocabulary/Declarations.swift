import XMLReading

/// `xs:element`: global, local, or a reference (`ref`).
package struct ElementDeclaration: XMLReadable, Sendable {
    package var name: String?
    package var ref: String?
    package var type: String?
    package var minOccurs: String?
    package var maxOccurs: String?
    package var form: String?
    package var nillable: String?
    package var abstract: String?
    package var substitutionGroup: String?
    package var defaultValue: String?
    package var fixed: String?
    /// The anonymous type, in an array: a type inside a declaration inside a type has no finite size otherwise.
    package var complexTypes: [ComplexTypeDefinition] = []
    package var complexType: ComplexTypeDefinition? { complexTypes.first }
    /// The anonymous type, in an array: a type inside a declaration inside a type has no finite size otherwise.
    package var simpleTypes: [SimpleTypeDefinition] = []
    package var simpleType: SimpleTypeDefinition? { simpleTypes.first }
    package var documentation: Documentation?
    package var namespaces: [String: String] = [:]
    /// `xs:unique`, `xs:key` and `xs:keyref`.
    package var uniques: [IdentityConstraintDefinition] = []
    package var keys: [IdentityConstraintDefinition] = []
    package var keyrefs: [IdentityConstraintDefinition] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<ElementDeclaration>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name)
        Attribute("ref", \.ref)
        Attribute("type", \.type)
        Attribute("minOccurs", \.minOccurs)
        Attribute("maxOccurs", \.maxOccurs)
        Attribute("form", \.form)
        Attribute("nillable", \.nillable)
        Attribute("abstract", \.abstract)
        Attribute("substitutionGroup", \.substitutionGroup)
        Attribute("default", \.defaultValue)
        Attribute("fixed", \.fixed)
        InScopeNamespaces(\.namespaces)
        Element("annotation", \.documentation)
        Many(\.complexTypes) { Item("complexType", ComplexTypeDefinition.self) }
        Many(\.simpleTypes) { Item("simpleType", SimpleTypeDefinition.self) }
        Many(\.uniques) { Item("unique", IdentityConstraintDefinition.self) }
        Many(\.keys) { Item("key", IdentityConstraintDefinition.self) }
        Many(\.keyrefs) { Item("keyref", IdentityConstraintDefinition.self) }
    }
}

/// `xs:unique` or `xs:key`: the elements its selector picks must differ in the values of its
/// fields (XPath subsets: `.//xlf:trans-unit|.//xlf:bin-unit`, `@id`); `xs:keyref`: their values
/// must be among those of the constraint it `refer`s to.
package struct IdentityConstraintDefinition: XMLReadable, Sendable {
    package var name = ""
    /// For `xs:keyref`: the qualified name of the `xs:unique` or `xs:key` it refers to.
    package var refer: String?
    package var selector = ""
    package var fields: [FieldPath] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<IdentityConstraintDefinition>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name)
        Attribute("refer", \.refer)
        Attribute("selector/@xpath", \.selector)
        Many(\.fields) { Item("field", FieldPath.self) }
    }

    /// `<xs:field xpath="@id"/>`.
    package struct FieldPath: XMLReadable, Sendable {
        package var xpath = ""
        package init() {}
        package static let parsingDescription = ParsingDescription<FieldPath> { Attribute("xpath", \.xpath) }
    }
}

/// `xs:attribute`: global, local, or a reference.
package struct AttributeDeclaration: XMLReadable, Sendable {
    package var name: String?
    package var ref: String?
    package var type: String?
    package var use: String?
    package var form: String?
    package var defaultValue: String?
    package var fixed: String?
    /// The anonymous type, in an array: a type inside a declaration inside a type has no finite size otherwise.
    package var simpleTypes: [SimpleTypeDefinition] = []
    package var simpleType: SimpleTypeDefinition? { simpleTypes.first }
    package var documentation: Documentation?
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<AttributeDeclaration>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name)
        Attribute("ref", \.ref)
        Attribute("type", \.type)
        Attribute("use", \.use)
        Attribute("form", \.form)
        Attribute("default", \.defaultValue)
        Attribute("fixed", \.fixed)
        InScopeNamespaces(\.namespaces)
        Element("annotation", \.documentation)
        Many(\.simpleTypes) { Item("simpleType", SimpleTypeDefinition.self) }
    }
}

/// What a complex type or an attribute group lists as attributes.
package enum AttributeUse: Sendable {
    case attribute(AttributeDeclaration)
    case group(AttributeGroupReference)
    case any(Wildcard)

    @CaseBuilder<AttributeUse> package static var cases: [Case<AttributeUse>] {
        Case("attribute", AttributeDeclaration.self, AttributeUse.attribute)
        Case("attributeGroup", AttributeGroupReference.self, AttributeUse.group)
        Case("anyAttribute", Wildcard.self, AttributeUse.any)
    }
}

/// `<xs:attributeGroup ref="…"/>`.
package struct AttributeGroupReference: XMLReadable, Sendable {
    package var ref = ""
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<AttributeGroupReference>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("ref", \.ref).required()
        InScopeNamespaces(\.namespaces)
    }
}

/// A named `xs:attributeGroup` at the top level.
package struct AttributeGroupDefinition: XMLReadable, Sendable {
    package var name = ""
    package var attributes: [AttributeUse] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<AttributeGroupDefinition>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name).required()
        Many(\.attributes) { AttributeUse.cases }
    }
}
