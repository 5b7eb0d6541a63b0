import XMLReading

/// The XML Schema namespace, which every construct of the vocabulary is in.
package let xsdNamespace = "http://www.w3.org/2001/XMLSchema"

/// One schema document (`<xs:schema>`) as written: its target namespace, its imports and its
/// global components in document order. Read with XMLReading itself.
///
/// ```swift
/// let document = try XMLReader.rootObject(ofType: SchemaDocument.self, element: SchemaDocument.element, from: url)
/// document.targetNamespace        // "http://www.topografix.com/GPX/1/1"
/// ```
package struct SchemaDocument: XMLReadable, Sendable {
    package static let element = XMLName("schema", namespace: xsdNamespace)

    package var targetNamespace: String?
    package var elementFormDefault: String?
    package var attributeFormDefault: String?
    package var namespaces: [String: String] = [:]
    package var references: [SchemaReference] = []
    package var redefinitions: [Redefinition] = []
    package var components: [GlobalComponent] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<SchemaDocument>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("targetNamespace", \.targetNamespace)
        Attribute("elementFormDefault", \.elementFormDefault)
        Attribute("attributeFormDefault", \.attributeFormDefault)
        InScopeNamespaces(\.namespaces)
        Many(\.references) {
            Item("include", SchemaReference.self)
            Item("import", SchemaReference.self)
        }
        Many(\.redefinitions) { Item("redefine", Redefinition.self) }
        Many(\.components) { GlobalComponent.cases }
    }
}

/// An `xs:include`, `xs:import` or the reference part of an `xs:redefine`.
package struct SchemaReference: XMLReadable, Sendable {
    package var kind = XMLName("include")
    package var namespace: String?
    package var schemaLocation: String?

    package init() {}

    package static let parsingDescription = ParsingDescription<SchemaReference>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        ElementName(\.kind)
        Attribute("namespace", \.namespace)
        Attribute("schemaLocation", \.schemaLocation)
    }

    package var isImport: Bool { kind.localName == "import" }
}

/// An `xs:redefine`: a schema included with some of its components replaced.
package struct Redefinition: XMLReadable, Sendable {
    package var schemaLocation = ""
    package var components: [GlobalComponent] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<Redefinition>(namespace: DefaultNamespace(xsdNamespace))
    {
        Attribute("schemaLocation", \.schemaLocation).required()
        Many(\.components) { GlobalComponent.cases }
    }
}

/// A component declared at the top level of a schema document.
package enum GlobalComponent: Sendable {
    case element(ElementDeclaration)
    case complexType(ComplexTypeDefinition)
    case simpleType(SimpleTypeDefinition)
    case group(ModelGroupDefinition)
    case attributeGroup(AttributeGroupDefinition)
    case attribute(AttributeDeclaration)

    @CaseBuilder<GlobalComponent> package static var cases: [Case<GlobalComponent>] {
        Case("element", ElementDeclaration.self, GlobalComponent.element)
        Case("complexType", ComplexTypeDefinition.self, GlobalComponent.complexType)
        Case("simpleType", SimpleTypeDefinition.self, GlobalComponent.simpleType)
        Case("group", ModelGroupDefinition.self, GlobalComponent.group)
        Case("attributeGroup", AttributeGroupDefinition.self, GlobalComponent.attributeGroup)
        Case("attribute", AttributeDeclaration.self, GlobalComponent.attribute)
    }
}

/// The text of a component's `xs:annotation/xs:documentation`, for doc comments.
package struct Documentation: XMLReadable, Sendable {
    package var texts: [String] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<Documentation>(namespace: DefaultNamespace(xsdNamespace))
    {
        Many(\.texts) { Item("documentation", String.self) }
    }

    /// The paragraphs, whitespace collapsed, empty ones dropped.
    package var text: String? {
        let joined = texts.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.filter {
            !$0.isEmpty
        }
        return joined.isEmpty ? nil : joined.joined(separator: "\n\n")
    }
}
