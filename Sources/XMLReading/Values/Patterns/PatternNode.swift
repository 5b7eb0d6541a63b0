/// A pattern as its grammar reads it (XSD 1.0 Part 2, Appendix F): `regExp ::= branch ('|' branch)*`,
/// `branch ::= piece*`, `piece ::= atom quantifier?`. Character classes are indexes into the
/// parser's list of classes, so that a counted piece (`[A-Z]{3}`) repeats one class.
///
/// ```swift
/// // "[A-Z]{2}(-[0-9]+)?" reads as
/// // .sequence([.repeated(.scalars(0), min: 2, max: 2),
/// //            .repeated(.sequence([.scalars(1), .repeated(.scalars(2), min: 1, max: nil)]), min: 0, max: 1)])
/// ```
indirect enum PatternNode: Sendable {
    case scalars(Int)
    case sequence([PatternNode])
    case alternatives([PatternNode])
    case repeated(PatternNode, min: Int, max: Int?)
}

/// Reads XML Schema's pattern grammar into a ``PatternNode`` and its character classes; a
/// pattern the grammar does not allow throws a ``Problem`` that says what to write instead.
struct PatternParser {
    struct Problem: Error {
        let text: String
    }

    /// The largest count a quantifier may give (`{0,10000}`): a bound on the matcher's size.
    static let largestCount = 10_000

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var classes: [ScalarClass] = []

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// The whole pattern.
    mutating func parse() throws(Problem) -> PatternNode {
        let node = try alternatives()
        if next == ")" { throw Problem(text: "a ) without its (") }
        return node
    }

    private mutating func alternatives() throws(Problem) -> PatternNode {
        var branches = [try branch()]
        while next == "|" {
            index += 1
            branches.append(try branch())
        }
        return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    private mutating func branch() throws(Problem) -> PatternNode {
        var pieces: [PatternNode] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            index += 1
            var atom: PatternNode
            switch scalar {
            case "\\":
                switch try escape() {
                case .single(let single): atom = add(.ranges([single.value...single.value]))
                case .set(let set): atom = add(set)
                }
            case "[": atom = add(try characterClass())
            case "]": throw Problem(text: "a ] outside a character class (write \\])")
            case ".": atom = add(.wildcard)
            case "(":
                if next == "?" { throw Problem(text: "(? is not XML Schema's (groups do not take options)") }
                atom = try alternatives()
                guard next == ")" else { throw Problem(text: "a ( without its )") }
                index += 1
            case "?", "*", "+", "{":
                throw Problem(text: "\(scalar) with nothing before it to repeat (write \\\(scalar) for the character)")
            default: atom = add(.ranges([scalar.value...scalar.value]))
            }
            if let (min, max) = try quantifier() { atom = .repeated(atom, min: min, max: max) }
            if let following = next, "?*+{".unicodeScalars.contains(following) {
                throw Problem(text: "two quantifiers in a row (group the first one: (a*)+)")
            }
            pieces.append(atom)
        }
        return pieces.count == 1 ? pieces[0] : .sequence(pieces)
    }

    private mutating func add(_ scalarClass: ScalarClass) -> PatternNode {
        classes.append(scalarClass)
        return .scalars(classes.count - 1)
    }

    /// `?`, `*`, `+`, `{n}`, `{n,}` or `{n,m}` after an atom, as counts; `nil` for none.
    private mutating func quantifier() throws(Problem) -> (Int, Int?)? {
        switch next {
        case "?":
            index += 1
            return (0, 1)
        case "*":
            index += 1
            return (0, nil)
        case "+":
            index += 1
            return (1, nil)
        case "{":
            index += 1
            let malformed = Problem(text: "a quantity is written {n}, {n,} or {n,m}")
            let min = try count()
            guard let min else { throw malformed }
            var max: Int? = min
            if next == "," {
                index += 1
                max = try count()
            }
            guard next == "}" else { throw malformed }
            index += 1
            if let max, max < min { throw Problem(text: "{\(min),\(max)} counts down (write {\(max),\(min)})") }
            return (min, max)
        default: return nil
        }
    }

    private mutating func count() throws(Problem) -> Int? {
        var value: Int?
        while let scalar = next, ("0"..."9").contains(scalar) {
            value = (value ?? 0) * 10 + Int(scalar.value - 48)
            guard value! <= Self.largestCount else {
                throw Problem(text: "a count above \(Self.largestCount) (the largest one checked)")
            }
            index += 1
        }
        return value
    }

