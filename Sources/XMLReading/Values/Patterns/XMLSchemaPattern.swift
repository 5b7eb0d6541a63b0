/// A `pattern` facet: a regular expression in XML Schema's dialect (XSD 1.0 Part 2, Appendix F),
/// matched against a whole value.
///
/// ```swift
/// let code = try XMLSchemaPattern("[A-Z]{3}")
/// code.matches("EUR")   // true
/// code.matches("EURO")  // false: a pattern matches the whole value, without ^ and $
/// ```
///
/// The dialect is XML Schema's, not Perl's: a pattern is anchored at both ends and `^` and `$`
/// are ordinary characters; `.` is any character but a line feed or carriage return; `\s` is
/// space, tab, line feed and carriage return; `\w` is every character but punctuation, separators
/// and "other" (`\p{P}`, `\p{Z}`, `\p{C}`); `\i` and `\c` are the characters that start and
/// continue an XML name (and `\I`, `\C` the others); `\p{IsBasicLatin}` names a Unicode block;
/// `[a-z-[aeiou]]` subtracts a class from a class.
///
/// Matching takes time proportional to the value's length times the pattern's size, never more
/// (the pattern runs as an automaton, see `PatternProgram`): a document cannot make a check slow
/// by writing a value against its pattern. Counts are at most 10,000 (`{0,10000}`).
public struct XMLSchemaPattern: Sendable, Hashable {
    /// The pattern as the schema writes it: `try XMLSchemaPattern("[A-Z]{3}").source == "[A-Z]{3}"`.
    public let source: String
    private let program: PatternProgram

    /// Compiles a pattern; throws ``XMLReadingError/Code/invalidDescription`` naming the mistake
    /// for one that XML Schema's grammar does not allow (`[A-Z`, `\q`, `\p{IsKlingon}`).
    public init(_ source: String) throws(XMLReadingError) {
        self.source = source
        func invalid(_ text: String) -> XMLReadingError {
            XMLReadingError(
                code: .invalidDescription, message: "the pattern \(String(reflecting: source)) is invalid: \(text)")
        }
        var parser = PatternParser(source)
        let node: PatternNode
        do {
            node = try parser.parse()
        } catch {
            throw invalid(error.text)
        }
        do {
            program = try PatternProgram(node, classes: parser.classes)
        } catch {
            throw invalid("its counts make it too large to check (over \(PatternProgram.largestSize) steps)")
        }
    }

    /// Whether the whole of `text` matches: `try XMLSchemaPattern("[0-9]+").matches("12a") == false`.
    public func matches(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        return program.matches { scalars.next() }
    }

    /// Whether the whole of the UTF-8 `bytes` (valid UTF-8) matches.
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        return program.matches {
            if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
            return nil
        }
    }

    /// Patterns are equal when their sources are: `try XMLSchemaPattern("a+") == XMLSchemaPattern("a+")`.
    public static func == (lhs: XMLSchemaPattern, rhs: XMLSchemaPattern) -> Bool { lhs.source == rhs.source }
    /// Hashes the source, as `==` compares it: `Set([try XMLSchemaPattern("a+")])`.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
