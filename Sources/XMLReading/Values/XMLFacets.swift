/// The facets of an XML Schema simple type: the rules a value's text must keep beyond its type
/// (XSD 1.0 Part 2, §4.3), checked on reading and before writing by ``ValueFormat/checked(_:)``.
///
/// ```swift
/// // <xs:restriction base="xs:decimal"><xs:minInclusive value="0.0"/><xs:maxInclusive value="1.0"/>
/// Element("priority", \.priority, format: .checked(XMLFacets(minInclusive: "0.0", maxInclusive: "1.0")))
/// // <priority>1.5</priority> → line 4, column 24: cannot read "1.5" as XMLNumber for <priority>:
/// //   over the maximum 1.0 (maxInclusive) at /urlset/url[2]/priority
/// ```
///
/// Bounds and digit counts are for numbers written in decimal (`-0.50`, `12`; a bound of a float
/// also reads `1E3`, `INF` and `NaN` through `Double`); lengths count characters (Unicode scalars,
/// as XML Schema does). Each rule is checked on the text after ``whiteSpace``, the way a
/// schema validator sees it. A value must match every pattern (a schema that lists several in
/// one restriction means any of them: join them with `|` in one).
public struct XMLFacets: Sendable, Hashable {
    /// How a value's white space is seen before the rules: as written (`xs:string`), with tab,
    /// line feed and carriage return as spaces (`xs:normalizedString`), or also trimmed and with runs
    /// of spaces as one (`xs:token`, numbers, dates and every other built-in type).
    ///
    /// ```swift
    /// XMLFacets(whiteSpace: .collapse, patterns: ["[A-Z]{3}"]).violation(in: " EUR\n") == nil
    /// ```
    public enum WhiteSpace: Sendable, Hashable {
        /// As written: `" a\tb "` stays `" a\tb "`.
        case preserve
        /// Tab, line feed and carriage return as spaces: `" a\tb "` is `" a b "`.
        case replace
        /// Spaces replaced, trimmed, runs as one: `" a \t b "` is `"a b"`.
        case collapse
    }

    /// What ``length``, ``minLength`` and ``maxLength`` count: characters, or the bytes that hex
    /// (`xs:hexBinary`) or base64 (`xs:base64Binary`) text holds.
    ///
    /// ```swift
    /// XMLFacets(lengthUnit: .hexOctets, length: 2).violation(in: "0A1B") == nil
    /// ```
    public enum LengthUnit: Sendable, Hashable {
        /// Unicode scalars: `"été"` has 3.
        case characters
        /// The bytes of hex text: `"0A1B"` has 2.
        case hexOctets
        /// The bytes of base64 text: `"AQID"` has 3, `"AQ=="` has 1.
        case base64Octets
    }

    /// How white space is seen before the rules: `XMLFacets(whiteSpace: .collapse)`.
    public var whiteSpace: WhiteSpace
    /// What the lengths count: `XMLFacets(lengthUnit: .hexOctets, length: 16)` (an MD5 in hex).
    public var lengthUnit: LengthUnit
    /// The exact length: `XMLFacets(length: 3)` refuses `"EURO"`.
    public var length: Int?
    /// The least length: `XMLFacets(minLength: 1)` refuses `""`.
    public var minLength: Int?
    /// The greatest length: `XMLFacets(maxLength: 35)` refuses 36 characters.
    public var maxLength: Int?
    /// Patterns the whole value must each match: `XMLFacets(patterns: ["[A-Z]{3}"]).patterns[0].source == "[A-Z]{3}"`.
    public var patterns: [XMLSchemaPattern]
    /// The values allowed, as written after ``whiteSpace``; `nil` allows any:
    /// `XMLFacets(enumeration: ["a", "b"])` refuses `"c"`.
    public var enumeration: [String]?
    /// The least number allowed: `XMLFacets(minInclusive: "0")` refuses `-1`.
    public var minInclusive: String?
    /// The greatest number allowed: `XMLFacets(maxInclusive: "1.0")` refuses `1.5`.
    public var maxInclusive: String?
    /// A number the value must be over: `XMLFacets(minExclusive: "0")` refuses `0`.
    public var minExclusive: String?
    /// A number the value must be under: `XMLFacets(maxExclusive: "360")` refuses `360`.
    public var maxExclusive: String?
    /// The most digits, leading and trailing zeros not counted: `XMLFacets(totalDigits: 4)` refuses `12345`.
    public var totalDigits: Int?
    /// The most digits after the point, trailing zeros not counted: `XMLFacets(fractionDigits: 2)`
    /// refuses `12.345` and reads `12.340`.
    public var fractionDigits: Int?
    /// The facets of a union's member types: a value must keep one member's (each sees the text
    /// after its own ``whiteSpace``); empty for a type that is not a union.
    /// `XMLFacets(anyOf: [date, dateTime])` reads `2004-10-01` and `2004-10-01T18:23:17Z`.
    public var anyOf: [XMLFacets]

