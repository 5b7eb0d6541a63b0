/// The small text tests every reader of values needs: XML's whitespace and the decimal literal.
/// `package`: the `XMLRPC` module reads its scalars with these, so both modules agree on them.

extension UInt8 {
    /// Space, tab, carriage return or line feed: XML's whitespace (§2.3 `S`).
    @inlinable @inline(__always)
    package var isXMLWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

extension Unicode.Scalar {
    /// Space, tab, carriage return or line feed: XML's whitespace.
    var isXMLWhitespace: Bool {
        value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
    }
}

extension String {
    /// `true` when the first or last byte is XML whitespace (or the text is empty).
    @inline(__always)
    var hasXMLWhitespaceAtEnds: Bool {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return true }
        return first.isXMLWhitespace || last.isXMLWhitespace
    }

    /// The text without leading and trailing XML whitespace (space, tab, CR, LF).
    package func trimmingXMLWhitespace() -> Substring {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { !$0.isXMLWhitespace }) else { return self[endIndex...] }
        let last = utf8.lastIndex(where: { !$0.isXMLWhitespace })!
        return self[first...last]
    }

    /// `true` when the text is empty or holds only XML whitespace.
    @inlinable
    package var isXMLWhitespace: Bool {
        utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// Decimal notation: an optional sign, digits with an optional point (`12`, `1.5`, `.5`, `3.`),
/// an optional exponent (`1e+100`); no hexadecimal, no spaces.
package enum DecimalLiteral {
    /// Whether `text` is a decimal literal; with `allowingInfinityAndNaN`, also `inf` and `nan`
    /// after the optional sign (what Python's `repr` writes for them).
    package static func matches(_ text: Substring, allowingInfinityAndNaN: Bool = false) -> Bool {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        if allowingInfinityAndNaN, bytes.elementsEqual("inf".utf8) || bytes.elementsEqual("nan".utf8) { return true }
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
