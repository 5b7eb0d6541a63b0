/// The writing side of description entries: how each one gets its value out of a model and
/// writes it. Built next to the reading tables when a ``ParsingDescription`` is built.

/// What one description entry writes.
@usableFromInline enum WriteEntry<Model>: Sendable {
    /// An attribute of the element being written; `nil` text omits it.
    case attribute(XMLName, @Sendable (Model) throws -> String?)
    /// The element's own text (``TextContent``).
    case text(@Sendable (Model) throws -> String?, cdata: Bool)
    /// A child element (or several: a ``Many`` without container).
    case child(ChildWriter<Model>)
    /// ``Skip``: the child entries after it, up to the next `Skip`, are written inside it.
    case group(XMLName)
    /// ``Ignore``, ``OnComplete``, ``RejectUnknown``: nothing to write.
    case nothing
    /// An entry that cannot be written, described for the error.
    case readOnly(String)
    /// ``AnyAttributes``: attributes written after the named ones.
    case otherAttributes(@Sendable (Model) -> [(XMLName, String)])
    /// ``AnyElements``: elements written after all the others, outside any ``Skip`` group.
    case otherElements(ChildWriter<Model>)
}

/// A child entry: its writing closure, and what the writer checks before writing anything.
@usableFromInline struct ChildWriter<Model>: Sendable {
    /// Names it writes (for namespace declarations).
    @usableFromInline let names: [XMLName]
    /// Model types it writes with their own descriptions.
    @usableFromInline let nested: [NestedType]
    /// Parts of it that cannot be written.
    @usableFromInline let problems: [String]
    @usableFromInline let write: @Sendable (Model, XMLEmitter) throws -> Void

    @usableFromInline init(
        names: [XMLName], nested: [NestedType] = [], problems: [String] = [],
        write: @escaping @Sendable (Model, XMLEmitter) throws -> Void
    ) {
        self.names = names
        self.nested = nested
        self.problems = problems
        self.write = write
    }
}

/// A model type reached from a description, checked once per write.
@usableFromInline struct NestedType: Sendable {
    @usableFromInline let id: ObjectIdentifier
    @usableFromInline let summary: @Sendable () -> WriteSummary

    @inlinable init<Value: XMLReadable>(_ type: Value.Type) {
        id = ObjectIdentifier(type)
        summary = { Value.parsingDescription.writePlan.summary }
    }
}

/// What a description needs from the writer before writing starts.
@usableFromInline struct WriteSummary: Sendable {
    @usableFromInline let typeName: String
    @usableFromInline let problems: [String]
    @usableFromInline let names: [XMLName]
    @usableFromInline let nested: [NestedType]
}

/// How one ``ParsingDescription`` writes a model: attributes, then text, then children in
/// declaration order, grouped by ``Skip``.
@usableFromInline struct WritePlan<Model>: Sendable {
    @usableFromInline let attributes: [(name: XMLName, text: @Sendable (Model) throws -> String?)]
    /// ``AnyAttributes`` entries.
    @usableFromInline let otherAttributes: [@Sendable (Model) -> [(XMLName, String)]]
    @usableFromInline let text: (@Sendable (Model) throws -> String?)?
    @usableFromInline let textIsCDATA: Bool
    @usableFromInline let groups: [(group: XMLName?, children: [ChildWriter<Model>])]
    /// ``AnyElements`` entries, written last.
    @usableFromInline let trailing: [ChildWriter<Model>]
    @usableFromInline let hasTrailing: Bool
    @usableFromInline let hasOtherAttributes: Bool
    @usableFromInline let summary: WriteSummary
    /// The namespace of the plain element names this description writes (``DefaultNamespace``).
    @usableFromInline let namespace: String?

