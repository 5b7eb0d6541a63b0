/// Binds a child element to a property: its text for a value, or its content for a nested model.
///
/// ```swift
/// Element("title", \.title)                     // <title>Dune</title>          → "Dune"
/// Element("pages", \.pages)                     // <pages> 412 </pages>         → 412
/// Element("published", \.published, format: .date("yyyy-MM-dd"))
/// Element("publisher", \.publisher)             // <publisher><name>…</name></publisher> → Publisher
/// Element("price", \.price) {                   // <price currency="EUR">9.50</price>
///     Attribute("currency", \.currency)         //   → price = 9.5, currency = "EUR"
/// }
/// ```
///
/// A value is read from all the text inside the element, including the text of inline markup
/// (`<title>The <i>summer</i> of x</title>` reads `"The summer of x"`; use ``XMLString`` to keep
/// the markup). When the element is absent the property keeps its default. When it appears more than once, the last one
/// wins (``ReadingOptions/unknownContent`` reports or refuses the second); use ``Many`` to collect repeated elements.
public struct Element<Model>: Sendable {
    @usableFromInline var parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the element (or why it cannot).
    @usableFromInline var writer: WriteEntry<Model>
    /// For a value or a model read into an optional: the writer ``nillable()`` uses, which writes
    /// `nil` as `<name xsi:nil="true"/>`.
    @usableFromInline var nillableWriter: WriteEntry<Model>? = nil

