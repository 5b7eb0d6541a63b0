/// The default attribute values a document's internal DTD subset declares, which a
/// non-validating processor must still supply (XML 1.0 §5.1):
///
/// ```xml
/// <!DOCTYPE mime-info [
///   <!ATTLIST glob weight CDATA "50">
/// ]>
/// <mime-info><mime-type><glob pattern="*.txt"/></mime-type></mime-info>
/// ```
///
/// reads `<glob>` as if it said `weight="50"`. The first declaration of an attribute binds
/// (§3.3); `#REQUIRED` and `#IMPLIED` attributes have no default; `#FIXED` ones do. The declared
/// types other than `CDATA` are kept too, for the normalization of values they ask for (§3.3.3,
/// `AttributeDefaults+Types.swift`).
struct AttributeDefaults: Sendable {
    struct Problem: Error {
        var message: String
    }

    /// Per element name as written (with its prefix), the attributes and their values in
    /// declaration order.
    private(set) var byElement: [String: [(name: String, value: String)]] = [:]

    /// Per element name as written, the attributes whose binding declaration gives a type other
    /// than `CDATA` (tokenized or enumerated): their values are normalized further (§3.3.3).
    private(set) var tokenizedByElement: [String: Set<String>] = [:]

    /// Per element name as written, every attribute declared so far: the first declaration binds.
    private var declaredByElement: [String: Set<String>] = [:]

    /// Whether the declarations read so far neither supply a default nor normalize a value: then
    /// the reader passes every element's attributes on untouched (one test per element).
    private(set) var isEmpty = true

    /// Whether a declared type other than `CDATA` may change a namespace declaration (`xmlns:p`):
    /// the reader then checks itself that no element has two attributes of the same expanded
    /// name, which the parser checked against the values as written. (A prefix that only a
    /// default declares is refused by the parser as undeclared before the reader sees it.)
    private(set) var changesNamespaceDeclarations = false

    /// `attributes` with the values of the declared types other than `CDATA` normalized (§3.3.3)
    /// and the declared defaults of `element` added where missing, and the bytes the added values
    /// hold; `nil` when nothing changes.
    func applied(to attributes: [String: String], of element: String) -> (attributes: [String: String], bytes: Int)? {
        var result = attributes
        var changed = false
        if let tokenized = tokenizedByElement[element] {
            for name in tokenized {
                if let value = attributes[name], let normalized = Self.tokenNormalized(value) {
                    result[name] = normalized
                    changed = true
                }
            }
        }
        var bytes = 0
        for (name, value) in byElement[element] ?? [] where result[name] == nil {
            result[name] = value
            bytes += value.utf8.count
            changed = true
        }
        return changed ? (result, bytes) : nil
    }

    /// Reads one declaration: the text after `<!ATTLIST`, up to (not including) its `>`.
    mutating func read(declaration text: ArraySlice<UInt8>) throws(Problem) {
        var scanner = Scanner(text)
        guard scanner.skipSpace(), let element = scanner.name() else {
            throw Problem(message: "an <!ATTLIST> declaration must name an element")
        }
        while scanner.skipSpace() {
            guard let attribute = scanner.name() else { break }
            guard scanner.skipSpace() else { throw problem("has no type", attribute, element) }
            var isCDATA = false
            if scanner.peek == UInt8(ascii: "(") {
                guard scanner.group() else { throw problem("has an unclosed list of values", attribute, element) }
            } else {
                guard let type = scanner.name(), Self.types.contains(type) else {
                    throw problem("has an unknown type", attribute, element)
                }
                isCDATA = type == "CDATA"
                if type == "NOTATION" {
                    guard scanner.skipSpace(), scanner.group() else {
                        throw problem("has a NOTATION type without a list", attribute, element)
                    }
                }
            }
            guard scanner.skipSpace() else { throw problem("has no default", attribute, element) }
            // The first declaration of an attribute binds (§3.3): a later one is checked, not kept.
            let binds = declaredByElement[element, default: []].insert(attribute).inserted
            if binds, !isCDATA {
                tokenizedByElement[element, default: []].insert(attribute)
                isEmpty = false
                if attribute.utf8.starts(with: "xmlns:".utf8) { changesNamespaceDeclarations = true }
            }
            if scanner.peek == UInt8(ascii: "#") {
                scanner.advance()
                let keyword = scanner.name()
                if keyword == "REQUIRED" || keyword == "IMPLIED" { continue }
                guard keyword == "FIXED", scanner.skipSpace() else {
                    throw problem("has a default other than #REQUIRED, #IMPLIED or #FIXED", attribute, element)
                }
            }
            guard let literal = scanner.quoted() else { throw problem("has no quoted default", attribute, element) }
            var value: String
            do {
                value = try Self.normalized(literal)
            } catch {
                throw problem(error.message, attribute, element)
            }
            // Values of other types also lose leading, trailing and repeated spaces.
            if !isCDATA, let normalized = Self.tokenNormalized(value) { value = normalized }
            guard binds else { continue }
            byElement[element, default: []].append((attribute, value))
            isEmpty = false
        }
        guard scanner.isAtEnd else {
            throw Problem(message: "the <!ATTLIST \(element)> declaration is malformed")
        }
    }

