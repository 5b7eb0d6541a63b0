/// A set of characters of an XML Schema pattern: `[A-Z]`, `\d`, `\p{Lu}`, `\i`, `[a-z-[aeiou]]`.
///
/// ```swift
/// let vowels = ScalarClass.ranges([0x61...0x61, 0x65...0x65, 0x69...0x69, 0x6F...0x6F, 0x75...0x75])
/// ScalarClass.subtraction(.ranges([0x61...0x7A]), vowels).contains("b")   // true
/// ```
indirect enum ScalarClass: Sendable {
    /// The characters in these ranges of scalar values.
    case ranges([ClosedRange<UInt32>])
    /// The characters of these general categories (`\p{L}` is the five letter categories).
    case categories(Set<Unicode.GeneralCategory>)
    /// The characters of any of these classes (a class with several items).
    case union([ScalarClass])
    /// The characters not in the class (`[^…]`, `\P{…}`, `\S`, `\D`).
    case complement(ScalarClass)
    /// The characters of the first class not in the second (`[a-z-[aeiou]]`).
    case subtraction(ScalarClass, ScalarClass)

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .ranges(let ranges): return ranges.contains { $0.contains(scalar.value) }
        case .categories(let categories): return categories.contains(scalar.properties.generalCategory)
        case .union(let classes): return classes.contains { $0.contains(scalar) }
        case .complement(let base): return !base.contains(scalar)
        case .subtraction(let base, let removed): return base.contains(scalar) && !removed.contains(scalar)
        }
    }

    /// `.` : every character but a line feed and a carriage return.
    static let wildcard = ScalarClass.complement(.ranges([0x0A...0x0A, 0x0D...0x0D]))
    /// `\s`: space, tab, line feed, carriage return.
    static let space = ScalarClass.ranges([0x09...0x0A, 0x0D...0x0D, 0x20...0x20])
    /// `\d`: decimal digits of every script (`Nd`).
    static let digit = ScalarClass.categories([.decimalNumber])
    /// `\w`: every character but punctuation, separators and "other" (`[^\p{P}\p{Z}\p{C}]`).
    static let word = ScalarClass.complement(
        .categories(categories["P"]!.union(categories["Z"]!).union(categories["C"]!)))
    /// `\i`: XML 1.0's NameStartChar.
    static let nameStart = ScalarClass.ranges([
        0x3A...0x3A, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF,
        0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
        0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF,
    ])
    /// `\c`: XML 1.0's NameChar.
    static let nameCharacter = ScalarClass.union([
        nameStart, .ranges([0x2D...0x2E, 0x30...0x39, 0xB7...0xB7, 0x300...0x36F, 0x203F...0x2040]),
    ])

    /// The general categories XML Schema names, each with the categories it stands for.
    static let categories: [String: Set<Unicode.GeneralCategory>] = {
        let single: [String: Unicode.GeneralCategory] = [
            "Lu": .uppercaseLetter, "Ll": .lowercaseLetter, "Lt": .titlecaseLetter, "Lm": .modifierLetter,
            "Lo": .otherLetter, "Mn": .nonspacingMark, "Mc": .spacingMark, "Me": .enclosingMark,
            "Nd": .decimalNumber, "Nl": .letterNumber, "No": .otherNumber, "Pc": .connectorPunctuation,
            "Pd": .dashPunctuation, "Ps": .openPunctuation, "Pe": .closePunctuation, "Pi": .initialPunctuation,
            "Pf": .finalPunctuation, "Po": .otherPunctuation, "Zs": .spaceSeparator, "Zl": .lineSeparator,
            "Zp": .paragraphSeparator, "Sm": .mathSymbol, "Sc": .currencySymbol, "Sk": .modifierSymbol,
            "So": .otherSymbol, "Cc": .control, "Cf": .format, "Co": .privateUse, "Cn": .unassigned,
        ]
        var all = single.mapValues { Set([$0]) }
        for letter in ["L", "M", "N", "P", "Z", "S", "C"] {
            all[letter] = Set(single.filter { $0.key.hasPrefix(letter) }.values)
        }
        return all
    }()
}

/// A ``ScalarClass`` as the matcher tests it: ASCII from two bit masks, the rest from the class.
struct CompiledScalarClass: Sendable {
    private let low: UInt64
    private let high: UInt64
    private let rest: ScalarClass

    init(_ scalarClass: ScalarClass) {
        var (low, high): (UInt64, UInt64) = (0, 0)
        for value in UInt32(0)..<128 where scalarClass.contains(Unicode.Scalar(UInt8(value))) {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
        (self.low, self.high, rest) = (low, high, scalarClass)
    }

    @inline(__always) func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return low & (1 << UInt64(value)) != 0 }
        if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
        return rest.contains(scalar)
    }
}
