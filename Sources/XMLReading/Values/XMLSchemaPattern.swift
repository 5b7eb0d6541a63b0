import Foundation

/// A `pattern` facet: a regular expression in XML Schema's dialect (XSD 1.0 Part 2, Appendix F),
/// matched against a whole value, through Foundation's `NSRegularExpression`.
///
/// ```swift
/// let code = try XMLSchemaPattern("[A-Z]{3}")
/// code.matches("EUR")   // true
/// code.matches("EURO")  // false: a pattern matches the whole value, without ^ and $
/// ```
///
/// The dialect differs from ICU's, which `NSRegularExpression` reads, and is translated: a pattern
/// is anchored at both ends and `^` and `$` are ordinary characters; `.` is any character but a
/// line feed or carriage return; `\s` is space, tab, line feed and carriage return; `\w` is every
/// character but punctuation, separators and "other" (`\p{P}`, `\p{Z}`, `\p{C}`); `\i` and `\c` are
/// the characters that start and continue an XML name (and `\I`, `\C` the others);
/// `\p{IsBasicLatin}` names a Unicode block; `[a-z-[aeiou]]` subtracts a class from a class.
public struct XMLSchemaPattern: Sendable, Hashable {
    /// The pattern as the schema writes it: `try XMLSchemaPattern("[A-Z]{3}").source == "[A-Z]{3}"`.
    public let source: String
    /// The translation for `NSRegularExpression`; `NSRegularExpression` is immutable and safe to
    /// use from several threads at once (its documentation says so), and `Sendable` in Foundation.
    private let regex: NSRegularExpression

