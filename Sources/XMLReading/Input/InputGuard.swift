/// Watches the decoded UTF-8 text on its way to `XMLParser` and keeps the parser away from input
/// that Foundation handles badly or dangerously. It sees only what ``DecodingReader`` hands out,
/// so no declaration passes in any encoding.
///
/// - **The internal DTD subset** is read here, as the ``DTDPolicy`` says, and blanked (replaced by
///   spaces, line breaks kept, so positions do not move) before the parser sees it: `<!ATTLIST>`
///   defaults are collected into ``AttributeDefaults`` (the reader applies them); when the policy
///   expands internal entities, every `<!ENTITY>` declaration is checked and the entities noted
///   in ``InternalEntities`` (``EntityExpander`` expands them), otherwise every entity declaration
///   is refused; `<!ELEMENT>`, `<!ATTLIST>` and `<!NOTATION>` declarations are checked
///   (``ElementDeclaration``, ``AttributeListDeclaration``, ``NotationDeclaration``), and so are
///   parameter-entity references (`%name;`, between declarations only), processing instruction
///   targets, and markup that is no declaration at all (refused). On Linux, `XMLParser` substitutes entities with libxml2,
///   silently drops text from custom entity expansions, and crashes on `<!ATTLIST a b CDATA
///   #IMPLIED>` and `<!NOTATION n SYSTEM "x">` (it reads a NULL default value or public ID).
/// - **Processing instructions without data** (`<?target?>`) get a space inserted before `?>`:
///   on Linux, `XMLParser` crashes on them (it reads a NULL data pointer). Processing
///   instructions are never reported, so nothing a description reads changes. Targets that
///   start with `xml` in any case are counted (``xmlTargets``, ``firstReservedTarget``):
///   libxml2 reports one that is `xml` itself (reserved, an error) and one that merely starts
///   with it (`<?xmla?>`, a warning) under the same code.
///
/// The guard tracks comments, CDATA sections and quoted literals, so the same bytes inside them are
/// left alone. It skips ordinary text with `memchr`, costing little per byte.
///
/// This file follows the document outside the internal subset; InputGuard+Subset.swift reads the
/// subset between declarations, and InputGuard+Declarations.swift each declaration.
struct InputGuard {
    enum Action {
        case keep
        /// Replace the unit with a space.
        case blank
        /// Insert a space before the unit.
        case insertSpace
    }

    struct Refusal: Equatable {
        enum Kind: Equatable {
            /// An entity declaration the policy does not allow.
            case entity(name: String, isExternal: Bool)
            /// A declaration the reader cannot read; the message says why.
            case problem(code: XMLReadingError.Code, message: String)
        }
        var kind: Kind
        var line: Int
        var column: Int
    }

    enum State: Equatable {
        case prolog
        /// Inside `<!DOCTYPE …`, outside its internal subset.
        case doctype
        /// Inside the internal subset `[ … ]`.
        case subset
        /// Collecting an `<!ENTITY …>` declaration, to name it in the refusal.
        case entity
        /// Collecting an `<!ATTLIST …>` declaration, to apply its defaults.
        case attributeList
        /// Collecting a `<!NOTATION …>` declaration, to check its grammar.
        case notation
        /// Collecting an `<!ELEMENT …>` declaration, to check its grammar.
        case elementDeclaration
        /// After a `%` between declarations, collecting the parameter entity's name up to `;`.
        case parameterReference
        case text
        case afterLessThan
        /// After `<!`: `matched` characters of `[CDATA[` (or `-` of `--`) seen.
        case bang(matched: Int)
        case cdata
        case comment
        /// Inside a processing instruction; `hasData` once a space follows the target.
        case processingInstruction(hasData: Bool, afterQuestionMark: Bool)
    }

    var state = State.prolog
    var refusal: Refusal?
    /// True until a unit other than XML whitespace is seen.
    private(set) var sawOnlyWhitespace = true
    var returnState = State.text
    /// Set at the `>` that ends the document type declaration, for the unit after it only.
    var closedDoctype = false
    /// The last eight units, most recent in the low byte.
    var recent: UInt64 = 0
    var quote: UInt8 = 0
    var subsetQuote: UInt8 = 0
    var subsetComment = false
    /// Inside a processing instruction of the internal subset.
    var subsetInstruction = false
    /// Reading the target of a processing instruction of the internal subset (into `entityText`).
    var subsetTargetOpen = false
    /// Units since the `<` of markup between declarations, until a declaration's keyword is known.
    var markupLength = 0
    /// Inside a markup declaration of the internal subset that the guard does not collect
    /// (`<!ELEMENT …>`, `<!ATTLIST …>` when defaults are not applied).
    var inMarkupDeclaration = false
    var line = 1
    var column = 0
    var entityText: [UInt8] = []
    var entityLine = 0
    var entityColumn = 0
    /// After a parameter-entity reference in the subset, later declarations are not read
    /// (XML 1.0 §5.1: what it would have declared is unknown).
    var sawParameterReference = false
    /// Units fed, up to 3: the `<?` of an XML declaration are the first two.
    var unitsFed = 0
    /// Whether the processing instruction being read started at the document's first unit.
    var instructionAtStart = false
    /// The first units of the current processing instruction's target.
    var target: [UInt8] = []
    /// How many processing instructions so far have a target that starts with `xml` in any case
    /// and that libxml2 reports (all but the XML declaration at the very start and its two W3C
    /// targets, `xml-stylesheet` and `xml-model`).
    private(set) var xmlTargets = 0
    /// The index, among those, of the first whose target is `xml` itself in any case (reserved by
    /// XML 1.0 §2.6; libxml2's error rather than its warning).
    private(set) var firstReservedTarget: Int?
    static let targetPrefixLength = 16
    static let w3cTargets: Set<[UInt8]> = [Array("xml-stylesheet".utf8), Array("xml-model".utf8)]
    /// The attribute defaults the internal subset declares, by element name as written.
    var attributeDefaults: AttributeDefaults

