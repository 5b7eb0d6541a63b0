/// The normalization a declared attribute type asks for (XML 1.0 §3.3.3): the value of an
/// attribute declared with a type other than `CDATA` (`ID`, `IDREF`, `IDREFS`, `ENTITY`,
/// `ENTITIES`, `NMTOKEN`, `NMTOKENS`, `NOTATION` or a list of values) loses its leading and
/// trailing spaces, and each run of spaces inside it becomes one:
///
/// ```xml
/// <!DOCTYPE shelf [ <!ATTLIST book tags NMTOKENS #IMPLIED> ]>
/// <shelf><book tags="  swift   xml "/></shelf>
/// ```
///
/// reads `tags` as `"swift xml"`, as every conforming processor does (expat too); a `CDATA`
/// attribute keeps its spaces. The parser has already made each white space character a space
/// and replaced the references; a tab written `&#9;` stays a tab, as §3.3.3 says.
extension AttributeDefaults {
    /// `value` without leading, trailing and repeated spaces; `nil` when it has none (the common
    /// case, which allocates nothing).
    static func tokenNormalized(_ value: String) -> String? {
        let utf8 = value.utf8
        var previousIsSpace = true
        var needsWork = false
        for byte in utf8 {
            let isSpace = byte == 0x20
            if isSpace && previousIsSpace {
                needsWork = true
                break
            }
            previousIsSpace = isSpace
        }
        if !needsWork && (!previousIsSpace || utf8.isEmpty) { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if byte == 0x20 {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
