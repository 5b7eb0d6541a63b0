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
        var plan = FacetsPlan(origin: localName)
        switch localName {
        case "string": return plan
        case "normalizedString":
            plan.whiteSpace = "replace"
            return plan
        default: plan.whiteSpace = "collapse"
        }
        let zone = "(Z|[+\\-][0-9]{2}:[0-9]{2})?"
        let integer = "[+\\-]?[0-9]+"
        let ncName = "[\\i-[:]][\\c-[:]]*"
        let bounds: [String: (String?, String?)] = [
            "nonNegativeInteger": ("0", nil), "positiveInteger": ("1", nil), "nonPositiveInteger": (nil, "0"),
            "negativeInteger": (nil, "-1"), "long": ("-9223372036854775808", "9223372036854775807"),
            "int": ("-2147483648", "2147483647"), "short": ("-32768", "32767"), "byte": ("-128", "127"),
            "unsignedLong": ("0", "18446744073709551615"), "unsignedInt": ("0", "4294967295"),
            "unsignedShort": ("0", "65535"), "unsignedByte": ("0", "255"),
        ]
        switch localName {
        case "boolean": plan.patterns = ["true|false|1|0"]
        case "decimal": plan.patterns = ["[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)"]
        case "integer": plan.patterns = [integer]
        case _ where bounds[localName] != nil:
            plan.patterns = [integer]
            (plan.minInclusive, plan.maxInclusive) = bounds[localName]!
        case "float", "double": plan.patterns = ["[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([Ee][+\\-]?[0-9]+)?|-?INF|NaN"]
        case "date": plan.patterns = ["-?[0-9]{4,}-[0-9]{2}-[0-9]{2}" + zone]
        case "dateTime": plan.patterns = ["-?[0-9]{4,}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?" + zone]
        case "time": plan.patterns = ["[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?" + zone]
        case "gYear": plan.patterns = ["-?[0-9]{4,}" + zone]
        case "gYearMonth": plan.patterns = ["-?[0-9]{4,}-[0-9]{2}" + zone]
        case "gMonthDay": plan.patterns = ["--[0-9]{2}-[0-9]{2}" + zone]
        case "gMonth": plan.patterns = ["--[0-9]{2}" + zone]
        case "gDay": plan.patterns = ["---[0-9]{2}" + zone]
        case "duration":
            plan.patterns = ["-?P(([0-9]+Y)?([0-9]+M)?([0-9]+D)?(T(([0-9]+H)?([0-9]+M)?([0-9]+(\\.[0-9]+)?S)?))?)"]
        case "hexBinary":
            plan.patterns = ["([0-9a-fA-F]{2})*"]
            plan.lengthUnit = "hexOctets"
        case "base64Binary":
            plan.lengthUnit = "base64Octets"
            // XSD 1.0's Base64Binary production: groups of four, single spaces allowed between.
            plan.patterns = [
                "(([A-Za-z0-9+/] ?){4})*(([A-Za-z0-9+/] ?){3}[A-Za-z0-9+/]|([A-Za-z0-9+/] ?){2}[AEIMQUYcgkosw048] ?=|[A-Za-z0-9+/] ?[AQgw] ?= ?=)?"
            ]
        case "language": plan.patterns = ["[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*"]
        case "Name": plan.patterns = ["\\i\\c*"]
        case "NCName", "ID", "IDREF", "ENTITY": plan.patterns = [ncName]
        case "QName": plan.patterns = ["(\(ncName):)?\(ncName)"]
        case "NMTOKEN": plan.patterns = ["\\c+"]
        case "NMTOKENS": plan.patterns = ["\\c+( \\c+)*"]
        case "IDREFS", "ENTITIES": plan.patterns = ["\(ncName)( \(ncName))*"]
        default: break
        }
        return plan
    }
}
