import Foundation
import XMLReading

/// XML-RPC's scalar type elements and how their text becomes an ``XMLRPCValue``, with the core's
/// whitespace and decimal-literal tests (`package` declarations of XMLReading). Each conversion
/// returns `nil` for text it cannot read, which ``ValueReader`` reports with the text, the type's
/// name (``typeName``), the element, its path and the position where the text began.
enum ScalarType: UInt8 {
    case int32, int64, boolean, string, double, dateTime, base64, `nil`

    /// The type as a noun, for error messages.
    var typeName: String {
        switch self {
        case .int32: "a 32-bit integer"
        case .int64: "a 64-bit integer"
        case .boolean: "a boolean (0 or 1)"
        case .string: "a string"
        case .double: "a double"
        case .dateTime: "a dateTime.iso8601"
        case .base64: "base64"
        case .nil: "nil (an empty element)"
        }
    }

    /// The value of a type element's text, or `nil` when the text is not one.
    func value(_ text: String) -> XMLRPCValue? {
        switch self {
        case .int32:
            return Int32(text.trimmingXMLWhitespace()).map { .int(Int64($0)) }
        case .int64:
            return Int64(text.trimmingXMLWhitespace()).map { .int($0) }
        case .boolean:
            switch text.trimmingXMLWhitespace() {
            case "0": return .boolean(false)
            case "1": return .boolean(true)
            default: return nil
            }
        case .string:
            return .string(text)
        case .double:
            let number = text.trimmingXMLWhitespace()
            guard DecimalLiteral.matches(number, allowingInfinityAndNaN: true), let value = Double(number) else {
                return nil
            }
            return .double(value)
        case .dateTime:
            return XMLRPCDateTime(text).map { .dateTime($0) }
        case .base64:
            var compact: [UInt8] = []
            compact.reserveCapacity(text.utf8.count)
            for byte in text.utf8 where !byte.isXMLWhitespace { compact.append(byte) }
            return Data(base64Encoded: Data(compact)).map { .base64($0) }
        case .nil:
            return text.isXMLWhitespace ? .nil : nil
        }
    }
}
