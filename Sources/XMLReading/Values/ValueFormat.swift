import Foundation

/// How text becomes a value: a date pattern, or your own conversion for any type.
///
/// ```swift
/// Element("published", \.published, format: .date("yyyy-MM-dd"))     // <published>2024-03-01</published>
/// Element("updated", \.updated, format: .iso8601)                     // 2024-03-01T14:08:55.250+02:00
/// Element("color", \.color, format: .custom { text in Color(hex: text) })  // nil: "cannot read … as Color"
/// ```
///
/// A conversion that returns `nil` makes the read fail with ``XMLReadingError/Code/valueConversion``;
/// one that throws fails the same way, with its error as the underlying error.
public struct ValueFormat<Value>: Sendable {
    /// The type's name in diagnostics (`cannot read "x" as <typeName>`).
    public let typeName: String
    @usableFromInline let read: @Sendable (String) throws -> Value?
    /// The inverse conversion, for ``XMLWriter``; `nil` makes entries with this format read-only.
    @usableFromInline let write: (@Sendable (Value) throws -> String)?
    /// A mistake found when the format was made, reported when its description is built.
    @usableFromInline let problem: String?
    /// ``XMLWriter`` writes element text in a CDATA section (``writtenAsCDATA``).
    @usableFromInline var writesCDATA = false
    /// The same reading from the text's UTF-8 bytes for the common spellings (``ScalarBytes``), or
    /// `nil` where the format has none: a `nil` result means "read the `String`", never "invalid".
    @usableFromInline var readBytes: ScalarBytes.Reader<Value>?
    /// For a format that checks facets (``checked(_:)``): the same reading without the check, for
    /// reads with ``ReadingOptions/checksFacets`` off. `nil` for every other format.
    @usableFromInline var unchecked: UncheckedReading<Value>?

    /// Creates a format from a conversion; return `nil` (or throw) when the text is not a value.
    /// The format is read-only: ``XMLWriter`` refuses to write entries that use it.
    ///
    /// ```swift
    /// let hex = ValueFormat<Int>(typeName: "a hexadecimal number") { Int($0, radix: 16) }
    /// ```
    @inlinable public init(
        typeName: String = _typeName(Value.self, qualified: false), read: @escaping @Sendable (String) throws -> Value?
    ) {
        self.typeName = typeName
        self.read = read
        self.write = nil
        self.problem = nil
    }

    /// Creates a format that reads and writes: `write` must give text that `read` turns back
    /// into the same value.
    ///
    /// ```swift
    /// let hex = ValueFormat<Int>(typeName: "a hexadecimal number", read: { Int($0, radix: 16) }, write: { String($0, radix: 16) })
    /// ```
    @inlinable public init(
        typeName: String = _typeName(Value.self, qualified: false), read: @escaping @Sendable (String) throws -> Value?,
        write: @escaping @Sendable (Value) throws -> String
    ) {
        self.typeName = typeName
        self.read = read
        self.write = write
        self.problem = nil
    }

    @inlinable init(
        typeName: String, problem: String?, read: @escaping @Sendable (String) throws -> Value?,
        write: (@Sendable (Value) throws -> String)?
    ) {
        self.typeName = typeName
        self.read = read
        self.write = write
        self.problem = problem
    }

    /// A conversion of your own: `.custom { text in Color(hex: text) }`.
    @inlinable public static func custom(
        _ typeName: String = _typeName(Value.self, qualified: false),
        _ read: @escaping @Sendable (String) throws -> Value?
    ) -> ValueFormat {
        ValueFormat(typeName: typeName, read: read)
    }

    /// A conversion of your own in both directions, so that ``XMLWriter`` can write it too:
    /// `.custom(read: { Color(hex: $0) }, write: { $0.hex })`.
    ///
    /// ```swift
    /// Element("color", \.color, format: .custom(read: { Color(hex: $0) }, write: { $0.hex }))
    /// ```
    @inlinable public static func custom(
        _ typeName: String = _typeName(Value.self, qualified: false),
        read: @escaping @Sendable (String) throws -> Value?,
        write: @escaping @Sendable (Value) throws -> String
    ) -> ValueFormat {
        ValueFormat(typeName: typeName, read: read, write: write)
    }
}

extension ValueFormat where Value: XMLScalar {
    /// The type's own reading (``XMLScalar/init(xmlText:)``); the format entries use by default.
    ///
    /// `Element("pages", \.pages, format: .standard)` is `Element("pages", \.pages)`.
    @inlinable public static var standard: ValueFormat {
        var format = ValueFormat(
            typeName: Value.xmlTypeName,
            read: { text in
                if let value = Value(xmlText: text) { return value }
                // Only on the failure path: types such as `XMLDate` say why they refuse the text.
                if let reason = explainedRefusal(of: text, as: Value.self) { throw reason }
                return nil
            }, write: { $0.xmlText })
        format.readBytes = ScalarBytes.reader(for: Value.self)
        return format
    }

