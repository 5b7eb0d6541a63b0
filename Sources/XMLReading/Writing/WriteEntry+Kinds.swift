/// The ``WriteEntry`` of each kind of description entry: scalars, nested models, ``Many``, markup.
extension WriteEntry {
    /// Text of a scalar property read through a key path; `nil` for a `nil` optional.
    @inlinable static func scalarText<Value>(
        _ keyPath: WritableKeyPath<Model, Value> & Sendable, _ write: @escaping @Sendable (Value) throws -> String
    ) -> @Sendable (Model) throws -> String? {
        let read = PropertyAccess(keyPath)
        if Value.self is any OptionalValue.Type {
            return { model in
                let value = read.get(model)
                if (value as! any OptionalValue).isNone { return nil }
                return try write(value)
            }
        }
        return { model in try write(read.get(model)) }
    }

    /// Text of an optional property whose wrapped type has the format; `nil` when `nil`.
    @inlinable static func optionalText<Value>(
        _ keyPath: WritableKeyPath<Model, Value?> & Sendable, _ write: @escaping @Sendable (Value) throws -> String
    ) -> @Sendable (Model) throws -> String? {
        let read = PropertyAccess(keyPath)
        return { model in try read.get(model).map(write) }
    }

    /// A read-only entry bound to an ``ElementReader``: `Element("sum", reader:) reads through …`.
    @inlinable static func readerCannotWrite(_ entry: String, reader: Any.Type) -> String {
        "\(entry) reads through \(_typeName(reader, qualified: false)), which cannot write; write the element another way, or leave it out of descriptions you write"
    }

    /// A read-only entry: `Element("color") uses a format without a write conversion …`.
    @inlinable static func noWriteConversion(_ entry: String, typeName: String) -> String {
        "\(entry) uses a format for \(typeName) without a write conversion; give .custom a write: closure"
    }

    /// A child element holding a value's text, with the attributes given for that element;
    /// `writesNil`: a `nil` value is written `<name xsi:nil="true"/>` (``Element/nillable()``).
    @usableFromInline static func scalarElement(
        _ name: XMLName, text: @escaping @Sendable (Model) throws -> String?, cdata: Bool = false,
        attributes: [WriteEntry<Model>], writesNil: Bool = false
    ) -> WriteEntry<Model> {
        var attributeWriters: [(XMLName, @Sendable (Model) throws -> String?)] = []
        var problems: [String] = []
        var names = writesNil ? [name, xsiNil] : [name]
        for attribute in attributes {
            switch attribute {
            case .attribute(let name, let value):
                attributeWriters.append((name, value))
                names.append(name)
            case .readOnly(let problem): problems.append(problem)
            default: break
            }
        }
        let hasAttributes = !attributeWriters.isEmpty
        return .child(
            ChildWriter(names: names, problems: problems) { [attributeWriters] model, emitter in
                guard let value = try emitter.converting("the value of <\(name)>", { try text(model) }) else {
                    // A nil value: the element is written empty when its attributes hold values
                    // (`<price currency="EUR"/>`), so they are not lost, and left out otherwise;
                    // marked `xsi:nil="true"` when nillable.
                    if !hasAttributes {
                        if writesNil {
                            try emitter.startElement(name)
                            try emitter.attribute(xsiNil, "true")
                            try emitter.endElement()
                        }
                        return
                    }
                    var attributes: [(XMLName, String)] = []
                    for (attributeName, attribute) in attributeWriters {
                        let text = try emitter.converting(
                            "attribute \"\(attributeName)\" of <\(name)>", { try attribute(model) })
                        if let text { attributes.append((attributeName, text)) }
                    }
                    if attributes.isEmpty, !writesNil { return }
                    try emitter.startElement(name)
                    for (name, text) in attributes { try emitter.attribute(name, text) }
                    if writesNil { try emitter.attribute(xsiNil, "true") }
                    try emitter.endElement()
                    return
                }
                if !hasAttributes && !cdata {
                    try emitter.textElement(name, value)
                    return
                }
                try emitter.startElement(name)
                // An array of closures over `Model` is iterated through runtime metadata (this
                // closure is not specialized): skipped unless there is something to iterate.
                if hasAttributes {
                    for (attributeName, attribute) in attributeWriters {
                        let text = try emitter.converting(
                            "attribute \"\(attributeName)\" of <\(name)>", { try attribute(model) })
                        if let text { try emitter.attribute(attributeName, text) }
                    }
                }
                if cdata { try emitter.cdata(value) } else { try emitter.text(value) }
                try emitter.endElement()
            })
    }

