extension XMLFacets {
    /// The lexical space of XML Schema's built-in simple type `localName` (XSD 1.0 Part 2, §3.2
    /// and §3.3) as facets, so that `abc` as an `xs:int` or `maybe` as an `xs:boolean` is
    /// refused; `nil` for a name that is no built-in simple type.
    ///
    /// ```swift
    /// XMLFacets.builtIn("int")?.violation(in: "2147483648")   // "over the maximum 2147483647 (maxInclusive)"
    /// XMLFacets.builtIn("boolean")?.violation(in: " 1 ")      // nil: collapsed, then one of true, false, 1, 0
    /// Element("count", \.count, format: .checked(.builtIn("nonNegativeInteger")!))
    /// ```
    ///
    /// Strings keep their white space (`normalizedString` replaces tabs and line breaks with
    /// spaces); every other type collapses it first. Names (`NCName`, `QName`, `NMTOKEN`…), numbers,
    /// dates, durations, booleans, hex and base64 are checked by patterns, and the bounded integers
    /// (`int`, `unsignedByte`…) by their bounds; `anyURI`, `NOTATION` and `anySimpleType` accept any
    /// text.
    public static func builtIn(_ localName: String) -> XMLFacets? {
        builtInTypes[localName]
    }

    /// Every built-in simple type's facets, made (and their patterns compiled) once.
    private static let builtInTypes: [String: XMLFacets] = {
        var types: [String: XMLFacets] = [
            "string": XMLFacets(), "normalizedString": XMLFacets(whiteSpace: .replace),
            "token": XMLFacets(whiteSpace: .collapse), "anyURI": XMLFacets(whiteSpace: .collapse),
            "NOTATION": XMLFacets(whiteSpace: .collapse), "anySimpleType": XMLFacets(whiteSpace: .collapse),
        ]
        for (name, (low, high)) in integerBounds {
            types[name] = XMLFacets(whiteSpace: .collapse, patterns: [integer], minInclusive: low, maxInclusive: high)
        }
        for (name, pattern) in patterns {
            let unit: LengthUnit =
                switch name {
                case "hexBinary": .hexOctets
                case "base64Binary": .base64Octets
                default: .characters
                }
            types[name] = XMLFacets(whiteSpace: .collapse, lengthUnit: unit, patterns: [pattern])
        }
        return types
    }()

    private static let integer = "[+\\-]?[0-9]+"
    private static let zone = "(Z|[+\\-][0-9]{2}:[0-9]{2})?"
    private static let ncName = "[\\i-[:]][\\c-[:]]*"

    /// The integers with bounds: `nonNegativeInteger` from 0, `byte` from -128 to 127.
    private static let integerBounds: [String: (String?, String?)] = [
        "nonNegativeInteger": ("0", nil), "positiveInteger": ("1", nil), "nonPositiveInteger": (nil, "0"),
        "negativeInteger": (nil, "-1"), "long": ("-9223372036854775808", "9223372036854775807"),
        "int": ("-2147483648", "2147483647"), "short": ("-32768", "32767"), "byte": ("-128", "127"),
        "unsignedLong": ("0", "18446744073709551615"), "unsignedInt": ("0", "4294967295"),
        "unsignedShort": ("0", "65535"), "unsignedByte": ("0", "255"),
    ]

    /// The pattern of each other built-in type's lexical space.
    private static let patterns: [String: String] = [
        "boolean": "true|false|1|0",
        "decimal": "[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)",
        "integer": integer,
        "float": "[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([Ee][+\\-]?[0-9]+)?|-?INF|NaN",
        "double": "[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([Ee][+\\-]?[0-9]+)?|-?INF|NaN",
        "date": "-?[0-9]{4,}-[0-9]{2}-[0-9]{2}" + zone,
        "dateTime": "-?[0-9]{4,}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?" + zone,
        "time": "[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?" + zone,
        "gYear": "-?[0-9]{4,}" + zone,
        "gYearMonth": "-?[0-9]{4,}-[0-9]{2}" + zone,
        "gMonthDay": "--[0-9]{2}-[0-9]{2}" + zone,
        "gMonth": "--[0-9]{2}" + zone,
        "gDay": "---[0-9]{2}" + zone,
        "duration": "-?P(([0-9]+Y)?([0-9]+M)?([0-9]+D)?(T(([0-9]+H)?([0-9]+M)?([0-9]+(\\.[0-9]+)?S)?))?)",
        "hexBinary": "([0-9a-fA-F]{2})*",
        // XSD 1.0's Base64Binary production: groups of four, single spaces allowed between.
        "base64Binary":
            "(([A-Za-z0-9+/] ?){4})*(([A-Za-z0-9+/] ?){3}[A-Za-z0-9+/]|([A-Za-z0-9+/] ?){2}[AEIMQUYcgkosw048] ?=|[A-Za-z0-9+/] ?[AQgw] ?= ?=)?",
        "language": "[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*",
        "Name": "\\i\\c*",
        "NCName": ncName, "ID": ncName, "IDREF": ncName, "ENTITY": ncName,
        "QName": "(\(ncName):)?\(ncName)",
        "NMTOKEN": "\\c+",
        "NMTOKENS": "\\c+( \\c+)*",
        "IDREFS": "\(ncName)( \(ncName))*", "ENTITIES": "\(ncName)( \(ncName))*",
    ]
}
