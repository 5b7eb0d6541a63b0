/// Sentences for the error codes of Foundation's `XMLParser` (libxml2's numbering), which on
/// Linux arrive with no message at all.
enum ParserErrorMessage {
    /// Code 1 from libxml2's push parser: one tag, comment, CDATA section or processing instruction
    /// longer than XML_MAX_LOOKUP_LIMIT (Foundation does not pass XML_PARSE_HUGE).
    static let lookupLimit =
        "a tag, comment, CDATA section or processing instruction here is longer than 10,000,000 bytes, the most Foundation's XML parser (libxml2) reads in one piece"

    /// libxml2's warnings, which Foundation reports as errors although the document is
    /// well-formed and the parse goes on: a version 1.x other than 1.0 (97, legal since XML 1.0's
    /// 5th edition), an `xml:lang` or `xml:space` value (98, 102), a namespace name that is not an
    /// absolute URI (99, 100), and others about names and redeclared entities (106, 107). Code 64
    /// is a warning too for a target that only starts with `xml` (`<?xmla?>`); the input guard
    /// tells the two apart.
    static func isWarning(_ code: Int) -> Bool {
        switch code {
        case 97, 98, 99, 100, 102, 106, 107: return true
        default: return false
        }
    }

    static func sentence(for code: Int) -> String {
        switch code {
        case 4: return "the input is not XML: expected '<' to start the root element"
        case 5: return "extra content after the root element; a document has exactly one root element"
        case 6, 7, 8: return "invalid character reference"
        case 9: return "invalid character: XML forbids this character (such as U+0000 or most control characters)"
        case 10...13: return "misplaced character reference"
        case 14...21: return "misplaced entity reference"
        case 22: return "'&' must start an entity reference such as &amp;"
        case 23: return "an entity reference is missing its ';' ('&' must be written &amp;)"
        case 24, 25: return "malformed parameter entity reference"
        case 26, 27:
            return
                "reference to an undeclared entity; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
        case 31, 32: return "the document's encoding is not supported"
        case 33, 34: return "a quoted string is not closed"
        case 38: return "'<' is not allowed in an attribute value"
        case 39: return "an attribute value must be quoted"
        case 40: return "an attribute value is not closed"
        case 41: return "an attribute has no value"
        case 42: return "an attribute appears twice in the same tag"
        case 43, 44: return "a literal is not closed"
        case 45: return "a comment is not closed"
        case 46, 47: return "a processing instruction is not closed"
        case 56, 57: return "the XML declaration is malformed"
        case 61: return "the DOCTYPE declaration is not closed"
        case 62: return "']]>' is not allowed in text"
        case 63: return "a CDATA section is not closed"
        case 64: return "the processing instruction target 'xml' is reserved (an XML declaration must come first)"
        case 65: return "a space is required here"
        case 68: return "a name is expected here (in text, write '&' as &amp; and '<' as &lt;)"
        case 73: return "'>' is expected to close the tag"
        case 74: return "'</' is expected"
        case 75: return "'=' is expected after an attribute name"
        case 76: return "the end tag does not match the open element"
        case 77: return "a tag is not finished"
        case 80: return "'--' is not allowed inside a comment"
        case 81: return "the input is not valid in its declared encoding"
        case 85: return "the document is not well balanced"
        case 86: return "extra content after the root element; a document has exactly one root element"
        case 89: return "an entity refers to itself"
        case 108: return "the XML declaration's version is not 1.x; the reader reads XML 1.0"
        case 200: return "the prefix xml or xmlns is misused"
        case 201: return "a namespace prefix is used without being declared"
        case 202: return "malformed qualified name"
        case 203: return "an attribute appears twice in the same tag (after namespace processing)"
        case 204: return "a namespace declaration has an empty URI"
        case 205: return "a name holds more than one ':'"
        default: return "the XML is not well-formed (parser error \(code))"
        }
    }
}
