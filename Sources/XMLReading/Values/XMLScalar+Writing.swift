import Foundation

// The text each built-in value is written as: always text that `init(xmlText:)` reads back as the
// same value.

extension String {
    /// The string itself; ``XMLWriter`` escapes it.
    ///
    /// `"Fish & chips".xmlText == "Fish & chips"`, written `Fish &amp; chips`.
    public var xmlText: String { self }
}

extension XMLScalar where Self: FixedWidthInteger {
    /// Decimal digits with a leading `-` when negative.
    ///
    /// `(-42).xmlText == "-42"`
    public var xmlText: String { String(self) }
}

extension Double {
    /// The shortest text that reads back as the same `Double` (`12.5`, `1e-05`, `inf`, `nan`); an
    /// integral value has no `.0` (`1300`, as `JSONEncoder` writes it), and from 2⁵³ on it is
    /// written with an exponent (`1e+21`), as Swift's `description` writes it.
    ///
    /// `(9.5).xmlText == "9.5"`, `(1300.0).xmlText == "1300"`
    public var xmlText: String { description.droppingPointZero() }
}

extension Float {
    /// The shortest text that reads back as the same `Float`; an integral value has no `.0`.
    ///
    /// `Float(0.1).xmlText == "0.1"`, `Float(1300).xmlText == "1300"`
    public var xmlText: String { description.droppingPointZero() }
}

extension String {
    /// `1300.0` → `1300`: the text of an integral floating-point value without its `.0`
    /// (`-0.0` → `-0`, which reads back as `-0.0`).
    @inline(__always)
    fileprivate func droppingPointZero() -> String {
        let utf8 = self.utf8
        guard utf8.last == UInt8(ascii: "0"), utf8.count >= 3,
            utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: ".")
        else { return self }
        return String(dropLast(2))
    }
}

extension Decimal {
    /// Plain decimal notation (`12.50` is written `12.5`).
    ///
    /// `Decimal(string: "12.50")!.xmlText == "12.5"`
    public var xmlText: String { description }
}

extension Bool {
    /// `true` or `false`.
    ///
    /// `true.xmlText == "true"` (reading also accepts `yes`, `1`, `no`, `0`).
    public var xmlText: String { self ? "true" : "false" }
}

extension URL {
    /// The URL as written (`absoluteString`, relative references kept relative).
    ///
    /// `URL(string: "a.html")!.xmlText == "a.html"`
    public var xmlText: String { relativeString }
}

extension Data {
    /// Base64 with padding, on one line.
    ///
    /// `Data("Hi".utf8).xmlText == "SGk="`
    public var xmlText: String { base64EncodedString() }
}

extension Date {
    /// ISO 8601 in UTC, with milliseconds when the date has a fraction: `2024-03-01T12:08:55Z`.
    ///
    /// `Date(timeIntervalSince1970: 0).xmlText == "1970-01-01T00:00:00Z"`
    public var xmlText: String { ISO8601Parser.format(self) }
}

extension XMLScalar where Self: RawRepresentable, RawValue: XMLScalar {
    /// The raw value's text.
    ///
    /// `Genre.poetry.xmlText == "poetry"` for `enum Genre: String, XMLScalar`.
    public var xmlText: String { rawValue.xmlText }
}

extension Optional where Wrapped: XMLScalar {
    /// The wrapped value's text; empty for `nil` (``XMLWriter`` omits a `nil` entry instead).
    ///
    /// `Optional(7).xmlText == "7"`, `Optional<Int>.none.xmlText == ""`
    public var xmlText: String {
        switch self {
        case .some(let value): return value.xmlText
        case .none: return ""
        }
    }
}

/// Lets the writer tell a `nil` optional apart from a value without knowing the wrapped type.
@usableFromInline protocol OptionalValue {
    var isNone: Bool { get }
    /// `nil`, of the optional type itself (so that a generic `Value` that is an optional can be set to it).
    static var noneValue: Self { get }
}

extension Optional: OptionalValue {
    @usableFromInline var isNone: Bool { self == nil }
    @usableFromInline static var noneValue: Self { nil }
}

/// The attribute `xsi:nil`, which marks an element that stands for `nil` (`<value xsi:nil="true"/>`).
@usableFromInline let xsiNil = XMLName("nil", namespace: "http://www.w3.org/2001/XMLSchema-instance")
