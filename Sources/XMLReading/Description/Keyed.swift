/// Reads elements into a dictionary, each under a key taken from the element's name, from one of
/// its attributes, or from the text of one of its children (see ``KeySource``).
///
/// ```swift
/// // <properties><java.version>17</java.version><encoding>UTF-8</encoding></properties>
/// Keyed("properties", \.properties)                  // ["java.version": "17", "encoding": "UTF-8"]
///
/// // <options><option name="a">1</option><option name="b">2</option></options>
/// Keyed("options", \.options, key: .attribute("name", of: "option"))    // ["a": 1, "b": 2]
///
/// // <map><entry><key>a</key><value>…</value></entry></map>
/// Keyed("map", \.servers, key: .child("key", of: "entry", value: "value"))   // [String: Server]
///
/// // [String: [Value]]: every value of a repeated key, in document order
/// Keyed("headers", \.headers, key: .attribute("name", of: "header"))
/// ```
///
/// Values are read from their element's text (`XMLScalar` types) or as models with their own
/// description. Without a container name, the entries are the direct children of the element
/// being read; keyed by element name, that is every child no other entry names. A repeated key
/// keeps its last value, unless the dictionary holds arrays (`[String: [Value]]`), which collect
/// them all. An element without its key (no such attribute; an entry without its key or value
/// child) is an error with its path and position.
///
/// Keyed by element name, the key is the local name, whatever the element's namespace
/// (`<a:x>` and `<b:x>` share the key `x`, the last one winning); name the elements you want apart
/// with entries of their own.
///
/// ``XMLWriter`` writes the entries in the order of their keys, sorted (a dictionary has no
/// order of its own), and a grouped key's values in their array's order. Keyed by element name,
/// a key that is not an XML name cannot be written and throws ``XMLReadingError/Code/notWritable``.
public struct Keyed<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the entries.
    @usableFromInline let writer: WriteEntry<Model>

    /// Values read from their element's text, inside the container `name`.
    ///
    /// ```swift
    /// Keyed("properties", \.properties)   // <properties><encoding>UTF-8</encoding></properties>
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Value]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            name, keyPath, key: key, value: KeyedValue<Value>.scalar(format: .standard), insert: { $0[$1] = $2 },
            values: { [$0] })
    }

    /// Values read from their element's text, among the direct children.
    ///
    /// ```swift
    /// Keyed(\.others)                      // every child no other entry names: [String: String]
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ keyPath: WritableKeyPath<Model, [String: Value]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            nil, keyPath, key: key, value: KeyedValue<Value>.scalar(format: .standard), insert: { $0[$1] = $2 },
            values: { [$0] })
    }

    /// Values read as models, inside the container `name`.
    ///
    /// ```swift
    /// Keyed("map", \.servers, key: .child("key", of: "entry", value: "value"))   // [String: Server]
    /// ```
    @inlinable public init<Value: XMLReadable>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Value]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            name, keyPath, key: key, value: KeyedValue<Value>.model(Value.self), insert: { $0[$1] = $2 },
            values: { [$0] })
    }

    /// Values read as models, among the direct children.
    ///
    /// ```swift
    /// Keyed(\.servers, key: .attribute("name", of: "server"))   // <server name="a"><host>…</host></server>
    /// ```
    @inlinable public init<Value: XMLReadable>(
        _ keyPath: WritableKeyPath<Model, [String: Value]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            nil, keyPath, key: key, value: KeyedValue<Value>.model(Value.self), insert: { $0[$1] = $2 },
            values: { [$0] })
    }

    /// Every value of each key, from their element's text, inside the container `name`.
    ///
    /// ```swift
    /// Keyed("headers", \.headers, key: .attribute("name", of: "header"))   // [String: [String]]
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: [Value]]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            name, keyPath, key: key, value: KeyedValue<Value>.scalar(format: .standard),
            insert: { $0[$1, default: []].append($2) }, values: { $0 })
    }

    /// Every value of each key, from their element's text, among the direct children.
    ///
    /// ```swift
    /// Keyed(\.tags)         // <tag/> children by name, every value kept: [String: [String]]
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ keyPath: WritableKeyPath<Model, [String: [Value]]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            nil, keyPath, key: key, value: KeyedValue<Value>.scalar(format: .standard),
            insert: { $0[$1, default: []].append($2) }, values: { $0 })
    }

    /// Every value of each key, read as models, inside the container `name`.
    ///
    /// ```swift
    /// Keyed("servers", \.mirrors, key: .attribute("region", of: "server"))   // [String: [Server]]
    /// ```
    @inlinable public init<Value: XMLReadable>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: [Value]]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            name, keyPath, key: key, value: KeyedValue<Value>.model(Value.self),
            insert: { $0[$1, default: []].append($2) }, values: { $0 })
    }

    /// Every value of each key, read as models, among the direct children.
    ///
    /// ```swift
    /// Keyed(\.mirrors, key: .attribute("region", of: "server"))              // [String: [Server]]
    /// ```
    @inlinable public init<Value: XMLReadable>(
        _ keyPath: WritableKeyPath<Model, [String: [Value]]> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            nil, keyPath, key: key, value: KeyedValue<Value>.model(Value.self),
            insert: { $0[$1, default: []].append($2) }, values: { $0 })
    }

    /// The shared form: `Stored` is `Value`, or `[Value]` for a grouped dictionary; `insert` puts
    /// a value under its key, `values` lists a key's values for writing.
    @inlinable init<Value, Stored>(
        _ name: XMLName?, _ keyPath: WritableKeyPath<Model, [String: Stored]> & Sendable, key: KeySource,
        value: KeyedValue<Value>, insert: @escaping @Sendable (inout [String: Stored], String, Value) -> Void,
        values: @escaping @Sendable (Stored) -> [Value]
    ) {
        self.init(
            name, binding: keyPath, access: PropertyAccess(keyPath), opened: nil, get: { $0[keyPath: keyPath] },
            key: key, value: value, insert: insert, values: values)
    }

    /// The most general form: `access` stores into the dictionary (``PresentAccess`` for an
    /// optional one, with `opened` run when the container starts), `get` reads it for writing
    /// (`nil` writes nothing).
    @inlinable init<Value, Stored, Access: PartAccess>(
        _ name: XMLName?, binding keyPath: AnyKeyPath & Sendable, access: Access,
        opened: (@Sendable (inout Model) -> Void)?, get: @escaping @Sendable (Model) -> [String: Stored]?,
        key: KeySource, value: KeyedValue<Value>,
        insert: @escaping @Sendable (inout [String: Stored], String, Value) -> Void,
        values: @escaping @Sendable (Stored) -> [Value]
    ) where Access.Root == Model, Access.Part == [String: Stored] {
        let entry = name.map { "Keyed(\"\($0)\")" } ?? "Keyed"
        let append: @Sendable (inout Model, String, consuming Value) -> Void = { model, key, value in
            access.modify(&model) { insert(&$0, key, value) }
        }
        let items: [ItemPart<Model>]
        switch key.kind {
        case .elementName:
            items = [
                value.part(CompiledTable.anyElement).pairValue(
                    in: Model.self, entry: entry, role: .named, append: append)
            ]
        case .attribute(let attribute, let element):
            items = [
                value.part(element).pairValue(
                    in: Model.self, entry: entry, role: .attributeKey, keyAttribute: attribute, append: append)
            ]
        case .child(let keyName, let element, let valueName):
            items = [
                ItemPart(
                    name: element, entry: entry,
                    rule: .entry([
                        ItemPart(name: keyName, entry: entry, rule: .pairKey(.entryKey)),
                        value.part(valueName).pairValue(
                            in: Model.self, entry: entry, role: .entryValue, append: append),
                    ]))
            ]
        }
        var parts: [DescriptionBuilder<Model>.Component.Part] =
            if let name {
                [.child(ItemPart(name: name, entry: entry, rule: .container(items), opened: opened))]
            } else {
                items.map { .child($0) }
            }
        if let problem = value.problem { parts.append(.problem(problem)) }
        parts.append(.binding(keyPath, entry: entry))
        self.parts = parts
        let write = value.write
        writer = .child(
            ChildWriter(names: (name.map { [$0] } ?? []) + key.names, nested: value.nested) { model, emitter in
                guard let dictionary = get(model) else { return }
                if let name { try emitter.startElement(name) }
                for entryKey in dictionary.keys.sorted() {
                    for value in values(dictionary[entryKey]!) {
                        try key.write(entryKey, value, write, to: emitter, entry: entry)
                    }
                }
                if name != nil { try emitter.endElement() }
            })
    }
}

