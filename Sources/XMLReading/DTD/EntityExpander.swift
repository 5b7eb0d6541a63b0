/// Replaces references to the document's internal entities (``InternalEntities``) in content and
/// attribute values with their replacement text, before the parser sees them, when
/// ``DTDPolicy/expandsInternalEntities`` allows it:
///
/// ```xml
/// <!DOCTYPE r [<!ENTITY who "<b>World</b>">]>
/// <r greeting="Hello &#38; &who;">Hello &who;!</r>
/// ```
///
/// reaches the parser as `<r …>Hello <b>World</b>!</r>`. References inside a replacement text are
/// expanded too, up to ``DTDPolicy/maximumEntityNesting`` deep; an entity that refers to itself,
/// a replacement text that is not balanced markup in content, and expansion past
/// ``DTDPolicy/maximumEntityAmplification`` times the document (checked once the expanded text
/// passes ``DTDPolicy/entityAmplificationThreshold`` bytes, as expat does) are refused. Quotes in
/// a replacement text used in an attribute value are written as character references, so they
/// cannot end the value. A reference outside the root element is refused, so that no text becomes
/// markup there. A reference to an external entity, which is never read, is refused (in
/// content, in an attribute value, and to an unparsed entity, each in its own words). References
/// to the five predefined entities, character references and undeclared names pass unchanged (the
/// parser reads the first two and refuses the last).
struct EntityExpander {
    struct Problem: Error {
        var code: XMLReadingError.Code
        var message: String
    }

    private enum State: Equatable {
        case content
        /// After `<`.
        case markup
        /// After `<!`, collecting what follows into `name`.
        case bang
        case declaration(quote: UInt8)
        case comment
        case cdata
        case processingInstruction
        case tag(isEnd: Bool)
        case attribute(quote: UInt8)
        /// After `&`, collecting the name; `inAttribute` says where the reference stands.
        case reference(inAttribute: UInt8)
    }

    private static let commentStart = Array("--".utf8)
    private static let cdataStart = Array("[CDATA[".utf8)

    private let entities: InternalEntities
    private let policy: DTDPolicy
    private var state = State.content
    private var recent: UInt64 = 0
    private var name: [UInt8] = []
    /// Open elements (counted only to check that replacement texts are balanced).
    private var depth = 0
    /// Whether the last start tag read ended with `/`.
    private var slash = false
    private var expanding: [String] = []
    private var direct = 0
    private var indirect = 0
    private(set) var line = 1
    private(set) var column = 0

    /// An expander that starts reading at `position` of the document.
    init(entities: InternalEntities, policy: DTDPolicy, position: XMLPosition) {
        self.entities = entities
        self.policy = policy
        line = position.line
        column = position.column - 1
    }