    /// The internal general entities the subset declares (only when the policy expands them).
    var entities = InternalEntities()
    /// Set when the internal subset has been read whole.
    var subsetEnded = false
    /// Whether the XML declaration says `standalone="yes"` (set by ``GuardedInputStream`` before
    /// the subset is read). Declarations after a parameter-entity reference are then processed
    /// (XML 1.0 §5.1), and a parameter-entity reference must name one declared before it (§4.1,
    /// well-formedness constraint Entity Declared).
    var isStandalone = false
    /// The parameter entities declared so far, noted in a standalone document only.
    var parameterEntities: Set<String> = []

    /// A guard that reads what `policy` allows of the internal subset; `nil` reads none of it.
    init(policy: DTDPolicy?) {
        readsAttributeLists = policy?.appliesAttributeDefaults ?? false
        expandsEntities = policy?.expandsInternalEntities ?? false
        attributeDefaults = AttributeDefaults()
    }

    let readsAttributeLists: Bool
    let expandsEntities: Bool
    static let attributeListMark: UInt64 = 0x3C21_4154_544C_4953  // "<!ATTLIS"
    static let notationMark: UInt64 = 0x3C21_4E4F_5441_5449  // "<!NOTATI"
    static let elementMark: UInt64 = 0x3C21_454C_454D_454E  // "<!ELEMEN"
    /// The longest `<!ENTITY>` or `<!ATTLIST>` declaration read (one entity value may be 64 KiB).
    static let declarationLimit = InternalEntities.maximumLength + 1024

    static let entityMark: UInt64 = 0x3C21_454E_5449_5459  // "<!ENTITY"
    static let doctypeMark: UInt64 = 0x3C21_444F_4354_5950  // "<!DOCTYP"
    static let commentMark: UInt64 = 0x3C21_2D2D  // "<!--"
    static let cdataMark: [UInt8] = Array("[CDATA[".utf8)

