/// The internal general entities a document's internal subset declares, read when
/// ``DTDPolicy/expandsInternalEntities`` allows them:
///
/// ```xml
/// <!DOCTYPE busconfig [
///   <!ENTITY service "org.example.Service">
/// ]>
/// <busconfig><policy user="root"><allow own="&service;"/></policy></busconfig>
/// ```
///
/// Each entity's *replacement text* is its literal with character references replaced (XML 1.0
/// §4.5); references to other entities in it are expanded where it is used. The first declaration
/// of a name binds. External and parameter entities are never read: declaring one is harmless
/// (§4.4, §5.1), so their declarations are only noted, and a reference to an external one is
/// refused where it is used (``externals``).
struct InternalEntities: Sendable {
    enum Declaration: Equatable {
        /// An internal general entity, now known.
        case general
        /// `SYSTEM`/`PUBLIC`, with `NDATA` when unparsed: noted, never read.
        case external(name: String, isUnparsed: Bool)
        /// `<!ENTITY % name …>`: not expanded.
        case parameter(name: String)
    }

    struct Problem: Error {
        var message: String
    }

    /// Replacement texts by entity name.
    private(set) var replacements: [String: [UInt8]] = [:]

    /// The external general entities declared, by name: whether each is unparsed (`NDATA`).
    private(set) var externals: [String: Bool] = [:]

    var isEmpty: Bool { replacements.isEmpty && externals.isEmpty }

    /// The longest replacement text accepted.
    static let maximumLength = 65_536

    private static let predefined: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

    /// Reads one declaration, the text after `<!ENTITY` up to (not including) its `>`, checked
    /// against XML 1.0's grammar (productions [70]–[76], [9]–[13]) and Namespaces in XML (no colon
    /// in an entity name). With `records` false (after a parameter-entity reference, XML 1.0
    /// §5.1), it is checked and not recorded.
    mutating func read(declaration text: ArraySlice<UInt8>, records: Bool = true) throws(Problem) -> Declaration {
        var syntax = DeclarationSyntax(text)
        guard syntax.skipSpace() else { throw Problem(message: "<!ENTITY must be followed by a space") }
        let isParameter = syntax.take(UInt8(ascii: "%"))
        if isParameter, !syntax.skipSpace() {
            throw Problem(message: "the '%' of a parameter entity's <!ENTITY % …> must be followed by a space")
        }
        let name = syntax.token()
        guard !name.isEmpty else { throw Problem(message: "an <!ENTITY> declaration must name the entity") }
        let shown = String(name.prefix(64))
        guard DeclarationSyntax.isName(name) else {
            throw Problem(message: "the entity name \"\(shown)\" is not an XML name")
        }
        guard !name.contains(":") else {
            throw Problem(message: "the entity name \"\(shown)\" holds a colon, which Namespaces in XML forbids")
        }
        let declaration = "the <!ENTITY \(isParameter ? "% " : "")\(shown)> declaration"
        guard syntax.skipSpace() else {
            throw Problem(message: "\(declaration) needs a space after the entity's name")
        }
        if let quote = syntax.next, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let literal = syntax.quoted() else {
                throw Problem(message: "the value of the entity \"\(shown)\" is not closed")
            }
            _ = syntax.skipSpace()
            guard syntax.atEnd else { throw Problem(message: "\(declaration) has text after its value") }
            let replacement = try Self.replacementText(of: literal, name: shown)
            if isParameter { return .parameter(name: name) }
            if records, replacements[name] == nil, externals[name] == nil, !Self.predefined.contains(name) {
                replacements[name] = replacement
            }
            return .general
        }
        if let problem = syntax.externalID() { throw Problem(message: "\(declaration): \(problem)") }
        let spaced = syntax.skipSpace()
        var isUnparsed = false
        if !syntax.atEnd {
            guard spaced, syntax.take(keyword: "NDATA") else {
                throw Problem(message: "\(declaration) has text after its external identifier")
            }
            guard !isParameter else {
                throw Problem(message: "\(declaration): a parameter entity cannot be unparsed (NDATA)")
            }
            guard syntax.skipSpace(), DeclarationSyntax.isName(syntax.token()) else {
                throw Problem(message: "\(declaration): NDATA must be followed by a space and a notation name")
            }
            _ = syntax.skipSpace()
            guard syntax.atEnd else { throw Problem(message: "\(declaration) has text after its notation name") }
            isUnparsed = true
        }
        if isParameter { return .parameter(name: name) }
        if records, replacements[name] == nil, externals[name] == nil, !Self.predefined.contains(name) {
            externals[name] = isUnparsed
        }
        return .external(name: shown, isUnparsed: isUnparsed)
    }

    /// The literal (EntityValue [9]) with character references replaced; references to general
    /// entities are kept, to be expanded where the entity is used. Parameter-entity references and
    /// processing instructions are refused (the first is not allowed in the internal subset, the
    /// second would reach the parser unchecked), and so is a character XML forbids.
    private static func replacementText(of literal: ArraySlice<UInt8>, name: String) throws(Problem) -> [UInt8] {
        guard String(decoding: literal, as: UTF8.self).unicodeScalars.allSatisfy(DeclarationSyntax.isCharacter) else {
            throw Problem(message: "the value of the entity \"\(name)\" holds a character XML forbids")
        }
        var bytes: [UInt8] = []
        var index = literal.startIndex
        while index < literal.endIndex {
            let byte = literal[index]
            if byte == UInt8(ascii: "%") {
                throw Problem(message: "the value of the entity \"\(name)\" refers to a parameter entity")
            }
            if byte == UInt8(ascii: "<"), index + 1 < literal.endIndex, literal[index + 1] == UInt8(ascii: "?") {
                throw Problem(
                    message: "the value of the entity \"\(name)\" holds a processing instruction, which is not expanded"
                )
            }
            guard byte == UInt8(ascii: "&") else {
                bytes.append(byte)
                index += 1
                continue
            }
            let noReference = Problem(
                message: "the value of the entity \"\(name)\" holds a '&' that starts no reference (write &#38;)")
            guard let end = literal[index...].firstIndex(of: UInt8(ascii: ";")) else { throw noReference }
            let reference = String(decoding: literal[(index + 1)..<end], as: UTF8.self)
            guard reference.hasPrefix("#") else {
                guard DeclarationSyntax.isName(reference) else { throw noReference }
                bytes.append(contentsOf: literal[index...end])
                index = end + 1
                continue
            }
            let digits = reference.dropFirst()
            let hexadecimal = digits.hasPrefix("x")
            let number = hexadecimal ? digits.dropFirst() : digits
            let isWellFormed =
                !number.isEmpty && number.allSatisfy { hexadecimal ? $0.isHexDigit : ("0"..."9").contains($0) }
            let value = isWellFormed ? UInt32(number, radix: hexadecimal ? 16 : 10) : nil
            guard let scalar = value.flatMap(Unicode.Scalar.init), DeclarationSyntax.isCharacter(scalar) else {
                throw Problem(message: "the value of the entity \"\(name)\" has an invalid character reference")
            }
            bytes.append(contentsOf: String(Character(scalar)).utf8)
            index = end + 1
        }
        guard bytes.count <= maximumLength else {
            throw Problem(message: "the value of the entity \"\(name)\" is longer than \(maximumLength) bytes")
        }
        return bytes
    }
}
