import Foundation
import XMLReading

/// A type that can be made into an ``XMLRPCValue``: the counterpart of ``XMLRPCDecodable``, used
/// for the results of ``XMLRPCDispatcher`` handlers.
///
/// | Swift | XML-RPC |
/// |---|---|
/// | `Int`, `Int32`, `Int64` | `<int>` (`<i8>` beyond 32 bits) |
/// | `Bool` | `<boolean>` |
/// | `String` | `<string>` |
/// | `Double` | `<double>` |
/// | `XMLRPCDateTime`, `Date` | `<dateTime.iso8601>` (a `Date` in UTC, to the second) |
/// | `Data` | `<base64>` |
/// | `[T]` | `<array>` |
/// | `[String: T]` | `<struct>`, members sorted by name |
/// | `nil` of an `Optional` | `<nil/>` |
/// | `XMLRPCValue` | itself |
///
/// ```swift
/// ["pages": 412, "year": 1965].xmlRPCValue     // .struct([StructMember("pages", 412), StructMember("year", 1965)])
/// struct Book: XMLRPCEncodable {
///     var title: String, pages: Int
///     var xmlRPCValue: XMLRPCValue { ["title": .string(title), "pages": pages.xmlRPCValue] }
/// }
/// ```
public protocol XMLRPCEncodable: _XMLSendableMetatype {
    /// The value as XML-RPC: `Book(title: "Dune", pages: 412).xmlRPCValue`.
    var xmlRPCValue: XMLRPCValue { get }
}

extension XMLRPCValue: XMLRPCEncodable {
    /// The value itself: `XMLRPCValue.int(7).xmlRPCValue == .int(7)`.
    public var xmlRPCValue: XMLRPCValue { self }
}

extension String: XMLRPCEncodable {
    /// The string as a `<string>`: `"Dune".xmlRPCValue == .string("Dune")`.
    public var xmlRPCValue: XMLRPCValue { .string(self) }
}

extension Bool: XMLRPCEncodable {
    /// The flag as a `<boolean>`: `true.xmlRPCValue == .boolean(true)`.
    public var xmlRPCValue: XMLRPCValue { .boolean(self) }
}

extension Double: XMLRPCEncodable {
    /// The number as a `<double>`: `2.5.xmlRPCValue == .double(2.5)`.
    public var xmlRPCValue: XMLRPCValue { .double(self) }
}

extension XMLRPCEncodable where Self: FixedWidthInteger & SignedInteger {
    /// The integer as an `<int>` (an `<i8>` beyond 32 bits): `Int32(7).xmlRPCValue == .int(7)`.
    public var xmlRPCValue: XMLRPCValue { .int(Int64(self)) }
}

extension Int: XMLRPCEncodable {}
extension Int32: XMLRPCEncodable {}
extension Int64: XMLRPCEncodable {}

extension XMLRPCDateTime: XMLRPCEncodable {
    /// The time as a `<dateTime.iso8601>`, its zone kept: `time.xmlRPCValue == .dateTime(time)`.
    public var xmlRPCValue: XMLRPCValue { .dateTime(self) }
}

extension Date: XMLRPCEncodable {
    /// The instant in UTC, to the second: `Date(timeIntervalSince1970: 0).xmlRPCValue` is
    /// `<dateTime.iso8601>19700101T00:00:00</dateTime.iso8601>`.
    public var xmlRPCValue: XMLRPCValue { .dateTime(XMLRPCDateTime(self)) }
}

extension Data: XMLRPCEncodable {
    /// The bytes as a `<base64>`: `Data([1, 2]).xmlRPCValue == .base64(Data([1, 2]))`.
    public var xmlRPCValue: XMLRPCValue { .base64(self) }
}

extension Array: XMLRPCEncodable where Element: XMLRPCEncodable {
    /// An `.array` of the elements' values: `[1, 2].xmlRPCValue == .array([.int(1), .int(2)])`.
    public var xmlRPCValue: XMLRPCValue { .array(map(\.xmlRPCValue)) }
}

extension Dictionary: XMLRPCEncodable where Key == String, Value: XMLRPCEncodable {
    /// A `.struct` with one member per entry, sorted by name so that the output is stable:
    /// `(["b": 2, "a": 1] as [String: Int]).xmlRPCValue == ["a": 1, "b": 2]`.
    public var xmlRPCValue: XMLRPCValue {
        .struct(sorted { $0.key < $1.key }.map { XMLRPCValue.StructMember($0.key, $0.value.xmlRPCValue) })
    }
}

extension Optional: XMLRPCEncodable where Wrapped: XMLRPCEncodable {
    /// `.nil` for `nil`, else the wrapped value's: `Int?.none.xmlRPCValue == .nil`.
    public var xmlRPCValue: XMLRPCValue { self?.xmlRPCValue ?? .nil }
}