    /// Facets from their values; patterns as XML Schema writes them (a mistake in one is reported
    /// when the description that uses it is built).
    ///
    /// ```swift
    /// XMLFacets(whiteSpace: .collapse, patterns: ["[A-Z]{3}"])   // a currency code
    /// XMLFacets(totalDigits: 18, fractionDigits: 5)              // ISO 20022's amounts
    /// ```
    public init(
        whiteSpace: WhiteSpace = .preserve, lengthUnit: LengthUnit = .characters, length: Int? = nil,
        minLength: Int? = nil, maxLength: Int? = nil,
        patterns: [String] = [], enumeration: [String]? = nil, minInclusive: String? = nil,
        maxInclusive: String? = nil, minExclusive: String? = nil, maxExclusive: String? = nil,
        totalDigits: Int? = nil, fractionDigits: Int? = nil, anyOf: [XMLFacets] = []
    ) {
        self.whiteSpace = whiteSpace
        self.lengthUnit = lengthUnit
        self.length = length
        self.minLength = minLength
        self.maxLength = maxLength
        var compiled: [XMLSchemaPattern] = []
        var problems: [String] = []
        for pattern in patterns {
            do { compiled.append(try XMLSchemaPattern(pattern)) } catch { problems.append(error.message) }
        }
        self.patterns = compiled
        self.problems = problems
        self.enumeration = enumeration
        self.minInclusive = minInclusive
        self.maxInclusive = maxInclusive
        self.minExclusive = minExclusive
        self.maxExclusive = maxExclusive
        self.totalDigits = totalDigits
        self.fractionDigits = fractionDigits
        self.anyOf = anyOf
        self.problems += anyOf.flatMap(\.problems)
    }

    /// Mistakes in the facets themselves (a pattern that does not compile), reported when a
    /// description that uses them is built:
    /// `XMLFacets(patterns: ["[A-Z"]).problems == [#"the pattern "[A-Z" is invalid: a [ without its ]"#]`.
    public private(set) var problems: [String]

    /// The rule `text` breaks, in words, or `nil` when it keeps them all.
    ///
    /// ```swift
    /// XMLFacets(fractionDigits: 2).violation(in: "12.345")   // "3 fraction digits, the schema allows 2 (fractionDigits)"
    /// ```
    public func violation(in text: String) -> String? {
        if !anyOf.isEmpty, !anyOf.contains(where: { $0.violation(in: text) == nil }) {
            return "a value of none of the union's member types (union)"
        }
        let value = normalized(text)
        let count = self.count(value)
        if let length, count != length { return "\(characters(count)), the schema requires \(length) (length)" }
        if let minLength, count < minLength {
            return "\(characters(count)), the schema requires at least \(minLength) (minLength)"
        }
        if let maxLength, count > maxLength {
            return "\(characters(count)), the schema allows at most \(maxLength) (maxLength)"
        }
        if let enumeration, !enumeration.contains(value) {
            return
                "not one of the schema's values \(enumeration.map { String(reflecting: $0) }.joined(separator: ", ")) (enumeration)"
        }
        for pattern in patterns where !pattern.matches(value) {
            return "does not match the schema's pattern \(pattern.source) (pattern)"
        }
        return numberViolation(value)
    }

