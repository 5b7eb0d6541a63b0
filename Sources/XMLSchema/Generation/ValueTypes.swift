import XMLReading

/// The Swift type of a simple type's values: a type of XMLReading that keeps the lexical form
/// (`XMLNumber`, `XMLDate`), `String` for the rest, or a generated enum for an enumeration; with
/// the facets its values must keep (the type's own and its built-in base's), checked through
/// `ValueFormat.checked`.
package struct ValueType: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case string
        case number
        case date
        /// A generated `enum … : String, XMLScalar`, by its Swift name.
        case enumeration(String)
    }

    package var kind: Kind
    /// The rules beyond the Swift type (an enumeration's values are checked by its enum, and here
    /// only where it is a union's member).
    package var facets: FacetsPlan?
    /// `xs:ID` or a type derived from it: its values are unique in a document.
    package var isIdentifier = false

    package static let string = ValueType(kind: .string, facets: FacetsPlan())
    /// A generated enum; its values are its facets where it is a union's member.
    package static func enumeration(_ name: String, values: [String], whiteSpace: String) -> ValueType {
        var facets = FacetsPlan(origin: name)
        facets.whiteSpace = whiteSpace
        facets.enumeration = values
        return ValueType(kind: .enumeration(name), facets: facets)
    }

    package var swiftName: String {
        switch kind {
        case .string: "String"
        case .number: "XMLNumber"
        case .date: "XMLDate"
        case .enumeration(let name): name
        }
    }

    /// The type a restriction of this one makes: the same Swift type, with the restriction's facets.
    func restricted(by restriction: SimpleRestriction, origin: String) -> ValueType {
        if case .enumeration = kind { return self }
        guard let facets else { return self }
        var type = self
        type.facets = facets.restricted(by: restriction, origin: origin)
        return type
    }

    /// The type of an attribute or element with a `fixed` value: that value only (an
    /// enumeration of one, after the type's white space), besides the type's own rules. An enum
    /// stays as it is (its cases are the values the schema allows).
    func fixed(_ value: String?, origin: String) -> ValueType {
        guard let value else { return self }
        if case .enumeration = kind { return self }
        var plan = facets ?? FacetsPlan()
        plan.origin = origin + "Fixed"
        plan.enumeration = [value]
        var type = self
        type.facets = plan
        return type
    }

    /// Whether reading and writing check facets (a plan with rules, not only white space).
    package var isChecked: Bool {
        if case .enumeration = kind { return false }
        return facets?.hasRules ?? false
    }

    /// The value a required property starts with before it is read.
    package var initialValue: String {
        switch kind {
        case .string: "\"\""
        case .number: "XMLNumber(0)"
        case .date: "XMLDate(xmlText: \"1970-01-01\")!"
        case .enumeration(let name): "\(name).allCases[0]"
        }
    }

    /// XML Schema's built-in type of this local name, as the generated models hold it. Numbers and
    /// dates keep their text (`1.50`, `2023-11-05T10:00:00+00:00`); booleans, binary data, names,
    /// durations and the rest are `String`, kept as written (`1` stays `1`, base64 keeps its lines).
    /// Each has the facets that make its lexical space (an `xs:int` is an integer from -2147483648
    /// to 2147483647, an `xs:boolean` is `true`, `false`, `1` or `0`).
    static func builtIn(_ localName: String) -> ValueType {
        let kind: Kind
        switch localName {
        case "decimal", "integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
            "nonPositiveInteger", "negativeInteger", "unsignedInt", "unsignedLong", "unsignedShort", "unsignedByte",
            "float", "double":
            kind = .number
        case "date", "dateTime", "time", "gYear", "gYearMonth": kind = .date
        default: kind = .string
        }
        return ValueType(kind: kind, facets: FacetsPlan.builtIn(localName), isIdentifier: localName == "ID")
    }
}
