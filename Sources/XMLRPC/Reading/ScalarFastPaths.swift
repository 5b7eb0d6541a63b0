import XMLReading

/// Fast paths for the common spellings of XML-RPC's scalars, read straight from the text's UTF-8.
/// Each returns `nil` when the text is not in its simple form, and ``ScalarType/value(_:)`` then
/// falls back to the general parser, so acceptance and results are exactly the general ones:
/// integers of at most 18 digits, booleans, decimals of at most 15 digits without an exponent,
/// and dateTimes (all of them: ``DateTimeScanner/xmlRPC`` is the general parser's scanner).
enum ScalarFastPaths {
    /// Runs `body` over the text's bytes without its leading and trailing XML whitespace, or
    /// returns `nil` when the text has no contiguous UTF-8.
    @inline(__always)
    static func trimmedBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        text.utf8.withContiguousStorageIfAvailable { body(ScalarBytes.trimmed($0)) } ?? nil
    }

    /// An optional `-` or `+` and 1 to 18 digits (no overflow possible in 64 bits), or `nil`.
    @inline(__always)
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        let digits = bytes.count - index
        guard digits > 0, digits <= 18 else { return nil }
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// An optional `-` and 1 to 15 digits with an optional point between digits (`12`,
    /// `4797.45`), or `nil`: the core's reading of a `Double` from bytes (`ScalarBytes`), one
    /// division that gives the value `Double(String)` reads, to the bit.
    @inline(__always)
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        ScalarBytes.decimal(trimmed: bytes)
    }
}
