/// Binds a struct member to a property, in a ``MemberDescription``.
///
/// ```swift
/// // <member><name>postid</name><value><int>7</int></value></member>
/// Member("postid", \.id)            // required: a missing member is an error
/// Member("date", \.date)            // an Optional property: the member may be missing or <nil/>
/// Member("tags", \.tags)            // [String] from an <array> of strings
/// Member("author", \.author)        // a nested model with its own member description
/// ```
public struct Member<Model>: Sendable {
    let name: String
    let required: Bool
    let typeName: String
    let store: @Sendable (inout Model, XMLRPCValue, XMLRPCDecodingContext) throws -> Void

    /// A required member, decoded as the property's type: `Member("postid", \.id)`.
    public init<Value: XMLRPCDecodable>(_ name: String, _ keyPath: WritableKeyPath<Model, Value> & Sendable) {
        self.name = name
        self.required = true
        self.typeName = _typeName(Value.self, qualified: false)
        self.store = { model, value, context in model[keyPath: keyPath] = try Value.decode(value, in: context) }
    }

    /// An optional member: when it is missing or `<nil/>`, the property is `nil`.
    public init<Value: XMLRPCDecodable>(_ name: String, _ keyPath: WritableKeyPath<Model, Value?> & Sendable) {
        self.name = name
        self.required = false
        self.typeName = _typeName(Value.self, qualified: false)
        self.store = { model, value, context in model[keyPath: keyPath] = try Value?.decode(value, in: context) }
    }
}

/// The result builder of ``MemberDescription``: one ``Member`` per line, with `if` and `for`.
///
/// ```swift
/// static let memberDescription = MemberDescription<Post> {
///     Member("postid", \.id)
///     if readsDates { Member("dateCreated", \.date) }
/// }
/// ```
@resultBuilder
public enum MemberBuilder<Model> {
    /// `Member("title", \.title)`
    public static func buildExpression(_ member: Member<Model>) -> [Member<Model>] { [member] }
    /// Several members, one per line: `Member("postid", \.id)` then `Member("title", \.title)`.
    public static func buildBlock(_ components: [Member<Model>]...) -> [Member<Model>] { components.flatMap { $0 } }
    /// `if condition { … }`
    public static func buildOptional(_ component: [Member<Model>]?) -> [Member<Model>] { component ?? [] }
    /// The `if` branch of `if`/`else`: `if iso { Member("date", \.date) } else { … }`.
    public static func buildEither(first component: [Member<Model>]) -> [Member<Model>] { component }
    /// The `else` branch of `if`/`else`: `if iso { … } else { Member("dateCreated", \.date) }`.
    public static func buildEither(second component: [Member<Model>]) -> [Member<Model>] { component }
    /// `for name in names { … }`
    public static func buildArray(_ components: [[Member<Model>]]) -> [Member<Model>] { components.flatMap { $0 } }
}