    /// Reads the element's text as the property's type; `attributes` reads attributes of the
    /// same element into the model.
    ///
    /// ```swift
    /// Element("pages", \.pages)                                       // <pages>412</pages>
    /// Element("price", \.price) { Attribute("currency", \.currency) }  // <price currency="EUR">9.50</price>
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable,
        @AttributeBuilder<Model> attributes: () -> [Attribute<Model>] = { [] }
    ) {
        self.init(name, keyPath, format: .standard, attributes: attributes)
    }

    /// Reads the element's text with a ``ValueFormat``.
    ///
    /// ```swift
    /// Element("color", \.color, format: .custom(read: { Color(hex: $0) }, write: { $0.hex }))
    /// ```
    @inlinable @_disfavoredOverload
    public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable, format: ValueFormat<Value>,
        @AttributeBuilder<Model> attributes: () -> [Attribute<Model>] = { [] }
    ) {
        self.init(
            scalar: name, keyPath,
            rule: ScalarRule<Model>(format: format) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) },
            text: format.write.map { WriteEntry.scalarText(keyPath, $0) }, cdata: format.writesCDATA,
            problem: format.problem, typeName: format.typeName, attributes: attributes())
    }

    /// Reads the element's text with a ``ValueFormat`` into an optional: an empty element the
    /// format cannot read gives `nil`.
    ///
    /// ```swift
    /// Element("published", \.published, format: .date("yyyy-MM-dd"))   // <published/> → nil
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value?> & Sendable, format: ValueFormat<Value>,
        @AttributeBuilder<Model> attributes: () -> [Attribute<Model>] = { [] }
    ) {
        self.init(
            scalar: name, keyPath,
            rule: ScalarRule<Model>(optionalFormat: format) { [access = PropertyAccess(keyPath)] in
                access.set(&$0, $1)
            },
            text: format.write.map { WriteEntry.optionalText(keyPath, $0) }, cdata: format.writesCDATA,
            problem: format.problem, typeName: format.typeName, attributes: attributes())
    }

    /// The half of a value's entry that does not depend on the value's type: the parts and the
    /// writer around the specialized `rule` and `text`. Not `@inlinable`, so a module of thousands
    /// of entries compiles it once, not once per entry (see `CompiledTable.compile`).
    @usableFromInline init(
        scalar name: XMLName, _ keyPath: AnyKeyPath & Sendable, rule: ScalarRule<Model>,
        text: (@Sendable (Model) throws -> String?)?, cdata: Bool, problem: String?, typeName: String,
        attributes: [Attribute<Model>]
    ) {
        parts = [.binding(keyPath, entry: "Element(\"\(name)\")")] + Self.parts(name, rule, attributes, problem)
        writer =
            text.map { .scalarElement(name, text: $0, cdata: cdata, attributes: attributes.map(\.writer)) }
            ?? .readOnly(WriteEntry<Model>.noWriteConversion("Element(\"\(name)\")", typeName: typeName))
        if rule.storeNil != nil, let text {
            nillableWriter = .scalarElement(
                name, text: text, cdata: cdata, attributes: attributes.map(\.writer), writesNil: true)
        }
    }

    /// The half of a nested model's entry that does not depend on the model's type.
    @usableFromInline init(
        nested name: XMLName, _ keyPath: AnyKeyPath & Sendable, rule: NestedRule<Model>, writer: WriteEntry<Model>
    ) {
        parts = [
            .child(ItemPart(name: name, entry: "Element", rule: .nested(rule))),
            .binding(keyPath, entry: "Element(\"\(name)\")"),
        ]
        self.writer = writer
    }

    /// Reads the element as a nested model with its own ``ParsingDescription``.
    ///
    /// ```swift
    /// Element("publisher", \.publisher)   // <publisher><name>Chilton</name></publisher> → Publisher
    /// ```
    @inlinable public init<Value: XMLReadable>(_ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable) {
        let access = PropertyAccess(keyPath)
        self.init(
            nested: name, keyPath, rule: NestedRule<Model>.reading(Value.self) { access.set(&$0, $1) },
            writer: .nestedElement(name, Value.self) { access.get($0) })
    }

    /// Reads the element as a nested model; the property stays `nil` when the element is absent.
    ///
    /// ```swift
    /// Element("publisher", \.publisher)   // var publisher: Publisher? = nil
    /// ```
    @inlinable public init<Value: XMLReadable>(_ name: XMLName, _ keyPath: WritableKeyPath<Model, Value?> & Sendable) {
        let access = PropertyAccess(keyPath)
        var rule = NestedRule<Model>.reading(Value.self) { access.set(&$0, $1) }
        rule.storeNil = { access.set(&$0, nil) }
        self.init(nested: name, keyPath, rule: rule, writer: .nestedElement(name, Value.self) { access.get($0) })
        nillableWriter = .nestedElement(name, Value.self, writesNil: true) { access.get($0) }
    }

    /// The same entry, required: reading the parent fails when the element is absent, with the
    /// parent's path and the position of its end tag.
    ///
    /// ```swift
    /// Element("title", \.title).required()
    /// // <book id="7"></book> → line 1, column 21: missing required element <title> in <book> (required by Element("title") at Book.swift:8; drop .required() if <book> may lack it) at /book
    /// ```
    ///
    /// An empty element counts as present (`<title/>` reads as an empty title). Writing is
    /// unchanged: a `nil` optional is left out, as for any entry.
    public func required() -> Element {
        var copy = self
        copy.parts = parts.map { part in
            guard case .child(var item) = part else { return part }
            item.isRequired = true
            return .child(item)
        }
        return copy
    }

    /// The same entry, for an element XML Schema declares `nillable="true"`: a `nil` value is
    /// written `<name xsi:nil="true"/>` (with the element's attributes that hold values), not left
    /// out, so that it reads back as `nil`. For a value or a nested model read into an optional
    /// property.
    ///
    /// ```swift
    /// Element("amount", \.amount).required().nillable()   // var amount: XMLNumber?
    /// // amount = nil → <amount xsi:nil="true"/>; reading it gives nil, and reading <order/> fails:
    /// // the element is required, nil or not.
    /// ```
    ///
    /// Reading is the same with or without it, but for ``UnknownContentPolicy/report(_:)`` and
    /// ``UnknownContentPolicy/refuse``, which hear `xsi:nil="true"` only where it is declared: an
    /// optional value's or model's element marked so reads as `nil` (its content is not read). An
    /// element that may also be absent has three states (absent, nil, a value): read it as an
    /// array of at most one optional item,
    /// `Many(\.amounts) { Item("amount", XMLNumber?.self) }.occurs(0...1)`, whose `nil` items are
    /// written with `xsi:nil="true"` too.
    public func nillable() -> Element {
        var copy = self
        guard let nillableWriter else {
            let name = parts.lazy.compactMap { if case .child(let item) = $0 { item.name } else { nil } }.first
            copy.parts.append(
                .problem(
                    "Element(\"\(name.map(String.init(describing:)) ?? "")\").nillable() is for a value or a model read into an optional property (var amount: XMLNumber?), which it writes as xsi:nil=\"true\" when nil; this entry has no nil to write"
                ))
            return copy
        }
        copy.writer = nillableWriter
        copy.parts = parts.map { part in
            guard case .child(var item) = part else { return part }
            item.isNillable = true
            return .child(item)
        }
        return copy
    }

    @inlinable static func parts(
        _ name: XMLName, _ rule: ScalarRule<Model>, _ attributes: [Attribute<Model>], _ problem: String?
    ) -> [DescriptionBuilder<Model>.Component.Part] {
        var parts: [DescriptionBuilder<Model>.Component.Part] = [
            .child(ItemPart(name: name, entry: "Element", rule: .scalar(rule, attributes: attributes.map(\.rule))))
        ]
        if let problem { parts.append(.problem(problem)) }
        parts += attributes.compactMap { $0.problem.map { .problem($0) } }
        parts += attributes.map(\.binding)
        return parts
    }
}

