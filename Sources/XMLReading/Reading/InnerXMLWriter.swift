/// Re-serializes the events inside an ``XMLString`` element as well-formed XML.
struct InnerXMLWriter {
    private(set) var output = ""
    private var startTagOpen = false

    mutating func reset() {
        output = ""
        startTagOpen = false
    }

    mutating func start(_ qualifiedName: String, attributes: [String: String], declarations: [(String, String)]) {
        closeStartTag()
        output.append("<")
        output.append(qualifiedName)
        for (prefix, uri) in declarations {
            output.append(prefix.isEmpty ? " xmlns=\"" : " xmlns:\(prefix)=\"")
            Self.escape(uri, into: &output, inAttribute: true)
            output.append("\"")
        }
        if attributes.count == 1, let (key, value) = attributes.first {
            appendAttribute(key, value)
        } else if !attributes.isEmpty {
            for key in attributes.keys.sorted() { appendAttribute(key, attributes[key]!) }
        }
        startTagOpen = true
    }

    private mutating func appendAttribute(_ key: String, _ value: String) {
        output.append(" ")
        output.append(key)
        output.append("=\"")
        Self.escape(value, into: &output, inAttribute: true)
        output.append("\"")
    }

    mutating func end(_ qualifiedName: String) {
        if startTagOpen {
            output.append("/>")
            startTagOpen = false
        } else {
            output.append("</")
            output.append(qualifiedName)
            output.append(">")
        }
    }

    mutating func text(_ text: String) {
        closeStartTag()
        Self.escape(text, into: &output, inAttribute: false)
    }

    private mutating func closeStartTag() {
        if startTagOpen {
            output.append(">")
            startTagOpen = false
        }
    }

    /// Escapes `&`, `<`, `>` (and in attributes `"`, tab, line feed, carriage return, which
    /// attribute normalization would otherwise turn into spaces); a carriage return in text is
    /// written `&#13;` so it survives line-end normalization. Text that needs nothing (the common
    /// case) is appended whole.
    static func escape(_ text: String, into output: inout String, inAttribute: Bool) {
        @inline(__always) func isSpecial(_ byte: UInt8) -> Bool {
            // Every byte that needs escaping is below "?" (0x3F): letters and most text skip at once.
            byte < 0x3F
                && (byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x0D
                    || (inAttribute && (byte == 0x22 || byte == 0x09 || byte == 0x0A)))
        }
        let needsEscaping =
            text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: isSpecial) }
            ?? text.utf8.contains(where: isSpecial)
        guard needsEscaping else {
            output.append(text)
            return
        }
        // Build the escaped bytes, then one String: appending scalar by scalar costs far more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 32)
        for byte in text.utf8 {
            guard isSpecial(byte) else {
                bytes.append(byte)
                continue
            }
            switch byte {
            case 0x26: Self.put("&amp;", into: &bytes)
            case 0x3C: Self.put("&lt;", into: &bytes)
            case 0x3E: Self.put("&gt;", into: &bytes)
            case 0x0D: Self.put("&#13;", into: &bytes)
            case 0x22: Self.put("&quot;", into: &bytes)
            case 0x09: Self.put("&#9;", into: &bytes)
            default: Self.put("&#10;", into: &bytes)
            }
        }
        output.append(String(decoding: bytes, as: UTF8.self))
    }

    @inline(__always)
    private static func put(_ entity: StaticString, into bytes: inout [UInt8]) {
        entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