    /// Appends `chunk`, with references expanded, to `output`.
    mutating func expand(_ chunk: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) throws(Problem) {
        direct += chunk.count
        for byte in chunk {
            if byte == 0x0A {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            try feed(byte, into: &output, nested: false)
        }
    }

    private mutating func feed(_ byte: UInt8, into output: inout [UInt8], nested: Bool) throws(Problem) {
        recent = recent << 8 | UInt64(byte)
        switch state {
        case .content:
            if byte == UInt8(ascii: "&") {
                state = .reference(inAttribute: 0)
                name.removeAll(keepingCapacity: true)
                return
            }
            if byte == UInt8(ascii: "<") { state = .markup }
        case .markup:
            switch byte {
            case UInt8(ascii: "!"):
                state = .bang
                name.removeAll(keepingCapacity: true)
            case UInt8(ascii: "?"): state = .processingInstruction
            case UInt8(ascii: "/"):
                depth -= 1
                state = .tag(isEnd: true)
            default:
                slash = false
                state = .tag(isEnd: false)
            }
        case .bang:
            name.append(byte)
            if name == Self.commentStart {
                state = .comment
                // The opener's `--` cannot end the comment too: `<!--->` leaves it open.
                recent &= ~0xFFFF
            } else if name == Self.cdataStart {
                state = .cdata
            } else if !Self.commentStart.starts(with: name) && !Self.cdataStart.starts(with: name) {
                // `<!DOCTYPE …>`: its internal subset is blank by now.
                state = byte == UInt8(ascii: ">") ? .content : .declaration(quote: 0)
            }
        case .declaration(let quote):
            if quote != 0 {
                if byte == quote { state = .declaration(quote: 0) }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                state = .declaration(quote: byte)
            } else if byte == UInt8(ascii: ">") {
                state = .content
            }
        case .comment:
            if recent & 0xFF_FFFF == 0x2D2D3E { state = .content }  // "-->"
        case .cdata:
            if recent & 0xFF_FFFF == 0x5D5D3E { state = .content }  // "]]>"
        case .processingInstruction:
            if recent & 0xFFFF == 0x3F3E { state = .content }  // "?>"
        case .tag(let isEnd):
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                state = .attribute(quote: byte)
            } else if byte == UInt8(ascii: ">") {
                if !isEnd && !slash { depth += 1 }
                state = .content
            } else {
                slash = byte == UInt8(ascii: "/")
            }
        case .attribute(let quote):
            if byte == UInt8(ascii: "&") {
                state = .reference(inAttribute: quote)
                name.removeAll(keepingCapacity: true)
                return
            }
            if byte == quote {
                if nested {
                    // A quote from a replacement text is data, not the end of the value.
                    output.append(contentsOf: Array((quote == UInt8(ascii: "\"") ? "&#34;" : "&#39;").utf8))
                    return
                }
                state = .tag(isEnd: false)
            }
        case .reference(let inAttribute):
            if byte != UInt8(ascii: ";") {
                name.append(byte)
                if name.count > 256 {
                    // Not a reference the parser would read either: pass it on for the parser to refuse.
                    output.append(UInt8(ascii: "&"))
                    output.append(contentsOf: name)
                    state = inAttribute == 0 ? .content : .attribute(quote: inAttribute)
                }
                return
            }
            state = inAttribute == 0 ? .content : .attribute(quote: inAttribute)
            let text = String(decoding: name, as: UTF8.self)
            if inAttribute == 0, depth == 0, !nested,
                entities.replacements[text] != nil || entities.externals[text] != nil
            {
                // Before or after the root element, where only markup may stand: its text must not
                // become markup (`&e;` declared as "<doc/>" is not a root element).
                throw Problem(
                    code: .malformedXML,
                    message: "the entity reference &\(text); stands outside the root element, where text is not allowed"
                )
            }
            guard let replacement = entities.replacements[text] else {
                if let isUnparsed = entities.externals[text] {
                    throw Self.externalReference(to: text, isUnparsed: isUnparsed, inAttribute: inAttribute != 0)
                }
                output.append(UInt8(ascii: "&"))
                output.append(contentsOf: name)
                output.append(byte)
                return
            }
            try expand(text, replacement, into: &output)
            return
        }
        output.append(byte)
    }

    /// A reference to an external entity, which is never read: XML 1.0 §4.4 forbids it in an
    /// attribute value, and a reference to an unparsed entity anywhere; in content, a processor
    /// that does not read it must say so.
    private static func externalReference(to name: String, isUnparsed: Bool, inAttribute: Bool) -> Problem {
        if inAttribute {
            return Problem(
                code: .malformedXML,
                message:
                    "an attribute value refers to the external entity \"\(name)\"; attribute values may refer only to internal entities"
            )
        }
        if isUnparsed {
            return Problem(
                code: .malformedXML,
                message:
                    "the document refers to the unparsed entity \"\(name)\" in content; an unparsed entity is named only by an attribute of type ENTITY"
            )
        }
        return Problem(
            code: .externalEntity,
            message:
                "the document refers to the external entity \"\(name)\", which is never read; external entities are never resolved"
        )
    }

    private mutating func expand(_ entity: String, _ replacement: [UInt8], into output: inout [UInt8]) throws(Problem) {
        if expanding.contains(entity) {
            throw Problem(code: .malformedXML, message: "the entity \"\(entity)\" refers to itself")
        }
        guard expanding.count < policy.maximumEntityNesting else {
            throw Problem(
                code: .limitExceeded,
                message:
                    "entity references are nested deeper than \(policy.maximumEntityNesting) levels (ReadingOptions.dtd.maximumEntityNesting)"
            )
        }
        indirect += replacement.count
        let total = direct + indirect
        if total > policy.entityAmplificationThreshold,
            Double(total) / Double(max(direct, 1)) > policy.maximumEntityAmplification
        {
            throw Problem(
                code: .limitExceeded,
                message:
                    "entity expansion makes the document more than \(Int(policy.maximumEntityAmplification)) times its size (ReadingOptions.dtd.maximumEntityAmplification)"
            )
        }
        let startState = state
        let startDepth = depth
        expanding.append(entity)
        for byte in replacement {
            try feed(byte, into: &output, nested: true)
            if depth < startDepth {
                throw Problem(
                    code: .malformedXML, message: "the entity \"\(entity)\" closes an element it did not open")
            }
        }
        expanding.removeLast()
        guard state == startState, depth == startDepth else {
            throw Problem(
                code: .malformedXML,
                message:
                    "the replacement text of the entity \"\(entity)\" is not balanced markup: it leaves a tag, comment or reference open"
            )
        }
    }
}
