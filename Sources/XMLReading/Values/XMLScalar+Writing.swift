import Foundation

// The text each built-in value is written as: always text that `init(xmlText:)` reads back as the
// same value.

extension String {
    /// The string itself; ``XMLWriter`` escapes it.
    public var xmlText: String { self }
}

extension XMLScalar where Self: FixedWidthInteger {
    /// Decimal digits with a leading `-` when negative.
    public var xmlText: String { String(self) }
}

extension Double {
    /// The shortest text that reads back as the same `Double` (`12.5`, `1e-05`, `inf`, `nan`).
    public var xmlText: String { description }
}

extension Float {
    /// The shortest text that reads back as the same `Float`.
    public var xmlText: String { description }
}

extension Decimal {
    /// Plain decimal notation (`12.50` is written `12.5`).
    public var xmlText: String { description }
}

extension Bool {
    /// `true` or `false`.
    public var xmlText: String { self ? "true" : "false" }
}

extension URL {
    /// The URL as written (`absoluteString`, relative references kept relative).
    public var xmlText: String { relativeString }
}

extension Data {
    /// Base64 with padding, on one line.
    public var xmlText: String { base64EncodedString() }
}

extension Date {
    /// ISO 8601 in UTC, with milliseconds when the date has a fraction: `2024-03-01T12:08:55Z`.
    public var xmlText: String { ISO8601Parser.format(self) }
}

extension XMLScalar where Self: RawRepresentable, RawValue: XMLScalar {
    /// The raw value's text.
    public var xmlText: String { rawValue.xmlText }
}

extension Optional where Wrapped: XMLScalar {
    /// The wrapped value's text; empty for `nil` (``XMLWriter`` omits a `nil` entry instead).
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
