import Foundation

/// A number that keeps the text it was written in, for formats where the spelling matters:
/// `lat="51.4430000"` is written back as `51.4430000`, where `Double` would write `51.443`.
///
/// The text must be a decimal number (an optional sign, digits with an optional point, an optional
/// exponent: `12`, `-0.5`, `.5`, `1.5E3`) or one of XML Schema's `INF`, `+INF`, `-INF`, `NaN`;
/// surrounding whitespace is not part of it.
///
/// ```swift
/// struct Point: XMLReadable {
///     var lat = XMLNumber(0)
///     static let parsingDescription = ParsingDescription<Point> { Attribute("lat", \.lat) }
/// }
/// // <point lat="51.4430000"/>: point.lat.doubleValue == 51.443, written lat="51.4430000"
/// // <point lat="abc"/>: cannot read "abc" as XMLNumber for attribute "lat" of <point>: expected a decimal number … at /point
/// ```
///
/// Two values are equal when written the same (`1.50` and `1.5` differ); compare ``doubleValue``
/// or ``decimalValue`` to compare amounts.
public struct XMLNumber: XMLScalar, Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// The text as read (without surrounding whitespace) or as made; what ``XMLWriter`` writes.
    ///
    /// `XMLNumber(xmlText: " 51.4430000 ")?.xmlText == "51.4430000"`
    public let xmlText: String

    /// Reads a decimal number, `INF`, `+INF`, `-INF` or `NaN`; `nil` for anything else.
    ///
    /// `XMLNumber(xmlText: "1.5e3")?.doubleValue == 1500`, `XMLNumber(xmlText: "abc") == nil`
    public init?(xmlText: String) {
        let text = xmlText.trimmingXMLWhitespace()
        guard Self.isNumber(text) else { return nil }
        self.xmlText = String(text)
    }

    /// The number written as ``XMLWriter`` writes a `Double`: `1300`, `0.1`, `1e-05`; infinities
    /// and NaN as `INF`, `-INF`, `NaN`.
    ///
    /// `XMLNumber(1300.0).xmlText == "1300"`, `XMLNumber(Double.infinity).xmlText == "INF"`
    public init(_ value: Double) {
        if value.isNaN {
            xmlText = "NaN"
        } else if value.isInfinite {
            xmlText = value < 0 ? "-INF" : "INF"
        } else {
            xmlText = value.xmlText
        }
    }

    /// The decimal as `Decimal` writes it: `XMLNumber(Decimal(string: "12.50")!).xmlText == "12.5"`.
    ///
    /// `XMLNumber(Decimal(7)).xmlText == "7"`
    public init(_ value: Decimal) {
        xmlText = value.isNaN ? "NaN" : value.xmlText
    }

    /// An integer's digits: `XMLNumber(42).xmlText == "42"`.
    ///
    /// `XMLNumber(-7).xmlText == "-7"`
    public init<Integer: BinaryInteger>(_ value: Integer) {
        xmlText = String(value)
    }

    /// `let n: XMLNumber = 4` is `XMLNumber(4)`.
    ///
    /// `(4 as XMLNumber).xmlText == "4"`
    public init(integerLiteral value: Int) { self.init(value) }

    /// `let n: XMLNumber = 2.5` is `XMLNumber(2.5)`.
    ///
    /// `(2.5 as XMLNumber).xmlText == "2.5"`
    public init(floatLiteral value: Double) { self.init(value) }

    /// The nearest `Double`: `XMLNumber(xmlText: "51.4430000")!.doubleValue == 51.443`.
    ///
    /// `XMLNumber(xmlText: "-INF")!.doubleValue == -.infinity`
    public var doubleValue: Double {
        switch xmlText {
        case "INF", "+INF": return .infinity
        case "-INF": return -.infinity
        case "NaN": return .nan
        default: return Double(xmlText) ?? .nan
        }
    }

    /// The exact decimal value, or `nil` for `INF`, `-INF` and `NaN` (and for exponents beyond
    /// `Decimal`'s range).
    ///
    /// `XMLNumber(xmlText: "0.1")!.decimalValue == Decimal(string: "0.1")`
    public var decimalValue: Decimal? { Decimal(xmlText: xmlText) }

    /// The text, as ``xmlText``.
    ///
    /// `"\(XMLNumber(xmlText: "1.50")!)" == "1.50"`
    public var description: String { xmlText }

    /// `cannot read "x" as XMLNumber`.
    ///
    /// `XMLNumber.xmlTypeName == "XMLNumber"`
    public static var xmlTypeName: String { "XMLNumber" }

    private static func isNumber(_ text: Substring) -> Bool {
        DecimalLiteral.matches(text) || text == "INF" || text == "+INF" || text == "-INF" || text == "NaN"
    }
}

extension XMLNumber: XMLScalarRefusing {
    /// Why a text is not a number.
    struct NotANumber: Error, CustomStringConvertible {
        var description: String { "expected a decimal number (12, -0.5, 1.5E3), INF, -INF or NaN" }
    }

    @usableFromInline static func refusal(of text: String) -> any Error { NotANumber() }
}
