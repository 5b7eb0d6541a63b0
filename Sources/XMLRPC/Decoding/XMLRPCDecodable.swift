import Foundation
import XMLReading

/// A type that can be made from an ``XMLRPCValue``: the scalars, `Array`, `Optional`, and every
/// ``XMLRPCStructDecodable`` model.
///
/// | XML-RPC | Swift |
/// |---|---|
/// | `<int>`, `<i4>`, `<i8>` | `Int`, `Int32`, `Int64` (out of range is a mismatch) |
/// | `<boolean>` | `Bool` |
/// | `<string>` | `String` |
/// | `<double>` | `Double` |
/// | `<dateTime.iso8601>` | `XMLRPCDateTime`, `Date` |
/// | `<base64>` | `Data` |
/// | `<array>` | `[T]` |
/// | `<struct>` | an ``XMLRPCStructDecodable`` model, `[String: T]`, or a `Decodable` model that declares `XMLRPCDecodable` |
/// | `<nil/>` | `nil` of an `Optional` |
/// | anything | `XMLRPCValue` itself |
public protocol XMLRPCDecodable: _XMLSendableMetatype {
    /// Makes a value, or throws (through ``XMLRPCDecodingContext``) when `value` has another type.
    ///
    /// ```swift
    /// enum Status: String, XMLRPCDecodable {
    ///     case draft, published
    ///     static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Status {
    ///         guard let text = value.stringValue, let status = Status(rawValue: text) else {
    ///             throw context.mismatch(expected: "a status", found: value)
    ///         }
    ///         return status
    ///     }
    /// }
    /// ```
    static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Self
}

/// Passed through typed decoding; use ``mismatch(expected:found:)`` in your own conformances:
/// `throw context.mismatch(expected: "a status", found: value)`.
public struct XMLRPCDecodingContext: Sendable {
    init() {}

    /// The error for a value of the wrong type; the decoder adds the member path and position:
    /// `context.mismatch(expected: "a status", found: .int(3))` reads
    /// `params[0].status: expected a status, found int`.
    public func mismatch(expected: String, found: XMLRPCValue) -> any Error {
        TypedFailure(kind: .typeMismatch(expected: expected, found: found))
    }
}

extension XMLRPCValue: XMLRPCDecodable {
    /// The value itself: `try XMLRPCResponse.decode(XMLRPCValue.self, from: data)`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> XMLRPCValue { value }
}

extension String: XMLRPCDecodable {
    /// A `<string>` (or a `<value>` with text only): `"Dune"`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> String {
        guard case .string(let text) = value else { throw context.mismatch(expected: "a string", found: value) }
        return text
    }
}

extension Bool: XMLRPCDecodable {
    /// A `<boolean>`: `<boolean>1</boolean>` → `true`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Bool {
        guard case .boolean(let flag) = value else { throw context.mismatch(expected: "a boolean", found: value) }
        return flag
    }
}

extension Double: XMLRPCDecodable {
    /// A `<double>`: `<double>-1.5</double>` → `-1.5`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Double {
        guard case .double(let number) = value else { throw context.mismatch(expected: "a double", found: value) }
        return number
    }
}

extension XMLRPCDecodable where Self: FixedWidthInteger & SignedInteger & Decodable {
    /// An `<int>`, `<i4>` or `<i8>` whose value fits the type.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Self {
        guard case .int(let number) = value, let result = Self(exactly: number) else {
            throw context.mismatch(expected: "an int that fits \(Self.self)", found: value)
        }
        return result
    }
}

extension Int: XMLRPCDecodable {}
extension Int32: XMLRPCDecodable {}
extension Int64: XMLRPCDecodable {}

extension XMLRPCDateTime: XMLRPCDecodable {
    /// A `<dateTime.iso8601>` as written, zone kept: `19980717T14:08:55`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> XMLRPCDateTime {
        guard case .dateTime(let time) = value else {
            throw context.mismatch(expected: "a dateTime.iso8601", found: value)
        }
        return time
    }
}

extension Date: XMLRPCDecodable {
    /// A `<dateTime.iso8601>` as an instant; without a zone it is read as UTC.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Date {
        try XMLRPCDateTime.decode(value, in: context).date
    }
}

extension Data: XMLRPCDecodable {
    /// A `<base64>`, decoded: `<base64>eW91</base64>` → the bytes of `"you"`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Data {
        guard case .base64(let data) = value else { throw context.mismatch(expected: "base64", found: value) }
        return data
    }
}

extension Array: XMLRPCDecodable where Element: XMLRPCDecodable {
    /// An `<array>` whose every element decodes as `Element`.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> [Element] {
        guard case .array(let values) = value else { throw context.mismatch(expected: "an array", found: value) }
        var result: [Element] = []
        result.reserveCapacity(values.count)
        for (index, element) in values.enumerated() {
            do {
                result.append(try Element.decode(element, in: context))
            } catch var failure as TypedFailure {
                failure.steps.insert(.index(index), at: 0)
                throw failure
            }
        }
        return result
    }
}

extension Dictionary: XMLRPCDecodable where Key == String, Value: XMLRPCDecodable {
    /// A `<struct>` whose every member decodes as `Value`; of two members with the same name, the
    /// first is kept (as ``XMLRPCValue/subscript(_:)-(String)`` finds it).
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> [String: Value] {
        guard case .struct(let members) = value else { throw context.mismatch(expected: "a struct", found: value) }
        var result: [String: Value] = [:]
        for (position, member) in members.enumerated() where result[member.name] == nil {
            do {
                result[member.name] = try Value.decode(member.value, in: context)
            } catch var failure as TypedFailure {
                failure.steps.insert(.member(member.name, position: position), at: 0)
                throw failure
            }
        }
        return result
    }
}

extension Optional: XMLRPCDecodable where Wrapped: XMLRPCDecodable {
    /// `nil` for `<nil/>`, else the wrapped type.
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Wrapped? {
        if case .nil = value { return nil }
        return try Wrapped.decode(value, in: context)
    }
}