/// Where a ``Keyed`` entry's key comes from.
///
/// ```swift
/// Keyed("properties", \.properties)                                   // .elementName
/// Keyed("options", \.options, key: .attribute("name", of: "option"))
/// Keyed("map", \.map, key: .child("key", of: "entry", value: "value"))
/// ```
public struct KeySource: Sendable {
    @usableFromInline enum Kind: Sendable {
        case elementName
        case attribute(XMLName, of: XMLName)
        case child(XMLName, of: XMLName, value: XMLName)
    }

    @usableFromInline let kind: Kind

    @usableFromInline init(_ kind: Kind) {
        self.kind = kind
    }

    /// The element's own name is the key: `<java.version>17</java.version>` is `"java.version": "17"`.
    public static var elementName: KeySource { KeySource(.elementName) }

    /// The attribute `name` of each `element` is the key, the element the value:
    /// `.attribute("name", of: "option")` reads `<option name="a">1</option>` as `"a": 1`.
    public static func attribute(_ name: XMLName, of element: XMLName) -> KeySource {
        KeySource(.attribute(name, of: element))
    }

    /// The text of the child `key` of each `element` is the key, its child `value` the value, in
    /// either order: `.child("key", of: "entry", value: "value")` reads
    /// `<entry><key>a</key><value>1</value></entry>` as `"a": 1`.
    public static func child(_ key: XMLName, of element: XMLName, value: XMLName) -> KeySource {
        KeySource(.child(key, of: element, value: value))
    }

