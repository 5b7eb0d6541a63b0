/// Watches the bytes before the root element and refuses DTD entity declarations before the
/// XML parser sees them.
///
/// Foundation's `XMLParser` cannot be trusted with entities: on Linux it substitutes them with
/// libxml2 and silently drops text from custom entity expansions, a quadratic blow-up costs seconds
/// of CPU, and it offers no callback that fires before an expansion. Entities can only be declared
/// in the DOCTYPE, which precedes the root element, so scanning the prolog is enough: once the root
/// element starts the guard stops looking and costs nothing.
///
/// The guard understands comments, processing instructions and quoted literals, so `<!ENTITY`
/// inside a comment or an attribute default does not trip it. A DOCTYPE that names an external
/// subset is allowed; that subset is never loaded.
struct PrologGuard {
    enum Verdict: Equatable {
        case undecided
        case passed
        case refused(Refusal)
    }

    struct Refusal: Equatable {
        var isExternal: Bool
        var name: String
        var line: Int
        var column: Int
    }

    private enum State {
        case prolog, processingInstruction, comment(returnToDoctype: Bool), doctype, entity
    }

    private(set) var verdict = Verdict.undecided
    /// True until a byte other than XML whitespace (or a byte order mark) is seen.
    private(set) var sawOnlyWhitespace = true
    private var state = State.prolog
    /// The last eight units seen, most recent in the low byte.
    private var recent: UInt64 = 0
    private var quote: UInt8 = 0
    private var bracketDepth = 0
    private var line = 1
    private var column = 0
    private var entityText: [UInt8] = []
    private var entityLine = 0
    private var entityColumn = 0

    // "<!ENTITY", "<!DOCTYP", "<!--" packed as the low bytes of `recent`.
    private static let entityMark: UInt64 = 0x3C21_454E_5449_5459
    private static let doctypeMark: UInt64 = 0x3C21_444F_4354_5950
    private static let commentMark: UInt64 = 0x3C21_2D2D

    /// Feeds one code unit (a byte, or a UTF-16 unit folded to 0x80 when not ASCII).
    @inline(__always)
    mutating func feed(_ unit: UInt8) {
        if unit == 0x0A {
            line += 1
            column = 0
        } else if unit & 0xC0 != 0x80 {
            column += 1
        }
        if sawOnlyWhitespace, !(unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D) {
            sawOnlyWhitespace = false
        }
        let previous = UInt8(truncatingIfNeeded: recent)
        recent = (recent << 8) | UInt64(unit)
        switch state {
        case .prolog:
            if previous == UInt8(ascii: "<") {
                if unit == UInt8(ascii: "?") {
                    state = .processingInstruction
                } else if Self.isNameStart(unit) {
                    verdict = .passed
                }
            } else if recent & 0xFFFF_FFFF == Self.commentMark {
                state = .comment(returnToDoctype: false)
            } else if recent == Self.doctypeMark {
                state = .doctype
                quote = 0
                bracketDepth = 0
            }
        case .processingInstruction:
            if previous == UInt8(ascii: "?") && unit == UInt8(ascii: ">") { state = .prolog }
        case .comment(let returnToDoctype):
            if recent & 0xFF_FFFF == 0x2D2D3E {  // "-->"
                state = returnToDoctype ? .doctype : .prolog
                recent = 0
            }
        case .doctype:
            if quote != 0 {
                if unit == quote { quote = 0 }
            } else if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'") {
                quote = unit
            } else if recent & 0xFFFF_FFFF == Self.commentMark {
                state = .comment(returnToDoctype: true)
            } else if recent == Self.entityMark {
                state = .entity
                entityText = []
                entityLine = line
                entityColumn = column - 7
            } else if unit == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if unit == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if unit == UInt8(ascii: ">") && bracketDepth <= 0 {
                state = .prolog
            }
        case .entity:
            if quote != 0 {
                if unit == quote { quote = 0 }
            } else if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'") {
                quote = unit
            }
            if (unit == UInt8(ascii: ">") && quote == 0) || entityText.count >= 1024 {
                refuse()
            } else if quote == 0 || entityText.count < 256 {
                entityText.append(unit)
            }
        }
    }

    private mutating func refuse() {
        let words = String(decoding: entityText, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        var index = 0
        if index < words.count, words[index] == "%" { index += 1 }
        let name = index < words.count ? String(words[index].prefix(64)) : ""
        let keyword = index + 1 < words.count ? words[index + 1] : ""
        let isExternal = keyword == "SYSTEM" || keyword == "PUBLIC"
        verdict = .refused(Refusal(isExternal: isExternal, name: name, line: entityLine, column: entityColumn))
    }

    private static func isNameStart(_ unit: UInt8) -> Bool {
        (unit >= UInt8(ascii: "a") && unit <= UInt8(ascii: "z")) || (unit >= UInt8(ascii: "A") && unit <= UInt8(ascii: "Z"))
            || unit == UInt8(ascii: "_") || unit == UInt8(ascii: ":") || unit >= 0x80
    }
}
