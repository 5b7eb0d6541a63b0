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

    /// The value of a type element's text, or `nil` when the text is not one. The common
    /// spellings take the ``ScalarFastPaths``; anything else the general parsers.
    func value(_ text: String) -> XMLRPCValue? {
        switch self {
        case .int32:
            if let number = ScalarFastPaths.trimmedBytes(text, ScalarFastPaths.integer) {
                return Int32(exactly: number).map { .int(Int64($0)) }
            }
            return Int32(text.trimmingXMLWhitespace()).map { .int(Int64($0)) }
        case .int64:
            if let number = ScalarFastPaths.trimmedBytes(text, ScalarFastPaths.integer) { return .int(number) }
            return Int64(text.trimmingXMLWhitespace()).map { .int($0) }
        case .boolean:
            let flag: Bool?? = ScalarFastPaths.trimmedBytes(text) { bytes in
                guard bytes.count == 1 else { return .some(nil) }
                switch bytes[0] {
                case UInt8(ascii: "0"): return false
                case UInt8(ascii: "1"): return true
                default: return .some(nil)
                }
            }
            if let flag { return flag.map { .boolean($0) } }
            switch text.trimmingXMLWhitespace() {
            case "0": return .boolean(false)
            case "1": return .boolean(true)
            default: return nil
            }
        case .string:
            return .string(text)
        case .double:
            if let number = ScalarFastPaths.trimmedBytes(text, ScalarFastPaths.decimal) { return .double(number) }
            let number = text.trimmingXMLWhitespace()
            guard DecimalLiteral.matches(number, allowingInfinityAndNaN: true), let value = Double(number) else {
                return nil
            }
            return .double(value)
        case .dateTime:
            let scanned = ScalarFastPaths.trimmedBytes(text) {
                .some(XMLRPCDateTime(scanned: DateTimeScanner.xmlRPC.scan($0)))
            }
            return (scanned ?? XMLRPCDateTime(text)).map { .dateTime($0) }
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
