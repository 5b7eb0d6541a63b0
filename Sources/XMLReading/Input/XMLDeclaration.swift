/// The `<?xml … ?>` declaration at the start of a document, read only as far as the input layer
/// needs it: the `encoding` pseudo-attribute and where it stands.
///
/// ```xml
/// <?xml version="1.0" encoding="Shift_JIS"?>
/// ```
///
/// Positions count code units of the declaration, which are characters: a declaration is ASCII.
struct XMLDeclaration {
    struct Encoding {
        /// The name as written (`Shift_JIS`).
        var name: String
        /// Where the name starts.
        var nameStart: Int
        /// From the `e` of `encoding` to the closing quote, inclusive.
        var range: Range<Int>
        /// Where the declaration ends, after `?>`.
        var end: Int
    }

    var encoding: Encoding?

    /// Reads the declaration at the start of `view` (code units as ASCII bytes, 0 for any other
    /// character); `nil` when the document does not start with one. Throws when it starts with one
    /// that is not closed within the view or whose encoding is malformed: the parser would read
    /// such a declaration differently.
    init?(_ view: [UInt8]) throws(XMLReadingError) {
        let start = Array("<?xml".utf8)
        guard view.count > start.count, Array(view[0..<start.count]) == start, Self.isSpace(view[start.count]) else {
            return nil
        }
        var close = start.count
        while close + 1 < view.count, !(view[close] == UInt8(ascii: "?") && view[close + 1] == UInt8(ascii: ">")) {
            guard view[close] != 0 else { break }
            close += 1
        }
        guard close + 1 < view.count, view[close] == UInt8(ascii: "?") else {
            throw XMLReadingError(
                code: .malformedXML,
                message:
                    "the XML declaration is not closed by \"?>\" within its first \(DocumentEncoding.declarationWindow) characters, or holds a character other than ASCII",
                line: 1, column: 1)
        }
        let keyword = Array("encoding".utf8)
        var index = start.count
        while index + keyword.count <= close {
            guard Self.isSpace(view[index - 1]), Array(view[index..<index + keyword.count]) == keyword else {
                index += 1
                continue
            }
            var cursor = index + keyword.count
            while cursor < close, Self.isSpace(view[cursor]) { cursor += 1 }
            guard cursor < close, view[cursor] == UInt8(ascii: "=") else { break }
            cursor += 1
            while cursor < close, Self.isSpace(view[cursor]) { cursor += 1 }
            guard cursor < close, view[cursor] == UInt8(ascii: "\"") || view[cursor] == UInt8(ascii: "'") else { break }
            let quote = view[cursor]
            let nameStart = cursor + 1
            var nameEnd = nameStart
            while nameEnd < close, view[nameEnd] != quote { nameEnd += 1 }
            let name = view[nameStart..<nameEnd]
            guard nameEnd < close, Self.isEncodingName(name) else {
                throw XMLReadingError(
                    code: .malformedXML,
                    message:
                        "the XML declaration's encoding is not a name of letters, digits, '.', '_' and '-' in quotes",
                    line: 1, column: nameStart + 1)
            }
            encoding = Encoding(
                name: String(decoding: name, as: UTF8.self), nameStart: nameStart, range: index..<nameEnd + 1,
                end: close + 2)
            return
        }
        // No encoding, or "encoding" without `= "name"`: the parser reports that, and cannot
        // switch encodings on it.
    }

    private static func isSpace(_ unit: UInt8) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }

    /// `[A-Za-z] ([A-Za-z0-9._] | '-')*`, at most 64 characters.
    private static func isEncodingName(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, name.count <= 64, isLetter(first) else { return false }
        return name.allSatisfy { unit in
            isLetter(unit) || (unit >= UInt8(ascii: "0") && unit <= UInt8(ascii: "9")) || unit == UInt8(ascii: ".")
                || unit == UInt8(ascii: "_") || unit == UInt8(ascii: "-")
        }
    }

    private static func isLetter(_ unit: UInt8) -> Bool {
        (unit | 0x20) >= UInt8(ascii: "a") && (unit | 0x20) <= UInt8(ascii: "z")
    }
}