    @usableFromInline init(_ entries: [WriteEntry<Model>], namespace: String? = nil) {
        self.namespace = namespace
        var attributes: [(name: XMLName, text: @Sendable (Model) throws -> String?)] = []
        var otherAttributes: [@Sendable (Model) -> [(XMLName, String)]] = []
        var trailing: [ChildWriter<Model>] = []
        var text: (@Sendable (Model) throws -> String?)?
        var textIsCDATA = false
        var groups: [(group: XMLName?, children: [ChildWriter<Model>])] = [(nil, [])]
        var problems: [String] = []
        var names: [XMLName] = []
        var nested: [NestedType] = []
        for entry in entries {
            switch entry {
            case .attribute(let name, let value):
                if let (element, attribute) = CompiledTable.split(attributePath: name) {
                    // At the end of a path: written on an element of its own (`<details><price currency="…"/>`).
                    groups[groups.count - 1].children.append(
                        ChildWriter(names: [element]) { model, emitter in
                            guard let text = try value(model) else { return }
                            try emitter.pathAttribute(element, attribute, text)
                        })
                    names.append(element)
                    continue
                }
                attributes.append((name, value))
                names.append(name)
            case .text(let value, let cdata):
                text = value
                textIsCDATA = cdata
            case .child(let child):
                groups[groups.count - 1].children.append(child)
                names += child.names
                nested += child.nested
                problems += child.problems
            case .group(let name):
                groups.append((name, []))
                names.append(name)
            case .nothing:
                break
            case .otherAttributes(let list):
                otherAttributes.append(list)
            case .otherElements(let child):
                trailing.append(child)
            case .readOnly(let description):
                problems.append(description)
            }
        }
        self.attributes = attributes
        self.otherAttributes = otherAttributes
        self.trailing = trailing
        self.hasTrailing = !trailing.isEmpty
        self.hasOtherAttributes = !otherAttributes.isEmpty
        self.text = text
        self.textIsCDATA = textIsCDATA
        self.groups = groups.filter { !$0.children.isEmpty }
        if let namespace { names.insert(XMLName("", namespace: namespace), at: 0) }
        summary = WriteSummary(
            typeName: _typeName(Model.self, qualified: false), problems: problems, names: names, nested: nested)
    }

    /// Writes the content of a model's element, which the caller has opened.
    @usableFromInline func writeContent(of model: Model, to emitter: XMLEmitter) throws {
        // Only descriptions with a default namespace, or inside one, change the emitter's.
        if namespace != nil || emitter.defaultNamespace != nil {
            let outer = emitter.defaultNamespace
            emitter.defaultNamespace = namespace
            defer { emitter.defaultNamespace = outer }
            try writeFields(of: model, to: emitter)
        } else {
            try writeFields(of: model, to: emitter)
        }
    }

    @usableFromInline func writeFields(of model: Model, to emitter: XMLEmitter) throws {
        for attribute in attributes {
            if let value = try attribute.text(model) { try emitter.attribute(attribute.name, value) }
        }
        // Iterating an array of closures in generic code asks the runtime for the closure's type
        // metadata on every call, even when empty: skipped unless there is something to iterate.
        if hasOtherAttributes {
            for list in otherAttributes {
                for (name, value) in list(model) { try emitter.attribute(name, value) }
            }
        }
        if let text {
            emitter.makeInline()
            if let value = try text(model) {
                if textIsCDATA { try emitter.cdata(value) } else { try emitter.text(value) }
            }
        }
        for group in groups {
            if let name = group.group { emitter.beginGroup(name) }
            for child in group.children { try child.write(model, emitter) }
            if group.group != nil { try emitter.endGroup() }
        }
        if hasTrailing {
            for child in trailing { try child.write(model, emitter) }
        }
    }
}

extension WriteEntry {
    /// Text of a scalar property read through a key path; `nil` for a `nil` optional.
    @inlinable static func scalarText<Value>(
        _ keyPath: KeyPath<Model, Value> & Sendable, _ write: @escaping @Sendable (Value) throws -> String
    ) -> @Sendable (Model) throws -> String? {
        if Value.self is any OptionalValue.Type {
            return { model in
                let value = model[keyPath: keyPath]
                if (value as! any OptionalValue).isNone { return nil }
                return try write(value)
            }
        }
        return { model in try write(model[keyPath: keyPath]) }
    }

    /// Text of an optional property whose wrapped type has the format; `nil` when `nil`.
    @inlinable static func optionalText<Value>(
        _ keyPath: KeyPath<Model, Value?> & Sendable, _ write: @escaping @Sendable (Value) throws -> String
    ) -> @Sendable (Model) throws -> String? {
        { model in try model[keyPath: keyPath].map(write) }
    }

    /// A read-only entry bound to an ``ElementReader``: `Element("sum", reader:) reads through …`.
    @inlinable static func readerCannotWrite(_ entry: String, reader: Any.Type) -> String {
        "\(entry) reads through \(_typeName(reader, qualified: false)), which cannot write; write the element another way, or leave it out of descriptions you write"
    }

    /// A read-only entry: `Element("color") uses a format without a write conversion …`.
    @inlinable static func noWriteConversion(_ entry: String, typeName: String) -> String {
        "\(entry) uses a format for \(typeName) without a write conversion; give .custom a write: closure"
    }

