/// How the members of an XML-RPC struct map onto a model type, in the style of XMLReading's
/// `ParsingDescription`: built once, then used for every struct.
///
/// ```swift
/// struct Post: XMLRPCStructDecodable {
///     var id = 0, title = "", tags: [String] = [], date: XMLRPCDateTime? = nil
///     static let memberDescription = MemberDescription<Post> {
///         Member("postid", \.id)
///         Member("title", \.title)
///         Member("tags", \.tags)
///         Member("dateCreated", \.date)
///     }
/// }
/// let posts = try XMLRPCResponse.decode([Post].self, from: data)
/// ```
///
/// Members the description does not name are ignored. When a name appears twice in a struct, the
/// first one is used.
public struct MemberDescription<Model>: Sendable {
    let members: [Member<Model>]
    let index: [String: Int]

    /// Builds a description from ``Member`` entries:
    /// `MemberDescription<Post> { Member("postid", \.id); Member("title", \.title) }`.
    public init(@MemberBuilder<Model> _ members: () -> [Member<Model>]) {
        let members = members()
        var index: [String: Int] = [:]
        for (position, member) in members.enumerated() where index[member.name] == nil {
            index[member.name] = position
        }
        self.members = members
        self.index = index
    }
}

/// A model decoded from an XML-RPC struct through its ``MemberDescription``.
///
/// Conform with an empty initializer and a `static let memberDescription`; the model is then
/// ``XMLRPCDecodable`` and can be an element of arrays, a member of other models, or the result of
/// ``XMLRPCResponse/decode(_:from:options:)-98om`` and ``XMLRPCClient/call(_:_:as:)-esrt``.
///
/// ```swift
/// // <struct><member><name>name</name><value><string>Frank Herbert</string></value></member></struct>
/// struct Author: XMLRPCStructDecodable {
///     var name = ""
///     static let memberDescription = MemberDescription<Author> { Member("name", \.name) }
/// }
/// let author = try XMLRPCResponse.decode(Author.self, from: data)
/// ```
public protocol XMLRPCStructDecodable: XMLRPCDecodable {
    /// Creates the empty value that decoding fills in: `Post()`, its properties at their defaults.
    init()
    /// How struct members map onto this type. Declare it as a `static let` so it is built once:
    /// `static let memberDescription = MemberDescription<Post> { Member("postid", \.id) }`.
    static var memberDescription: MemberDescription<Self> { get }
}

extension XMLRPCStructDecodable {
    /// Fills a new model from a `<struct>`: every required member must be present.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Self {
        guard case .struct(let members) = value else {
            throw context.mismatch(expected: "a struct for \(Self.self)", found: value)
        }
        let description = memberDescription
        var model = Self()
        var seen = [Bool](repeating: false, count: description.members.count)
        for (position, member) in members.enumerated() {
            guard let slot = description.index[member.name], !seen[slot] else { continue }
            seen[slot] = true
            do {
                try description.members[slot].store(&model, member.value, context)
            } catch var failure as TypedFailure {
                failure.steps.insert(.member(member.name, position: position), at: 0)
                throw failure
            }
        }
        for (slot, entry) in description.members.enumerated() where entry.required && !seen[slot] {
            throw TypedFailure(kind: .missingMember(entry.name, model: _typeName(Self.self, qualified: false)))
        }
        return model
    }
}
