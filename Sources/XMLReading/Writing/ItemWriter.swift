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

extension ItemWriter {
    /// Items of an array of optional models: a `nil` one is written `<name xsi:nil="true"/>`.
    @inlinable static func optionalModel<Member: XMLReadable>(_ name: XMLName, _ type: Member.Type) -> ItemWriter
    where Value == Member? {
        ItemWriter(names: [name, xsiNil], nested: [NestedType(Member.self)], problem: nil) { value, emitter in
            guard let member = value else {
                try emitter.startElement(name, isItem: true)
                try emitter.attribute(xsiNil, "true")
                try emitter.endElement()
                return true
            }
            let plan = Member.parsingDescription.writePlan
            try plan.startElement(name, isItem: true, of: member, to: emitter)
            try plan.writeContent(of: member, to: emitter)
            try emitter.endElement()
            return true
        }
    }

    /// Items written as models with their own description; `cast` picks the array elements of this type.
    @inlinable static func model<Member: XMLReadable>(
        _ name: XMLName, _ type: Member.Type, cast: @escaping @Sendable (Value) -> Member?
    ) -> ItemWriter {
        ItemWriter(names: [name], nested: [NestedType(Member.self)], problem: nil) { value, emitter in
            guard let member = cast(value) else { return false }
            let plan = Member.parsingDescription.writePlan
            try plan.startElement(name, isItem: true, of: member, to: emitter)
            try plan.writeContent(of: member, to: emitter)
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
            } else {
                let text = try emitter.converting("the value of <\(name)>", { try write(value) })
                if cdata { try emitter.cdata(text) } else { try emitter.text(text) }
            }
            try emitter.endElement()
            return true
        }
    }
}