    /// A child element holding a value's text, with the attributes given for that element.
    @usableFromInline static func scalarElement(
        _ name: XMLName, text: @escaping @Sendable (Model) throws -> String?, cdata: Bool = false,
        attributes: [WriteEntry<Model>]
    ) -> WriteEntry<Model> {
        var attributeWriters: [(XMLName, @Sendable (Model) throws -> String?)] = []
        var problems: [String] = []
        var names = [name]
        for attribute in attributes {
            switch attribute {
            case .attribute(let name, let value):
                attributeWriters.append((name, value))
                names.append(name)
            case .readOnly(let problem): problems.append(problem)
            default: break
            }
        }
        return .child(
            ChildWriter(names: names, problems: problems) { [attributeWriters] model, emitter in
                guard let value = try text(model) else {
                    // A nil value: the element is written empty when its attributes hold values
                    // (`<price currency="EUR"/>`), so they are not lost, and left out otherwise.
                    var attributes: [(XMLName, String)] = []
                    for (name, attribute) in attributeWriters {
                        if let text = try attribute(model) { attributes.append((name, text)) }
                    }
                    if attributes.isEmpty { return }
                    try emitter.startElement(name)
                    for (name, text) in attributes { try emitter.attribute(name, text) }
                    try emitter.endElement()
                    return
                }
                try emitter.startElement(name)
                for (name, attribute) in attributeWriters {
                    if let text = try attribute(model) { try emitter.attribute(name, text) }
                }
                if cdata { try emitter.cdata(value) } else { try emitter.text(value) }
                try emitter.endElement()
            })
    }

    /// A child element holding a nested model; `nil` omits it.
    @inlinable static func nestedElement<Value: XMLReadable>(
        _ name: XMLName, _ type: Value.Type, get: @escaping @Sendable (Model) -> Value?
    ) -> WriteEntry<Model> {
        .child(
            ChildWriter(names: [name], nested: [NestedType(Value.self)]) { model, emitter in
                guard let value = get(model) else { return }
                try emitter.startElement(name)
                try Value.parsingDescription.writePlan.writeContent(of: value, to: emitter)
                try emitter.endElement()
            })
    }
}

/// How one ``Item`` writes an array element: `false` when the element is not of its type.
@usableFromInline struct ItemWriter<Value>: Sendable {
    @usableFromInline let names: [XMLName]
    @usableFromInline let nested: [NestedType]
    @usableFromInline let problem: String?
    @usableFromInline let write: @Sendable (Value, XMLEmitter) throws -> Bool
    /// For a ``Case`` whose enum case is known: its label, and how it writes the payload of a
    /// value reflected once for all cases (see ``writeFirst(_:_:to:)``).
    @usableFromInline var caseLabel: String?
    @usableFromInline var writePayload: (@Sendable (Any, XMLEmitter) throws -> Bool)?

    @usableFromInline init(
        names: [XMLName], nested: [NestedType], problem: String?,
        write: @escaping @Sendable (Value, XMLEmitter) throws -> Bool
    ) {
        self.names = names
        self.nested = nested
        self.problem = problem
        self.write = write
    }

    /// Writes `value` with the first writer that takes it; `false` when none does. The value is
    /// reflected at most once, however many cases are tried.
    @usableFromInline static func writeFirst(_ value: Value, _ writers: [ItemWriter], to emitter: XMLEmitter) throws
        -> Bool
    {
        var reflected: (label: String?, payload: Any?)?
        for writer in writers {
            if let caseLabel = writer.caseLabel, let writePayload = writer.writePayload {
                if reflected == nil {
                    let child = Mirror(reflecting: value).children.first
                    reflected = (child?.label, child?.value)
                }
                guard reflected?.label == caseLabel, let payload = reflected?.payload else { continue }
                if try writePayload(payload, emitter) { return true }
            } else if try writer.write(value, emitter) {
                return true
            }
        }
        return false
    }
}

