/// Scans the date, time, fraction and zone of an ISO 8601 date-time from UTF-8 bytes, for
/// `Date`'s ISO 8601 reading (``iso8601``) and XML-RPC's `dateTime.iso8601` (``xmlRPC``): a
/// four-digit year, the month and day extended (`1998-07-17`) or basic (`19980717`), `T`,
/// `hh:mm:ss` or `hhmmss`, and a zone (`Z`, `+hh:mm`, `+hhmm`, `+hh`: hours at most 23, minutes
/// at most 59). The form only: ``CivilTime/isValid`` then checks the fields (February 30).
///
/// ```swift
/// let text: Substring = "1998-07-17T14:08:55.5+02:00"
/// let scanned = DateTimeScanner.iso8601.scan(text)
/// // scanned?.time.hour == 14, scanned?.time.fraction == 0.5, scanned?.time.offset == 7200,
/// // scanned?.zoned == true; DateTimeScanner.xmlRPC.scan(text) == nil (no fraction there)
/// ```
package struct DateTimeScanner: Sendable {
    /// Whether `2024`, `2024-03` and a date without a time stand alone.
    let datesAlone: Bool
    /// Whether a lowercase `t` or a space may stand for `T`, and a lowercase `z` for `Z` (RFC 3339).
    let lowercase: Bool
    /// Whether the seconds may be left out (`14:08`) and have a fraction (`.250`, `,250`).
    let secondsOptionalWithFraction: Bool

    /// `Date`'s ISO 8601 reading: every form above; a missing zone is UTC.
    package static let iso8601 = DateTimeScanner(datesAlone: true, lowercase: true, secondsOptionalWithFraction: true)
    /// XML-RPC's `dateTime.iso8601`: `19980717T14:08:55`, `1998-07-17T14:08:55`, `19980717T140855`,
    /// each with an optional zone (`Z` in capitals), no fraction.
    package static let xmlRPC = DateTimeScanner(datesAlone: false, lowercase: false, secondsOptionalWithFraction: false)

    /// The fields as written, and whether the text gave a zone (`time.offset` is 0 when not).
    package typealias Scanned = (time: CivilTime, zoned: Bool)

    /// The whole text in this form, or `nil`.
    package func scan(_ text: Substring) -> Scanned? { ByteCursor.over(text) { scan($0.bytes) } }

    /// The whole of `bytes` in this form, or `nil`.
    package func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scanned? {
        var cursor = ByteCursor(bytes)
        var time = CivilTime()
        guard let year = cursor.digits(4) else { return nil }
        time.year = year
        if cursor.isAtEnd { return datesAlone ? (time, false) : nil }
        let extended = cursor.take(UInt8(ascii: "-"))
        guard let month = cursor.digits(2) else { return nil }
        time.month = month
        if extended {
            if cursor.isAtEnd { return datesAlone ? (time, false) : nil }
            guard cursor.take(UInt8(ascii: "-")) else { return nil }
        }
        guard let day = cursor.digits(2) else { return nil }
        time.day = day
        if cursor.isAtEnd { return datesAlone ? (time, false) : nil }
        guard cursor.take(UInt8(ascii: "T")) || lowercase && (cursor.take(UInt8(ascii: "t")) || cursor.take(0x20)),
            let hour = cursor.digits(2)
        else { return nil }
        time.hour = hour
        let colons = cursor.take(UInt8(ascii: ":"))
        guard let minute = cursor.digits(2) else { return nil }
        time.minute = minute
        if colons ? cursor.take(UInt8(ascii: ":")) : cursor.peek.map(ByteCursor.isDigit) ?? false {
            guard let second = cursor.digits(2) else { return nil }
            time.second = second
            if secondsOptionalWithFraction, cursor.take(UInt8(ascii: ".")) || cursor.take(UInt8(ascii: ",")) {
                guard let fraction = cursor.fractionDigits() else { return nil }
                time.fraction = fraction.seconds
            }
        } else if !secondsOptionalWithFraction {
            return nil
        }
        var zoned = false
        if let mark = cursor.peek,
            mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-")
                || lowercase && mark == UInt8(ascii: "z")
        {
            guard let offset = cursor.zoneOffset() else { return nil }
            time.offset = offset
            zoned = true
        }
        return cursor.isAtEnd ? (time, zoned) : nil
    }
}
