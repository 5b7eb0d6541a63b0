import XMLReading

/// The Swift type of a simple type's values: a type of XMLReading that keeps the lexical form
/// (`XMLNumber`, `XMLDate`), `String` for the rest, or a generated enum for an enumeration.
package enum ValueType: Equatable, Sendable {
    case string
    case number
    case date
    /// A generated `enum … : String, XMLScalar`, by its Swift name.
    case enumeration(String)

    package var swiftName: String {
        switch self {
        case .string: "String"
        case .number: "XMLNumber"
        case .date: "XMLDate"
        case .enumeration(let name): name
        }
    }

    /// The value a required property starts with before it is read.
    package var initialValue: String {
        switch self {
        case .string: "\"\""
        case .number: "XMLNumber(0)"
        case .date: "XMLDate(xmlText: \"1970-01-01\")!"
        case .enumeration(let name): "\(name).allCases[0]"
        }
    }

    /// XML Schema's built-in types by local name, as the generated models hold them. Numbers and
    /// dates keep their text (`1.50`, `2023-11-05T10:00:00+00:00`); booleans, binary data, names,
    /// durations and the rest are `String`, kept as written (`1` stays `1`, base64 keeps its lines).
    static let builtIns: [String: ValueType] = {
        var table: [String: ValueType] = [:]
        for name in [
            "decimal", "integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
            "nonPositiveInteger", "negativeInteger", "unsignedInt", "unsignedLong", "unsignedShort", "unsignedByte",
            "float", "double",
        ] {
            table[name] = .number
        }
        for name in ["date", "dateTime", "time", "gYear", "gYearMonth"] { table[name] = .date }
        return table
    }()
}