    /// Whether the value in the UTF-8 `bytes` (valid UTF-8) keeps every rule, decided without
    /// making a `String` where that is quick; `false` also means "ask ``violation(in:)``", which
    /// names the rule broken (or finds none, for a value this does not decide, such as one that
    /// whitespace normalization changes).
    ///
    /// ```swift
    /// XMLFacets(patterns: ["[A-Z]{3}"]).admits(utf8: bytes)   // true for "EUR"
    /// ```
    func admits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard anyOf.isEmpty else { return false }
        if whiteSpace != .preserve {
            // The bytes are the normalized value only when normalizing changes nothing.
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x09 || byte == 0x0A || byte == 0x0D { return false }
                if whiteSpace == .collapse, byte == 0x20,
                    index == 0 || index == bytes.count - 1 || bytes[index - 1] == 0x20
                {
                    return false
                }
            }
        }
        if length != nil || minLength != nil || maxLength != nil {
            guard lengthUnit == .characters else { return false }
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            if let length, count != length { return false }
            if let minLength, count < minLength { return false }
            if let maxLength, count > maxLength { return false }
        }
        if let enumeration, !enumeration.contains(where: { $0.utf8.elementsEqual(bytes) }) { return false }
        for pattern in patterns where !pattern.matches(utf8: bytes) { return false }
        guard
            minInclusive != nil || maxInclusive != nil || minExclusive != nil || maxExclusive != nil
                || totalDigits != nil || fractionDigits != nil
        else { return true }
        return numberViolation(String(validatedUTF8: bytes)) == nil
    }

    /// The bounds and digits rules `value` (normalized) breaks.
    private func numberViolation(_ value: String) -> String? {
        if minInclusive != nil || maxInclusive != nil || minExclusive != nil || maxExclusive != nil {
            if let problem = boundsViolation(value) { return problem }
        }
        if totalDigits != nil || fractionDigits != nil, let decimal = DecimalDigits(value) {
            if let totalDigits, decimal.totalDigits > totalDigits {
                return "\(decimal.totalDigits) digits, the schema allows \(totalDigits) (totalDigits)"
            }
            if let fractionDigits, decimal.fraction.count > fractionDigits {
                return "\(decimal.fraction.count) fraction digits, the schema allows \(fractionDigits) (fractionDigits)"
            }
        }
        return nil
    }

    private func characters(_ count: Int) -> String {
        let unit = lengthUnit == .characters ? "character" : "byte"
        return count == 1 ? "1 \(unit)" : "\(count) \(unit)s"
    }

    /// The length ``length`` and its bounds see: characters, or the bytes hex or base64 text holds
    /// (base64's spaces and padding not counted).
    private func count(_ value: String) -> Int {
        switch lengthUnit {
        case .characters: return value.unicodeScalars.count
        case .hexOctets: return value.unicodeScalars.count / 2
        case .base64Octets:
            var digits = 0
            var padding = 0
            for scalar in value.unicodeScalars where scalar != " " {
                if scalar == "=" { padding += 1 } else { digits += 1 }
            }
            return (digits + padding) / 4 * 3 - padding
        }
    }

    /// The text as a validator sees it, after ``whiteSpace``.
    func normalized(_ text: String) -> String {
        switch whiteSpace {
        case .preserve: return text
        case .replace:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.isXMLWhitespace ? " " : $0 }))
        case .collapse:
            var result = String.UnicodeScalarView()
            var pendingSpace = false
            for scalar in text.unicodeScalars {
                if scalar.isXMLWhitespace {
                    pendingSpace = !result.isEmpty
                } else {
                    if pendingSpace { result.append(" ") }
                    pendingSpace = false
                    result.append(scalar)
                }
            }
            return String(result)
        }
    }

    private func boundsViolation(_ value: String) -> String? {
        func compare(_ bound: String) -> Int? {
            if let left = DecimalDigits(value), let right = DecimalDigits(bound) { return left.compare(right) }
            guard let left = Double(value), let right = Double(bound), !left.isNaN, !right.isNaN else { return nil }
            return left < right ? -1 : left > right ? 1 : 0
        }
        let checks: [(String?, String, (Int) -> Bool, String)] = [
            (minInclusive, "minInclusive", { $0 >= 0 }, "under the minimum"),
            (maxInclusive, "maxInclusive", { $0 <= 0 }, "over the maximum"),
            (minExclusive, "minExclusive", { $0 > 0 }, "not over"),
            (maxExclusive, "maxExclusive", { $0 < 0 }, "not under"),
        ]
        for (bound, facet, keeps, words) in checks {
            guard let bound else { continue }
            guard let order = compare(bound) else { return "not a number to compare with \(bound) (\(facet))" }
            if !keeps(order) { return "\(words) \(bound) (\(facet))" }
        }
        return nil
    }

    /// A number written in decimal, its digits without the zeros that do not count: `-007.50` is
    /// negative, integer `7`, fraction `5`.
    struct DecimalDigits {
        var negative: Bool
        var integer: Substring.UnicodeScalarView
        var fraction: Substring.UnicodeScalarView

        init?(_ text: String) {
            var scalars = Substring(text).unicodeScalars
            negative = scalars.first == "-"
            if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
            let point = scalars.firstIndex(of: ".")
            var integer = scalars[..<(point ?? scalars.endIndex)]
            var fraction = point.map { scalars[scalars.index(after: $0)...] } ?? scalars[scalars.endIndex...]
            guard !(integer.isEmpty && fraction.isEmpty),
                integer.allSatisfy({ ("0"..."9").contains($0) }), fraction.allSatisfy({ ("0"..."9").contains($0) })
            else { return nil }
            while integer.first == "0" { integer.removeFirst() }
            while fraction.last == "0" { fraction.removeLast() }
            self.integer = integer
            self.fraction = fraction
            if integer.isEmpty && fraction.isEmpty { negative = false }
        }

        /// XML Schema's totalDigits: the digits of the value, at least one.
        var totalDigits: Int { max(integer.count + fraction.count, 1) }

        /// -1, 0 or 1.
        func compare(_ other: DecimalDigits) -> Int {
            if negative != other.negative { return negative ? -1 : 1 }
            let magnitude = compareMagnitude(other)
            return negative ? -magnitude : magnitude
        }

        private func compareMagnitude(_ other: DecimalDigits) -> Int {
            if integer.count != other.integer.count { return integer.count < other.integer.count ? -1 : 1 }
            for (left, right) in zip(integer, other.integer) where left != right { return left < right ? -1 : 1 }
            for (left, right) in zip(fraction, other.fraction) where left != right { return left < right ? -1 : 1 }
            if fraction.count != other.fraction.count { return fraction.count < other.fraction.count ? -1 : 1 }
            return 0
        }
    }
}

