/// The result builder behind ``ParsingDescription/init(namespace:_:)``: each line is an entry, and `if`,
/// `if`/`else`, `switch` and `for` work as in any Swift code.
///
/// Each entry's `#fileID` and `#line` are taken where it is written (the builder's default
/// arguments), so that a problem of the description names the line of the entry that causes it.
///
/// ```swift
/// static let parsingDescription = ParsingDescription<Book> {
///     Attribute("id", \.id)
///     Element("title", \.title)
///     if includesReviews { Many("reviews", \.reviews) { Item("review", String.self) } }
/// }
/// ```
@resultBuilder
public enum DescriptionBuilder<Model> {
    /// An entry of the model's description, one per line: ``Element``, ``Attribute``,
    /// ``TextContent``, ``Mixed``, ``Many``, ``Choice``, ``Pairs``, ``Keyed``, ``XMLString``,
    /// ``AnyElements``, ``AnyAttributes``, ``ElementName`` or ``OnComplete``.
    ///
    /// `Element("title", \.title)`, `Many("authors", \.authors) { Item("author", Author.self) }`,
    /// `OnComplete { book in … }`
    @inlinable public static func buildExpression<Entry: DescriptionEntry<Model>>(
        _ entry: Entry, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        let component = entry._component
        return Component.located(fileID, line, component.parts, writers: component.writers)
    }

    /// An entry of another model's description: refused at build time, with the fix.
    ///
    /// `ParsingDescription<Book> { Element<Author>("name", \.name) }` does not compile.
    @available(
        *, unavailable,
        message: "an entry of another model's description; its key path must start at this model"
    )
    public static func buildExpression<Entry: DescriptionEntry>(
        _ entry: Entry, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        fatalError("unavailable")
    }

    /// An entry that fits any model's description: ``Skip``, ``Ignore`` or ``RejectUnknown``.
    ///
    /// `Skip("details")`, `Ignore("reviews")`, `RejectUnknown()`
    @inlinable public static func buildExpression<Entry: AnyModelDescriptionEntry>(
        _ entry: Entry, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        let component = entry._component(for: Model.self)
        return Component.located(fileID, line, component.parts, writers: component.writers)
    }

    /// A component passed through (for nesting builders).
    ///
    /// `ParsingDescription<Book> { sharedEntries; Element("title", \.title) }` where
    /// `@DescriptionBuilder<Book> static var sharedEntries: DescriptionBuilder<Book>.Component { … }`.
    public static func buildExpression(_ component: Component) -> Component {
        component
    }

    /// Several entries, one per line.
    ///
    /// `{ Attribute("id", \.id); Element("title", \.title) }`
    public static func buildBlock(_ components: Component...) -> Component {
        Component(components.flatMap(\.parts), writers: components.flatMap(\.writers))
    }

    /// `if condition { … }`
    public static func buildOptional(_ component: Component?) -> Component {
        component ?? Component([], writers: [])
    }

    /// The `if` branch of `if`/`else` (or a `switch` case).
    ///
    /// `if strict { RejectUnknown() } else { Ignore("extra") }`
    public static func buildEither(first component: Component) -> Component {
        component
    }

    /// The `else` branch of `if`/`else` (or a `switch` case).
    ///
    /// `if strict { … } else { Ignore("extra") }`
    public static func buildEither(second component: Component) -> Component {
        component
    }

    /// `for name in names { … }`
    public static func buildArray(_ components: [Component]) -> Component {
        Component(components.flatMap(\.parts), writers: components.flatMap(\.writers))
    }

    /// `if #available(…) { … }`
    public static func buildLimitedAvailability(_ component: Component) -> Component {
        component
    }
}
