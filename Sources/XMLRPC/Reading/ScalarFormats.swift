import Foundation
import XMLReading

/// The ``ValueFormat``s that turn the text of XML-RPC's type elements into ``XMLRPCValue``s.
/// Each returns `nil` for text it cannot read, which the reader reports with the text, the
/// format's name, the element, its path and position.
enum ScalarFormats {
    static let int32 = ValueFormat<XMLRPCValue>.custom("a 32-bit integer") { text in
        Int32(trimmed(text)).map { .int(Int64($0)) }
    }

    static let int64 = ValueFormat<XMLRPCValue>.custom("a 64-bit integer") { text in
        Int64(trimmed(text)).map { .int($0) }
    }

    static let boolean = ValueFormat<XMLRPCValue>.custom("a boolean (0 or 1)") { text in
        switch trimmed(text) {
        case "0": .boolean(false)
        case "1": .boolean(true)
        default: nil
        }
    }

    static let string = ValueFormat<XMLRPCValue>.custom("a string") { .string($0) }

    static let double = ValueFormat<XMLRPCValue>.custom("a double") { text in
        let number = trimmed(text)
        guard isDoubleLiteral(number), let value = Double(number) else { return nil }
        return .double(value)
    }

    static let dateTime = ValueFormat<XMLRPCValue>.custom("a dateTime.iso8601") { text in
        XMLRPCDateTime(text).map { .dateTime($0) }
    }

    static let base64 = ValueFormat<XMLRPCValue>.custom("base64") { text in
        var compact: [UInt8] = []
        compact.reserveCapacity(text.utf8.count)
        for byte in text.utf8 where !isSpace(byte) { compact.append(byte) }
        return Data(base64Encoded: Data(compact)).map { .base64($0) }
    }

    static let `nil` = ValueFormat<XMLRPCValue>.custom("nil (an empty element)") { text in
        text.utf8.allSatisfy(isSpace) ? .nil : nil
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