extension ValueFormat where Value: XMLScalar {
    /// ``standard``, refusing text that breaks `facets`: on reading, with the rule in the error
    /// (`cannot read "12.345" as XMLNumber for <cbc:TaxAmount>: 3 fraction digits, the schema allows
    /// 2 (fractionDigits)`), and on writing, before the value is written (``XMLWriter`` throws and a
    /// file written with it is left as it was).
    ///
    /// ```swift
    /// Element("TaxAmount", \.taxAmount, format: .checked(XMLFacets(totalDigits: 18, fractionDigits: 2)))
    /// Attribute("currencyID", \.currency, format: .checked(XMLFacets(patterns: ["[A-Z]{3}"])))
    /// ```
    public static func checked(_ facets: XMLFacets) -> ValueFormat {
        let standard = ValueFormat.standard
        var format = ValueFormat(
            typeName: standard.typeName, problem: facets.problems.first,
            read: { text in
                if let violation = facets.violation(in: text) { throw XMLFacets.Violation(description: violation) }
                return try standard.read(text)
            },
            write: { value in
                let text = value.xmlText
                if let violation = facets.violation(in: text) {
                    throw XMLFacets.Violation(description: "\(String(reflecting: text)): \(violation)")
                }
                return text
            })
        // From the bytes when the facets decide there and the standard format reads them;
        // anything else goes the way of the text above, which names the rule broken.
        if let readBytes = standard.readBytes {
            format.readBytes = { bytes in facets.admits(utf8: bytes) ? readBytes(bytes) : nil }
        }
        format.unchecked = UncheckedReading(read: standard.read, readBytes: standard.readBytes)
        return format
    }
}

extension XMLFacets {
    /// A rule a value breaks, in words: `3 fraction digits, the schema allows 2 (fractionDigits)`.
    public struct Violation: Error, CustomStringConvertible, Equatable {
        /// The rule broken, in words: `"\(violation)" == "3 fraction digits, the schema allows 2 (fractionDigits)"`.
        public let description: String
    }
}
