/// The declarations of the internal subset: each is collected from its keyword to its `>`, then
/// checked against its production and read as the policy says.
extension InputGuard {
    /// Collects an `<!ENTITY` declaration up to its `>`, then reads it (or refuses it, as the policy says).
    mutating func feedEntity(_ unit: UInt8) -> Action {
        if declarationEnds(at: unit) {
            expandsEntities ? readEntity() : refuse()
        } else if !expandsEntities {
            // Only the start is kept, to name the entity in the refusal.
            if entityText.count >= 1024 {
                refuse()
            } else if entityText.count < 256 {
                entityText.append(unit)
            }
        } else if entityText.count >= Self.declarationLimit {
            refuseDeclaration(
                "an <!ENTITY> declaration is longer than \(Self.declarationLimit) bytes", code: .limitExceeded)
        } else {
            entityText.append(unit)
        }
        return unit == 0x0A || unit == 0x0D ? .keep : .blank
    }

    /// Collects the name of a parameter-entity reference between declarations up to its `;`.
    mutating func feedParameterReference(_ unit: UInt8) -> Action {
        if unit == UInt8(ascii: ";") {
            let name = String(decoding: entityText, as: UTF8.self)
            if !DeclarationSyntax.isName(name) {
                refuseDeclaration("a parameter-entity reference must be %name; with an XML name")
            } else if isStandalone, !parameterEntities.contains(name) {
                refuseDeclaration(
                    "the parameter-entity reference %\(name); comes before any declaration of it; a document with standalone=\"yes\" must declare every entity before referring to it (XML 1.0 §4.1, well-formedness constraint Entity Declared)"
                )
            } else {
                state = .subset
            }
        } else if entityText.count >= 256 || unit.isXMLWhitespace || unit == UInt8(ascii: "<")
            || unit == UInt8(ascii: ">") || unit == UInt8(ascii: "%") || unit == UInt8(ascii: "]")
            || unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'")
        {
            refuseDeclaration("a parameter-entity reference must be %name; with an XML name")
        } else {
            entityText.append(unit)
        }
        return unit == 0x0A || unit == 0x0D ? .keep : .blank
    }

    /// Collects an `<!ELEMENT` declaration up to its `>`, then checks its grammar.
    mutating func feedElementDeclaration(_ unit: UInt8) -> Action {
        collect(unit, ends: unit == UInt8(ascii: ">"), kind: "an <!ELEMENT>") { input in
            guard input.entityText.first == UInt8(ascii: "T") else {
                return input.refuseDeclaration("a declaration that starts with <!ELEMEN must be <!ELEMENT")
            }
            if let problem = ElementDeclaration.problem(in: input.entityText.dropFirst()) {
                input.refuseDeclaration(problem)
            }
        }
    }

    /// Collects a `<!NOTATION` declaration up to its `>`, then checks its grammar.
    mutating func feedNotation(_ unit: UInt8) -> Action {
        collect(unit, ends: declarationEnds(at: unit), kind: "a <!NOTATION>") { input in
            guard input.entityText.starts(with: [UInt8(ascii: "O"), UInt8(ascii: "N")]) else {
                return input.refuseDeclaration("a declaration that starts with <!NOTATI must be <!NOTATION")
            }
            if let problem = NotationDeclaration.problem(in: input.entityText.dropFirst(2)) {
                input.refuseDeclaration(problem)
            }
        }
    }

    /// Collects an `<!ATTLIST` declaration up to its `>`, then reads its defaults and checks its grammar.
    mutating func feedAttributeList(_ unit: UInt8) -> Action {
        collect(unit, ends: declarationEnds(at: unit), kind: "an <!ATTLIST>") { $0.readAttributeList() }
    }

    /// Collects a declaration's text into `entityText` up to its end (`ends`, evaluated first by the
    /// caller: ``declarationEnds(at:)`` follows quotes), where `finish` checks it; `kind` ("an <!ELEMENT>")
    /// names a declaration longer than ``declarationLimit``. Line breaks are kept, the rest blanked.
    private mutating func collect(_ unit: UInt8, ends: Bool, kind: String, _ finish: (inout Self) -> Void) -> Action {
        if ends {
            finish(&self)
            if refusal == nil { state = .subset }
        } else if entityText.count >= Self.declarationLimit {
            refuseDeclaration("\(kind) declaration is longer than \(Self.declarationLimit) bytes", code: .limitExceeded)
        } else {
            entityText.append(unit)
        }
        return unit == 0x0A || unit == 0x0D ? .keep : .blank
    }