    /// A class after its `[`: `[^…]`, characters, ranges, escapes, and a subtraction `-[…]` before the `]`.
    private mutating func characterClass() throws(Problem) -> ScalarClass {
        var negated = false
        if next == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var sets: [ScalarClass] = []
        var subtracted: ScalarClass?
        var first = true
        while true {
            guard let scalar = next else { throw Problem(text: "a [ without its ]") }
            if scalar == "]" && !first {
                index += 1
                break
            }
            if scalar == "-" && !first && peek(1) == "[" {
                index += 2
                subtracted = try characterClass()
                guard next == "]" else { throw Problem(text: "a subtraction -[…] must end its class") }
                index += 1
                break
            }
            if scalar == "-" && !first && peek(1) != "]" {
                if peek(1) == "-" { throw Problem(text: "-- inside a character class (escape the dash: \\-)") }
                throw Problem(text: "a - that starts no range inside a character class (escape the dash: \\-)")
            }
            first = false
            let start: Unicode.Scalar
            switch try classItem() {
            case .set(let set):
                sets.append(set)
                continue
            case .single(let single): start = single
            }
            // A range: a single character, a dash, a single character (not the dash of `-[`, not a last dash).
            guard next == "-", let after = peek(1), after != "[", after != "]" else {
                ranges.append(start.value...start.value)
                continue
            }
            if after == "-" { throw Problem(text: "-- inside a character class (escape the dash: \\-)") }
            index += 1
            guard case .single(let end) = try classItem() else {
                throw Problem(text: "a range ends at a character, not at a class escape")
            }
            guard start <= end else {
                throw Problem(text: "the range \(start)-\(end) runs backwards (write \(end)-\(start))")
            }
            ranges.append(start.value...end.value)
        }
        var base: ScalarClass = sets.isEmpty ? .ranges(ranges) : .union([.ranges(ranges)] + sets)
        if negated { base = .complement(base) }
        if let subtracted { return .subtraction(base, subtracted) }
        return base
    }

    private enum Item {
        case single(Unicode.Scalar)
        case set(ScalarClass)
    }

    /// One character or escape inside a class.
    private mutating func classItem() throws(Problem) -> Item {
        let scalar = next!
        index += 1
        switch scalar {
        case "\\": return try escape()
        case "[": throw Problem(text: "a [ inside a character class (write \\[)")
        default: return .single(scalar)
        }
    }

    /// An escape after its `\`: single characters, multi-character classes and categories.
    private mutating func escape() throws(Problem) -> Item {
        guard let scalar = next else { throw Problem(text: "a \\ at the end") }
        index += 1
        switch scalar {
        case "n": return .single("\n")
        case "r": return .single("\r")
        case "t": return .single("\t")
        case "\\", "|", ".", "?", "*", "+", "(", ")", "{", "}", "-", "[", "]", "^", "$": return .single(scalar)
        case "s": return .set(.space)
        case "S": return .set(.complement(.space))
        case "d": return .set(.digit)
        case "D": return .set(.complement(.digit))
        case "w": return .set(.word)
        case "W": return .set(.complement(.word))
        case "i": return .set(.nameStart)
        case "I": return .set(.complement(.nameStart))
        case "c": return .set(.nameCharacter)
        case "C": return .set(.complement(.nameCharacter))
        case "p", "P":
            let named = try property()
            return .set(scalar == "P" ? .complement(named) : named)
        default: throw Problem(text: "\\\(scalar) is not an escape of XML Schema")
        }
    }

    /// `{L}`, `{Lu}`, `{IsBasicLatin}` after `\p` or `\P`.
    private mutating func property() throws(Problem) -> ScalarClass {
        guard next == "{" else { throw Problem(text: "\\p is written \\p{Name}") }
        index += 1
        var name = ""
        while let scalar = next, scalar != "}" {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard next == "}", !name.isEmpty else { throw Problem(text: "\\p{ without its }") }
        index += 1
        if name.hasPrefix("Is") {
            guard let ranges = unicodeBlocks[String(name.dropFirst(2))] else {
                throw Problem(text: "\\p{\(name)} names no block of XML Schema")
            }
            return .ranges(ranges)
        }
        guard let categories = ScalarClass.categories[name] else {
            throw Problem(text: "\\p{\(name)} names no category")
        }
        return .categories(categories)
    }
}