    /// ``standard``, written by ``XMLWriter`` as a CDATA section:
    /// `Element("code", \.code, format: .cdata)` writes `<code><![CDATA[if a < b && c]]></code>`.
    /// Reading is the same as ``standard`` (a parser hands CDATA over as text).
    ///
    /// ```swift
    /// Element("code", \.code, format: .cdata)
    /// ```
    @inlinable public static var cdata: ValueFormat { standard.writtenAsCDATA }
}

extension ValueFormat {
    /// The same format, with element text written by ``XMLWriter`` as a CDATA section instead of
    /// escaped text: `.custom(read: …, write: …).writtenAsCDATA`. `]]>` inside the text is split
    /// across two sections (`]]]]><![CDATA[>`) and a carriage return is written as `&#13;` between
    /// sections, so reading gives back the same string. Attributes are always escaped; empty text
    /// writes an empty element. Reading is unchanged.
    @inlinable public var writtenAsCDATA: ValueFormat {
        var format = self
        format.writesCDATA = true
        return format
    }
}

extension ValueFormat where Value == Date {
    /// ISO 8601 with or without fraction and zone (no zone: UTC), e.g. `2024-03-01T14:08:55.25Z`;
    /// also a year (`2024`) or a month (`2024-03`), read as its start in UTC (W3C Datetime).
    /// Written in UTC, with milliseconds when the date has a fraction: `2024-03-01T12:08:55.250Z`.
    ///
    /// ```swift
    /// Element("updated", \.updated, format: .iso8601)   // <updated>2024-03-01T14:08:55.250+02:00</updated>
    /// ```
    public static var iso8601: ValueFormat {
        var format = ValueFormat(
            typeName: "Date (ISO 8601)", problem: nil, read: { ISO8601Parser.parse($0.trimmingXMLWhitespace()) },
            write: { ISO8601Parser.format($0) })
        format.readBytes = { ISO8601Parser.parse(trimming: $0) }
        return format
    }

    /// RFC 822 / RFC 1123 dates, as RSS and OPML write them: `Sun, 05 Nov 2023 14:30:00 GMT`,
    /// `5 Nov 23 09:30 EST`, `Sun, 05 Nov 2023 16:30:00 +0200`. The day name is optional (and not
    /// checked against the date), the year has four digits or two (00…49 is 20xx), the seconds are
    /// optional, and the zone is `UT`, `GMT`, `Z`, a US zone (`EST`, `EDT`, `CST`, `CDT`, `MST`,
    /// `MDT`, `PST`, `PDT`), a numeric offset (`+0200`) or an RFC 822 military letter.
    /// Written in RFC 1123's form in GMT, to the second: `Sun, 05 Nov 2023 14:30:00 GMT` (a date
    /// read with another zone is written at the same instant in GMT).
    ///
    /// ```swift
    /// Element("pubDate", \.published, format: .rfc822)   // <pubDate>Sun, 05 Nov 2023 14:30:00 GMT</pubDate>
    /// ```
    public static var rfc822: ValueFormat {
        var format = ValueFormat(
            typeName: "Date (RFC 822)", problem: nil, read: { RFC822Parser.parse($0.trimmingXMLWhitespace()) },
            write: { RFC822Parser.format($0) })
        format.readBytes = { RFC822Parser.parse(trimming: $0) }
        return format
    }

    /// A fixed pattern such as `"yyyy-MM-dd"` or `"dd MMM yyyy HH:mm"`, read in UTC with the POSIX
    /// locale; surrounding whitespace is ignored. The supported letters are listed in <doc:ValuesAndModels>.
    /// Written with the same pattern, in UTC (zone fields write `Z`).
    public static func date(_ pattern: String) -> ValueFormat {
        do {
            let compiled = try DatePattern(pattern)
            var format = ValueFormat(
                typeName: "Date (\(pattern))", problem: nil, read: { compiled.parse($0.trimmingXMLWhitespace()) },
                write: { compiled.format($0) })
            format.readBytes = { compiled.parse(trimming: $0) }
            return format
        } catch {
            return ValueFormat(
                typeName: "Date (\(pattern))", problem: "the date pattern \"\(pattern)\" is invalid: \(error.message)",
                read: { _ in nil }, write: nil)
        }
    }
}

/// The reading of a ``ValueFormat/checked(_:)`` format without its facets: what the entries store
/// when ``ReadingOptions/checksFacets`` is off.
@usableFromInline struct UncheckedReading<Value>: Sendable {
    @usableFromInline let read: @Sendable (String) throws -> Value?
    @usableFromInline let readBytes: ScalarBytes.Reader<Value>?

    @usableFromInline init(read: @escaping @Sendable (String) throws -> Value?, readBytes: ScalarBytes.Reader<Value>?) {
        self.read = read
        self.readBytes = readBytes
    }
}