    /// Feeds one byte of UTF-8.
    mutating func feed(_ unit: UInt8) -> Action {
        // Pattern matching, not `==`: the synthesized `==` of an enum with payloads is a call.
        if case .text = state {
            // Fast exit for the common case.
            if unit == UInt8(ascii: "<") { state = .afterLessThan }
            return .keep
        }
        if sawOnlyWhitespace, !(unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D) {
            sawOnlyWhitespace = false
        }
        if unit == 0x0A {
            line += 1
            column = 0
        } else if unit & 0xC0 != 0x80 {
            column += 1
        }
        let previous = UInt8(truncatingIfNeeded: recent)
        recent = (recent << 8) | UInt64(unit)
        if unitsFed < 3 { unitsFed += 1 }
        switch state {
        case .prolog:
            if closedDoctype {
                closedDoctype = false
                if unit == UInt8(ascii: "[") { refuseSubsetAfterDoctype() }
            }
            if previous == UInt8(ascii: "<") {
                if unit == UInt8(ascii: "?") {
                    returnState = .prolog
                    startInstruction()
                } else if Self.isNameStart(unit) {
                    state = .text
                }
            } else if recent & 0xFFFF_FFFF == Self.commentMark {
                returnState = .prolog
                enterComment()
            } else if recent == Self.doctypeMark {
                state = .doctype
                quote = 0
            }
            return .keep
        case .doctype:
            if quote != 0 {
                if unit == quote { quote = 0 }
            } else if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'") {
                quote = unit
            } else if unit == UInt8(ascii: "[") {
                state = .subset
                subsetQuote = 0
                subsetComment = false
            } else if unit == UInt8(ascii: ">") {
                state = .prolog
                closedDoctype = true
            }
            return .keep
        case .subset:
            return feedSubset(unit)
        case .entity:
            return feedEntity(unit)
        case .parameterReference:
            return feedParameterReference(unit)
        case .elementDeclaration:
            return feedElementDeclaration(unit)
        case .notation:
            return feedNotation(unit)
        case .attributeList:
            return feedAttributeList(unit)
        case .text:
            return .keep
        case .afterLessThan:
            switch unit {
            case UInt8(ascii: "?"):
                returnState = .text
                startInstruction()
            case UInt8(ascii: "!"):
                state = .bang(matched: 0)
            case UInt8(ascii: "<"):
                break
            default:
                state = .text
            }
            return .keep
        case .bang(let matched):
            if matched == 0 && unit == UInt8(ascii: "-") {
                state = .bang(matched: -1)
            } else if matched == -1 {
                if unit == UInt8(ascii: "-") {
                    returnState = .text
                    enterComment()
                } else {
                    state = .text
                }
            } else if matched >= 0 && matched < Self.cdataMark.count && unit == Self.cdataMark[matched] {
                state = matched + 1 == Self.cdataMark.count ? .cdata : .bang(matched: matched + 1)
            } else {
                state = unit == UInt8(ascii: "<") ? .afterLessThan : .text
            }
            return .keep
        case .cdata:
            if recent & 0xFF_FFFF == 0x5D5D3E { state = .text }  // "]]>"
            return .keep
        case .comment:
            if recent & 0xFF_FFFF == 0x2D2D3E { state = returnState }  // "-->"
            return .keep
        case .processingInstruction(let hasData, let afterQuestionMark):
            if afterQuestionMark && unit == UInt8(ascii: ">") {
                state = returnState
                return .keep
            }
            if unit == UInt8(ascii: "?") {
                if !hasData { endTarget() }
                state = .processingInstruction(hasData: true, afterQuestionMark: true)
                return hasData ? .keep : .insertSpace
            }
            let isSpace = unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
            if !hasData {
                if isSpace {
                    endTarget()
                } else if target.count <= Self.targetPrefixLength {
                    target.append(unit)
                }
            }
            state = .processingInstruction(hasData: hasData || isSpace, afterQuestionMark: false)
            return .keep
        }
    }

    private mutating func startInstruction() {
        state = .processingInstruction(hasData: false, afterQuestionMark: false)
        instructionAtStart = unitsFed == 2
        target.removeAll(keepingCapacity: true)
    }

    /// At the unit after a processing instruction's target (a space or `?`): counts a target that
    /// starts with `xml` in any case.
    private mutating func endTarget() {
        guard target.count >= 3, target[0] | 0x20 == UInt8(ascii: "x"), target[1] | 0x20 == UInt8(ascii: "m"),
            target[2] | 0x20 == UInt8(ascii: "l")
        else { return }
        if target.count == 3 {
            if instructionAtStart, target == Array("xml".utf8) { return }  // the XML declaration
            if firstReservedTarget == nil { firstReservedTarget = xmlTargets }
        } else if Self.w3cTargets.contains(target) {
            return
        }
        xmlTargets += 1
    }

    /// Starts a comment. The opener's `--` is forgotten, so that it cannot end the comment too:
    /// `<!--->` opens a comment whose text starts with `->`, as the parsers read it; with the `--`
    /// remembered, `-->` would match at its last three units and everything after it, an internal
    /// subset included, would pass as markup the guard had not checked.
    mutating func enterComment() {
        state = .comment
        recent &= ~0xFFFF
    }

    /// Whether a stretch of ordinary text can be skipped up to the next occurrence of `byte`
    /// (the states in which only that byte can change anything).
    var skippableUntil: UInt8? {
        switch state {
        case .text: return UInt8(ascii: "<")
        case .cdata: return recent & 0xFF == 0x5D ? nil : UInt8(ascii: "]")
        case .comment: return recent & 0xFF == 0x2D ? nil : UInt8(ascii: "-")
        // Once a processing instruction has data, only a '?' can change anything.
        case .processingInstruction(hasData: true, afterQuestionMark: false): return UInt8(ascii: "?")
        default: return nil
        }
    }

    /// Notes that ordinary text was skipped (bytes other than the one ``skippableUntil`` names),
    /// keeping the line and column that refusals report.
    mutating func skipped(_ region: UnsafeBufferPointer<UInt8>) {
        // In text (inside the root element) no refusal can happen, so positions are not kept.
        if case .text = state { return }
        recent = (recent << 8) | 0x61
        var columnStart = 0
        for index in region.indices where region[index] == 0x0A {
            line += 1
            column = 0
            columnStart = index + 1
        }
        for index in columnStart..<region.count where region[index] & 0xC0 != 0x80 { column += 1 }
    }

    private static func isNameStart(_ unit: UInt8) -> Bool {
        (unit >= UInt8(ascii: "a") && unit <= UInt8(ascii: "z"))
            || (unit >= UInt8(ascii: "A") && unit <= UInt8(ascii: "Z"))
            || unit == UInt8(ascii: "_") || unit == UInt8(ascii: ":") || unit >= 0x80
    }
}
