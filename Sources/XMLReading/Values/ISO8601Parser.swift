import Foundation

/// Reads ISO 8601 dates and times.
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
        ByteCursor.over(text) { parse(&$0) }
    }

    /// The same reading of UTF-8 bytes with their leading and trailing XML whitespace trimmed first:
    /// `parse(text.trimmingXMLWhitespace())` without a `String`.
    static func parse(trimming bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var cursor = ByteCursor(ScalarBytes.trimmed(bytes))
        return parse(&cursor)
    }

    private static func parse(_ cursor: inout ByteCursor) -> Date? {
        var time = CivilTime()
        guard let year = cursor.digits(4) else { return nil }
        time.year = year
        // `2024` and `2024-03` (W3C Datetime's year and month): the start of the period, in UTC.
        if cursor.isAtEnd { return time.date }
        let extended = cursor.take(UInt8(ascii: "-"))
        guard let month = cursor.digits(2) else { return nil }
        time.month = month
        if extended {
            if cursor.isAtEnd { return time.date }
            guard cursor.take(UInt8(ascii: "-")) else { return nil }
        }
        guard let day = cursor.digits(2) else { return nil }
        time.day = day
        if cursor.isAtEnd { return time.date }
        guard cursor.take(UInt8(ascii: "T")) || cursor.take(UInt8(ascii: "t")) || cursor.take(0x20),
            let hour = cursor.digits(2)
        else { return nil }
        time.hour = hour
        let colons = cursor.take(UInt8(ascii: ":"))
        guard let minute = cursor.digits(2) else { return nil }
        time.minute = minute
        if colons ? cursor.take(UInt8(ascii: ":")) : (cursor.peek.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
            guard let second = cursor.digits(2), let fraction = cursor.fraction() else { return nil }
            time.second = second
            time.fraction = fraction
        }
        guard let offset = cursor.zoneOffset(), cursor.isAtEnd else { return nil }
        time.offset = offset
        return time.date
    }
}
