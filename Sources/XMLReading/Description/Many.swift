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
    @usableFromInline var parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the array.
    @usableFromInline let writer: WriteEntry<Model>
    /// The number of items the property holds, for `occurs(_:)`.
    @usableFromInline let count: @Sendable (Model) -> Int
    /// The items' element names, for messages.
    @usableFromInline let itemNames: [XMLName]

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
        self.init(
            name, keyPath, lifted: component.items.map { $0.lifted(through: keyPath) }, problems: component.problems,
            writer: .many(name, keyPath, items: component.writers), count: { $0[keyPath: keyPath].count })
    }

    /// The half of a Many that does not depend on its items' type: the parts around the
    /// specialized items. Not `@inlinable` (see `CompiledTable.compile`).
    @usableFromInline init(
        _ name: XMLName?, _ keyPath: AnyKeyPath & Sendable, lifted: [ItemPart<Model>], problems: [String],
        writer: WriteEntry<Model>, count: @escaping @Sendable (Model) -> Int
    ) {
        if let name {
            parts =
                [.child(ItemPart(name: name, entry: "Many", rule: .container(lifted)))]
                + problems.map { .problem($0) } + [.binding(keyPath, entry: "Many(\"\(name)\")")]
        } else {
            parts = lifted.map { .child($0) } + problems.map { .problem($0) } + [.binding(keyPath, entry: "Many")]
        }
        self.writer = writer
        self.count = count
        itemNames = lifted.map(\.name)
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
        self.init(
            nil, keyPath, lifted: component.items.map { $0.lifted(through: keyPath) }, problems: component.problems,
            writer: .many(nil, keyPath, items: component.writers), count: { $0[keyPath: keyPath].count })
    }

    /// The same entry, reading between `counts.lowerBound` and `counts.upperBound` items (XML
    /// Schema's `minOccurs` and `maxOccurs`); reading the parent fails otherwise, at its end tag.
    ///
    /// ```swift
    /// Many(\.lines) { Item("InvoiceLine", InvoiceLine.self) }.occurs(1...)
    /// // <Invoice>…</Invoice> with no line → missing required element <InvoiceLine>: 0 read, Many reads 1 or more at /Invoice
    /// Many(\.names) { Item("name", String.self) }.occurs(0...2)
    /// // three names → too many <name>: 3 read, Many reads at most 2 at /person
    /// ```
    ///
    /// Items already in the property's default value count too. Writing is unchanged.
    public func occurs(_ counts: ClosedRange<Int>) -> Many {
        bounded(minimum: counts.lowerBound, maximum: counts.upperBound)
    }

    /// The same entry, reading at least `counts.lowerBound` items.
    ///
    /// ```swift
    /// Many(\.files) { Item("file", File.self) }.occurs(1...)     // <xliff/> → missing required element <file>: 0 read, …
    /// ```
    public func occurs(_ counts: PartialRangeFrom<Int>) -> Many {
        bounded(minimum: counts.lowerBound, maximum: nil)
    }

    func bounded(minimum: Int, maximum: Int?) -> Many {
        var copy = self
        let count = self.count
        let list = itemNames.map { "<\($0)>" }.listed()
        let range = maximum.map { minimum == $0 ? "\($0)" : "\(minimum) to \($0)" } ?? "\(minimum) or more"
        copy.parts.append(
            .completion { model in
                let read = count(model)
                if read < minimum {
                    throw XMLReadingError(
                        code: .missingElement,
                        message: "missing required element \(list): \(read) read, Many reads \(range)")
                }
                if let maximum, read > maximum {
                    throw XMLReadingError(
                        code: .unexpectedElement,
                        message: "too many \(list): \(read) read, Many reads at most \(maximum)")
                }
            })
        return copy
    }

    /// The same entry, where each item's element (each ``Case``) may appear once at most, in any
    /// order: XML Schema's `xs:all`. A second one is unknown content, reported or refused by
    /// ``ReadingOptions/unknownContent``; ``Case/required()`` requires a case.
    ///
    /// ```swift
    /// Many(\.content) {
    ///     Case("groupId", String.self, Dependency.Part.groupId).required()
    ///     Case("version", String.self, Dependency.Part.version)
    /// }.eachAtMostOnce()
    /// // <dependency><groupId>a</groupId><groupId>b</groupId></dependency> with .refuse →
    /// //   a second <groupId> in <dependency>, where Many reads each element once (eachAtMostOnce)
    /// ```
    public func eachAtMostOnce() -> Many {
        var copy = self
        copy.parts = parts.map { part in
            guard case .child(let item) = part else { return part }
            return .child(item.changingItems { $0.readsOnce = true })
        }
        return copy
    }
}
