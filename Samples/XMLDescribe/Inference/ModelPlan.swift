import XMLSchema

/// What one element name becomes in Swift.
enum ElementKind: Equatable {
    /// No attributes and no child elements anywhere: a value of its parent (`Element("title", \.title)`).
    case value(ValueType)
    /// A model type of its own.
    case model
    /// Text and child elements mixed in one occurrence: kept whole, as an `AnyElement` of its parent.
    case mixed
}

/// A property of a generated model and the XML it holds.
struct PropertyPlan {
    enum Source {
        case attribute
        /// The element's own text (`TextContent`).
        case text
        /// A child element: one (`Element`), or several (`Many` among the direct children).
        case child(array: Bool)
    }

    var swiftName: String
    var xmlName: QualifiedName
    var source: Source
    /// `String`, `Int`…, or a model's type name.
    var typeName: String
    var optional: Bool
    /// The default of a non-optional single value (`""`, `0`, `Title()`).
    var defaultValue: String
    /// The entry's `format:` argument (`.rfc822`), when the type's own reading would not do.
    var format: String? = nil
}

/// One case of the enum that holds interleaved children in document order.
struct CasePlan {
    var swiftName: String
    var xmlName: QualifiedName
    var payloadType: String
    /// The case's `format:` argument (`.rfc822`), when the payload's own reading would not do.
    var payloadFormat: String? = nil
}

/// How a model holds its child elements.
enum ChildLayout {
    /// One property per child name, written in an order every sample follows.
    case fields([PropertyPlan])
    /// Children of different names interleaved: one array of an enum, in document order.
    case sequence(property: String, enumName: String, cases: [CasePlan])
    /// A child has mixed content: all the children kept whole (`AnyElements`), in document order.
    case keptWhole(property: String)
}

/// A model type to generate for one element name.
struct TypePlan {
    var typeName: String
    var element: QualifiedName
    /// The description's default namespace (`ParsingDescription<T>(namespace:)`), when its plain
    /// element names can all be in it.
    var defaultNamespace: String?
    var attributes: [PropertyPlan]
    var text: PropertyPlan?
    var children: ChildLayout
    /// How many samples' elements it was inferred from, for its doc comment.
    var occurrences: Int
}

/// Every type to generate, the namespaces they use, and the root.
struct ModelPlan {
    var types: [TypePlan]
    /// Namespace URIs with the Swift names of their constants, in order of first use.
    var namespaces: [(uri: String, name: String)]
    var root: TypePlan { types[0] }
    /// What the models cannot keep exactly, for stderr.
    var notes: [String] = []
    /// The namespaces of the format's versions, when the samples' roots are in several (or in one
    /// and in none): the descriptions in the first read each, and the root records which one.
    var versions: NamespaceVersions?
    /// The root model's property that holds the namespace a document was read in (``versions``).
    var namespaceProperty: String?
    /// The prefixes the samples write the descriptions' names with (prefix, URI), in order of first
    /// use, for the root description's `prefixes:`: each namespace with the first prefix it was
    /// written with, each prefix for its first namespace, none for the `xml` prefix nor for the
    /// root's namespace when the root has no prefix (it is the default namespace).
    var prefixes: [(prefix: String, uri: String)]

