/// The escaping XMLReading's `XMLString` writes, for modes that rebuild `descriptionXML` themselves.
enum XMLEscaping {
    /// Escapes `&`, `<`, `>`, a carriage return, and in attributes `"`, tab and line feed.
    static func escape(_ text: String, into output: inout String, inAttribute: Bool) {
        var needsEscaping = false
        for byte in text.utf8
        where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x0D
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
