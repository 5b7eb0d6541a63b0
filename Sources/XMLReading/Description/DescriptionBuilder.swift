/// The result builder behind ``ParsingDescription/init(_:)``: each line is an entry, and `if`,
/// `if`/`else`, `switch` and `for` work as in any Swift code.
@resultBuilder
public enum DescriptionBuilder<Model> {
    /// `Element("title", \.title)`
    public static func buildExpression(_ entry: Element<Model>) -> DescriptionComponent<Model> {
        DescriptionComponent(entry.parts, writers: [entry.writer])
    }

    /// `Attribute("id", \.id)`
    public static func buildExpression(_ entry: Attribute<Model>) -> DescriptionComponent<Model> {
        DescriptionComponent(entry.parts, writers: [entry.writer])
    }

    /// `Text(\.amount)`
    public static func buildExpression(_ entry: Text<Model>) -> DescriptionComponent<Model> {
        DescriptionComponent(entry.parts, writers: [entry.writer])
    }

    /// `Many("authors", \.authors) { Item("author", Author.self) }`
    public static func buildExpression(_ entry: Many<Model>) -> DescriptionComponent<Model> {
        DescriptionComponent(entry.parts, writers: [entry.writer])
    }

    /// `XMLString("description", \.descriptionXML)`
    public static func buildExpression(_ entry: XMLString<Model>) -> DescriptionComponent<Model> {
        DescriptionComponent(entry.parts, writers: [entry.writer])
    }

    /// `Skip("details")`
    public static func buildExpression(_ entry: Skip) -> DescriptionComponent<Model> {
        DescriptionComponent(
            [.child(ItemPart(name: entry.name, entry: "Skip", rule: .skip))], writers: [.group(entry.name)])
    }

    /// `Ignore("reviews")`
    public static func buildExpression(_ entry: Ignore) -> DescriptionComponent<Model> {
        DescriptionComponent([.child(ItemPart(name: entry.name, entry: "Ignore", rule: .ignore))], writers: [.nothing])
    }

    /// `RejectUnknown()`
    public static func buildExpression(_ entry: RejectUnknown) -> DescriptionComponent<Model> {
        DescriptionComponent([.rejectUnknown], writers: [])
    }

    /// `OnComplete { book in … }`
    public static func buildExpression(_ entry: OnComplete<Model>) -> DescriptionComponent<Model> {
        DescriptionComponent([.completion(entry.body)], writers: [])
    }

    /// A component passed through (for nesting builders).
    public static func buildExpression(_ component: DescriptionComponent<Model>) -> DescriptionComponent<Model> {
        component
    }

    /// Several entries, one per line.
    public static func buildBlock(_ components: DescriptionComponent<Model>...) -> DescriptionComponent<Model> {
        DescriptionComponent(components.flatMap(\.parts), writers: components.flatMap(\.writers))
    }

    /// `if condition { … }`
    public static func buildOptional(_ component: DescriptionComponent<Model>?) -> DescriptionComponent<Model> {
        component ?? DescriptionComponent([], writers: [])
    }

    /// The `if` branch of `if`/`else` (or a `switch` case).
    public static func buildEither(first component: DescriptionComponent<Model>) -> DescriptionComponent<Model> {
        component
    }

    /// The `else` branch of `if`/`else` (or a `switch` case).
    public static func buildEither(second component: DescriptionComponent<Model>) -> DescriptionComponent<Model> {
        component
    }

    /// `for name in names { … }`
    public static func buildArray(_ components: [DescriptionComponent<Model>]) -> DescriptionComponent<Model> {
        DescriptionComponent(components.flatMap(\.parts), writers: components.flatMap(\.writers))
    }

    /// `if #available(…) { … }`
    public static func buildLimitedAvailability(_ component: DescriptionComponent<Model>) -> DescriptionComponent<Model>
    {
        component
    }
}
