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
    /// written `&#13;` so it survives line-end normalization. Runs of bytes that need nothing are
    /// appended whole.
    static func escape(_ text: String, into output: inout String, inAttribute: Bool) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x0D: replacement = "&#13;"
            case 0x22 where inAttribute: replacement = "&quot;"
            case 0x09 where inAttribute: replacement = "&#9;"
            case 0x0A where inAttribute: replacement = "&#10;"
            default: replacement = nil
            }
            if let replacement {
                if runStart == utf8.startIndex && index == utf8.endIndex { break }
                output.append(contentsOf: text[runStart..<index])
                output.append(replacement)
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if runStart == utf8.startIndex {
            output.append(text)
        } else {
            output.append(contentsOf: text[runStart..<utf8.endIndex])
        }
    }
}
