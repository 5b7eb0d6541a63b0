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
    /// `Element("title", \.title)`
    public static func buildExpression(
        _ entry: Element<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `Attribute("id", \.id)`
    public static func buildExpression(
        _ entry: Attribute<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `TextContent(\.amount)`
    public static func buildExpression(
        _ entry: TextContent<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `Many("authors", \.authors) { Item("author", Author.self) }`
    public static func buildExpression(
        _ entry: Many<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `Choice(\.shape) { Case("circle", Circle.self, Shape.circle) }`
    public static func buildExpression(
        _ entry: Choice<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `Pairs(\.entries, key: "key") { PlistValue.cases }`
    public static func buildExpression(
        _ entry: Pairs<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `Keyed("properties", \.properties)`
    public static func buildExpression(
        _ entry: Keyed<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `AnyElements(\.extensions)`
    public static func buildExpression(
        _ entry: AnyElements<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `AnyAttributes(\.otherAttributes)`
    public static func buildExpression(
        _ entry: AnyAttributes<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `ElementName(\.name)`
    public static func buildExpression(
        _ entry: ElementName<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [.nothing])
    }

    /// `XMLString("description", \.descriptionXML)`
    public static func buildExpression(
        _ entry: XMLString<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, entry.parts, writers: [entry.writer])
    }

    /// `Skip("details")`
    public static func buildExpression(
        _ entry: Skip, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(
            fileID, line,
            [.child(ItemPart(name: entry.name, entry: "Skip", rule: .skip))], writers: [.group(entry.name)])
    }

    /// `Ignore("reviews")`
    public static func buildExpression(
        _ entry: Ignore, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(
            fileID, line, [.child(ItemPart(name: entry.name, entry: "Ignore", rule: .ignore))], writers: [.nothing])
    }

    /// `RejectUnknown()`
    public static func buildExpression(
        _ entry: RejectUnknown, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, [.rejectUnknown], writers: [])
    }

    /// `OnComplete { book in … }`
    public static func buildExpression(
        _ entry: OnComplete<Model>, fileID: String = #fileID, line: Int = #line
    ) -> Component {
        Component.located(fileID, line, [.completion(entry.body)], writers: [])
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
