/// ``Many`` into an optional array (`[T]?`): absent and empty containers kept apart.
extension Many {
    /// Reads the items inside the container element `name` into an optional array: `nil` when
    /// the container is absent, `[]` when it is present but empty. ``XMLWriter`` writes the
    /// container only for a non-`nil` array (`<tags/>` for `[]`).
    ///
    /// ```swift
    /// // var tags: [String]? = nil
    /// Many("tags", \.tags) { Item("tag", String.self) }
    /// // no <tags>: nil;  <tags/>: [];  <tags><tag>a</tag></tags>: ["a"]
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [Value]?> & Sendable,
        @ItemBuilder<Value> items: () -> ItemBuilder<Value>.Component
    ) {
        let component = items()
        let access = PresentAccess(keyPath) { [] }
        var container = ItemPart(
            name: name, entry: "Many", rule: .container(component.items.map { $0.lifted(through: access) }))
        container.opened = access.open
        parts =
            [.child(container)] + component.problems.map { .problem($0) }
            + [.binding(keyPath, entry: "Many(\"\(name)\")")]
        writer = .many(name, get: { $0[keyPath: keyPath] }, items: component.writers)
        count = { $0[keyPath: keyPath]?.count ?? 0 }
        itemNames = component.items.map(\.name)
    }

    /// Not available: without a container element, an absent list and an empty one are the same
    /// document (no item), so `[T]?` could not come back as it was written. Bind `[T]` (no item
    /// reads as `[]`), or name the container: `Many("tags", \.tags) { … }`.
    ///
    /// ```swift
    /// // var images: [Image] = []
    /// Many(\.images) { Item("image", Image.self) }
    /// ```
    @available(
        *, unavailable,
        message:
            "Many without a container element cannot tell an absent list from an empty one (both are no item); bind [T] instead of [T]?, or name the container element: Many(\"name\", \\.property)"
    )
    public init<Value>(
        _ keyPath: WritableKeyPath<Model, [Value]?> & Sendable,
        @ItemBuilder<Value> items: () -> ItemBuilder<Value>.Component
    ) {
        fatalError("unavailable")
    }
}
