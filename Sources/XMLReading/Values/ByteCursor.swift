/// A cursor over ASCII bytes, shared by the date parsers (the core's and `XMLRPC`'s).
package struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Runs `body` over the UTF-8 of `text` without copying it into an array.
    package static func over<Result>(_ text: Substring, _ body: (inout ByteCursor) -> Result) -> Result {
        var text = text
        return text.withUTF8 { buffer in
            var cursor = ByteCursor(buffer)
            return body(&cursor)
        }
    }

    package var isAtEnd: Bool { index == bytes.count }
    package var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    package mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Reads exactly `count` decimal digits.
    package mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += count
        return value
    }

    /// Reads between `minimum` and `maximum` decimal digits.
    mutating func digits(minimum: Int, maximum: Int) -> Int? {
        var value = 0
        var count = 0
        while count < maximum, let byte = peek, byte >= 0x30, byte <= 0x39 {
            value = value * 10 + Int(byte - 0x30)
            index += 1
            count += 1
        }
        return count >= minimum ? value : nil
    }

    /// Reads `.123` or `,123` as a fraction of a second, if present.
    mutating func fraction() -> Double? {
        guard let mark = peek, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ",") else { return 0 }
        index += 1
        var scale = 0.1
        var value = 0.0
        var count = 0
        while let byte = peek, byte >= 0x30, byte <= 0x39 {
            value += Double(byte - 0x30) * scale
            scale /= 10
            index += 1
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// Reads `Z`, `+hh:mm`, `+hhmm` or `+hh`; `nil` on malformed input, 0 when absent.
    package mutating func zoneOffset(required: Bool = false) -> Int? {
        guard let mark = peek else { return required ? nil : 0 }
        if mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "z") {
            index += 1
            return 0
        }
        guard mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-") else { return required ? nil : 0 }
        index += 1
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if take(UInt8(ascii: ":")) {
            guard let value = digits(2) else { return nil }
            minutes = value
        } else if let byte = peek, byte >= 0x30, byte <= 0x39 {
            guard let value = digits(2) else { return nil }
            minutes = value
        }
        guard minutes <= 59 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return mark == UInt8(ascii: "-") ? -seconds : seconds
    }
}
