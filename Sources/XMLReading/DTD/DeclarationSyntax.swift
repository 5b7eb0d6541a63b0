/// A cursor over the text of one markup declaration of the internal subset (UTF-8, after its
/// keyword, up to its closing `>`), reading the lexical productions of XML 1.0 the declarations
/// share: white space [3], names [4]–[5], quoted literals [11]–[12] and external identifiers
/// [75]:
///
/// ```xml
/// <!ENTITY logo SYSTEM "logo.gif" NDATA gif>
/// <!ENTITY % pe PUBLIC "-//Example//EN" "pe.ent">
/// ```
///
/// Each reader returns `nil` (or `false`) where the text does not match, leaving the cursor where
/// it stopped, so the caller names what was expected.
struct DeclarationSyntax {
    let text: ArraySlice<UInt8>
    private(set) var index: Int

    init(_ text: ArraySlice<UInt8>) {
        self.text = text
        index = text.startIndex
    }

    var atEnd: Bool { index == text.endIndex }

    var next: UInt8? { index < text.endIndex ? text[index] : nil }

    /// Skips white space; whether there was any.
    mutating func skipSpace() -> Bool {
        let start = index
        while index < text.endIndex, text[index].isXMLWhitespace { index += 1 }
        return index > start
    }

    /// Reads `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard next == byte else { return false }
        index += 1
        return true
    }

    /// Reads `keyword` when it comes next, followed by white space, a quote or the end.
    mutating func take(keyword: String) -> Bool {
        let bytes = Array(keyword.utf8)
        guard text.endIndex - index >= bytes.count, text[index..<index + bytes.count].elementsEqual(bytes) else {
            return false
        }
        let after = index + bytes.count
        guard after == text.endIndex || !Self.isNameByte(text[after]) else { return false }
        index = after
        return true
    }

    /// The run of bytes up to white space, a quote or the end: a name, if it is one.
    mutating func token() -> String {
        let start = index
        while index < text.endIndex, !text[index].isXMLWhitespace, text[index] != UInt8(ascii: "\""),
            text[index] != UInt8(ascii: "'")
        {
            index += 1
        }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    /// The run of bytes that may make up a name (ASCII letters, digits, `_`, `:`, `-`, `.` and
    /// anything beyond ASCII), which ``isName(_:)`` then checks: it stops at `(`, `|`, `,`, `)`
    /// and an occurrence mark.
    mutating func nameToken() -> String {
        let start = index
        while index < text.endIndex, Self.isNameByte(text[index]) { index += 1 }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    /// A quoted literal's inside; `nil` when no quote comes next or it is not closed.
    mutating func quoted() -> ArraySlice<UInt8>? {
        guard let quote = next, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        guard let close = text[(index + 1)...].firstIndex(of: quote) else { return nil }
        defer { index = close + 1 }
        return text[(index + 1)..<close]
    }

    /// `SYSTEM S SystemLiteral` or `PUBLIC S PubidLiteral S SystemLiteral` ([75]); with
    /// `systemOptional`, a `PUBLIC` identifier may stand alone ([83], notations). Returns what is
    /// wrong, or `nil`.
    mutating func externalID(systemOptional: Bool = false) -> String? {
        if take(keyword: "SYSTEM") {
            guard skipSpace(), quoted() != nil else {
                return "SYSTEM must be followed by a space and a quoted system literal"
            }
            return nil
        }
        guard take(keyword: "PUBLIC") else { return "expected a quoted value, SYSTEM or PUBLIC" }
        guard skipSpace(), let publicID = quoted() else {
            return "PUBLIC must be followed by a space and a quoted public identifier"
        }
        if let bad = publicID.first(where: { !Self.isPublicIDByte($0) }) {
            let shown = bad < 0x80 ? "'\(Character(Unicode.Scalar(bad)))'" : "a character other than ASCII"
            return "the public identifier holds \(shown), which a public identifier may not"
        }
        let spaced = skipSpace()
        if systemOptional, atEnd || next == UInt8(ascii: ">") { return nil }
        guard spaced, quoted() != nil else {
            return "the public identifier must be followed by a space and a quoted system literal"
        }
        return nil
    }

    /// Whether `text` holds a `%` outside quoted literals: a parameter-entity reference, which the
    /// internal subset allows only between declarations.
    static func holdsParameterReference(_ text: ArraySlice<UInt8>) -> Bool {
        var quote: UInt8 = 0
        for byte in text {
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "%") {
                return true
            }
        }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// PubidChar [13]: space, CR, LF, ASCII letters and digits, and ``-'()+,./:=?;!*#@$_%``.
    private static func isPublicIDByte(_ byte: UInt8) -> Bool {
        if byte == 0x20 || byte == 0x0D || byte == 0x0A { return true }
        if (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
            return true
        }
        return Array("-'()+,./:=?;!*#@$_%".utf8).contains(byte)
    }

    /// Name [5] of XML 1.0 (5th edition). The ranges are those of ``ScalarClass/nameStart`` and
    /// ``ScalarClass/nameCharacter`` (`\i` and `\c` in patterns), written as switches here: those
    /// `static let`s, first made while a fuzz target reads a DTD, are reported by its
    /// LeakSanitizer as a leak of that input (ci39), and a switch is faster.
    static func isName(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isNameStart(first) else { return false }
        while let scalar = scalars.next() {
            guard isNameStart(scalar) || isNameContinuation(scalar) else { return false }
        }
        return true
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
            0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
            0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return false
        }
    }

    /// Char [2]: what a document may hold.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
