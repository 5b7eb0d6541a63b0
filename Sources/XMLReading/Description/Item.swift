/// One kind of element inside a ``Many``: its name and the type each one is read as.
///
/// ```swift
/// Many("authors", \.authors) { Item("author", Author.self) }     // [Author]
/// Many("tags", \.tags) { Item("tag", String.self) }              // <tags><tag>a</tag></tags> → ["a"]
/// Many("dates", \.dates) { Item("d", Date.self, format: .date("yyyy-MM-dd")) }
/// Many(\.pets) {                                                 // [any Pet]
///     Item("dog", Dog.self)
///     Item("cat", Cat.self)
/// }
/// ```
public struct Item<Value>: Sendable {
    @usableFromInline let part: ItemPart<[Value]>
    @usableFromInline let problem: String?
    /// How ``XMLWriter`` writes an array element of this item's type.
    @usableFromInline let writer: ItemWriter<Value>

    /// Items read as nested models.
    ///
    /// ```swift
    /// Many("authors", \.authors) { Item("author", Author.self) }   // [Author]
    /// ```
    @inlinable public init(_ name: XMLName, _ type: Value.Type) where Value: XMLReadable {
        let rule = NestedRule<[Value]>.reading(type) { $0.appendItem($1) }
        part = ItemPart(name: name, entry: "Item", rule: .nested(rule))
        problem = nil
        writer = .model(name, type) { $0 }
    }

    /// Items read as a model type stored into an array of a supertype or protocol existential,
    /// such as `Item("dog", Dog.self)` in a `Many` of `[any Pet]`.
    ///
    /// ```swift
    /// Many(\.pets) { Item("dog", Dog.self); Item("cat", Cat.self) }   // var pets: [any Pet]
    /// ```
    @inlinable public init<Member: XMLReadable>(_ name: XMLName, _ type: Member.Type) {
        let rule = NestedRule<[Value]>.reading(type) { array, member in
            if let value = member as? Value { array.appendItem(value) }
        }
        part = ItemPart(name: name, entry: "Item", rule: .nested(rule))
        problem =
            Member() is Value
            ? nil
            : "Item(\"\(name)\", \(Member.self).self) cannot be stored in an array of \(Value.self); make \(Member.self) conform to it or change the array's element type"
        writer = .model(name, type) { $0 as? Member }
    }

    /// Items read as nested models into an array of optionals: an item marked `xsi:nil="true"` is
    /// `nil`, and a `nil` item is written so (XML Schema's `nillable` elements that repeat, or that
    /// may be absent: `[]`, `[nil]`, `[party]`).
    ///
    /// ```swift
    /// Many(\.parties) { Item("party", Party?.self) }   // <party xsi:nil="true"/><party>…</party> → [nil, Party]
    /// ```
    @inlinable public init<Member: XMLReadable>(_ name: XMLName, _ type: Member?.Type) where Value == Member? {
        var rule = NestedRule<[Value]>.reading(Member.self) { $0.appendItem($1) }
        rule.storeNil = { $0.appendItem(nil) }
        var part = ItemPart<[Value]>(name: name, entry: "Item", rule: .nested(rule))
        part.isNillable = true
        self.part = part
        problem = nil
        writer = .optionalModel(name, Member.self)
    }

    /// Items read as values from their text.
    ///
    /// ```swift
    /// Many("tags", \.tags) { Item("tag", String.self) }     // <tags><tag>a</tag></tags> → ["a"]
    /// ```
    @inlinable public init(_ name: XMLName, _ type: Value.Type) where Value: XMLScalar {
        self.init(name, type, format: .standard)
    }

    /// Items read by an ``ElementReader``, one reader per item:
    /// `Many("values", \.values) { Item("value", reader: ValueReader.self) }`. A reader only reads:
    /// ``XMLWriter`` refuses descriptions that contain this item.
    @inlinable public init<Reader: ElementReader>(_ name: XMLName, reader: Reader.Type) where Reader.Value == Value {
        part = ItemPart(
            name: name, entry: "Item", rule: .reader(ReaderRule<[Value]>.reading(Reader.self) { $0.appendItem($1) }))
        problem = nil
        writer = ItemWriter(
            names: [name], nested: [],
            problem: WriteEntry<Value>.readerCannotWrite("Item(\"\(name)\", reader:)", reader: Reader.self)
        ) { _, _ in false }
    }

