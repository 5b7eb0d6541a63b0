/// ``Pairs`` into an optional array or dictionary: absent and empty containers kept apart. `nil`
/// when the container element is absent, empty when it is present but empty; ``XMLWriter``
/// writes the container only for a non-`nil` value (`<dict/>` for an empty one).
extension Pairs {
    /// Reads the pairs inside the container element `name`, in document order, into an optional array.
    ///
    /// ```swift
    /// // var entries: [(key: String, value: PlistValue)]? = nil
    /// Pairs("dict", \.entries, key: "key") { PlistValue.cases }   // no <dict>: nil;  <dict/>: []
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [(key: String, value: Value)]?> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        let access = PresentAccess(keyPath) { [] }
        self.init(
            name, keyPath, key: key, values(),
            append: { model, key, value in access.modify(&model) { $0.append((key, value)) } },
            get: { $0[keyPath: keyPath] }, opened: access.open)
    }

    /// Reads the pairs inside the container element `name` into an optional dictionary; a
    /// repeated key keeps its last value.
    ///
    /// ```swift
    /// // var values: [String: PlistValue]? = nil
    /// Pairs("dict", \.values, key: "key") { PlistValue.cases }    // no <dict>: nil;  <dict/>: [:]
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [String: Value]?> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        let access = PresentAccess(keyPath) { [:] }
        self.init(
            name, keyPath, key: key, values(),
            append: { model, key, value in access.modify(&model) { $0[key] = value } },
            get: { $0[keyPath: keyPath]?.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } },
            opened: access.open)
    }

    /// Not available: without a container element, absent pairs and no pairs are the same
    /// document, so an optional could not come back as it was written. Bind a non-optional
    /// array, or name the container: `Pairs("dict", \.entries, key: "key") { … }`.
    ///
    /// ```swift
    /// // var entries: [(key: String, value: PlistValue)] = []
    /// Pairs(\.entries, key: "key") { PlistValue.cases }
    /// ```
    @available(
        *, unavailable,
        message:
            "Pairs without a container element cannot tell absent pairs from no pairs (both are no element); bind a non-optional array or dictionary, or name the container element: Pairs(\"name\", \\.property, key:)"
    )
    public init<Value>(
        _ keyPath: WritableKeyPath<Model, [(key: String, value: Value)]?> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        fatalError("unavailable")
    }

    /// Not available: without a container element, absent pairs and no pairs are the same
    /// document, so an optional could not come back as it was written. Bind a non-optional
    /// dictionary, or name the container: `Pairs("dict", \.values, key: "key") { … }`.
    ///
    /// ```swift
    /// // var values: [String: PlistValue] = [:]
    /// Pairs(\.values, key: "key") { PlistValue.cases }
    /// ```
    @available(
        *, unavailable,
        message:
            "Pairs without a container element cannot tell absent pairs from no pairs (both are no element); bind a non-optional array or dictionary, or name the container element: Pairs(\"name\", \\.property, key:)"
    )
    public init<Value>(
        _ keyPath: WritableKeyPath<Model, [String: Value]?> & Sendable, key: XMLName,
        @CaseBuilder<Value> values: () -> [Case<Value>]
    ) {
        fatalError("unavailable")
    }
}
