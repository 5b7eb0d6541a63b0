/// Escaping for markup written byte for byte: a captured element's inner XML (``XMLString``) and
/// `XMLRPC`'s messages, which must match what Python's `xmlrpc` writes (only `& < >` and carriage
/// return in text). `package`: both modules escape through this one function.
package enum XMLEscaping {
    /// Escapes `&`, `<`, `>` (and in attributes `"`, tab, line feed, carriage return, which
    /// attribute normalization would otherwise turn into spaces); a carriage return in text is
    /// written `&#13;` so it survives line-end normalization. Runs that need nothing (the common
    /// case: usually the whole text) are copied as they are.
    package static func append(_ text: String, to bytes: inout [UInt8], inAttribute: Bool) {
        @inline(__always) func isSpecial(_ byte: UInt8) -> Bool {
            // Every byte that needs escaping is below "?" (0x3F): letters and most text skip at once.
            byte < 0x3F
                && (byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x0D
                    || (inAttribute && (byte == 0x22 || byte == 0x09 || byte == 0x0A)))
        }
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices where isSpecial(utf8[index]) {
                if index > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                switch utf8[index] {
                case 0x26: put("&amp;", into: &bytes)
                case 0x3C: put("&lt;", into: &bytes)
                case 0x3E: put("&gt;", into: &bytes)
                case 0x0D: put("&#13;", into: &bytes)
                case 0x22: put("&quot;", into: &bytes)
                case 0x09: put("&#9;", into: &bytes)
                default: put("&#10;", into: &bytes)
                }
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }

    @inline(__always)
    private static func put(_ literal: StaticString, into bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
