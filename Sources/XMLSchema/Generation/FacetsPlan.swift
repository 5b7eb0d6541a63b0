import XMLReading

/// The facets of a simple type as the schemas write them, gathered along its derivation: what
/// the generated models check through `ValueFormat.checked(XMLFacets(…))`.
package struct FacetsPlan: Hashable, Sendable {
    /// The simple type the facets come from (its local name, or the element's or attribute's for
    /// an anonymous one): the name of the generated constant (`Facets.currencyCode`).
    var origin = "string"
    /// `preserve`, `replace` or `collapse`.
    var whiteSpace = "preserve"
    /// `characters`, `hexOctets` (`xs:hexBinary`) or `base64Octets` (`xs:base64Binary`).
    var lengthUnit = "characters"
    var length: Int?
    var minLength: Int?
    var maxLength: Int?
    /// Every one must match: one per derivation step (a step's several patterns joined with `|`).
    var patterns: [String] = []
    var minInclusive: String?
    var maxInclusive: String?
    var minExclusive: String?
    var maxExclusive: String?
    var totalDigits: Int?
    var fractionDigits: Int?
    /// The values of an enumeration: checked only where the type is a union's member (the enum
    /// refuses other values itself).
    var enumeration: [String]?
    /// A union's members: one of them must accept the value.
    var anyOf: [FacetsPlan] = []

    /// Whether there is anything to check beyond white space.
    var hasRules: Bool {
        length != nil || minLength != nil || maxLength != nil || !patterns.isEmpty || minInclusive != nil
            || maxInclusive != nil || minExclusive != nil || maxExclusive != nil || totalDigits != nil
            || fractionDigits != nil || enumeration != nil || !anyOf.isEmpty
    }

    /// The facets a restriction adds: its own bounds replace the base's (a valid schema only
    /// narrows them), its patterns are checked beside the base's.
    func restricted(by restriction: SimpleRestriction, origin: String) -> FacetsPlan {
        var plan = self
        plan.origin = origin
        if let value = restriction.whiteSpace { plan.whiteSpace = value }
        if let value = restriction.length.flatMap(Self.count) { plan.length = value }
        if let value = restriction.minLength.flatMap(Self.count) { plan.minLength = value }
        if let value = restriction.maxLength.flatMap(Self.count) { plan.maxLength = value }
        if !restriction.patterns.isEmpty {
            plan.patterns.append(
                restriction.patterns.count == 1
                    ? restriction.patterns[0] : restriction.patterns.map { "(\($0))" }.joined(separator: "|"))
        }
        if let value = restriction.minInclusive { plan.minInclusive = value }
        if let value = restriction.maxInclusive { plan.maxInclusive = value }
        if let value = restriction.minExclusive { plan.minExclusive = value }
        if let value = restriction.maxExclusive { plan.maxExclusive = value }
        if let value = restriction.totalDigits.flatMap(Self.count) { plan.totalDigits = value }
        if let value = restriction.fractionDigits.flatMap(Self.count) { plan.fractionDigits = value }
        return plan
    }

    private static func count(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The facets as Swift: `XMLFacets(whiteSpace: .collapse, patterns: ["[A-Z]{3}"])`.
    var swiftExpression: String {
        var arguments: [String] = []
        if whiteSpace != "preserve" { arguments.append("whiteSpace: .\(whiteSpace)") }
        if lengthUnit != "characters", length != nil || minLength != nil || maxLength != nil {
            arguments.append("lengthUnit: .\(lengthUnit)")
        }
        if let length { arguments.append("length: \(length)") }
        if let minLength { arguments.append("minLength: \(minLength)") }
        if let maxLength { arguments.append("maxLength: \(maxLength)") }
        if !patterns.isEmpty {
            arguments.append("patterns: [" + patterns.map(SwiftNames.stringLiteral).joined(separator: ", ") + "]")
        }
        for (label, value) in [
            ("minInclusive", minInclusive), ("maxInclusive", maxInclusive), ("minExclusive", minExclusive),
            ("maxExclusive", maxExclusive),
        ] {
            if let value { arguments.append("\(label): \(SwiftNames.stringLiteral(value))") }
        }
        if let enumeration {
            arguments.append("enumeration: [" + enumeration.map(SwiftNames.stringLiteral).joined(separator: ", ") + "]")
        }
        if let totalDigits { arguments.append("totalDigits: \(totalDigits)") }
        if let fractionDigits { arguments.append("fractionDigits: \(fractionDigits)") }
        if !anyOf.isEmpty { arguments.append("anyOf: [" + anyOf.map(\.swiftExpression).joined(separator: ", ") + "]") }
        return "XMLFacets(" + arguments.joined(separator: ", ") + ")"
    }

    /// The facets of a built-in type's lexical space (XSD 1.0 Part 2, §3.2 and §3.3), so that
    /// `abc` in an `xs:int` or `maybe` in an `xs:boolean` is refused.
    static func builtIn(_ localName: String) -> FacetsPlan {
        // XMLReading's table; a name it lacks (none a schema can use) collapses white space.
        let facets = XMLFacets.builtIn(localName) ?? XMLFacets(whiteSpace: .collapse)
        var plan = FacetsPlan(origin: localName)
        plan.whiteSpace =
            switch facets.whiteSpace {
            case .preserve: "preserve"
            case .replace: "replace"
            case .collapse: "collapse"
            }
        plan.lengthUnit =
            switch facets.lengthUnit {
            case .characters: "characters"
            case .hexOctets: "hexOctets"
            case .base64Octets: "base64Octets"
            }
        plan.patterns = facets.patterns.map(\.source)
        plan.minInclusive = facets.minInclusive
        plan.maxInclusive = facets.maxInclusive
        return plan
    }
}