    /// Compiles a pattern; throws ``XMLReadingError/Code/invalidDescription`` naming the mistake
    /// for one that XML Schema's grammar does not allow (`[A-Z`, `\q`, `\p{IsKlingon}`).
    public init(_ source: String) throws(XMLReadingError) {
        self.source = source
        let translated: String
        do {
            var translator = Translator(Array(source.unicodeScalars))
            translated = try translator.pattern()
        } catch let problem as Problem {
            throw XMLReadingError(
                code: .invalidDescription,
                message: "the pattern \(String(reflecting: source)) is invalid: \(problem.text)")
        } catch {
            throw XMLReadingError(
                code: .invalidDescription, message: "the pattern \(String(reflecting: source)) is invalid")
        }
        do {
            regex = try NSRegularExpression(pattern: #"\A(?:"# + translated + #")\z"#)
        } catch {
            throw XMLReadingError(
                code: .invalidDescription,
                message:
                    "the pattern \(String(reflecting: source)) is invalid (read as \(String(reflecting: translated)))")
        }
    }

    /// Whether the whole of `text` matches: `try XMLSchemaPattern("[0-9]+").matches("12a") == false`.
    public func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Patterns are equal when their sources are: `try XMLSchemaPattern("a+") == XMLSchemaPattern("a+")`.
    public static func == (lhs: XMLSchemaPattern, rhs: XMLSchemaPattern) -> Bool { lhs.source == rhs.source }
    /// Hashes the source, as `==` compares it: `Set([try XMLSchemaPattern("a+")])`.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The pattern for ICU, as the text after `\A(?:` and before `)\z`.
    static func translated(_ source: String) throws -> String {
        var translator = Translator(Array(source.unicodeScalars))
        return try translator.pattern()
    }

    struct Problem: Error {
        let text: String
    }

    /// Reads XML Schema's grammar and writes ICU's: `regExp ::= branch ('|' branch)*`, atoms are
    /// characters, escapes, classes and groups; quantifiers are the same in both.
    private struct Translator {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func pattern() throws -> String {
            var output = ""
            var depth = 0
            while let scalar = next {
                index += 1
                switch scalar {
                case "\\": output += try escape(inClass: false)
                case "[": output += try characterClass()
                case "]": throw Problem(text: "a ] outside a character class (write \\])")
                case ".": output += #"[^\n\r]"#
                case "^": output += #"\^"#
                case "$": output += #"\$"#
                case "(":
                    if next == "?" { throw Problem(text: "(? is not XML Schema's (groups do not take options)") }
                    depth += 1
                    output += "("
                case ")":
                    guard depth > 0 else { throw Problem(text: "a ) without its (") }
                    depth -= 1
                    output += ")"
                case "{":
                    output += "{"
                    try quantity(into: &output)
                default: output.unicodeScalars.append(scalar)
                }
            }
            guard depth == 0 else { throw Problem(text: "a ( without its )") }
            return output
        }

        /// `{n}`, `{n,}` or `{n,m}`, after the `{`.
        mutating func quantity(into output: inout String) throws {
            var body = ""
            while let scalar = next, scalar != "}" {
                guard scalar == "," || ("0"..."9").contains(scalar) else {
                    throw Problem(text: "a quantity is written {n}, {n,} or {n,m}")
                }
                body.unicodeScalars.append(scalar)
                index += 1
            }
            guard next == "}", !body.isEmpty, body.first != "," else {
                throw Problem(text: "a quantity is written {n}, {n,} or {n,m}")
            }
            index += 1
            output += body + "}"
        }

        /// A class after its `[`: `[^…]`, ranges, escapes, and a subtraction `-[…]` before the `]`.
        mutating func characterClass() throws -> String {
            var negated = false
            if next == "^" {
                negated = true
                index += 1
            }
            var items = ""
            var subtracted: String?
            var first = true
            while true {
                guard let scalar = next else { throw Problem(text: "a [ without its ]") }
                index += 1
                switch scalar {
                case "]" where !first:
                    let base = "[" + (negated ? "^" : "") + items + "]"
                    guard let subtracted else { return base }
                    return "[" + base + "--" + subtracted + "]"
                case "-" where next == "[" && !first:
                    index += 1
                    subtracted = try characterClass()
                    guard next == "]" else { throw Problem(text: "a subtraction -[…] must end its class") }
                case "-":
                    // A range's dash between two characters; a literal one first or last.
                    if first || next == "]" {
                        items += #"\-"#
                    } else if next == "-" {
                        throw Problem(text: "-- inside a character class (escape the dash: \\-)")
                    } else {
                        items += "-"
                    }
                case "\\": items += try escape(inClass: true)
                case "[": throw Problem(text: "a [ inside a character class (write \\[)")
                case "&", "^", "$", "{", "}", "|", ".", "*", "+", "?", "(", ")":
                    items += "\\"
                    items.unicodeScalars.append(scalar)
                default: items.unicodeScalars.append(scalar)
                }
                first = false
            }
        }

        /// An escape after its `\`: single characters, multi-character classes and categories.
        mutating func escape(inClass: Bool) throws -> String {
            guard let scalar = next else { throw Problem(text: "a \\ at the end") }
            index += 1
            switch scalar {
            case "n": return #"\n"#
            case "r": return #"\r"#
            case "t": return #"\t"#
            case "\\", "|", ".", "?", "*", "+", "(", ")", "{", "}", "-", "[", "]", "^", "$":
                return "\\" + String(scalar)
            case "s": return #"[\x{20}\t\n\r]"#
            case "S": return #"[^\x{20}\t\n\r]"#
            case "d": return #"\p{Nd}"#
            case "D": return #"\P{Nd}"#
            case "w": return #"[^\p{P}\p{Z}\p{C}]"#
            case "W": return #"[\p{P}\p{Z}\p{C}]"#
            case "i": return "[" + Self.nameStart + "]"
            case "I": return "[^" + Self.nameStart + "]"
            case "c": return "[" + Self.nameStart + Self.nameRest + "]"
            case "C": return "[^" + Self.nameStart + Self.nameRest + "]"
            case "p", "P": return try category(negated: scalar == "P")
            default: throw Problem(text: "\\\(scalar) is not an escape of XML Schema")
            }
        }

        /// `{L}`, `{Lu}`, `{IsBasicLatin}` after `\p` or `\P`.
        mutating func category(negated: Bool) throws -> String {
            guard next == "{" else { throw Problem(text: "\\p is written \\p{Name}") }
            index += 1
            var name = ""
            while let scalar = next, scalar != "}" {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            guard next == "}", !name.isEmpty else { throw Problem(text: "\\p{ without its }") }
            index += 1
            let letter = negated ? "P" : "p"
            if name.hasPrefix("Is") {
                let block = String(name.dropFirst(2))
                guard !block.isEmpty, block.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "-" })
                else { throw Problem(text: "\\p{\(name)} names no block") }
                return "\\\(letter){In\(block)}"
            }
            guard Self.categories.contains(name) else { throw Problem(text: "\\p{\(name)} names no category") }
            return "\\\(letter){\(name)}"
        }

        /// XML 1.0's NameStartChar, as the inside of an ICU class.
        static let nameStart =
            #":A-Z_a-z\x{C0}-\x{D6}\x{D8}-\x{F6}\x{F8}-\x{2FF}\x{370}-\x{37D}\x{37F}-\x{1FFF}\x{200C}-\x{200D}"#
            + #"\x{2070}-\x{218F}\x{2C00}-\x{2FEF}\x{3001}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFFD}\x{10000}-\x{EFFFF}"#
        /// What NameChar adds to NameStartChar.
        static let nameRest = #"\-.0-9\x{B7}\x{300}-\x{36F}\x{203F}-\x{2040}"#
        /// The general categories XML Schema names.
        static let categories: Set<String> = [
            "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Ps",
            "Pe",
            "Pi", "Pf", "Po", "Z", "Zs", "Zl", "Zp", "S", "Sm", "Sc", "Sk", "So", "C", "Cc", "Cf", "Co", "Cn",
        ]
    }
}
