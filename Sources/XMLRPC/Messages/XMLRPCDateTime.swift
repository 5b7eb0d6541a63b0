import Foundation
import XMLReading

/// The date and time of a `<dateTime.iso8601>` value: civil fields as written, and the zone offset
/// when the text gives one (XML-RPC's own form has none).
///
/// ```swift
/// // <dateTime.iso8601>19980717T14:08:55</dateTime.iso8601>
/// let time = XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)
/// XMLRPCDateTime("1998-07-17T14:08:55+02:00")?.utcOffset   // 7200
/// time.date                                                // the instant, reading a missing zone as UTC
/// ```
public struct XMLRPCDateTime: Sendable, Hashable, CustomStringConvertible {
    /// The year: `XMLRPCDateTime("19980717T14:08:55")?.year == 1998`.
    public var year: Int
    /// The month, 1…12: `XMLRPCDateTime("19980717T14:08:55")?.month == 7`.
    public var month: Int
    /// The day of the month: `XMLRPCDateTime("19980717T14:08:55")?.day == 17`.
    public var day: Int
    /// The hour, 0…23: `XMLRPCDateTime("19980717T14:08:55")?.hour == 14`.
    public var hour: Int
    /// The minute, 0…59: `XMLRPCDateTime("19980717T14:08:55")?.minute == 8`.
    public var minute: Int
    /// The second, 0…59: `XMLRPCDateTime("19980717T14:08:55")?.second == 55`.
    public var second: Int
    /// The zone's offset from UTC in seconds, or `nil` when the text gives no zone:
    /// `XMLRPCDateTime("1998-07-17T14:08:55+02:00")?.utcOffset == 7200`.
    public var utcOffset: Int?

    /// Creates a date and time from its fields; no check is made (see ``isValid``):
    /// `XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)`.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffset: Int? = nil)
    {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
        self.utcOffset = utcOffset
    }

    /// The UTC date and time of an instant, whole seconds (fractions are dropped):
    /// `XMLRPCDateTime(Date(timeIntervalSince1970: 0)).description == "19700101T00:00:00"`.
    public init(_ date: Date) {
        let time = CivilTime(utcSeconds: Int(date.timeIntervalSince1970.rounded(.down)))
        self.init(
            year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second
        )
    }

    /// Reads `19980717T14:08:55` (XML-RPC's form), `1998-07-17T14:08:55`, `19980717T140855`, each
    /// optionally followed by `Z`, `+hh:mm`, `+hhmm` or `+hh`; surrounding whitespace is ignored.
    /// Returns `nil` for other text and for impossible dates and times (February 30, 24:00:00).
    ///
    /// ```swift
    /// XMLRPCDateTime("19980717T14:08:55")            // 1998-07-17 14:08:55, no zone
    /// XMLRPCDateTime("1998-07-17T14:08:55Z")?.utcOffset   // 0
    /// XMLRPCDateTime("19980230T14:08:55")            // nil
    /// ```
    public init?(_ text: some StringProtocol) {
        self.init(scanned: DateTimeScanner.xmlRPC.scan(String(text).trimmingXMLWhitespace()))
    }

    /// The date and time ``DateTimeScanner/xmlRPC`` scanned, or `nil` when it scanned none or an
    /// impossible one.
    @inline(__always)
    init?(scanned: DateTimeScanner.Scanned?) {
        guard let (time, zoned) = scanned, time.isValid else { return nil }
        self.init(
            year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute,
            second: time.second, utcOffset: zoned ? time.offset : nil)
    }

    /// `true` when the fields name a real date and time of day:
    /// `XMLRPCDateTime(year: 1998, month: 2, day: 30).isValid == false`.
    public var isValid: Bool {
        CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second).isValid
    }

    /// The instant, reading a missing zone as UTC:
    /// `XMLRPCDateTime("19700101T02:00:00+02:00")?.date == Date(timeIntervalSince1970: 0)`.
    public var date: Date {
        let time = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return Date(timeIntervalSince1970: TimeInterval(time.secondsSince1970 - (utcOffset ?? 0)))
    }

    /// The same instant in UTC, without a zone; unchanged when there is no zone:
    /// `XMLRPCDateTime("19980717T14:08:55+02:00")?.inUTC.description == "19980717T12:08:55"`.
    public var inUTC: XMLRPCDateTime {
        guard utcOffset != nil else { return self }
        return XMLRPCDateTime(date)
    }

    /// XML-RPC's form, `19980717T14:08:55`, followed by the zone when there is one (`Z`, `+02:00`):
    /// `"\(time)"`.
    public var description: String {
        var text =
            pad(year, 4) + pad(month, 2) + pad(day, 2) + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":"
            + pad(second, 2)
        if let utcOffset {
            if utcOffset == 0 {
                text += "Z"
            } else {
                let magnitude = abs(utcOffset)
                text += (utcOffset < 0 ? "-" : "+") + pad(magnitude / 3600, 2) + ":" + pad(magnitude / 60 % 60, 2)
            }
        }
        return text
    }

    /// `1998-07-17T14:08:55`: the dashed form without a zone (the civil fields as they are):
    /// `XMLRPCDateTime("19980717T14:08:55+02:00")?.dashedDescription == "1998-07-17T14:08:55"`.
    public var dashedDescription: String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":"
            + pad(second, 2)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
