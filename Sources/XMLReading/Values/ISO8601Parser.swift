import Foundation

/// Reads ISO 8601 dates and times: ``DateTimeScanner/iso8601``'s form and the instant of its fields.
///
/// Accepted forms (a missing zone means UTC):
/// - `2024` and `2024-03` (W3C Datetime), read as the start of the year or month in UTC
/// - `2024-03-01`, `20240301`
/// - `2024-03-01T14:08:55`, `2024-03-01T14:08`, `2024-03-01T14:08:55.250`, with `Z`, `+02:00`,
///   `+0200` or `-05`
/// - the basic form `20240301T14:08:55` and `20240301T140855` (XML-RPC's `dateTime.iso8601`)
/// - a space or a lowercase `t` in place of `T` (RFC 3339)
enum ISO8601Parser {
    static func parse(_ text: Substring) -> Date? {
        DateTimeScanner.iso8601.scan(text)?.time.date
    }

    /// The same reading of UTF-8 bytes with their leading and trailing XML whitespace trimmed first:
    /// `parse(text.trimmingXMLWhitespace())` without a `String`.
    static func parse(trimming bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        DateTimeScanner.iso8601.scan(ScalarBytes.trimmed(bytes))?.time.date
    }
}