    private static let types: Set<String> = [
        "CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS", "NOTATION",
    ]

    private func problem(_ what: String, _ attribute: String, _ element: String) -> Problem {
        Problem(message: "the attribute \"\(attribute)\" in <!ATTLIST \(element)> \(what)")
    }

    /// A default value as the parser would read it: the five predefined entities and character
    /// references replaced, each white space character a space (§3.3.3).
    private static func normalized(_ literal: ArraySlice<UInt8>) throws(Problem) -> String {
        var bytes: [UInt8] = []
        var index = literal.startIndex
        while index < literal.endIndex {
            let byte = literal[index]
            if byte == UInt8(ascii: "<") { throw Problem(message: "has a default holding '<'") }
            guard byte == UInt8(ascii: "&") else {
                bytes.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
                index += 1
                continue
            }
            guard let end = literal[index...].firstIndex(of: UInt8(ascii: ";")) else {
                throw Problem(message: "has a default with an unterminated reference")
            }
            let reference = String(decoding: literal[(index + 1)..<end], as: UTF8.self)
            if let scalar = Self.character(reference) {
                bytes.append(contentsOf: String(Character(scalar)).utf8)
            } else {
                throw Problem(
                    message:
                        "has a default referring to &\(reference);; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
                )
            }
            index = end + 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func character(_ reference: String) -> Unicode.Scalar? {
        switch reference {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard reference.hasPrefix("#") else { return nil }
            let digits = reference.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }

    /// Reads the tokens of a declaration.
    private struct Scanner {
        let text: ArraySlice<UInt8>
        var index: Int

        init(_ text: ArraySlice<UInt8>) {
            self.text = text
            index = text.startIndex
        }

        var isAtEnd: Bool { index == text.endIndex }
        var peek: UInt8? { isAtEnd ? nil : text[index] }
        mutating func advance() { index += 1 }

        /// Skips white space; true when some was skipped and text follows.
        mutating func skipSpace() -> Bool {
            let start = index
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
            return index > start && !isAtEnd
        }

        /// A name: anything up to white space, a quote, a parenthesis or '#'.
        mutating func name() -> String? {
            let start = index
            while let byte = peek, !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D),
                byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'"), byte != UInt8(ascii: "("),
                byte != UInt8(ascii: ")"), byte != UInt8(ascii: "#")
            {
                index += 1
            }
            return index > start ? String(decoding: text[start..<index], as: UTF8.self) : nil
        }

        /// `( … )`; false when it is not closed.
        mutating func group() -> Bool {
            guard peek == UInt8(ascii: "("), let close = text[index...].firstIndex(of: UInt8(ascii: ")")) else {
                return false
            }
            index = close + 1
            return true
        }

        /// The text of a quoted literal, without its quotes.
        mutating func quoted() -> ArraySlice<UInt8>? {
            guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                let close = text[(index + 1)...].firstIndex(of: quote)
            else { return nil }
            defer { index = close + 1 }
            return text[(index + 1)..<close]
        }
    }
}