extension NestedRule {
    /// Reads a `Value` with its own description and hands it to `store`, which owns it (no copy).
    @inlinable static func reading<Value: XMLReadable>(
        _ type: Value.Type, store: @escaping @Sendable (inout Model, consuming Value) -> Void
    ) -> NestedRule {
        NestedRule(
            makeFrame: { [frameType = ModelFrame<Value>.self] () throws(XMLReadingError) -> ModelFrameBase in
                // Through the stored metatype: no generic metadata look-up per frame.
                try frameType.make()
            },
            restartFrame: { frame in unsafeDowncast(frame, to: ModelFrame<Value>.self).restart() },
            store: { model, frame in store(&model, unsafeDowncast(frame, to: ModelFrame<Value>.self).take()) }
        )
    }
}

extension Element {
    /// Reads the element's text with a ``ValueFormat`` and hands the value to `store`, for models
    /// that keep what they read in another shape than one property per element.
    ///
    /// ```swift
    /// // <value><int>7</int></value>  →  node.value = .int(7)
    /// Element("int", format: .custom { Int32($0) }) { node, number in node.value = .int(number) }
    /// ```
    ///
    /// This is also the fastest way to store: no key path is applied. Having no key path to read
    /// from, the entry is read-only: ``XMLWriter`` refuses descriptions that contain it.
    @inlinable
    public init<Value>(
        _ name: XMLName, format: ValueFormat<Value>, store: @escaping @Sendable (inout Model, Value) -> Void
    ) {
        let rule = ScalarRule<Model>(format: format) { store(&$0, $1) }
        parts = Self.parts(name, rule, [], format.problem)
        writer = .readOnly(
            "Element(\"\(name)\", format:store:) stores through a closure and has no property to write from; bind it to a property with Element(\"\(name)\", \\.property, format:) to write it"
        )
    }

    /// Reads the element as a nested model and hands it to `store`.
    ///
    /// ```swift
    /// // <struct><member>…</member></struct>  →  node.value = .struct(members)
    /// Element("struct", as: StructNode.self) { node, structNode in node.value = .struct(structNode.members) }
    /// ```
    ///
    /// Having no key path to read from, the entry is read-only: ``XMLWriter`` refuses descriptions
    /// that contain it.
    @inlinable
    public init<Value: XMLReadable>(
        _ name: XMLName, as type: Value.Type, store: @escaping @Sendable (inout Model, Value) -> Void
    ) {
        let rule = NestedRule<Model>.reading(Value.self) { store(&$0, $1) }
        parts = [.child(ItemPart(name: name, entry: "Element", rule: .nested(rule)))]
        // Read-only, but it names `Value`, so that checks of every reachable description see it.
        writer = .child(
            ChildWriter(
                names: [name], nested: [NestedType(Value.self)],
                problems: [
                    "Element(\"\(name)\", as:store:) stores through a closure and has no property to write from; bind it to a property with Element(\"\(name)\", \\.property) to write it"
                ]
            ) { _, _ in })
    }
}

extension Element {
    /// Reads the element with an ``ElementReader`` and stores the value it produces.
    ///
    /// ```swift
    /// Element("sum", \.total, reader: SumReader.self)   // <sum><n>1</n><n>2</n></sum> → 3
    /// ```
    ///
    /// A reader only reads: ``XMLWriter`` refuses descriptions that contain this entry.
    @inlinable
    public init<Reader: ElementReader>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Reader.Value> & Sendable, reader: Reader.Type
    ) {
        self.init(
            name, ReaderRule.reading(Reader.self) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) },
            entry: "Element(\"\(name)\", reader:)", reader: Reader.self)
    }

    /// Reads the element with an ``ElementReader`` into an optional property, which stays `nil` when
    /// the element is absent.
    ///
    /// ```swift
    /// Element("extra", \.extra, reader: SumReader.self)   // var extra: Int?
    /// ```
    @inlinable
    public init<Reader: ElementReader>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Reader.Value?> & Sendable, reader: Reader.Type
    ) {
        self.init(
            name, ReaderRule.reading(Reader.self) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) },
            entry: "Element(\"\(name)\", reader:)", reader: Reader.self)
    }

    /// Reads the element with an ``ElementReader`` and hands the value to `store`.
    ///
    /// ```swift
    /// // <value><int>7</int></value>  →  param.value = .int(7)
    /// Element("value", reader: ValueReader.self) { param, value in param.value = value }
    /// ```
    ///
    /// A reader only reads: ``XMLWriter`` refuses descriptions that contain this entry.
    @inlinable
    public init<Reader: ElementReader>(
        _ name: XMLName, reader: Reader.Type, store: @escaping @Sendable (inout Model, Reader.Value) -> Void
    ) {
        self.init(
            name, ReaderRule.reading(Reader.self, store: store), entry: "Element(\"\(name)\", reader:store:)",
            reader: Reader.self)
    }

    /// The entry for a reader rule; read-only, `entry` names it in the write problem.
    @inlinable init(_ name: XMLName, _ rule: ReaderRule<Model>, entry: String, reader: Any.Type) {
        parts = [.child(ItemPart(name: name, entry: "Element", rule: .reader(rule)))]
        writer = .readOnly(WriteEntry<Model>.readerCannotWrite(entry, reader: reader))
    }
}