    /// Items `<name>` read as the ``Case`` their attribute `attribute` names (`xsi:type` and the like):
    ///
    /// ```swift
    /// // <shapes><shape type="circle" r="1"/><shape type="rect" width="2"/></shapes>
    /// Many("shapes", \.shapes) {
    ///     Item("shape", by: "type") {
    ///         Case("circle", Circle.self, Shape.circle)
    ///         Case("rect", Rect.self, Shape.rect)
    ///     }
    /// }
    /// ```
    @inlinable public init(_ name: XMLName, by attribute: XMLName, @CaseBuilder<Value> cases: () -> [Case<Value>]) {
        let cases = cases()
        part = ItemPart(
            name: name, entry: "Item",
            rule: .chosen(
                by: attribute, cases.map { $0.part.lifted(through: AppendAccess<Value>()) },
                absent: cases.firstIndex(where: \.isDefault)))
        let problems =
            cases.compactMap(\.problem)
            + [Case.defaultsProblem(cases, entry: "Item(\"\(name)\", by: \"\(attribute)\")")].compactMap { $0 }
        problem =
            cases.isEmpty
            ? "Item(\"\(name)\", by: \"\(attribute)\") has no Case; name at least one value of \"\(attribute)\""
            : problems.isEmpty ? nil : problems.joined(separator: "; ")
        let writers = cases.map { $0.writing(name, $0.isDefault ? [] : [(attribute, $0.name)]) }
        writer = ItemWriter(
            names: writers.flatMap(\.names), nested: writers.flatMap(\.nested),
            problem: writers.compactMap(\.problem).first
        ) { value, emitter in try ItemWriter.writeFirst(value, writers, to: emitter) }
    }

    /// Items that are arrays themselves (`[[T]]`): each element `name` holds items of its own.
    ///
    /// ```swift
    /// // <rows><row><cell>1</cell><cell>2</cell></row><row><cell>3</cell></row></rows>
    /// Many("rows", \.rows) { Item("row") { Item("cell", Int.self) } }     // [[1, 2], [3]]
    /// ```
    @inlinable public init<Inner>(_ name: XMLName, @ItemBuilder<Inner> items: () -> ItemBuilder<Inner>.Component)
    where Value == [Inner], Inner: Sendable {
        let component = items()
        let parts: [DescriptionBuilder<[Inner]>.Component.Part] =
            component.items.map { .child($0) } + component.problems.map { .problem($0) }
        let table = CompiledTable.compile(parts)
        var rule = NestedRule<[[Inner]]>.reading(table, initial: [Inner]()) { $0.appendItem($1) }
        // The inner items' names follow the default namespace of the description they stand in.
        rule.inNamespace = { namespace in
            NestedRule<[[Inner]]>.reading(CompiledTable.compile(parts, namespace: namespace), initial: [Inner]()) {
                $0.appendItem($1)
            }
        }
        part = ItemPart(name: name, entry: "Item", rule: .nested(rule))
        problem = table.problems.first.map { "Item(\"\(name)\") { … }: " + $0 }
        let writers = component.writers
        writer = ItemWriter(
            names: [name] + writers.flatMap(\.names), nested: writers.flatMap(\.nested),
            problem: writers.compactMap(\.problem).first
        ) { array, emitter in
            try emitter.startElement(name, isItem: true)
            for inner in array where try !ItemWriter.writeFirst(inner, writers, to: emitter) {
                throw XMLReadingError(
                    code: .notWritable,
                    message: "no Item of Item(\"\(name)\") matches a value of type \(type(of: inner as Any))",
                    path: emitter.path)
            }
            try emitter.endElement()
            return true
        }
    }

    /// Items read from an attribute of each element `name`, for repeated elements that carry
    /// their value in an attribute:
    ///
    /// ```swift
    /// // <links><link href="a.html"/><link href="b.html"/></links>
    /// Many("links", \.hrefs) { Item("link", attribute: "href", String.self) }   // ["a.html", "b.html"]
    /// ```
    ///
    /// An element without the attribute is an error (``XMLReadingError/Code/missingAttribute``),
    /// unless the item type is optional, which reads it as `nil`.
    @inlinable public init(_ name: XMLName, attribute: XMLName, _ type: Value.Type) where Value: XMLScalar & Sendable {
        self.init(name, attribute: attribute, type, format: .standard)
    }

    /// Items read from an attribute of each element `name` with a ``ValueFormat``.
    ///
    /// ```swift
    /// Many("events", \.days) { Item("event", attribute: "day", Date.self, format: .date("yyyy-MM-dd")) }
    /// ```
    @inlinable public init(
        _ name: XMLName, attribute: XMLName, _ type: Value.Type, format: ValueFormat<Value>
    ) where Value: Sendable {
        var rule = AttributeRule<Value?>(name: attribute, rule: ScalarRule(format: format) { $0 = $1 })
        let isOptional = Value.self is any OptionalValue.Type
        rule.isRequired = !isOptional
        rule.requiredBy = (
            "Item(\"\(name)\", attribute: \"\(attribute)\")", "make the item type optional if <\(name)> may lack it"
        )
        let table = CompiledTable.compile([DescriptionBuilder<Value?>.Component.Part.attribute(rule)])
        part = ItemPart(
            name: name, entry: "Item",
            rule: .nested(
                NestedRule<[Value]>.reading(table, initial: Value?.none) { array, value in
                    if let value {
                        array.appendItem(value)
                    } else {
                        // Only an optional item type gets here without a value (the attribute is required otherwise).
                        array.appendItem((Value.self as! any OptionalValue.Type).noneValue as! Value)
                    }
                }))
        problem = format.problem
        guard let write = format.write else {
            writer = ItemWriter(
                names: [name], nested: [],
                problem: WriteEntry<Value>.noWriteConversion("Item(\"\(name)\", attribute:)", typeName: format.typeName)
            ) { _, _ in false }
            return
        }
        writer = ItemWriter(names: [name, attribute], nested: [], problem: nil) { value, emitter in
            try emitter.startElement(name, isItem: true)
            if !isOptional || !(value as! any OptionalValue).isNone { try emitter.attribute(attribute, write(value)) }
            try emitter.endElement()
            return true
        }
    }

