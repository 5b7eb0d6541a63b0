import Foundation
import XMLReading

/// The Swift type of a value read from text: the first of `Bool`, `Int`, `Double`, `XMLNumber`,
/// `XMLDate` and `Date` (RFC 822) that every sample value fits, else `String`.
///
/// A value fits a type only when XMLReading reads it and ``XMLWriter`` writes back the sample's own
/// text, character for character: `Int` needs the digits `XMLWriter` writes (`"01"` and `"+1"`
/// would come back as `"1"`), `Double` the shortest text of its value without `.0` (`"1.5"` yes,
/// `"1.0"`, `"51.4430000"` and `"1e3"` no: they are written `1`, `51.443`, `1000`), `Bool` exactly
/// `true` or `false` (reading also takes `yes`, `1`, `True`…, which would come back as `true`).
/// Numbers that neither writes back are kept as read by `XMLNumber`; XML Schema dates and times
/// (`2023`, `2023-11`, `2023-11-05`, `2023-11-05T10:00:00.250+02:00`, `10:00:00`) by `XMLDate`;
/// RFC 1123 dates in GMT (`Sun, 05 Nov 2023 14:30:00 GMT`) are a `Date` read and written with
/// `format: .rfc822`. Surrounding whitespace would be lost, so a value with it stays `String`.
///
/// ```swift
/// ValueType.infer(["1", "20"])                      // .int
/// ValueType.infer(["1", "01"])                      // .number: XMLNumber keeps "01"
/// ValueType.infer(["1.5", "2"])                     // .double
/// ValueType.infer(["1.0", "2"])                     // .number: a Double writes "1.0" as "1"
/// ValueType.infer(["2024-01-01T00:00:00Z"])         // .xmlDate
/// ValueType.infer(["Sun, 05 Nov 2023 14:30:00 GMT"]) // .rfc822Date
/// ```
enum ValueType: Equatable, CaseIterable {
    case bool, int, double, number, xmlDate, rfc822Date, string

    /// The Swift type's name.
    var swiftName: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .number: "XMLNumber"
        case .xmlDate: "XMLDate"
        case .rfc822Date: "Date"
        case .string: "String"
        }
    }

    /// The `format:` argument its entries need (`.rfc822`), or `nil` for the type's own reading.
    var format: String? { self == .rfc822Date ? ".rfc822" : nil }

    /// The default value of a property that is always present.
    var defaultValue: String {
        switch self {
        case .bool: "false"
        case .int: "0"
        case .double: "0"
        case .number: "0"
        case .xmlDate: "XMLDate(Date(timeIntervalSince1970: 0))"
        case .rfc822Date: "Date(timeIntervalSince1970: 0)"
        case .string: "\"\""
        }
    }

    /// The first type every value fits (`String` for no values at all).
    static func infer<Values: Sequence<String>>(_ values: Values) -> ValueType {
        var candidates: [ValueType] = [.bool, .int, .double, .number, .xmlDate, .rfc822Date]
        var any = false
        for value in values {
            any = true
            candidates.removeAll { !$0.fits(value) }
            if candidates.isEmpty { return .string }
        }
        return any ? candidates.first ?? .string : .string
    }

    /// Whether `text` reads as this type and is written back as `text` itself.
    func fits(_ text: String) -> Bool {
        switch self {
        case .string:
            return true
        case .bool:
            return text == "true" || text == "false"
        case .int:
            return Int(xmlText: text)?.xmlText == text
        case .double:
            guard let value = Double(xmlText: text), value.isFinite else { return false }
            return value.xmlText == text
        case .number:
            return XMLNumber(xmlText: text)?.xmlText == text
        case .xmlDate:
            return XMLDate(xmlText: text)?.xmlText == text
        case .rfc822Date:
            return RFC822Probe.writesBack(text)
        }
    }
}

/// Whether an RFC 822 date is written back as it was read: `XMLWriter` writes `format: .rfc822`
/// dates in RFC 1123's form in GMT, with the weekday of the date, so only text already in that
/// form comes back the same (`Sun, 05 Nov 2023 14:30:00 GMT`, not `5 Nov 23 09:30 EST` nor a
/// wrong weekday). Checked through XMLReading itself: read, written, and read back as text.
///
/// ```swift
/// RFC822Probe.writesBack("Sun, 05 Nov 2023 14:30:00 GMT")   // true
/// RFC822Probe.writesBack("Mon, 05 Nov 2023 14:30:00 GMT")   // false: it was a Sunday
/// ```
enum RFC822Probe {
    struct Dated: XMLReadable {
        var date = Date(timeIntervalSince1970: 0)
        static let parsingDescription = ParsingDescription<Dated> { Attribute("d", \.date, format: .rfc822) }
    }

    struct Text: XMLReadable {
        var text = ""
        static let parsingDescription = ParsingDescription<Text> { Attribute("d", \.text) }
    }

    static func writesBack(_ text: String) -> Bool {
        let pattern = #"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$"#
        guard text.range(of: pattern, options: .regularExpression) != nil,
            let dated = try? XMLReader.object(ofType: Dated.self, element: "p", from: .string("<p d=\"\(text)\"/>")),
            let written = try? XMLWriter().string(dated, element: "p"),
            let back = try? XMLReader.object(ofType: Text.self, element: "p", from: .string(written))
        else { return false }
        return back.text == text
    }
}
