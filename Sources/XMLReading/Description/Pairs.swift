/// Reads key/value siblings, as in a property list's `<dict>`: each `key` element's text is the
/// key of the value element that follows it, whose name picks its ``Case``.
///
/// ```swift
/// // <dict><key>name</key><string>Dune</string><key>pages</key><integer>412</integer></dict>
/// struct PlistDict: XMLReadable {
///     var entries: [(key: String, value: PlistValue)] = []
///     static let parsingDescription = ParsingDescription<PlistDict> {
///         Pairs(\.entries, key: "key") { PlistValue.cases }
///         RejectUnknown()
///     }
/// }
/// // entries == [("name", .string("Dune")), ("pages", .integer(412))]
/// ```
///
/// Pairs are read in document order, into an array of `(key:value:)` tuples or into a
/// `[String: Value]` dictionary (where a repeated key keeps its last value). A key followed by
/// another key or by the end of the element, and a value that no key precedes, are errors with
/// the element's path and position. ``XMLWriter`` writes the array in its order and the
/// dictionary in the order of its keys, sorted, each key before its value.
public struct Pairs<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the pairs.
    @usableFromInline let writer: WriteEntry<Model>

    /// Reads the pairs among the direct children of the element being read, in document order.
    ///
    /// ```swift
    /// Pairs(\.entries, key: "key") { PlistValue.cases }   // var entries: [(key: String, value: PlistValue)]
    /// ```
    @inlinable public init<Value>(
        _ keyPath: WritableKeyPath<Model, [(key: String, value: Value)]> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        self.init(
            nil, keyPath, key: key, values(),
            append: { [access = PropertyAccess(keyPath)] model, key, value in
                access.modify(&model) { $0.append((key, value)) }
            },
            get: { $0[keyPath: keyPath] })
    }

    /// Reads the pairs into a dictionary; a repeated key keeps its last value.
    ///
    /// ```swift
    /// Pairs(\.values, key: "key") { PlistValue.cases }    // var values: [String: PlistValue]
    /// ```
    @inlinable public init<Value>(
        _ keyPath: WritableKeyPath<Model, [String: Value]> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        self.init(
            nil, keyPath, key: key, values(),
            append: { [access = PropertyAccess(keyPath)] model, key, value in
                access.modify(&model) { $0[key] = value }
            },
            get: { $0[keyPath: keyPath].sorted { $0.key < $1.key }.map { ($0.key, $0.value) } })
    }

    /// Reads the pairs inside the container element `name`, in document order.
    ///
    /// ```swift
    /// Pairs("dict", \.entries, key: "key") { PlistValue.cases }   // <dict><key>a</key><true/></dict>
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [(key: String, value: Value)]> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        self.init(
            name, keyPath, key: key, values(),
            append: { [access = PropertyAccess(keyPath)] model, key, value in
                access.modify(&model) { $0.append((key, value)) }
            },
            get: { $0[keyPath: keyPath] })
    }

    /// Reads the pairs inside the container element `name` into a dictionary.
    ///
    /// ```swift
    /// Pairs("dict", \.values, key: "key") { PlistValue.cases }    // [String: PlistValue]
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Value]> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        self.init(
            name, keyPath, key: key, values(),
            append: { [access = PropertyAccess(keyPath)] model, key, value in
                access.modify(&model) { $0[key] = value }
            },
            get: { $0[keyPath: keyPath].sorted { $0.key < $1.key }.map { ($0.key, $0.value) } })
    }

    @inlinable init<Value>(
        _ name: XMLName?, _ keyPath: AnyKeyPath & Sendable, key: XMLName, _ cases: [Case<Value>],
        append: @escaping @Sendable (inout Model, String, consuming Value) -> Void,
        get: @escaping @Sendable (Model) -> [(String, Value)]?, opened: (@Sendable (inout Model) -> Void)? = nil
    ) {
        let entry = name.map { "Pairs(\"\($0)\")" } ?? "Pairs"
        let items =
            [ItemPart<Model>(name: key, entry: entry, rule: .pairKey(.key))]
            + cases.map { $0.part.pairValue(in: Model.self, entry: entry, append: append) }
        var parts: [DescriptionBuilder<Model>.Component.Part] =
            if let name {
                [.child(ItemPart(name: name, entry: entry, rule: .pairsContainer(items), opened: opened))]
            } else {
                items.map { .child($0) }
            }
        if cases.isEmpty {
            parts.append(.problem("\(entry) has no Case; name at least one element a value is read from"))
        }
        parts += cases.compactMap { $0.problem.map { .problem($0) } }
        parts.append(.binding(keyPath, entry: entry))
        self.parts = parts
        let writers = cases.map(\.writer)
        writer = .child(
            ChildWriter(
                names: (name.map { [$0] } ?? []) + [key] + writers.flatMap(\.names), nested: writers.flatMap(\.nested),
                problems: writers.compactMap(\.problem)
            ) { model, emitter in
                guard let pairs = get(model) else { return }
                if let name { try emitter.startElement(name) }
                for (text, value) in pairs {
                    try emitter.startElement(key)
                    try emitter.text(text)
                    try emitter.endElement()
                    try ItemWriter.writeFirstMatch(value, writers, entry: entry, to: emitter)
                }
                if name != nil { try emitter.endElement() }
            })
    }
}