    /// Plans the models for `schema`; the root type is called `rootTypeName` when given.
    init(schema: SampleSchema, rootTypeName: String?) {
        let kinds = Self.kinds(schema)
        var typeNames = NameScope(taken: SwiftNames.reservedTypeNames)
        var namespaceNames = NameScope()
        var namespaces: [(uri: String, name: String)] = []
        var names: [QualifiedName: String] = [:]
        // The types to generate: the root, and every model reached through typed children.
        var order: [QualifiedName] = [schema.root]
        var next = 0
        while next < order.count {
            let shape = schema[order[next]]
            next += 1
            if shape.name != schema.root && kinds[shape.name] == .mixed { continue }
            let keepsWhole = shape.mixed || shape.children.contains { kinds[$0.name] == .mixed }
            guard !keepsWhole else { continue }
            for child in shape.children where kinds[child.name] == .model && !order.contains(child.name) {
                order.append(child.name)
            }
        }
        for name in order {
            if name == schema.root, let rootTypeName {
                names[name] = typeNames.claim([rootTypeName])
                continue
            }
            var candidates = [SwiftNames.upperCamel(name.localName)]
            if !name.prefix.isEmpty { candidates.append(SwiftNames.upperCamel(name.prefix + "-" + name.localName)) }
            candidates.append(SwiftNames.upperCamel(name.localName) + "Element")
            names[name] = typeNames.claim(candidates)
        }
        func namespaceName(_ name: QualifiedName) {
            guard !name.namespace.isEmpty, !namespaces.contains(where: { $0.uri == name.namespace }) else { return }
            var candidates: [String] = []
            if !name.prefix.isEmpty { candidates.append(SwiftNames.lowerCamel(name.prefix)) }
            let segments = name.namespace.split { "/:#".contains($0) }.filter { $0.contains { $0.isLetter } }
            if let last = segments.last { candidates.append(SwiftNames.lowerCamel(String(last))) }
            candidates.append("namespace")
            namespaces.append((name.namespace, namespaceNames.claim(candidates)))
        }
        let byValue = Self.byValueCycles(schema: schema, order: order, kinds: kinds)
        types = order.map { element in
            Self.plan(
                schema[element], typeName: names[element]!, isRoot: element == schema.root, schema: schema,
                kinds: kinds, typeNames: names, enumNames: &typeNames, arrayEdges: byValue)
        }
        // Constants for the namespaces the descriptions name, in order of first use.
        for type in types {
            namespaceName(type.element)
            for attribute in type.attributes { namespaceName(attribute.xmlName) }
            switch type.children {
            case .fields(let children): for child in children { namespaceName(child.xmlName) }
            case .sequence(_, _, let cases): for item in cases { namespaceName(item.xmlName) }
            case .keptWhole: break
            }
        }
        self.namespaces = namespaces
        var prefixes: [(prefix: String, uri: String)] = []
        func choosePrefix(_ name: QualifiedName) {
            guard !name.prefix.isEmpty, name.namespace != QualifiedName.xmlNamespace,
                !prefixes.contains(where: { $0.prefix == name.prefix || $0.uri == name.namespace }),
                name.namespace != schema.root.namespace || !schema.root.prefix.isEmpty
            else { return }
            prefixes.append((name.prefix, name.namespace))
        }
        for type in types {
            choosePrefix(type.element)
            for attribute in type.attributes { choosePrefix(attribute.xmlName) }
            switch type.children {
            case .fields(let children): for child in children { choosePrefix(child.xmlName) }
            case .sequence(_, _, let cases): for item in cases { choosePrefix(item.xmlName) }
            case .keptWhole: break
            }
        }
        self.prefixes = prefixes
    }

    /// The kind of every element name: the root is always a model.
    static func kinds(_ schema: SampleSchema) -> [QualifiedName: ElementKind] {
        var kinds: [QualifiedName: ElementKind] = [:]
        for shape in schema.shapes {
            if shape.mixed {
                kinds[shape.name] = .mixed
            } else if shape.attributes.isEmpty && shape.withChildren == 0 && shape.name != schema.root {
                kinds[shape.name] = .value(ValueType.infer(shape.texts))
            } else {
                kinds[shape.name] = .model
            }
        }
        return kinds
    }

    /// The child edges (parent, child) that would make a struct contain itself: a single child
    /// whose model reaches back to its parent through single children. Those become arrays.
    static func byValueCycles(
        schema: SampleSchema, order: [QualifiedName], kinds: [QualifiedName: ElementKind]
    ) -> Set<[QualifiedName]> {
        var single: [QualifiedName: [QualifiedName]] = [:]
        for name in order {
            let shape = schema[name]
            guard shape.childOrder != nil, !shape.children.contains(where: { kinds[$0.name] == .mixed }) else {
                continue
            }
            single[name] = shape.children.filter { $0.mostInOne == 1 && kinds[$0.name] == .model }.map(\.name)
        }
        func reaches(_ from: QualifiedName, _ target: QualifiedName) -> Bool {
            var seen: Set<QualifiedName> = [from]
            var stack = [from]
            while let name = stack.popLast() {
                if name == target { return true }
                for next in single[name, default: []] where seen.insert(next).inserted { stack.append(next) }
            }
            return false
        }
        var edges: Set<[QualifiedName]> = []
        for (parent, children) in single {
            for child in children where reaches(child, parent) { edges.insert([parent, child]) }
        }
        return edges
    }

