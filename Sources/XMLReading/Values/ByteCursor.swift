/// A cursor over ASCII bytes, shared by the date parsers (``DateTimeScanner``, ``DatePattern``,
/// ``RFC822Parser``).
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Runs `body` over the UTF-8 of `text` without copying it into an array.
    static func over<Result>(_ text: Substring, _ body: (inout ByteCursor) -> Result) -> Result {
        var text = text
        return text.withUTF8 { buffer in
            var cursor = ByteCursor(buffer)
            return body(&cursor)
        }
    }

    var isAtEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// The value of the `count` (at most 18) decimal digits at `offset`, or `nil`.
    @inline(__always)
    func number(at offset: Int, _ count: Int) -> Int? {
        guard offset + count <= bytes.count else { return nil }
        var value = 0
        for index in offset..<offset + count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    /// Reads exactly `count` (at most 18) decimal digits.
    @inline(__always)
    mutating func digits(_ count: Int) -> Int? {
        guard let value = number(at: index, count) else { return nil }
        index += count
        return value
    }

    /// Reads between `minimum` and `maximum` decimal digits.
    mutating func digits(minimum: Int, maximum: Int) -> Int? {
        var value = 0
        var count = 0
        while count < maximum, let byte = peek, Self.isDigit(byte) {
            value = value * 10 + Int(byte - 0x30)
            index += 1
            count += 1
        }
        return count >= minimum ? value : nil
    }

    /// Reads the digits of a fraction of a second (`250` is 0.25 s): every digit counted in
    /// `seconds`, the first nine in `nanoseconds`; `nil` when there is none.
    mutating func fractionDigits() -> (seconds: Double, nanoseconds: Int)? {
        let start = index
        var (seconds, scale) = (0.0, 0.1)
        var (nanoseconds, nanosecondScale) = (0, 100_000_000)
        while let byte = peek, Self.isDigit(byte) {
            seconds += Double(byte - 0x30) * scale
            scale /= 10
            nanoseconds += Int(byte - 0x30) * nanosecondScale
            nanosecondScale /= 10
            index += 1
        }
        return index > start ? (seconds, nanoseconds) : nil
    }

    /// Reads `Z`, `z`, `+hh:mm`, `+hhmm` or `+hh` (hours at most 23); `nil` for anything else.
    mutating func zoneOffset() -> Int? {
        guard let mark = peek else { return nil }
        if mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "z") {
            index += 1
            return 0
        }
        guard mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-") else { return nil }
        index += 1
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if take(UInt8(ascii: ":")) {
            guard let value = digits(2) else { return nil }
            minutes = value
        } else if let byte = peek, Self.isDigit(byte) {
            guard let value = digits(2) else { return nil }
            minutes = value
        }
        guard minutes <= 59 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return mark == UInt8(ascii: "-") ? -seconds : seconds
    }
}
