/// Literals make values easy to write: `let params: [XMLRPCValue] = [42, "text", true, ["a": 1.5]]`.
extension XMLRPCValue: ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `42` is `.int(42)`.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// `true` is `.boolean(true)`.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// `"text"` is `.string("text")`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `1.5` is `.double(1.5)`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `[1, "a"]` is an `.array`.
    public init(arrayLiteral elements: XMLRPCValue...) { self = .array(elements) }
    /// `["a": 1, "b": 2]` is a `.struct` with the members in the order written.
    public init(dictionaryLiteral elements: (String, XMLRPCValue)...) {
        self = .struct(elements.map { StructMember($0.0, $0.1) })
    }
}
