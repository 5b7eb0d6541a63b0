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
/// of a name binds. External and parameter entities are never read.
struct InternalEntities: Sendable {
    enum Declaration: Equatable {
        /// An internal general entity, now known.
        case general
        /// `SYSTEM`/`PUBLIC` (or `NDATA`): never read.
        case external(name: String)
        /// `<!ENTITY % name …>`: not expanded.
        case parameter(name: String)
    }

    struct Problem: Error {
        var message: String
    }

    /// Replacement texts by entity name.
    private(set) var replacements: [String: [UInt8]] = [:]

    var isEmpty: Bool { replacements.isEmpty }

    /// The longest replacement text accepted.
    static let maximumLength = 65_536

    private static let predefined: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

    /// Reads one declaration: the text after `<!ENTITY`, up to (not including) its `>`.
    mutating func read(declaration text: ArraySlice<UInt8>) throws(Problem) -> Declaration {
        var index = text.startIndex
        func skipSpace() {
            while index < text.endIndex, Self.isSpace(text[index]) { index += 1 }
        }
        func word() -> String {
            let start = index
            while index < text.endIndex, !Self.isSpace(text[index]), text[index] != UInt8(ascii: "\""),
                text[index] != UInt8(ascii: "'")
            {
                index += 1
            }
            return String(decoding: text[start..<index], as: UTF8.self)
        }
        skipSpace()
        if index < text.endIndex, text[index] == UInt8(ascii: "%") {
            index += 1
            skipSpace()
            let name = String(word().prefix(64))
            skipSpace()
            let isInternal =
                index < text.endIndex && (text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'"))
            return isInternal ? .parameter(name: name) : .external(name: name)
        }
        let name = word()
        guard !name.isEmpty else { throw Problem(message: "an <!ENTITY> declaration must name the entity") }
        skipSpace()
        guard index < text.endIndex, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else {
            return .external(name: String(name.prefix(64)))
        }
        let quote = text[index]
        guard let close = text[(index + 1)...].firstIndex(of: quote) else {
            throw Problem(message: "the value of the entity \"\(name)\" is not closed")
        }
        let literal = text[(index + 1)..<close]
        index = close + 1
        skipSpace()
        guard index == text.endIndex else {
            throw Problem(message: "the <!ENTITY \(name)> declaration has text after its value")
        }
        let replacement = try Self.replacementText(of: literal, name: name)
        if replacements[name] == nil, !Self.predefined.contains(name) { replacements[name] = replacement }
        return .general
    }

    /// The literal with character references replaced; parameter-entity references and
    /// processing instructions are refused (the first is not allowed in the internal subset, the
    /// second would reach the parser unchecked).
    private static func replacementText(of literal: ArraySlice<UInt8>, name: String) throws(Problem) -> [UInt8] {
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
            guard byte == UInt8(ascii: "&"), index + 1 < literal.endIndex, literal[index + 1] == UInt8(ascii: "#")
            else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard let end = literal[index...].firstIndex(of: UInt8(ascii: ";")) else {
                throw Problem(message: "the value of the entity \"\(name)\" has an unterminated character reference")
            }
            let digits = String(decoding: literal[(index + 2)..<end], as: UTF8.self)
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let scalar = value.flatMap(Unicode.Scalar.init) else {
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

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
