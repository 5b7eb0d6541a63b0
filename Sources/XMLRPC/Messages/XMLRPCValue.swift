import Foundation

/// One XML-RPC value: a scalar, a struct with its members in document order, an array, or nil.
///
/// ```swift
/// // <value><struct>
/// //   <member><name>title</name><value><string>Dune</string></value></member>
/// //   <member><name>pages</name><value><int>412</int></value></member>
/// // </struct></value>
/// let book: XMLRPCValue = ["title": "Dune", "pages": 412]
/// book["title"]            // .string("Dune")
/// book["pages"]?.intValue  // 412
/// ```
///
/// `<int>` and `<i4>` hold 32-bit integers and `<i8>` 64-bit ones; all three read as ``int(_:)``.
/// A `<value>` without a type element is a string, kept exactly as written.
public enum XMLRPCValue: Sendable, Hashable {
    /// `<int>`, `<i4>` (32 bits) or `<i8>` (64 bits).
    case int(Int64)
    /// `<boolean>0</boolean>` or `<boolean>1</boolean>`.
    case boolean(Bool)
    /// `<string>…</string>`, or text directly inside `<value>`.
    case string(String)
    /// `<double>…</double>`.
    case double(Double)
    /// `<dateTime.iso8601>19980717T14:08:55</dateTime.iso8601>`.
    case dateTime(XMLRPCDateTime)
    /// `<base64>…</base64>`, decoded.
    case base64(Data)
    /// `<struct>`: members in document order (names may repeat; lookups find the first).
    case `struct`([StructMember])
    /// `<array><data>…</data></array>`.
    case array([XMLRPCValue])
    /// `<nil/>` (an extension Python and Apache XML-RPC understand).
    case `nil`

    /// One member of a struct: `<member><name>…</name><value>…</value></member>`. (Binding a
    /// member to a model's property is the description entry ``Member``.)
    public struct StructMember: Sendable, Hashable {
        /// The member's name: `XMLRPCValue.StructMember("title", "Dune").name == "title"`.
        public var name: String
        /// The member's value: `XMLRPCValue.StructMember("title", "Dune").value == .string("Dune")`.
        public var value: XMLRPCValue

        /// Creates a member: `XMLRPCValue.struct([StructMember("title", "Dune")])`.
        public init(_ name: String, _ value: XMLRPCValue) {
            self.name = name
            self.value = value
        }
    }
}

extension XMLRPCValue {
    /// The value of the first member named `name` when this is a struct: `value["title"]`.
    public subscript(name: String) -> XMLRPCValue? {
        guard case .struct(let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// The element at `index` when this is an array and the index is in range:
    /// `XMLRPCValue.array(["a", "b"])[1] == "b"`.
    public subscript(index: Int) -> XMLRPCValue? {
        guard case .array(let values) = self, values.indices.contains(index) else { return nil }
        return values[index]
    }

    /// The integer of an ``int(_:)``: `XMLRPCValue.int(7).intValue == 7`.
    public var intValue: Int64? { if case .int(let value) = self { value } else { nil } }
    /// The flag of a ``boolean(_:)``: `XMLRPCValue.boolean(true).boolValue == true`.
    public var boolValue: Bool? { if case .boolean(let value) = self { value } else { nil } }
    /// The text of a ``string(_:)``: `XMLRPCValue.string("Dune").stringValue == "Dune"`.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The number of a ``double(_:)``: `XMLRPCValue.double(1.5).doubleValue == 1.5`.
    public var doubleValue: Double? { if case .double(let value) = self { value } else { nil } }
    /// The date and time of a ``dateTime(_:)``: `value.dateTimeValue?.year == 1998`.
    public var dateTimeValue: XMLRPCDateTime? { if case .dateTime(let value) = self { value } else { nil } }
    /// The bytes of a ``base64(_:)``: `XMLRPCValue.base64(Data("you".utf8)).dataValue?.count == 3`.
    public var dataValue: Data? { if case .base64(let value) = self { value } else { nil } }
    /// The members of a ``struct(_:)``: `(["title": "Dune"] as XMLRPCValue).members?.first?.name == "title"`.
    public var members: [StructMember]? { if case .struct(let value) = self { value } else { nil } }
    /// The elements of an ``array(_:)``: `XMLRPCValue.array([1, 2]).arrayValue?.count == 2`.
    public var arrayValue: [XMLRPCValue]? { if case .array(let value) = self { value } else { nil } }
    /// `true` for ``nil``: `XMLRPCValue.nil.isNil == true`.
    public var isNil: Bool { if case .nil = self { true } else { false } }

    /// The XML-RPC name of the value's type, as written in diagnostics: `int`, `struct`, `nil`…
    /// (`XMLRPCValue.int(7).typeName == "int"`).
    public var typeName: String {
        switch self {
        case .int: "int"
        case .boolean: "boolean"
        case .string: "string"
        case .double: "double"
        case .dateTime: "dateTime.iso8601"
        case .base64: "base64"
        case .struct: "struct"
        case .array: "array"
        case .nil: "nil"
        }
    }
}
