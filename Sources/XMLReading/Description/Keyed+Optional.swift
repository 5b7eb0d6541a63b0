/// ``Keyed`` into an optional dictionary (`[K: V]?`, `[K: [V]]?`): absent and empty containers
/// kept apart. `nil` when the container element is absent, `[:]` when it is present but empty;
/// ``XMLWriter`` writes the container only for a non-`nil` dictionary (`<properties/>` for `[:]`).
extension Keyed {
    /// Values read from their element's text, inside the container `name`, into an optional dictionary.
    ///
    /// ```swift
    /// // var properties: [String: String]? = nil
    /// Keyed("properties", \.properties)   // no <properties>: nil;  <properties/>: [:]
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Value]?> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            present: name, keyPath, key: key, value: KeyedValue<Value>.scalar(format: .standard),
            insert: { $0[$1] = $2 }, values: { [$0] })
    }

    /// Values read as models, inside the container `name`, into an optional dictionary.
    ///
    /// ```swift
    /// // var servers: [String: Server]? = nil
    /// Keyed("map", \.servers, key: .child("key", of: "entry", value: "value"))   // <map/>: [:]
    /// ```
    @inlinable public init<Value: XMLReadable>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Value]?> & Sendable, key: KeySource = .elementName
    ) {
        self.init(
            present: name, keyPath, key: key, value: KeyedValue<Value>.model(Value.self), insert: { $0[$1] = $2 },
            values: { [$0] })
    }

    /// Every value of each key, from their element's text, inside the container `name`, into an
    /// optional dictionary.
    ///
    /// ```swift
    /// // var headers: [String: [String]]? = nil
    /// Keyed("headers", \.headers, key: .attribute("name", of: "header"))   // <headers/>: [:]
    /// ```
    @inlinable public init<Value: XMLScalar>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: [Value]]?> & Sendable,
        key: KeySource = .elementName
    ) {
        self.init(
            present: name, keyPath, key: key, value: KeyedValue<Value>.scalar(format: .standard),
            insert: { $0[$1, default: []].append($2) }, values: { $0 })
    }

    /// Every value of each key, read as models, inside the container `name`, into an optional dictionary.
    ///
    /// ```swift
    /// // var mirrors: [String: [Server]]? = nil
    /// Keyed("servers", \.mirrors, key: .attribute("region", of: "server"))   // <servers/>: [:]
    /// ```
    @inlinable public init<Value: XMLReadable>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: [Value]]?> & Sendable,
        key: KeySource = .elementName
    ) {
        self.init(
            present: name, keyPath, key: key, value: KeyedValue<Value>.model(Value.self),
            insert: { $0[$1, default: []].append($2) }, values: { $0 })
    }

    /// Not available: without a container element, an absent dictionary and an empty one are the
    /// same document (no entry), so `[K: V]?` could not come back as it was written. Bind
    /// `[K: V]` (no entry reads as `[:]`), or name the container: `Keyed("properties", \.properties)`.
    ///
    /// ```swift
    /// // var others: [String: String] = [:]
    /// Keyed(\.others)
    /// ```
    @available(
        *, unavailable,
        message:
            "Keyed without a container element cannot tell an absent dictionary from an empty one (both are no entry); bind [K: V] instead of [K: V]?, or name the container element: Keyed(\"name\", \\.property)"
    )
    public init<Value>(_ keyPath: WritableKeyPath<Model, [String: Value]?> & Sendable, key: KeySource = .elementName) {
        fatalError("unavailable")
    }

    /// The container `name` makes the optional dictionary present, empty, when it starts.
    @inlinable init<Value, Stored>(
        present name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Stored]?> & Sendable, key: KeySource,
        value: KeyedValue<Value>, insert: @escaping @Sendable (inout [String: Stored], String, Value) -> Void,
        values: @escaping @Sendable (Stored) -> [Value]
    ) {
        let access = PresentAccess(keyPath) { [:] }
        self.init(
            name, binding: keyPath, access: access, opened: access.open, get: { $0[keyPath: keyPath] }, key: key,
            value: value, insert: insert, values: values)
    }
}
