/// Escaping for markup written byte for byte: a captured element's inner XML (``XMLString``) and
/// `XMLRPC`'s messages, which must match what Python's `xmlrpc` writes (only `& < >` and carriage
/// return in text). `package`: both modules escape through this one function.
package enum XMLEscaping {
    /// Escapes `&`, `<`, `>` (and in attributes `"`, tab, line feed, carriage return, which
    /// attribute normalization would otherwise turn into spaces); a carriage return in text is
    /// written `&#13;` so it survives line-end normalization. Runs that need nothing (the common
    /// case: usually the whole text) are copied as they are.
    package static func append(_ text: String, to bytes: inout [UInt8], inAttribute: Bool) {
        forEachPiece(of: text, inAttribute: inAttribute) { bytes.append(contentsOf: $0) }
    }

    /// Calls `write` with the pieces of `text` escaped, in order: the runs that need nothing as they
    /// are (usually one: the whole text) and each escape. Inlined into each writer, so that every
    /// writer appends in its own way without a closure call per piece.
    @inline(__always)
    static func forEachPiece(
        of text: String, inAttribute: Bool, _ write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable {
            forEachPiece(of: $0, inAttribute: inAttribute, write)
        }
        if done == nil {
            // A string without contiguous UTF-8 (bridged from Objective-C): copied once.
            Array(text.utf8).withUnsafeBufferPointer { forEachPiece(of: $0, inAttribute: inAttribute, write) }
        }
    }

    @inline(__always)
    static func forEachPiece(
        of utf8: UnsafeBufferPointer<UInt8>, inAttribute: Bool, _ write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var runStart = 0
        var index = firstSpecial(in: utf8, from: 0, inAttribute: inAttribute)
        while index < utf8.count {
            if index > runStart { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            escape(utf8[index]).withUTF8Buffer { write($0) }
            runStart = index + 1
            index = firstSpecial(in: utf8, from: runStart, inAttribute: inAttribute)
        }
        if runStart == 0 {
            if !utf8.isEmpty { write(utf8) }
        } else if runStart < utf8.count {
            write(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// The escape of a byte that ``isSpecial(_:inAttribute:)`` picked.
    @inline(__always)
    private static func escape(_ byte: UInt8) -> StaticString {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x0D: "&#13;"
        case 0x22: "&quot;"
        case 0x09: "&#9;"
        default: "&#10;"
        }
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8, inAttribute: Bool) -> Bool {
        // Every byte that needs escaping is below "?" (0x3F): letters and most text skip at once.
        byte < 0x3F
            && (byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x0D
                || (inAttribute && (byte == 0x22 || byte == 0x09 || byte == 0x0A)))
    }

    /// The index of the first byte at or after `start` that needs escaping (`utf8.count`: none).
    /// Eight bytes at a time: a word none of whose bytes needs escaping (most of them) costs a few
    /// operations instead of eight comparisons.
    @inline(__always)
    private static func firstSpecial(in utf8: UnsafeBufferPointer<UInt8>, from start: Int, inAttribute: Bool) -> Int {
        guard let base = utf8.baseAddress else { return utf8.count }
        let end = utf8.count
        var index = start
        while end - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if mayHoldSpecial(word, inAttribute: inAttribute) { break }
            index += 8
        }
        // Fewer than eight bytes left: the word that ends with them, overlapping bytes found clean.
        if index < end, end - index < 8, end >= 8,
            !mayHoldSpecial(UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self), inAttribute: inAttribute)
        {
            return end
        }
        while index < end, !isSpecial(base[index], inAttribute: inAttribute) { index += 1 }
        return index
    }

    /// Whether one of the word's eight bytes needs escaping (exact: never true for a word without one).
    @inline(__always)
    private static func mayHoldSpecial(_ word: UInt64, inAttribute: Bool) -> Bool {
        // "<" (0x3C) and ">" (0x3E) differ only in bit 1, and no other byte becomes 0x3E with it set.
        var found = WordScan.bytes(of: word | WordScan.ones &* 0x02, equalTo: 0x3E)
        found |= WordScan.bytes(of: word, equalTo: 0x26) | WordScan.bytes(of: word, equalTo: 0x0D)
        if inAttribute {
            found |=
                WordScan.bytes(of: word, equalTo: 0x22) | WordScan.bytes(of: word, equalTo: 0x09)
                | WordScan.bytes(of: word, equalTo: 0x0A)
        }
        return found != 0
    }
}
