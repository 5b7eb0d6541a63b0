/// The grammar check of an `<!ELEMENT>` declaration of the internal subset (XML 1.0 productions
/// [45]–[51]: a name, then `EMPTY`, `ANY`, mixed content or a content model):
///
/// ```xml
/// <!ELEMENT book (title, author+, (isbn | issn)?)>
/// <!ELEMENT p (#PCDATA | em | strong)*>
/// ```
///
/// The reader does not validate, so it records nothing of the declaration.
enum ElementDeclaration {
    /// What is wrong with the declaration's text after `<!ELEMENT` (up to, not including, its
    /// `>`), or `nil` when it matches the grammar.
    static func problem(in text: ArraySlice<UInt8>) -> String? {
        var syntax = DeclarationSyntax(text)
        guard syntax.skipSpace() else { return "<!ELEMENT must be followed by a space" }
        let name = syntax.nameToken()
        guard !name.isEmpty else { return "an <!ELEMENT> declaration must name the element" }
        let shown = String(name.prefix(64))
        let declaration = "the <!ELEMENT \(shown)> declaration"
        if DeclarationSyntax.holdsParameterReference(text) {
            return
                "\(declaration) holds a parameter-entity reference; the internal subset allows them only between declarations"
        }
        guard DeclarationSyntax.isName(name) else { return "the element name \"\(shown)\" is not an XML name" }
        guard syntax.skipSpace() else { return "\(declaration) needs a space after the element's name" }
        if !(syntax.take(keyword: "EMPTY") || syntax.take(keyword: "ANY")) {
            guard syntax.take(UInt8(ascii: "(")) else {
                return "\(declaration): expected EMPTY, ANY or a content model in parentheses"
            }
            _ = syntax.skipSpace()
            let problem = syntax.take(UInt8(ascii: "#")) ? mixed(&syntax) : group(&syntax)
            if let problem { return "\(declaration): \(problem)" }
        }
        _ = syntax.skipSpace()
        guard syntax.atEnd else { return "\(declaration) has text after its content model" }
        return nil
    }

    /// Mixed [51], after its `(#`: `PCDATA`, then `| name`s and `)*`, or `)` alone.
    private static func mixed(_ syntax: inout DeclarationSyntax) -> String? {
        guard syntax.take(keyword: "PCDATA") else { return "expected #PCDATA after '(#'" }
        var names = 0
        while true {
            _ = syntax.skipSpace()
            if syntax.take(UInt8(ascii: ")")) {
                if syntax.take(UInt8(ascii: "*")) { return nil }
                guard names == 0 else { return "mixed content with element names must end with ')*'" }
                return syntax.next.map { isOccurrence($0) } == true
                    ? "mixed content (#PCDATA) takes no '?' or '+'" : nil
            }
            guard syntax.take(UInt8(ascii: "|")) else { return "mixed content lists names separated by '|'" }
            _ = syntax.skipSpace()
            guard DeclarationSyntax.isName(syntax.nameToken()) else {
                return "mixed content lists element names after #PCDATA, not groups"
            }
            names += 1
        }
    }

    /// A choice or sequence [49]–[50], after its `(`, with its occurrence mark.
    private static func group(_ syntax: inout DeclarationSyntax, depth: Int = 0) -> String? {
        guard depth < 64 else { return "content particles are nested deeper than 64 groups" }
        var separator: UInt8?
        while true {
            if syntax.take(UInt8(ascii: "(")) {
                _ = syntax.skipSpace()
                if let problem = group(&syntax, depth: depth + 1) { return problem }
            } else {
                let name = syntax.nameToken()
                guard DeclarationSyntax.isName(name) else {
                    return name.isEmpty
                        ? "expected an element name or '('" : "\"\(name.prefix(64))\" is not an element name"
                }
                if let mark = syntax.next, isOccurrence(mark) { _ = syntax.take(mark) }
            }
            _ = syntax.skipSpace()
            if syntax.take(UInt8(ascii: ")")) {
                if let mark = syntax.next, isOccurrence(mark) { _ = syntax.take(mark) }
                return nil
            }
            guard let next = syntax.next, next == UInt8(ascii: "|") || next == UInt8(ascii: ",") else {
                return "content particles are separated by ',' or '|' and the group closed by ')'"
            }
            guard separator == nil || separator == next else { return "a group mixes ',' and '|'" }
            separator = next
            _ = syntax.take(next)
            _ = syntax.skipSpace()
        }
    }

    private static func isOccurrence(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
    }
}