    /// A child element holding a nested model; `nil` omits it, or with `writesNil` is written
    /// `<name xsi:nil="true"/>` (``Element/nillable()``).
    @inlinable static func nestedElement<Value: XMLReadable>(
        _ name: XMLName, _ type: Value.Type, writesNil: Bool = false, get: @escaping @Sendable (Model) -> Value?
    ) -> WriteEntry<Model> {
        .child(
            ChildWriter(names: writesNil ? [name, xsiNil] : [name], nested: [NestedType(Value.self)]) {
                model, emitter in
                guard let value = get(model) else {
                    if writesNil {
                        try emitter.startElement(name)
                        try emitter.attribute(xsiNil, "true")
                        try emitter.endElement()
                    }
                    return
                }
                let plan = Value.parsingDescription.writePlan
                try plan.startElement(name, of: value, to: emitter)
                try plan.writeContent(of: value, to: emitter)
                try emitter.endElement()
            })
    }
}

extension WriteEntry {
    /// A ``Many``: each array element under the first ``Item`` that matches its type, inside the
    /// container `name` when there is one. A write item by item (``XMLWriter/write(_:element:items:to:_:)-(_,_,_,URL,_)``)
    /// of this key path writes its items here, after the array's own.
    @inlinable static func many<Value>(
        _ name: XMLName?, _ keyPath: WritableKeyPath<Model, [Value]> & Sendable, items: [ItemWriter<Value>]
    ) -> WriteEntry<Model> {
        let read = PropertyAccess(keyPath)
        return many(name, get: { read.get($0) }, items: items, itemsKey: keyPath)
    }

    /// A ``Many`` of an optional array: `nil` writes nothing, not even the container.
    @inlinable static func many<Value>(
        _ name: XMLName?, get: @escaping @Sendable (Model) -> [Value]?, items: [ItemWriter<Value>],
        itemsKey: (AnyKeyPath & Sendable)? = nil
    ) -> WriteEntry<Model> {
        let entry = name.map { "Many(\"\($0)\")" } ?? "Many"
        // Items of model or value types are tried one by one; only cases need the value reflected once.
        let hasCases = items.contains { $0.caseLabel != nil }
        return .child(
            ChildWriter(
                names: (name.map { [$0] } ?? []) + items.flatMap(\.names), nested: items.flatMap(\.nested),
                problems: items.compactMap(\.problem), itemsKey: itemsKey
            ) { model, emitter in
                guard let values = get(model) else { return }
                func write(_ value: Value) throws {
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
                if let name { try emitter.startElement(name) }
                for value in values { try write(value) }
                if let itemsKey, let stream = emitter.itemStream, stream.takes(itemsKey) {
                    try stream.writeItems(into: emitter) { try write($0 as! Value) }
                }
                if name != nil { try emitter.endElement() }
            })
    }
}

extension WriteEntry {
    /// A child element holding stored XML, written as markup, with the attributes given for that
    /// element; `nil` omits it.
    @inlinable static func markupElement(
        _ name: XMLName, get: @escaping @Sendable (Model) -> String?, attributes: [WriteEntry<Model>] = []
    ) -> WriteEntry {
        var attributeWriters: [(XMLName, @Sendable (Model) throws -> String?)] = []
        var problems: [String] = []
        for case .attribute(let name, let value) in attributes { attributeWriters.append((name, value)) }
        for case .readOnly(let problem) in attributes { problems.append(problem) }
        return .child(
            ChildWriter(names: [name] + attributeWriters.map(\.0), problems: problems) {
                [attributeWriters] model, emitter in
                guard let xml = get(model) else { return }
                try emitter.startElement(name)
                for (name, attribute) in attributeWriters {
                    if let text = try attribute(model) { try emitter.attribute(name, text) }
                }
                emitter.makeInline()
                try emitter.markup(xml)
                try emitter.endElement()
            })
    }
}