    /// Items read as values with a ``ValueFormat``.
    ///
    /// ```swift
    /// Many("dates", \.dates) { Item("d", Date.self, format: .date("yyyy-MM-dd")) }
    /// ```
    @inlinable public init(_ name: XMLName, _ type: Value.Type, format: ValueFormat<Value>) {
        var part = ItemPart<[Value]>(
            name: name, entry: "Item",
            rule: .scalar(ScalarRule(format: format) { $0.appendItem($1) }, attributes: []))
        // A nil item is written `<name xsi:nil="true"/>`, so reading one is no surprise.
        part.isNillable = Value.self is any OptionalValue.Type
        self.part = part
        problem = format.problem
        writer = .scalar(name, format)
    }
}

extension ItemBuilder {
    /// The items of one ``Many``, erased to a common type by ``ItemBuilder``: the builder's plumbing,
    /// public only because result builders must be; nothing in it can be made or read outside.
    @_documentation(visibility: internal)
    public struct Component: Sendable {
        @usableFromInline let items: [ItemPart<[Value]>]
        @usableFromInline let problems: [String]
        @usableFromInline let writers: [ItemWriter<Value>]

        @usableFromInline init(items: [ItemPart<[Value]>], problems: [String], writers: [ItemWriter<Value>]) {
            self.items = items
            self.problems = problems
            self.writers = writers
        }
    }
}

/// The result builder for the items of a ``Many``: ``Item``, ``Skip`` and ``Ignore``.
///
/// ```swift
/// Many("list", \.items) {
///     Item("string", String.self)
///     Skip("group")
///     Ignore("comment")
/// }
/// ```
@resultBuilder
public enum ItemBuilder<Value> {
    /// `Item("author", Author.self)`
    @inlinable public static func buildExpression(_ item: Item<Value>) -> Component {
        Component(items: [item.part], problems: item.problem.map { [$0] } ?? [], writers: [item.writer])
    }

    /// `Case("string", String.self, PlistValue.string)` among the items: an array of an enum,
    /// marked with where the case is written, for the problems that name it.
    @inlinable public static func buildExpression(
        _ entry: Case<Value>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        buildExpression(CaseBuilder.buildExpression(entry, fileID: fileID, line: line))
    }

    /// A shared list of cases among the items: `Many(\.items) { PlistValue.cases }`.
    @inlinable public static func buildExpression(_ entries: [Case<Value>]) -> Component {
        Component(
            items: entries.map { $0.part.lifted(through: AppendAccess<Value>()) },
            problems: entries.compactMap(\.problem), writers: entries.map(\.writer))
    }

    /// `Skip("group")` among the items: its children are matched as items.
    @inlinable public static func buildExpression(_ entry: Skip) -> Component {
        Component(items: [ItemPart(name: entry.name, entry: "Skip", rule: .skip)], problems: [], writers: [])
    }

    /// `Ignore("note")` among the items: dropped unread.
    @inlinable public static func buildExpression(_ entry: Ignore) -> Component {
        Component(items: [ItemPart(name: entry.name, entry: "Ignore", rule: .ignore)], problems: [], writers: [])
    }

    /// Several items, one per line.
    ///
    /// `{ Item("dog", Dog.self); Item("cat", Cat.self) }`
    @inlinable public static func buildBlock(_ components: Component...) -> Component {
        Component(
            items: components.flatMap(\.items), problems: components.flatMap(\.problems),
            writers: components.flatMap(\.writers))
    }

    /// `if condition { … }`
    @inlinable public static func buildOptional(_ component: Component?) -> Component {
        component ?? Component(items: [], problems: [], writers: [])
    }

    /// The `if` branch of `if`/`else`.
    ///
    /// `if allowsCats { Item("cat", Cat.self) } else { Ignore("cat") }`
    @inlinable public static func buildEither(first component: Component) -> Component {
        component
    }

    /// The `else` branch of `if`/`else`.
    ///
    /// `if allowsCats { … } else { Ignore("cat") }`
    @inlinable public static func buildEither(second component: Component) -> Component {
        component
    }

    /// `for name in names { … }`
    @inlinable public static func buildArray(_ components: [Component]) -> Component {
        Component(
            items: components.flatMap(\.items), problems: components.flatMap(\.problems),
            writers: components.flatMap(\.writers))
    }
}
