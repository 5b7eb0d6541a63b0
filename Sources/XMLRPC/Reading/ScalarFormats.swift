import Foundation
import XMLReading

/// XML-RPC's scalar type elements and how their text becomes an ``XMLRPCValue``. Each conversion
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
            return Int32(Self.trimmed(text)).map { .int(Int64($0)) }
        case .int64:
            return Int64(Self.trimmed(text)).map { .int($0) }
        case .boolean:
            switch Self.trimmed(text) {
            case "0": return .boolean(false)
            case "1": return .boolean(true)
            default: return nil
            }
        case .string:
            return .string(text)
        case .double:
            let number = Self.trimmed(text)
            guard Self.isDoubleLiteral(number), let value = Double(number) else { return nil }
            return .double(value)
        case .dateTime:
            return XMLRPCDateTime(text).map { .dateTime($0) }
        case .base64:
            var compact: [UInt8] = []
            compact.reserveCapacity(text.utf8.count)
            for byte in text.utf8 where !Self.isSpace(byte) { compact.append(byte) }
            return Data(base64Encoded: Data(compact)).map { .base64($0) }
        case .nil:
            return text.utf8.allSatisfy(Self.isSpace) ? .nil : nil
        }
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The text without surrounding XML whitespace.
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return text[text.endIndex...] }
        let last = utf8.lastIndex(where: { !isSpace($0) })!
        return text[first...last]
    }

    /// What Python writes (`1.5`, `1e+100`, `-0.0`, `inf`, `nan`) and the spec's forms (`+3.`, `.5`):
    /// an optional sign, digits with an optional point, an optional exponent. No hexadecimal.
    static func isDoubleLiteral(_ text: Substring) -> Bool {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        if bytes.elementsEqual("inf".utf8) || bytes.elementsEqual("nan".utf8) { return true }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let integer = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integer.count)
        var digits = integer.count
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = bytes.prefix(while: isDigit)
            digits += fraction.count
            bytes = bytes.dropFirst(fraction.count)
        }
        guard digits > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }
}