    mutating func refuse() {
        let words = String(decoding: entityText, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        var index = 0
        if index < words.count, words[index] == "%" { index += 1 }
        let name = index < words.count ? String(words[index].prefix(64)) : ""
        let keyword = index + 1 < words.count ? words[index + 1] : ""
        let isExternal = keyword == "SYSTEM" || keyword == "PUBLIC"
        refusal = Refusal(
            kind: .entity(name: name, isExternal: isExternal), line: entityLine, column: entityColumn)
    }

    /// Checks the target of a processing instruction of the internal subset, collected in
    /// `entityText`: a name without a colon, other than `xml` in any case (XML 1.0 [16], [17];
    /// Namespaces in XML).
    mutating func checkSubsetTarget() {
        let target = String(decoding: entityText, as: UTF8.self)
        if target.lowercased() == "xml" {
            refuseDeclaration(
                "the processing instruction target 'xml' is reserved (an XML declaration must come first)")
        } else if !DeclarationSyntax.isName(target) || target.contains(":") {
            refuseDeclaration(
                "the processing instruction target \"\(target.prefix(64))\" is not an XML name without a colon")
        }
    }

    /// Reads the collected `<!ENTITY` text when the policy expands internal entities, checking its
    /// grammar. External and parameter entities are noted, not read (XML 1.0 §4.4: declaring them
    /// is harmless); after a parameter-entity reference, declarations are checked and not
    /// processed (§5.1), unless the document is standalone (§5.1 again: then they are).
    mutating func readEntity() {
        state = .subset
        do {
            let declaration = try entities.read(
                declaration: entityText[...], records: !sawParameterReference || isStandalone)
            if isStandalone, case .parameter(let name) = declaration { parameterEntities.insert(name) }
        } catch {
            refusal = Refusal(
                kind: .problem(code: .malformedXML, message: error.message), line: entityLine, column: entityColumn)
        }
    }

    /// Reads the collected `<!ATTLIST` text (starting with its `T`) into ``attributeDefaults``
    /// when the policy applies defaults (not after a parameter-entity reference in a document that
    /// is not standalone: XML 1.0 §5.1),
    /// and checks its grammar.
    mutating func readAttributeList() {
        guard entityText.first == UInt8(ascii: "T") else {
            return refuseDeclaration("a declaration that starts with <!ATTLIS must be <!ATTLIST")
        }
        if let problem = AttributeListDeclaration.problem(in: entityText.dropFirst()) {
            return refuseDeclaration(problem)
        }
        guard readsAttributeLists, !sawParameterReference || isStandalone else { return }
        do {
            try attributeDefaults.read(declaration: entityText.dropFirst())
        } catch {
            refuseDeclaration(error.message)
        }
    }

    /// Follows the quotes of a declaration being collected; true at the `>` that closes it.
    mutating func declarationEnds(at unit: UInt8) -> Bool {
        if quote != 0 {
            if unit == quote { quote = 0 }
            return false
        }
        if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'") {
            quote = unit
            return false
        }
        return unit == UInt8(ascii: ">")
    }

    mutating func refuseDeclaration(_ message: String, code: XMLReadingError.Code = .malformedXML) {
        refusal = Refusal(kind: .problem(code: code, message: message), line: entityLine, column: entityColumn)
    }

}

extension InputGuard {
    /// Refuses a `[` right after the `>` that ends the document type declaration. The prolog
    /// allows no `[` (XML 1.0 [22], [27]), and libxml2's push parser (2.9) would read what follows
    /// as the internal subset, which the guard has not checked or blanked: its declarations would
    /// reach `XMLParser` (which crashes on `<!ATTLIST a b CDATA #IMPLIED>` on Linux).
    mutating func refuseSubsetAfterDoctype() {
        entityLine = line
        entityColumn = column
        refuseDeclaration(
            "a '[' follows the '>' that ends the document type declaration: the internal subset must come before that '>' (<!DOCTYPE name [ ... ]>), and markup declarations outside it are not allowed"
        )
    }
}