extension WriteEntry {
    /// A ``Many``: each array element under the first ``Item`` that matches its type, inside the
    /// container `name` when there is one.
    @inlinable static func many<Value>(
        _ name: XMLName?, _ keyPath: KeyPath<Model, [Value]> & Sendable, items: [ItemWriter<Value>]
    ) -> WriteEntry<Model> {
        let entry = name.map { "Many(\"\($0)\")" } ?? "Many"
        // Items of model or value types are tried one by one; only cases need the value reflected once.
        let hasCases = items.contains { $0.caseLabel != nil }
        return .child(
            ChildWriter(
                names: (name.map { [$0] } ?? []) + items.flatMap(\.names), nested: items.flatMap(\.nested),
                problems: items.compactMap(\.problem)
            ) { model, emitter in
                if let name { try emitter.startElement(name) }
                for value in model[keyPath: keyPath] {
                    var written = false
                    if hasCases {
                        written = try ItemWriter.writeFirst(value, items, to: emitter)
                    } else {
                        for item in items where try item.write(value, emitter) {
                            written = true
                            break
                        }
                    }
                    if !written {
                        throw XMLReadingError(
                            code: .notWritable,
                            message: "no Item of \(entry) matches a value of type \(type(of: value as Any))",
                            path: emitter.path)
                    }
                }
                if name != nil { try emitter.endElement() }
            })
    }
}

extension WriteSummary {
    /// The write problems of this description and of every description reachable from it (those
    /// prefixed with their type's name), and the names they write, in order of first use.
    @usableFromInline func reachable(from root: ObjectIdentifier) -> (problems: [String], names: [XMLName]) {
        var visited: Set<ObjectIdentifier> = [root]
        var queue = nested
        var problems = self.problems
        var names = self.names
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard visited.insert(type.id).inserted else { continue }
            let summary = type.summary()
            problems += summary.problems.map { "\(summary.typeName): \($0)" }
            names += summary.names
            queue += summary.nested
        }
        return (problems, names)
    }
}

extension XMLReadable {
    /// Checks that every description reachable from this type can be written; returns the
    /// namespaces they use, in order of first use.
    static func writableNamespaces(root: XMLName) throws -> [String] {
        let (problems, names) = parsingDescription.writePlan.summary.reachable(from: ObjectIdentifier(Self.self))
        if !problems.isEmpty {
            throw XMLReadingError(
                code: .notWritable,
                message: "cannot write \(Self.self): " + problems.joined(separator: "; "))
        }
        var namespaces: [String] = []
        var seen: Set<String> = []
        for name in [root] + names {
            if let namespace = name.namespace, seen.insert(namespace).inserted { namespaces.append(namespace) }
        }
        return namespaces
    }
}

extension ItemWriter {
    /// Items written as models with their own description; `cast` picks the array elements of this type.
    @inlinable static func model<Member: XMLReadable>(
        _ name: XMLName, _ type: Member.Type, cast: @escaping @Sendable (Value) -> Member?
    ) -> ItemWriter {
        ItemWriter(names: [name], nested: [NestedType(Member.self)], problem: nil) { value, emitter in
            guard let member = cast(value) else { return false }
            try emitter.startElement(name, isItem: true)
            try Member.parsingDescription.writePlan.writeContent(of: member, to: emitter)
            try emitter.endElement()
            return true
        }
    }

    /// Items written as their text.
    @inlinable static func scalar(_ name: XMLName, _ format: ValueFormat<Value>) -> ItemWriter {
        guard let write = format.write else {
            return ItemWriter(
                names: [name], nested: [],
                problem: WriteEntry<Value>.noWriteConversion("Item(\"\(name)\")", typeName: format.typeName)
            ) { _, _ in false }
        }
        let cdata = format.writesCDATA
        // A nil item of an optional type is written `<name xsi:nil="true"/>`, which reads back as nil
        // (an empty element would read as "" for `String?`).
        let isOptional = Value.self is any OptionalValue.Type
        return ItemWriter(names: isOptional ? [name, xsiNil] : [name], nested: [], problem: nil) { value, emitter in
            try emitter.startElement(name, isItem: true)
            if isOptional, (value as! any OptionalValue).isNone {
                try emitter.attribute(xsiNil, "true")
            } else if cdata {
                try emitter.cdata(write(value))
            } else {
                try emitter.text(write(value))
            }
            try emitter.endElement()
            return true
        }
    }
}

extension WriteEntry {
    /// A child element holding stored XML, written as markup; `nil` omits it.
    @inlinable static func markupElement(_ name: XMLName, get: @escaping @Sendable (Model) -> String?) -> WriteEntry {
        .child(
            ChildWriter(names: [name]) { model, emitter in
                guard let xml = get(model) else { return }
                try emitter.startElement(name)
                emitter.makeInline()
                try emitter.markup(xml)
                try emitter.endElement()
            })
    }
}
