/// The grammar check of a `<!NOTATION>` declaration of the internal subset (XML 1.0 productions
/// [82] and [83], and Namespaces in XML: no colon in a notation name):
///
/// ```xml
/// <!NOTATION gif PUBLIC "-//CompuServe//NOTATION Graphics Interchange Format 89a//EN">
/// <!NOTATION viewer SYSTEM "/usr/bin/viewer">
/// ```
///
/// A notation only names a format; the reader records nothing of it.
enum NotationDeclaration {
    /// What is wrong with the declaration's text after `<!NOTATION` (up to, not including, its
    /// `>`), or `nil` when it matches the grammar.
    static func problem(in text: ArraySlice<UInt8>) -> String? {
        var syntax = DeclarationSyntax(text)
        guard syntax.skipSpace() else { return "<!NOTATION must be followed by a space" }
        let name = syntax.token()
        guard !name.isEmpty else { return "a <!NOTATION> declaration must name the notation" }
        let shown = String(name.prefix(64))
        guard DeclarationSyntax.isName(name) else { return "the notation name \"\(shown)\" is not an XML name" }
        guard !name.contains(":") else {
            return "the notation name \"\(shown)\" holds a colon, which Namespaces in XML forbids"
        }
        let declaration = "the <!NOTATION \(shown)> declaration"
        guard syntax.skipSpace() else { return "\(declaration) needs a space after the notation's name" }
        if let problem = syntax.externalID(systemOptional: true) {
            return
                "\(declaration): \(problem == "expected a quoted value, SYSTEM or PUBLIC" ? "expected SYSTEM or PUBLIC" : problem)"
        }
        _ = syntax.skipSpace()
        guard syntax.atEnd else { return "\(declaration) has text after its identifier" }
        return nil
    }
}
