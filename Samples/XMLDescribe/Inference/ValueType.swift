import Foundation
import XMLReading

/// The Swift type of a value read from text: the narrowest of `Bool`, `Int`, `Double`, `Date`
/// that every sample value fits, else `String`.
///
/// A value fits a type only when XMLReading reads it and writes it back equal in value: `Int`
/// needs the digits `XMLWriter` writes (`"01"` and `"+1"` would come back as `"1"`, so they stay
/// `String`), `Double` a decimal number whose written form has the same decimal value (`"1.50"`
/// yes, `"0.1000000000000000000001"` no), `Bool` exactly `true` or `false` (reading also takes
/// `yes`, `1`, empty…, which would come back as `true`), `Date` an ISO 8601 date or date-time
/// that reads back as the same instant.
///
/// ```swift
/// ValueType.infer(["1", "20"])                      // .int
/// ValueType.infer(["1", "01"])                      // .string
/// ValueType.infer(["1.0", "2"])                     // .double
/// ValueType.infer(["2024-01-01T00:00:00Z"])         // .date
/// ```
enum ValueType: Equatable, CaseIterable {
    case bool, int, double, date, string

    /// The Swift type's name.
    var swiftName: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .date: "Date"
        case .string: "String"
        }
    }

    /// The default value of a property that is always present.
    var defaultValue: String {
        switch self {
        case .bool: "false"
        case .int: "0"
        case .double: "0"
        case .date: "Date(timeIntervalSince1970: 0)"
        case .string: "\"\""
        }
    }

    /// The narrowest type every value fits (`String` for no values at all).
    static func infer<Values: Sequence<String>>(_ values: Values) -> ValueType {
        var candidates: [ValueType] = [.bool, .int, .double, .date]
        var any = false
        for value in values {
            any = true
            candidates.removeAll { !$0.fits(value) }
            if candidates.isEmpty { return .string }
        }
        return any ? candidates.first ?? .string : .string
    }

    /// Whether `text` reads as this type and writes back equal in value.
    func fits(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .init(charactersIn: " \t\r\n"))
        switch self {
        case .string:
            return true
        case .bool:
            return trimmed == "true" || trimmed == "false"
        case .int:
            guard Self.matches(trimmed, integer: true), let value = Int(xmlText: trimmed) else { return false }
            return value.xmlText == trimmed
        case .double:
            guard Self.matches(trimmed, integer: false), let value = Double(xmlText: trimmed), value.isFinite,
                let original = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")),
                let written = Decimal(string: value.xmlText, locale: Locale(identifier: "en_US_POSIX"))
            else { return false }
            return original == written && Double(xmlText: value.xmlText) == value
        case .date:
            guard Self.isISODate(trimmed), let value = Date(xmlText: trimmed) else { return false }
            return Date(xmlText: value.xmlText) == value
        }
    }

    /// `0`, `-12`, `7` for integers (no sign but `-`, no leading zero); for decimals also a
    /// fraction and an exponent (`-0.5`, `1e-3`, `12.50`).
    static func matches(_ text: String, integer: Bool) -> Bool {
        var characters = Substring(text)
        if characters.first == "-" { characters = characters.dropFirst() }
        let whole = characters.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty, whole == "0" || whole.first != "0" else { return false }
        characters = characters.dropFirst(whole.count)
        if integer { return characters.isEmpty && text != "-0" }
        if characters.first == "." {
            let fraction = characters.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            characters = characters.dropFirst(1 + fraction.count)
        }
        if characters.first == "e" || characters.first == "E" {
            characters = characters.dropFirst()
            if characters.first == "-" || characters.first == "+" { characters = characters.dropFirst() }
            let exponent = characters.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            characters = characters.dropFirst(exponent.count)
        }
        return characters.isEmpty
    }

    /// `YYYY-MM-DD`, optionally followed by `THH:MM`, `:SS`, a fraction of up to six digits (a
    /// `Date` keeps microseconds), and `Z` or `±HH:MM`.
    static func isISODate(_ text: String) -> Bool {
        let pattern = #"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }
}
