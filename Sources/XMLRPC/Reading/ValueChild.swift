import XMLReading

/// The elements a `<value>` may hold, recognized from the name's length and then its bytes, and
/// kept as one byte: the name is rebuilt only for a diagnostic.
enum ValueChild: UInt8 {
    case int, i4, i8, string, double, boolean, dateTime, base64, `nil`, structure, array, extensionI8, extensionNil

    /// The child `name` is, or `nil` when a `<value>` may not hold it.
    @inline(__always)
    init?(_ name: XMLName) {
        let local = name.localName
        if let namespace = name.namespace {
            guard namespace == ValueReader.extensions else { return nil }
            if local == "i8" {
                self = .extensionI8
            } else if local == "nil" {
                self = .extensionNil
            } else {
                return nil
            }
            return
        }
        // The length of a short name is read from the string itself; then the spellings of that
        // length are compared (two equal short strings compare equal by their bits alone).
        let candidate: ValueChild
        let spelling: String
        switch local.utf8.count {
        case 2:
            if local == "i4" { self = .i4 } else if local == "i8" { self = .i8 } else { return nil }
            return
        case 3:
            if local == "int" { self = .int } else if local == "nil" { self = .nil } else { return nil }
            return
        case 5: (candidate, spelling) = (.array, "array")
        case 6:
            if local == "string" {
                self = .string
            } else if local == "struct" {
                self = .structure
            } else if local == "double" {
                self = .double
            } else if local == "base64" {
                self = .base64
            } else {
                return nil
            }
            return
        case 7: (candidate, spelling) = (.boolean, "boolean")
        case 16: (candidate, spelling) = (.dateTime, "dateTime.iso8601")
        default: return nil
        }
        guard local == spelling else { return nil }
        self = candidate
    }

    /// The scalar type of a type element; `nil` for `<struct>` and `<array>`.
    var scalarType: ScalarType? {
        switch self {
        case .int, .i4: .int32
        case .i8, .extensionI8: .int64
        case .string: .string
        case .double: .double
        case .boolean: .boolean
        case .dateTime: .dateTime
        case .base64: .base64
        case .nil, .extensionNil: .nil
        case .structure, .array: nil
        }
    }

    /// The element's name, as a diagnostic names it.
    var name: XMLName {
        switch self {
        case .int: "int"
        case .i4: "i4"
        case .i8: "i8"
        case .string: "string"
        case .double: "double"
        case .boolean: "boolean"
        case .dateTime: "dateTime.iso8601"
        case .base64: "base64"
        case .nil: "nil"
        case .structure: "struct"
        case .array: "array"
        case .extensionI8: XMLName("i8", namespace: ValueReader.extensions)
        case .extensionNil: XMLName("nil", namespace: ValueReader.extensions)
        }
    }
}
