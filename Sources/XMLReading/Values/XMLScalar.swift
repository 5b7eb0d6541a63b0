import Foundation

/// A value read from the text of an element or an attribute.
///
/// XMLReading ships conformances for `String`, every `Int` and `UInt` width, `Double`, `Float`,
/// `Decimal`, `Bool`, `URL`, `Data` (base64), `Date` (ISO 8601) and `Optional`s of these.
/// An enum backed by one of them conforms by declaring it:
///
/// ```swift
/// enum Genre: String, XMLScalar { case fiction, poetry }
/// // <genre>poetry</genre>  →  .poetry
/// ```
///
/// For any other type, give the entry a ``ValueFormat`` such as `.custom { text in … }`.
public protocol XMLScalar: _XMLSendableMetatype {
    /// Reads a value from XML text, or returns `nil` when the text does not hold one.
    ///
    /// `String` keeps the text exactly. Numbers, booleans, dates, URLs and base64 ignore
    /// surrounding whitespace (space, tab, carriage return, line feed).
    ///
    /// ```swift
    /// struct ISBN: XMLScalar {
    ///     var digits: String
    ///     init?(xmlText: String) {
    ///         let digits = xmlText.filter(\.isNumber)
    ///         guard digits.count == 13 else { return nil }
    ///         self.digits = digits
    ///     }
    ///     var xmlText: String { digits }
    /// }
    /// ```
    init?(xmlText: String)

    /// The value as XML text, which ``init(xmlText:)`` reads back as the same value; what
    /// ``XMLWriter`` writes. An optional's `nil` is empty text (the writer omits it instead).
    ///
    /// `12.5.xmlText == "12.5"`, `Genre.poetry.xmlText == "poetry"`
    var xmlText: String { get }

    /// The type's name in diagnostics, such as `Int` in `cannot read "abc" as Int`.
    static var xmlTypeName: String { get }
}

extension XMLScalar {
    /// The type's own name: `cannot read "x" as Int`.
    public static var xmlTypeName: String {
        // `_typeName` reads the name from the type's metadata; `String(describing:)` would first
        // look for a dozen protocol conformances of the metatype, each a scan of every conformance
        // record in the process the first time (about 4 % of reading a 1 MB file, before caching).
        _typeName(Self.self, qualified: false)
    }
}

extension String: XMLScalar {
    /// The text itself, with entities and character references decoded and CDATA included.
    ///
    /// `String(xmlText: " a ") == " a "`: whitespace is kept.
    @inlinable public init?(xmlText: String) { self = xmlText }
}

extension XMLScalar where Self: FixedWidthInteger {
    /// A decimal integer with an optional sign; out of range is `nil`, never a wrap.
    ///
    /// `Int(xmlText: " +42 ") == 42`, `Int8(xmlText: "300") == nil`
    public init?(xmlText: String) {
        // Most values are a few plain digits: read them from the bytes; anything else (a sign,
        // whitespace, 19 digits or more) as the standard library reads it.
        if let (value, fitted) = Self.plainDigits(xmlText) {
            guard fitted else { return nil }
            self = value
            return
        }
        let value =
            xmlText.hasXMLWhitespaceAtEnds ? Self(xmlText.trimmingXMLWhitespace(), radix: 10) : Self(xmlText, radix: 10)
        guard let value else { return nil }
        self = value
    }

    /// `text` read as 1 to 18 ASCII digits (so it fits a `UInt64`), and whether the number fits
    /// `Self` (`Self(text, radix: 10)` is `nil` when it does not); `nil` for any other text.
    @inline(__always)
    static func plainDigits(_ text: String) -> (value: Self, fitted: Bool)? {
        let read = text.utf8.withContiguousStorageIfAvailable { bytes -> (value: Self, fitted: Bool)? in
            guard let number = ScalarBytes.plainDigits(bytes) else { return nil }
            guard let value = Self(exactly: number) else { return (0, false) }
            return (value, true)
        }
        return read ?? nil
    }
}

extension Int: XMLScalar {}
extension Int8: XMLScalar {}
extension Int16: XMLScalar {}
extension Int32: XMLScalar {}
extension Int64: XMLScalar {}
extension UInt: XMLScalar {}
extension UInt8: XMLScalar {}
extension UInt16: XMLScalar {}
extension UInt32: XMLScalar {}
extension UInt64: XMLScalar {}

