import Foundation
import XMLReading

/// Where a component was declared: its namespace and the forms its document gives local names.
package struct SchemaContext: Sendable {
    /// The target namespace (a chameleon include's is its includer's); `nil`: none.
    package var namespace: String?
    package var qualifiesElements: Bool
    package var qualifiesAttributes: Bool
    package var file: URL
}

/// A component with the context it was declared in.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var context: SchemaContext
}

/// Every global component of a schema closure, by qualified name, in the order the files were
/// read and the components written (for deterministic output).
package struct SchemaSet: Sendable {
    package private(set) var elements: [XMLName: Located<ElementDeclaration>] = [:]
    package private(set) var complexTypes: [XMLName: Located<ComplexTypeDefinition>] = [:]
    package private(set) var simpleTypes: [XMLName: Located<SimpleTypeDefinition>] = [:]
    package private(set) var groups: [XMLName: Located<ModelGroupDefinition>] = [:]
    package private(set) var attributeGroups: [XMLName: Located<AttributeGroupDefinition>] = [:]
    package private(set) var attributes: [XMLName: Located<AttributeDeclaration>] = [:]
    /// What a global component in ``order`` is.
    package enum Kind: Sendable { case element, complexType }
    /// Global elements and complex types in declaration order.
    package private(set) var order: [(kind: Kind, name: XMLName)] = []
    /// The prefixes the schema documents bind to each namespace (the first one read wins), for
    /// writing documents as people write them.
    package private(set) var prefixes: [(prefix: String, uri: String)] = []
    /// The files read, in order.
    package private(set) var files: [URL] = []
    /// The target namespace of the first schema given: documents write it as their default
    /// namespace, and the others with prefixes.
    package private(set) var primaryNamespace: String?

    package init() {}

    mutating func add(_ document: SchemaDocument, from url: URL, namespace: String?, redefinitions: [GlobalComponent]) {
        if files.isEmpty { primaryNamespace = namespace }
        files.append(url)
        let context = SchemaContext(
            namespace: namespace,
            qualifiesElements: document.elementFormDefault == "qualified",
            qualifiesAttributes: document.attributeFormDefault == "qualified", file: url)
        for component in document.components + redefinitions {
            register(component, context)
        }
        for (prefix, uri) in document.namespaces.sorted(by: { $0.key < $1.key })
        where !prefix.isEmpty && uri != xsdNamespace && !uri.isEmpty
            && !prefixes.contains(where: { $0.uri == uri || $0.prefix == prefix })
        {
            prefixes.append((prefix, uri))
        }
    }

    private mutating func register(_ component: GlobalComponent, _ context: SchemaContext) {
        func name(_ local: String?) -> XMLName { XMLName(local ?? "", namespace: context.namespace) }
        switch component {
        case .element(let element):
            let key = name(element.name)
            if elements[key] == nil { order.append((.element, key)) }
            elements[key] = Located(value: element, context: context)
        case .complexType(let type):
            let key = name(type.name)
            if complexTypes[key] == nil { order.append((.complexType, key)) }
            complexTypes[key] = Located(value: type, context: context)
        case .simpleType(let type):
            simpleTypes[name(type.name)] = Located(value: type, context: context)
        case .group(let group):
            groups[name(group.name)] = Located(value: group, context: context)
        case .attributeGroup(let group):
            attributeGroups[name(group.name)] = Located(value: group, context: context)
        case .attribute(let attribute):
            attributes[name(attribute.name)] = Located(value: attribute, context: context)
        }
    }

    /// A qualified name written in a schema (`xs:string`, `tns:Book`) as the name it stands
    /// for; an unprefixed name in a chameleon document is in the includer's namespace.
    package static func resolve(_ text: String, _ namespaces: [String: String], _ context: SchemaContext)
        throws(SchemaError) -> XMLName
    {
        guard let name = XMLName(qualified: text, in: namespaces) else {
            throw SchemaError("\(context.file.path): the name \"\(text)\" has a prefix no xmlns declares")
        }
        if name.namespace == nil, !text.contains(":"), namespaces[""] == nil, let namespace = context.namespace {
            // A chameleon include: its unprefixed references are to its includer's components.
            return XMLName(name.localName, namespace: namespace)
        }
        return name
    }
}
