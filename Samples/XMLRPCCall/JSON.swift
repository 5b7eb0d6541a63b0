/// A JSON value that keeps an object's members in the order they are written: a struct's members
/// have an order, and Foundation's `JSONSerialization` returns dictionaries, which lose it.
enum JSON {
    case null
    case bool(Bool)
    /// The number as written, so that `5000000000` stays an exact integer and `0.1` an exact double.
    case number(String)
    case string(String)
    case array([JSON])
    case object([Member])

    /// A member of an object.
    struct Member {
        var name: String
        var value: JSON
    }

    /// How messages show the value: `null`, `true`, `1.5`, `"text"`, `an array`, `an object`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let literal): literal
        case .string(let text): TaggedJSON.string(text)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