extension Double: XMLScalar {
    /// Decimal or exponent notation (`12.5`, `-1e-3`), `inf`, `nan`.
    ///
    /// `Double(xmlText: " 12.50 ") == 12.5`
    public init?(xmlText: String) {
        let value = xmlText.hasXMLWhitespaceAtEnds ? Double(xmlText.trimmingXMLWhitespace()) : Double(xmlText)
        guard let value else { return nil }
        self = value
    }
}

extension Float: XMLScalar {
    /// Decimal or exponent notation (`12.5`, `-1e-3`), `inf`, `nan`.
    ///
    /// `Float(xmlText: "1e-3") == 0.001`
    public init?(xmlText: String) {
        let value = xmlText.hasXMLWhitespaceAtEnds ? Float(xmlText.trimmingXMLWhitespace()) : Float(xmlText)
        guard let value else { return nil }
        self = value
    }
}

extension Decimal: XMLScalar {
    /// Decimal notation with an optional sign and exponent, read without rounding through `Double`.
    ///
    /// `Decimal(xmlText: "0.1") == Decimal(string: "0.1")`
    public init?(xmlText: String) {
        let text = xmlText.trimmingXMLWhitespace()
        guard DecimalLiteral.matches(text),
            let value = Decimal(string: String(text), locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self = value
    }
}

extension Bool: XMLScalar {
    /// `true`, `yes`, `1` or `false`, `no`, `0` in any case. Empty text reads as `true`:
    /// `<checked_out/>` means the flag is set (BBXMLReader's rule).
    public init?(xmlText: String) {
        let text = xmlText.trimmingXMLWhitespace()
        if text.isEmpty {
            self = true
            return
        }
        // Compare ASCII bytes, folded to lower case, without allocating.
        var word: UInt64 = 0
        var length = 0
        for byte in text.utf8 {
            length += 1
            guard length <= 5 else { return nil }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            word = word << 8 | UInt64(lower)
        }
        switch word {
        case 0x7472_7565, 0x79_6573, 0x31: self = true  // "true", "yes", "1"
        case 0x66_616C_7365, 0x6E6F, 0x30: self = false  // "false", "no", "0"
        default: return nil
        }
    }
}

extension URL: XMLScalar {
    /// An absolute or relative URL reference; empty text is not a URL.
    ///
    /// `URL(xmlText: "a.html")?.relativeString == "a.html"`
    public init?(xmlText: String) {
        let text = xmlText.trimmingXMLWhitespace()
        guard !text.isEmpty, let url = URL(string: String(text)) else { return nil }
        self = url
    }
}

extension Data: XMLScalar {
    /// Base64 (RFC 4648 with padding); whitespace and line breaks inside are ignored.
    ///
    /// `Data(xmlText: "SGk=") == Data("Hi".utf8)`
    public init?(xmlText: String) {
        var compact = ""
        compact.reserveCapacity(xmlText.utf8.count)
        for scalar in xmlText.unicodeScalars where !scalar.isXMLWhitespace {
            compact.unicodeScalars.append(scalar)
        }
        guard let data = Data(base64Encoded: compact) else { return nil }
        self = data
    }
}

extension Date: XMLScalar {
    /// ISO 8601, as ``ValueFormat/iso8601`` reads it.
    ///
    /// `Date(xmlText: "2024-03-01T12:08:55Z")`
    public init?(xmlText: String) {
        guard let date = ISO8601Parser.parse(xmlText.trimmingXMLWhitespace()) else { return nil }
        self = date
    }

    /// `cannot read "x" as Date (ISO 8601)`.
    public static var xmlTypeName: String { "Date (ISO 8601)" }
}

extension XMLScalar where Self: RawRepresentable, RawValue: XMLScalar {
    /// The raw value read as `RawValue`, then matched against the cases.
    ///
    /// `enum Genre: String, XMLScalar { case fiction, poetry }` reads `<genre>poetry</genre>` as `.poetry`.
    public init?(xmlText: String) {
        guard let raw = RawValue(xmlText: xmlText), let value = Self(rawValue: raw) else { return nil }
        self = value
    }
}

extension Optional: XMLScalar where Wrapped: XMLScalar {
    /// The wrapped value; text that is empty or only whitespace reads as `nil` when the wrapped
    /// type cannot read it (so `<published/>` gives a `nil` date, while `String?` gives `""`).
    public init?(xmlText: String) {
        if let value = Wrapped(xmlText: xmlText) {
            self = .some(value)
        } else if xmlText.isXMLWhitespace {
            self = .none
        } else {
            return nil
        }
    }

    /// The wrapped type's name: `Int?` reads as `Int` in messages.
    ///
    /// `Optional<Int>.xmlTypeName == "Int"`
    public static var xmlTypeName: String { Wrapped.xmlTypeName }
}
