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
        case 1: return "the parser failed inside (libxml2's internal error)"
        case 2: return "the parser ran out of memory"
        case 3: return "the document does not start as XML: expected '<?xml' or '<' to start the root element"
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
        case 28: return "a reference to an unparsed entity, which only an attribute of type ENTITY may name"
        case 29:
            return
                "an attribute value refers to an external entity; attribute values may refer only to internal entities"
        case 30: return "a parameter-entity reference stands where only a general entity reference may"
        case 31, 32: return "the document's encoding is not supported"
        case 33, 34: return "a quoted string is not closed"
        case 35: return "a namespace declaration is malformed"
        case 36: return "an entity value must be quoted"
        case 37: return "an entity value is not closed"
        case 38: return "'<' is not allowed in an attribute value"
        case 39: return "an attribute value must be quoted"
        case 40: return "an attribute value is not closed"
        case 41: return "an attribute has no value"
        case 42: return "an attribute appears twice in the same tag"
        case 43, 44: return "a literal is not closed"
        case 45: return "a comment is not closed"
        case 46, 47: return "a processing instruction is not closed"
        case 48: return "a <!NOTATION declaration is malformed"
        case 49: return "a <!NOTATION declaration is not closed"
        case 50: return "an <!ATTLIST declaration is malformed"
        case 51: return "an <!ATTLIST declaration is not closed"
        case 52: return "a mixed content model (#PCDATA | …) is malformed"
        case 53: return "a mixed content model is not closed: it must end with ')*'"
        case 54: return "an element content model is malformed"
        case 55: return "an element content model is not closed"
        case 56, 57: return "the XML declaration is malformed"
        case 58: return "a conditional section is malformed"
        case 59: return "a conditional section is not closed"
        case 60: return "the external subset is not finished"
        case 61: return "the DOCTYPE declaration is not closed"
        case 62: return "']]>' is not allowed in text"
        case 63: return "a CDATA section is not closed"
        case 64: return "the processing instruction target 'xml' is reserved (an XML declaration must come first)"
        case 65: return "a space is required here"
        case 66: return "a separator ('|' or ',') is expected in the content model"
        case 67: return "a name token is expected here"
        case 68: return "a name is expected here (in text, write '&' as &amp; and '<' as &lt;)"
        case 69: return "#PCDATA is expected here"
        case 70: return "a system literal (a quoted URI) is expected here"
        case 71: return "a public identifier in quotes is expected here"
        case 72: return "'<' is expected here"
        case 73: return "'>' is expected to close the tag"
        case 74: return "'</' is expected"
        case 75: return "'=' is expected after an attribute name"
        case 76: return "the end tag does not match the open element"
        case 77: return "a tag is not finished"
        case 78: return "the XML declaration's standalone must be \"yes\" or \"no\""
        case 79: return "the XML declaration's encoding name is malformed"
        case 80: return "'--' is not allowed inside a comment"
        case 81: return "the input is not valid in its declared encoding"
        case 82: return "a standalone document refers to an external entity"
        case 83: return "a conditional section is not allowed here"
        case 84: return "a value is expected here"
        case 85: return "the document is not well balanced"
        case 86: return "extra content after the root element; a document has exactly one root element"
        case 87: return "an entity's value holds a character XML forbids"
        case 88: return "a parameter-entity reference stands inside a markup declaration of the internal subset"
        case 89: return "an entity refers to itself"
        case 90: return "an entity's text does not nest properly with the markup around it"
        case 91: return "a URI is malformed"
        case 92: return "a system identifier must not hold a fragment ('#')"
        case 93: return "a catalog processing instruction is misplaced"
        case 94: return "the document has no DTD to validate against"
        case 95: return "a conditional section must start with INCLUDE or IGNORE"
        case 96: return "the XML declaration must give the version first (version=\"1.0\")"
        case 101: return "the text declaration of an external entity must give its encoding"
        case 103: return "the document is not standalone although it says standalone=\"yes\""
        case 104: return "an entity could not be processed"
        case 105: return "a notation could not be processed"
        case 108: return "the XML declaration's version is not 1.x; the reader reads XML 1.0"
        case 109: return "the version of an external entity does not match the document's"
        case 110: return "a name is longer than the parser accepts"
        case 111: return "the read was stopped"
        case 200: return "the prefix xml or xmlns is misused"
        case 201: return "a namespace prefix is used without being declared"
        case 202: return "malformed qualified name"
        case 203: return "an attribute appears twice in the same tag (after namespace processing)"
        case 204: return "a namespace declaration has an empty URI"
        case 205: return "a name holds more than one ':'"
        default:
            return
                "the XML is not well-formed (the parser reports an error, libxml2 code \(code), that the reader has no words for)"
        }
    }
}
