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
    /// A mistake found when the format was made, reported when its description is built.
    @usableFromInline let problem: String?

    /// Creates a format from a conversion; return `nil` (or throw) when the text is not a value.
    @inlinable public init(typeName: String = String(describing: Value.self), read: @escaping @Sendable (String) throws -> Value?) {
        self.typeName = typeName
        self.read = read
        self.problem = nil
    }

    @inlinable init(typeName: String, problem: String?, read: @escaping @Sendable (String) throws -> Value?) {
        self.typeName = typeName
        self.read = read
        self.problem = problem
    }

    /// A conversion of your own: `.custom { text in Color(hex: text) }`.
    @inlinable public static func custom(
        _ typeName: String = String(describing: Value.self), _ read: @escaping @Sendable (String) throws -> Value?
    ) -> ValueFormat {
        ValueFormat(typeName: typeName, read: read)
    }
}

extension ValueFormat where Value: XMLScalar {
    /// The type's own reading (``XMLScalar/init(xmlText:)``); the format entries use by default.
    @inlinable public static var standard: ValueFormat {
        ValueFormat(typeName: Value.xmlTypeName) { Value(xmlText: $0) }
    }
}

extension ValueFormat where Value == Date {
    /// ISO 8601 with or without fraction and zone (no zone: UTC), e.g. `2024-03-01T14:08:55.25Z`.
    public static var iso8601: ValueFormat {
        ValueFormat(typeName: "Date (ISO 8601)") { ISO8601Parser.parse($0.trimmingXMLWhitespace()) }
    }

    /// A fixed pattern such as `"yyyy-MM-dd"` or `"dd MMM yyyy HH:mm"`, read in UTC with the POSIX
    /// locale; surrounding whitespace is ignored. See the supported letters in the README.
    public static func date(_ pattern: String) -> ValueFormat {
        do {
            let compiled = try DatePattern(pattern)
            return ValueFormat(typeName: "Date (\(pattern))", problem: nil) {
                compiled.parse($0.trimmingXMLWhitespace())
            }
        } catch {
            return ValueFormat(
                typeName: "Date (\(pattern))", problem: "the date pattern \"\(pattern)\" is invalid: \(error.message)"
            ) { _ in nil }
        }
    }
}
