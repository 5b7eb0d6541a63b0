/// Collects repeated elements into an array, in document order.
///
/// With a container element, items are the container's children:
///
/// ```swift
/// // <authors><author>…</author><author>…</author></authors>
/// Many("authors", \.authors) { Item("author", Author.self) }
/// ```
///
/// Without one, items are direct children of the element being read:
///
/// ```swift
/// // <person><person>…</person><person>…</person></person>
/// Many(\.children) { Item("person", Person.self) }
/// ```
///
/// Items may be models, values (`Item("tag", String.self)`), or several types into one
/// existential array (`Many(\.pets) { Item("dog", Dog.self); Item("cat", Cat.self) }` for
/// `[any Pet]`). ``Skip`` and ``Ignore`` work among the items too. Items are appended to the
/// property, so its default value comes first.
public struct Many<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the array.
    @usableFromInline let writer: WriteEntry<Model>

    /// Reads the items inside the container element `name`.
    ///
    /// ```swift
    /// Many("tags", \.tags) { Item("tag", String.self) }   // <tags><tag>a</tag><tag>b</tag></tags>
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, [Value]> & Sendable,
        @ItemBuilder<Value> items: () -> ItemBuilder<Value>.Component
    ) {
        let component = items()
        let lifted = component.items.map { $0.lifted(through: keyPath) }
        parts =
            [.child(ItemPart(name: name, entry: "Many", rule: .container(lifted)))]
            + component.problems.map { .problem($0) } + [.binding(keyPath, entry: "Many(\"\(name)\")")]
        writer = .many(name, keyPath, items: component.writers)
    }

    /// Reads the items among the direct children of the element being read.
    ///
    /// ```swift
    /// Many(\.books) { Item("book", Book.self) }          // <catalog><book>…</book><book>…</book></catalog>
    /// ```
    @inlinable public init<Value>(
        _ keyPath: WritableKeyPath<Model, [Value]> & Sendable,
        @ItemBuilder<Value> items: () -> ItemBuilder<Value>.Component
    ) {
        let component = items()
        parts =
            component.items.map { .child($0.lifted(through: keyPath)) } + component.problems.map { .problem($0) }
            + [.binding(keyPath, entry: "Many")]
        writer = .many(nil, keyPath, items: component.writers)
    }
}
