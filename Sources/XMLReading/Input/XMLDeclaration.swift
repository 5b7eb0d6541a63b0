/// The `<?xml … ?>` declaration at the start of a document, read only as far as the input layer
/// needs it: the `encoding` pseudo-attribute and where it stands, and `standalone`.
///
/// ```xml
/// <?xml version="1.0" encoding="Shift_JIS" standalone="yes"?>
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
    /// Whether the declaration says `standalone="yes"` (XML 1.0 §2.9): the document declares in
    /// its internal subset every entity it uses, and the declarations after a parameter-entity
    /// reference the reader does not read still count (§4.1, §5.1).
    var isStandalone = false

    /// Reads the declaration at the start of `view` (code units as ASCII bytes, 0 for any other
    /// character); `nil` when the document does not start with one. Throws when it starts with one
    /// that is not closed within the view or whose encoding is malformed: the parser would read
    /// such a declaration differently.
    init?(_ view: [UInt8]) throws(XMLReadingError) {
        let start = Array("<?xml".utf8)
        guard view.count > start.count, Array(view[0..<start.count]) == start, view[start.count].isXMLWhitespace else {
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
        if let found = Self.pseudoAttribute("standalone", in: view, before: close), found.value.upperBound < close {
            isStandalone = view[found.value].elementsEqual("yes".utf8)
        }
        // No encoding, or "encoding" without `= "name"`: the parser reports that, and cannot
        // switch encodings on it.
        guard let found = Self.pseudoAttribute("encoding", in: view, before: close) else { return }
        let name = view[found.value]
        guard found.value.upperBound < close, Self.isEncodingName(name) else {
            throw XMLReadingError(
                code: .malformedXML,
                message: "the XML declaration's encoding is not a name of letters, digits, '.', '_' and '-' in quotes",
                line: 1, column: found.value.lowerBound + 1)
        }
        encoding = Encoding(
            name: String(decoding: name, as: UTF8.self), nameStart: found.value.lowerBound,
            range: found.start..<found.value.upperBound + 1, end: close + 2)
    }

    /// The first `keyword` after a space and before `close` (the declaration's `?`), when `=` and a
    /// quote follow it (spaces allowed around `=`): where the keyword starts, and its value (up to
    /// the closing quote, or to `close` when the quote is not closed).
    private static func pseudoAttribute(_ keyword: String, in view: [UInt8], before close: Int)
        -> (start: Int, value: Range<Int>)?
    {
        let keyword = Array(keyword.utf8)
        var index = 5  // after "<?xml"
        while index + keyword.count <= close {
            guard view[index - 1].isXMLWhitespace, Array(view[index..<index + keyword.count]) == keyword else {
                index += 1
                continue
            }
            var cursor = index + keyword.count
            while cursor < close, view[cursor].isXMLWhitespace { cursor += 1 }
            guard cursor < close, view[cursor] == UInt8(ascii: "=") else { return nil }
            cursor += 1
            while cursor < close, view[cursor].isXMLWhitespace { cursor += 1 }
            guard cursor < close, view[cursor] == UInt8(ascii: "\"") || view[cursor] == UInt8(ascii: "'") else {
                return nil
            }
            let quote = view[cursor]
            var end = cursor + 1
            while end < close, view[end] != quote { end += 1 }
            return (index, cursor + 1..<end)
        }
        return nil
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
