/// The grammar check of an `<!ATTLIST>` declaration of the internal subset (XML 1.0 productions
/// [52]–[60] and [10]: each attribute's name, type and default):
///
/// ```xml
/// <!ATTLIST book id ID #REQUIRED
///                format (paper | ebook) "paper"
///                cover NOTATION (gif | png) #IMPLIED>
/// ```
///
/// ``AttributeDefaults`` reads the defaults; this check refuses what it leniently skips.
enum AttributeListDeclaration {
    private static let types: Set<String> = [
        "CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS", "NOTATION",
    ]

    /// What is wrong with the declaration's text after `<!ATTLIST` (up to, not including, its
    /// `>`), or `nil` when it matches the grammar.
    static func problem(in text: ArraySlice<UInt8>) -> String? {
        var syntax = DeclarationSyntax(text)
        if syntax.atEnd { return "an <!ATTLIST> declaration must name an element" }
        guard syntax.skipSpace() else { return "<!ATTLIST must be followed by a space" }
        let element = syntax.nameToken()
        guard !element.isEmpty else { return "an <!ATTLIST> declaration must name an element" }
        let shown = String(element.prefix(64))
        if DeclarationSyntax.holdsParameterReference(text) {
            return
                "the <!ATTLIST \(shown)> declaration holds a parameter-entity reference; the internal subset allows them only between declarations"
        }
        guard DeclarationSyntax.isName(element) else { return "the element name \"\(shown)\" is not an XML name" }
        while true {
            let spaced = syntax.skipSpace()
            if syntax.atEnd { return nil }
            guard spaced else { return "the <!ATTLIST \(shown)> declaration needs a space before each attribute" }
            let attribute = syntax.nameToken()
            guard DeclarationSyntax.isName(attribute) else {
                return "the <!ATTLIST \(shown)> declaration: expected an attribute name"
            }
            if let problem = definition(&syntax) {
                return "the attribute \"\(attribute.prefix(64))\" in <!ATTLIST \(shown)> \(problem)"
            }
        }
    }

    /// AttType and DefaultDecl [53] after an attribute's name.
    private static func definition(_ syntax: inout DeclarationSyntax) -> String? {
        guard syntax.skipSpace() else { return "needs a space before its type" }
        if syntax.take(UInt8(ascii: "(")) {
            if let problem = list(&syntax, of: "name tokens", isMember: isNameToken) { return problem }
        } else {
            let type = syntax.nameToken()
            guard types.contains(type) else { return "has an unknown type" }
            if type == "NOTATION" {
                guard syntax.skipSpace(), syntax.take(UInt8(ascii: "(")) else {
                    return "has a NOTATION type without a list of notations"
                }
                if let problem = list(&syntax, of: "notation names", isMember: DeclarationSyntax.isName) {
                    return problem
                }
            }
        }
        guard syntax.skipSpace(), !syntax.atEnd else {
            return syntax.atEnd ? "has no default" : "needs a space before its default"
        }
        if syntax.take(UInt8(ascii: "#")) {
            let keyword = syntax.nameToken()
            if keyword == "REQUIRED" || keyword == "IMPLIED" { return nil }
            guard keyword == "FIXED", syntax.skipSpace() else {
                return "has a default other than #REQUIRED, #IMPLIED or #FIXED"
            }
        }
        guard let value = syntax.quoted() else { return "has no quoted default" }
        if value.contains(UInt8(ascii: "<")) { return "has a default holding '<'" }
        var index = value.startIndex
        while let ampersand = value[index...].firstIndex(of: UInt8(ascii: "&")) {
            guard let end = value[ampersand...].firstIndex(of: UInt8(ascii: ";")) else {
                return "has a default with a '&' that starts no reference"
            }
            let reference = String(decoding: value[(ampersand + 1)..<end], as: UTF8.self)
            let isCharacterReference =
                reference.hasPrefix("#x")
                ? reference.count > 2 && reference.dropFirst(2).allSatisfy(\.isHexDigit)
                : reference.hasPrefix("#") && reference.count > 1
                    && reference.dropFirst().allSatisfy { ("0"..."9").contains($0) }
            guard isCharacterReference || DeclarationSyntax.isName(reference) else {
                return "has a default with a '&' that starts no reference"
            }
            index = end + 1
        }
        return nil
    }

    /// `S? member (S? '|' S? member)* S? ')'` after a `(` ([58], [59]).
    private static func list(
        _ syntax: inout DeclarationSyntax, of what: String, isMember: (String) -> Bool
    ) -> String? {
        while true {
            _ = syntax.skipSpace()
            guard isMember(syntax.nameToken()) else { return "has a list that is not of \(what) separated by '|'" }
            _ = syntax.skipSpace()
            if syntax.take(UInt8(ascii: ")")) { return nil }
            guard syntax.take(UInt8(ascii: "|")) else { return "has a list that is not of \(what) separated by '|'" }
        }
    }

    /// Nmtoken [7]: name characters, any first.
    private static func isNameToken(_ token: String) -> Bool {
        !token.isEmpty && DeclarationSyntax.isName("a" + token)
    }
}
