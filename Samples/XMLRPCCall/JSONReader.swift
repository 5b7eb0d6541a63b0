/// Reads JSON text (RFC 8259) into a ``JSON`` value; a syntax error names its line and column.
///
/// ```
/// try JSONReader.read(#"{"struct": {"b": {"int": 1}, "a": {"int": 2}}}"#)   // members b, a, in order
/// try JSONReader.read(#"{"int": 7"#)   // line 1, column 10: expected ',' or '}' after a member
/// ```
struct JSONReader {
    struct SyntaxError: Error, CustomStringConvertible {
        let line: Int
        let column: Int
        let message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Reads `text`, which must hold one JSON value and nothing else but whitespace.
    static func read(_ text: String) throws -> JSON {
        var reader = JSONReader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.peek == nil else { throw reader.error("unexpected text after the value") }
        return value
    }

    /// Deeper nesting is refused rather than risking the stack.
    private static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var peek: Unicode.Scalar? { index < bytes.count ? Unicode.Scalar(bytes[index]) : nil }

    private mutating func skipWhitespace() {
        while let next = peek, next == " " || next == "\t" || next == "\n" || next == "\r" { index += 1 }
    }

    /// Takes `expected` after any whitespace, or returns `false`.
    private mutating func take(_ expected: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard peek == expected else { return false }
        index += 1
        return true
    }

    private mutating func value(depth: Int) throws -> JSON {
        skipWhitespace()
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth) levels") }
        guard let next = peek else { throw error("expected a value, found the end") }
        switch next {
        case "{": return try object(depth: depth)
        case "[": return try array(depth: depth)
        case "\"": return .string(try string())
        case "t": return try literal("true", .bool(true))
        case "f": return try literal("false", .bool(false))
        case "n": return try literal("null", .null)
        case "-", "0"..."9": return .number(try number())
        default: throw error("expected a value")
        }
    }

    private mutating func object(depth: Int) throws -> JSON {
        index += 1  // {
        var members: [JSON.Member] = []
        if take("}") { return .object(members) }
        repeat {
            skipWhitespace()
            guard peek == "\"" else { throw error("expected a member name in quotes") }
            let name = try string()
            guard take(":") else { throw error("expected ':' after the member name") }
            members.append(JSON.Member(name: name, value: try value(depth: depth + 1)))
        } while take(",")
        guard take("}") else { throw error("expected ',' or '}' after a member") }
        return .object(members)
    }

    private mutating func array(depth: Int) throws -> JSON {
        index += 1  // [
        var elements: [JSON] = []
        if take("]") { return .array(elements) }
        repeat {
            elements.append(try value(depth: depth + 1))
        } while take(",")
        guard take("]") else { throw error("expected ',' or ']' after an element") }
        return .array(elements)
    }

    private mutating func literal(_ word: String, _ value: JSON) throws -> JSON {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected a value") }
        index += word.utf8.count
        return value
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
    private mutating func number() throws -> String {
        let start = index
        if peek == "-" { index += 1 }
        if peek == "0" {
            index += 1
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if peek == "." {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek == "e" || peek == "E" {
            index += 1
            if peek == "+" || peek == "-" { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while let next = peek, ("0"..."9").contains(next) { index += 1 }
        return index - start
    }

    private mutating func string() throws -> String {
        index += 1  // "
        var text: [UInt8] = []
        while true {
            guard let next = peek else { throw error("the string does not end") }
            switch next {
            case "\"":
                index += 1
                return String(decoding: text, as: UTF8.self)
            case "\\":
                index += 1
                text += try escape()
            case _ where next.value < 0x20:
                throw error("a control character in a string must be escaped")
            default:
                text.append(bytes[index])
                index += 1
            }
        }
    }

    /// The UTF-8 bytes of the escape after a backslash: `\n`, `\"`, `\u00e9`, `\ud83d\ude00`…
    private mutating func escape() throws -> [UInt8] {
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{C}", "n": "\n", "r": "\r", "t": "\t",
        ]
        guard let letter = peek else { throw error("the string does not end") }
        index += 1
        if let scalar = simple[letter] { return Array(String(scalar).utf8) }
        guard letter == "u" else { throw error("unknown escape '\\\(letter)'") }
        var code = try hexCode()
        if (0xD800..<0xDC00).contains(code) {
            // A high surrogate: a low one must follow, \ud83d\ude00 is U+1F600.
            guard bytes[index...].starts(with: "\\u".utf8) else { throw error("a lone surrogate in \\u escapes") }
            index += 2
            let low = try hexCode()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in \\u escapes") }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate in \\u escapes") }
        return Array(String(scalar).utf8)
    }

    private mutating func hexCode() throws -> UInt32 {
        let hex = bytes[index..<min(index + 4, bytes.count)]
        guard hex.count == 4, hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let code = UInt32(String(decoding: hex, as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits after '\\u'") }
        index += 4
        return code
    }

    /// An error at the current position.
    private func error(_ message: String) -> SyntaxError {
        let before = bytes[..<min(index, bytes.count)]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = String(decoding: bytes[lineStart..<before.endIndex], as: UTF8.self).count + 1
        return SyntaxError(line: line, column: column, message: message)
    }
}