    @usableFromInline var names: [XMLName] {
        switch kind {
        case .elementName: []
        case .attribute(_, let element): [element]
        case .child(let key, let element, let value): [element, key, value]
        }
    }

    /// Writes one entry: its element holds the value; the key is its name, its attribute, or a child.
    @usableFromInline func write<Value>(
        _ key: String, _ value: Value, _ write: (Value, XMLName, XMLEmitter, [(XMLName, String)]) throws -> Void,
        to emitter: XMLEmitter, entry: String
    ) throws {
        switch kind {
        case .elementName:
            guard key.isXMLName else {
                throw XMLReadingError(
                    code: .notWritable,
                    message:
                        "the key \(key.debugDescription) of \(entry) is not an XML name, so it cannot name an element",
                    path: emitter.path)
            }
            try write(value, XMLName(key), emitter, [])
        case .attribute(let attribute, let element):
            try write(value, element, emitter, [(attribute, key)])
        case .child(let keyName, let element, let valueName):
            try emitter.startElement(element, isItem: true)
            try emitter.startElement(keyName)
            try emitter.text(key)
            try emitter.endElement()
            try write(value, valueName, emitter, [])
            try emitter.endElement()
        }
    }
}

/// How a ``Keyed`` entry reads and writes its values: from text, or as models.
@usableFromInline struct KeyedValue<Value>: Sendable {
    /// The rule that reads a value into `Value?`, for the element `name`.
    @usableFromInline let part: @Sendable (XMLName) -> ItemPart<Value?>
    /// Writes a value as the element `name`, with attributes before its content.
    @usableFromInline let write: @Sendable (Value, XMLName, XMLEmitter, [(XMLName, String)]) throws -> Void
    @usableFromInline let nested: [NestedType]
    @usableFromInline let problem: String?

    @usableFromInline init(
        part: @escaping @Sendable (XMLName) -> ItemPart<Value?>,
        write: @escaping @Sendable (Value, XMLName, XMLEmitter, [(XMLName, String)]) throws -> Void,
        nested: [NestedType], problem: String?
    ) {
        self.part = part
        self.write = write
        self.nested = nested
        self.problem = problem
    }

    @inlinable static func scalar(format: ValueFormat<Value>) -> KeyedValue {
        let writeText = format.write
        return KeyedValue(
            part: { name in
                ItemPart(
                    name: name, entry: "Keyed", rule: .scalar(ScalarRule(format: format) { $0 = $1 }, attributes: []))
            },
            write: { value, name, emitter, attributes in
                try emitter.startElement(name, isItem: true)
                for (attribute, text) in attributes { try emitter.attribute(attribute, text) }
                if let writeText { try emitter.text(writeText(value)) }
                try emitter.endElement()
            }, nested: [], problem: format.problem)
    }

    @inlinable static func model(_ type: Value.Type) -> KeyedValue where Value: XMLReadable {
        KeyedValue(
            part: { name in ItemPart(name: name, entry: "Keyed", rule: .nested(NestedRule.reading(type) { $0 = $1 })) },
            write: { value, name, emitter, attributes in
                let plan = Value.parsingDescription.writePlan
                try plan.startElement(name, isItem: true, of: value, to: emitter)
                for (attribute, text) in attributes { try emitter.attribute(attribute, text) }
                try plan.writeContent(of: value, to: emitter)
                try emitter.endElement()
            }, nested: [NestedType(Value.self)], problem: nil)
    }
}

extension String {
    /// Whether the string is an XML name without a colon (letters, digits, `_`, `-`, `.`; not
    /// starting with a digit, `-` or `.`), so it can name an element.
    @usableFromInline var isXMLName: Bool {
        guard let first = unicodeScalars.first else { return false }
        func isStart(_ s: Unicode.Scalar) -> Bool {
            s == "_" || s.properties.isAlphabetic
        }
        return isStart(first)
            && unicodeScalars.dropFirst().allSatisfy {
                isStart($0) || $0.properties.numericType != nil || $0 == "-" || $0 == "." || $0 == "\u{B7}"
                    || $0.properties.generalCategory == .nonspacingMark
            }
    }
}
