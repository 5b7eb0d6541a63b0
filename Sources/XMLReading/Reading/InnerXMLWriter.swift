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
        output += "<" + qualifiedName
        for (prefix, uri) in declarations {
            output += prefix.isEmpty ? " xmlns=\"" : " xmlns:\(prefix)=\""
            Self.escape(uri, into: &output, inAttribute: true)
            output += "\""
        }
        for key in attributes.keys.sorted() {
            output += " " + key + "=\""
            Self.escape(attributes[key]!, into: &output, inAttribute: true)
            output += "\""
        }
        startTagOpen = true
    }

    mutating func end(_ qualifiedName: String) {
        if startTagOpen {
            output += "/>"
            startTagOpen = false
        } else {
            output += "</" + qualifiedName + ">"
        }
    }

    mutating func text(_ text: String) {
        closeStartTag()
        Self.escape(text, into: &output, inAttribute: false)
    }

    private mutating func closeStartTag() {
        if startTagOpen {
            output += ">"
            startTagOpen = false
        }
    }

    /// Escapes `&`, `<`, `>` (and in attributes `"`, tab, line feed, carriage return, which
    /// attribute normalization would otherwise turn into spaces); a carriage return in text is
    /// written `&#13;` so it survives line-end normalization.
    static func escape(_ text: String, into output: inout String, inAttribute: Bool) {
        var needsEscaping = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x0D
            || (inAttribute && (byte == 0x22 || byte == 0x09 || byte == 0x0A))
        {
            needsEscaping = true
            break
        }
        guard needsEscaping else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            case "\"" where inAttribute: output += "&quot;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