    static func plan(
        _ shape: ElementShape, typeName: String, isRoot: Bool, schema: SampleSchema,
        kinds: [QualifiedName: ElementKind], typeNames: [QualifiedName: String], enumNames: inout NameScope,
        arrayEdges: Set<[QualifiedName]>
    ) -> TypePlan {
        var properties = NameScope(taken: ["parsingDescription", "init"])
        // A local name shared by several names (`title`, `dc:title`): the prefixed ones take their prefix.
        var sharing: [String: Int] = [:]
        for name in shape.attributes.map(\.name) + shape.children.map(\.name) {
            sharing[SwiftNames.lowerCamel(name.localName), default: 0] += 1
        }
        func candidates(_ name: QualifiedName, suffix: String, plural: Bool = false) -> [String] {
            let form = plural ? SwiftNames.plural : { $0 }
            let local = SwiftNames.lowerCamel(name.localName)
            var list = name.prefix.isEmpty || sharing[local, default: 0] < 2 ? [form(local)] : []
            if !name.prefix.isEmpty { list.append(form(SwiftNames.lowerCamel(name.prefix + "-" + name.localName))) }
            list.append(SwiftNames.lowerCamel(name.localName) + suffix)
            return list
        }
        let attributes = shape.attributes.map { attribute in
            // An absent attribute stays nil and is not written, so an optional Bool is safe (unlike
            // an element's text, where an empty element reads as `true`).
            let type = ValueType.infer(attribute.values)
            let optional = attribute.presentIn < shape.count
            return PropertyPlan(
                swiftName: properties.claim(candidates(attribute.name, suffix: "Attribute")), xmlName: attribute.name,
                source: .attribute, typeName: type.swiftName, optional: optional, defaultValue: type.defaultValue,
                format: type.format)
        }

        let keepsWhole = shape.children.contains { kinds[$0.name] == .mixed } || (isRoot && shape.mixed)
        let layout: ChildLayout
        if shape.children.isEmpty {
            layout = .fields([])
        } else if keepsWhole {
            layout = .keptWhole(property: properties.claim(["content", "children", "contentElements"]))
        } else if let order = shape.childOrder {
            layout = .fields(
                order.map { name in
                    let child = shape.children.first { $0.name == name }!
                    let type: String
                    let defaultValue: String
                    var format: String?
                    switch kinds[name]! {
                    case .value(let value):
                        (type, defaultValue, format) = (value.swiftName, value.defaultValue, value.format)
                    default:
                        (type, defaultValue) = (typeNames[name]!, "\(typeNames[name]!)()")
                    }
                    let array = child.mostInOne > 1 || arrayEdges.contains([shape.name, name])
                    return PropertyPlan(
                        swiftName: properties.claim(
                            candidates(name, suffix: array ? "Elements" : "Element", plural: array)),
                        xmlName: name, source: .child(array: array), typeName: type,
                        optional: !array && child.presentIn < shape.count, defaultValue: defaultValue,
                        format: format)
                })
        } else {
            var caseNames = NameScope()
            let cases = shape.children.map { child in
                var payload = typeNames[child.name] ?? "String"
                var format: String?
                if case .value(let value) = kinds[child.name]! { (payload, format) = (value.swiftName, value.format) }
                return CasePlan(
                    swiftName: caseNames.claim(candidates(child.name, suffix: "Element")), xmlName: child.name,
                    payloadType: payload, payloadFormat: format)
            }
            layout = .sequence(
                property: properties.claim(["content", "children", "contentElements"]),
                enumName: enumNames.claim([typeName + "Content", typeName + "Child"]), cases: cases)
        }

        var text: PropertyPlan?
        if shape.withText > 0 {
            let optional = shape.withText < shape.count
            var type = ValueType.infer(shape.texts.filter { $0.contains { !$0.isWhitespace } })
            if shape.withChildren > 0 || (optional && type == .bool) { type = .string }
            text = PropertyPlan(
                swiftName: properties.claim(["text", "textContent", "value"]), xmlName: shape.name, source: .text,
                typeName: type.swiftName, optional: optional, defaultValue: type.defaultValue, format: type.format)
        }

        // A default namespace for the description when none of its element names is in no namespace.
        var elementNames = [shape.name]
        switch layout {
        case .fields(let children): elementNames += children.map(\.xmlName)
        case .sequence(_, _, let cases): elementNames += cases.map(\.xmlName)
        case .keptWhole: break
        }
        let defaultNamespace =
            shape.name.namespace.isEmpty || elementNames.contains { $0.namespace.isEmpty } ? nil : shape.name.namespace
        return TypePlan(
            typeName: typeName, element: shape.name, defaultNamespace: defaultNamespace, attributes: attributes,
            text: text, children: layout, occurrences: shape.count)
    }
}
