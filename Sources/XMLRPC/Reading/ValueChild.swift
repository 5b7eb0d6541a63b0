import XMLReading

/// The elements a `<value>` may hold, recognized from the name's length and bytes with one
/// string comparison, and kept as one byte: the name is rebuilt only for a diagnostic.
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
        let utf8 = local.utf8
        let candidate: ValueChild
        let spelling: String
        switch utf8.count {
        case 2:
            switch utf8.last {
            case UInt8(ascii: "4"): (candidate, spelling) = (.i4, "i4")
            case UInt8(ascii: "8"): (candidate, spelling) = (.i8, "i8")
            default: return nil
            }
        case 3:
            switch utf8.first {
            case UInt8(ascii: "i"): (candidate, spelling) = (.int, "int")
            case UInt8(ascii: "n"): (candidate, spelling) = (.nil, "nil")
            default: return nil
            }
        case 5: (candidate, spelling) = (.array, "array")
        case 6:
            switch utf8.last {
            case UInt8(ascii: "g"): (candidate, spelling) = (.string, "string")
            case UInt8(ascii: "t"): (candidate, spelling) = (.structure, "struct")
            case UInt8(ascii: "e"): (candidate, spelling) = (.double, "double")
            case UInt8(ascii: "4"): (candidate, spelling) = (.base64, "base64")
            default: return nil
            }
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
