import Foundation

/// The standard formats' readings of a value's text from its UTF-8 bytes, for the common spellings:
/// the text libxml2 hands over is converted without first becoming a `String`.
///
/// Each reading returns `nil` when the text is not in its simple form; the caller then builds the
/// `String` and reads it the general way (``XMLScalar/init(xmlText:)``), so what is accepted, the
/// values and every error are exactly the general reading's:
///
/// | type | read from the bytes | left to the general reading |
/// |---|---|---|
/// | `String` | everything | — |
/// | `Int`, `UInt` and their widths | 1 to 18 ASCII digits | signs, whitespace, longer numbers |
/// | `Double` | `-`, 1 to 15 digits with an optional point between digits, around whitespace | `+`, exponents, `inf`, `nan`, `.5`, `3.` |
/// | `Bool` | everything | — |
/// | `Date` (`.standard`, `.iso8601`, `.rfc822`, `.date(_:)`) | everything the parser accepts | text it refuses (for the message) |
@usableFromInline package enum ScalarBytes {
    @usableFromInline typealias Reader<Value> = @Sendable (UnsafeBufferPointer<UInt8>) -> Value?

    /// The bytes reading of `Value`'s ``XMLScalar/init(xmlText:)``, for the standard library's
    /// types this module conforms; `nil` for any other type (a user's, an enum, an optional).
    @usableFromInline static func reader<Value>(for type: Value.Type) -> Reader<Value>? {
        let reader: Any? =
            switch ObjectIdentifier(type) {
            case ObjectIdentifier(String.self): { String(validatedUTF8: $0) } as Reader<String>
            case ObjectIdentifier(Double.self): { decimal($0) } as Reader<Double>
            case ObjectIdentifier(Bool.self): bool as Reader<Bool>
            case ObjectIdentifier(Date.self): { ISO8601Parser.parse(trimming: $0) } as Reader<Date>
            case ObjectIdentifier(Int.self): integer(Int.self)
            case ObjectIdentifier(Int8.self): integer(Int8.self)
            case ObjectIdentifier(Int16.self): integer(Int16.self)
            case ObjectIdentifier(Int32.self): integer(Int32.self)
            case ObjectIdentifier(Int64.self): integer(Int64.self)
            case ObjectIdentifier(UInt.self): integer(UInt.self)
            case ObjectIdentifier(UInt8.self): integer(UInt8.self)
            case ObjectIdentifier(UInt16.self): integer(UInt16.self)
            case ObjectIdentifier(UInt32.self): integer(UInt32.self)
            case ObjectIdentifier(UInt64.self): integer(UInt64.self)
            default: nil
            }
        return reader as? Reader<Value>
    }

    /// The bytes without their leading and trailing XML whitespace (space, tab, CR, LF).
    @inlinable @inline(__always)
    package static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start].isXMLWhitespace { start += 1 }
        while end > start, bytes[end - 1].isXMLWhitespace { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// 1 to 18 ASCII digits that fit `Integer`, or `nil` (signs, whitespace and longer numbers are
    /// left to the general reading, which also gives the out-of-range `nil`).
    static func integer<Integer: FixedWidthInteger & XMLScalar>(_: Integer.Type) -> Reader<Integer> {
        { bytes in plainDigits(bytes).flatMap(Integer.init(exactly:)) }
    }

    /// The number of 1 to 18 ASCII digits and nothing else (so it fits a `UInt64` without
    /// overflow), or `nil`: the integers' reading from bytes, here and in
    /// ``XMLScalar/init(xmlText:)``.
    @inline(__always)
    static func plainDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var number: UInt64 = 0
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            number = number &* 10 &+ UInt64(digit)
        }
        return number
    }

    /// Powers of ten that a `Double` holds exactly.
    @usableFromInline static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// An optional `-` and 1 to 15 digits with an optional point between digits (`12`, `-0`,
    /// `4797.45`), inside optional XML whitespace, or `nil`: ``decimal(trimmed:)`` of the bytes
    /// without their whitespace.
    @Sendable static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        decimal(trimmed: trimmed(text))
    }

    /// An optional `-` and 1 to 15 digits with an optional point between digits (`12`, `-0`,
    /// `4797.45`), or `nil`; `+`, exponents, `inf`, `nan`, `.5` and `3.` are left to the general
    /// reading. Such a number's digits and power of ten are exact in a `Double`, so one division
    /// rounds it correctly: the value `Double(String)` reads, to the bit (`-0` is negative zero).
    /// XML-RPC's `<double>` reads its common spellings with it too.
    @inlinable @inline(__always)
    package static func decimal(trimmed bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        var digitsBeforePoint = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                mantissa = mantissa &* 10 &+ Int64(digit)
                digits += 1
                if sawPoint { fractionDigits += 1 }
                // Past 15 digits the mantissa may not be exact: the general reading takes over.
                if digits > 15 { return nil }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
                digitsBeforePoint = digits
            } else {
                return nil
            }
        }
        guard digits > 0, !sawPoint || (digitsBeforePoint > 0 && fractionDigits > 0) else { return nil }
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// ``Bool``'s reading (`true`, `yes`, `1`, `false`, `no`, `0` in any case; empty is `true`)
    /// of the bytes; `nil` for any other text.
    @Sendable static func bool(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        let bytes = trimmed(text)
        if bytes.isEmpty { return true }
        guard bytes.count <= 5 else { return nil }
        var word: UInt64 = 0
        for byte in bytes {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            word = word << 8 | UInt64(lower)
        }
        switch word {
        case 0x7472_7565, 0x79_6573, 0x31: return true  // "true", "yes", "1"
        case 0x66_616C_7365, 0x6E6F, 0x30: return false  // "false", "no", "0"
        default: return nil
        }
    }
}
