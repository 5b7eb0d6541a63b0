/// The internal subset between declarations: comments, processing instructions, quoted text,
/// parameter-entity references, and the keywords that start a declaration (``InputGuard`` then
/// collects it, see InputGuard+Declarations.swift). Everything but line breaks is blanked.
extension InputGuard {
    /// Feeds one unit of the internal subset, outside any declaration being collected.
    mutating func feedSubset(_ unit: UInt8) -> Action {
        if subsetComment {
            if recent & 0xFF_FFFF == 0x2D2D3E { subsetComment = false }  // "-->"
        } else if subsetInstruction {
            if subsetTargetOpen {
                if unit.isXMLWhitespace || unit == UInt8(ascii: "?") {
                    subsetTargetOpen = false
                    checkSubsetTarget()
                } else if entityText.count < 256 {
                    entityText.append(unit)
                }
            }
            if recent & 0xFFFF == 0x3F3E {  // "?>"
                subsetInstruction = false
                inMarkupDeclaration = false
            }
        } else if subsetQuote != 0 {
            if unit == subsetQuote { subsetQuote = 0 }
        } else if recent & 0xFFFF_FFFF == Self.commentMark {
            subsetComment = true
            // The opener's `--` cannot end the comment too (see `enterComment()`).
            recent &= ~0xFFFF
            inMarkupDeclaration = false
        } else if recent & 0xFFFF == 0x3C3F {  // "<?"
            subsetInstruction = true
            subsetTargetOpen = true
            entityText = []
            entityLine = line
            entityColumn = column - 1
        } else if recent == Self.entityMark {
            beginDeclaration(.entity, clearsQuote: false)
            return .blank
        } else if recent == Self.attributeListMark {
            // The `T` of "<!ATTLIST" comes next; the text after it is collected.
            beginDeclaration(.attributeList)
            return .blank
        } else if recent == Self.elementMark {
            // "T" and the declaration come next; the text after them is collected.
            beginDeclaration(.elementDeclaration)
            return .blank
        } else if recent == Self.notationMark {
            // "ON" and the declaration come next; the text after them is collected.
            beginDeclaration(.notation)
            return .blank
        } else if unit == UInt8(ascii: "%") {
            sawParameterReference = true
            entityLine = line
            entityColumn = column
            if inMarkupDeclaration {
                refuseDeclaration(
                    "a parameter-entity reference inside a markup declaration; the internal subset allows them only between declarations"
                )
            } else {
                state = .parameterReference
                entityText = []
            }
        } else if unit == UInt8(ascii: "<") {
            inMarkupDeclaration = true
            markupLength = 1
            entityLine = line
            entityColumn = column
        } else if inMarkupDeclaration, markupLength > 0 {
            // Between "<" and a keyword: "<!" and one of the declarations above, or "<!--".
            markupLength += 1
            if (markupLength == 2 && unit != UInt8(ascii: "!")) || markupLength >= 8 {
                markupLength = 0
                refuseDeclaration(
                    "the internal subset holds markup that is no declaration: it allows <!ELEMENT, <!ATTLIST, <!ENTITY, <!NOTATION, comments, processing instructions and parameter-entity references (no conditional sections)"
                )
            }
        } else if unit == UInt8(ascii: ">") {
            inMarkupDeclaration = false
        } else if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'") {
            subsetQuote = unit
        } else if unit == UInt8(ascii: "]") {
            state = .doctype
            subsetEnded = true
            return .keep
        }
        return unit == 0x0A || unit == 0x0D ? .keep : .blank
    }

    /// Starts collecting a declaration that `next` reads: its text so far is empty, and its
    /// position is that of the `<` of its keyword (`<!ENTITY`, `<!ATTLIST`, `<!ELEMENT`,
    /// `<!NOTATI`: the 8 units `recent` holds, the last of them this one).
    private mutating func beginDeclaration(_ next: State, clearsQuote: Bool = true) {
        inMarkupDeclaration = false
        state = next
        entityText = []
        entityLine = line
        entityColumn = column - 7
        if clearsQuote { quote = 0 }
    }
}
