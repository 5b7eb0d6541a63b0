import Foundation

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
    /// The year, e.g. `1998` in `19980717T14:08:55`.
    public var year: Int
    /// The month, 1…12, e.g. `7` in `19980717T14:08:55`.
    public var month: Int
    /// The day of the month, e.g. `17` in `19980717T14:08:55`.
    public var day: Int
    /// The hour, 0…23, e.g. `14` in `19980717T14:08:55`.
    public var hour: Int
    /// The minute, 0…59, e.g. `8` in `19980717T14:08:55`.
    public var minute: Int
    /// The second, 0…59, e.g. `55` in `19980717T14:08:55`.
    public var second: Int
    /// The zone's offset from UTC in seconds, or `nil` when the text gives no zone.
    public var utcOffset: Int?

    /// Creates a date and time from its fields; no check is made (see ``isValid``).
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffset: Int? = nil)
    {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
        self.utcOffset = utcOffset
    }

    /// The UTC date and time of an instant, whole seconds (fractions are dropped).
    public init(_ date: Date) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = Int(seconds - days * 86_400)
        let (year, month, day) = Self.civil(fromDays: days)
        self.init(year: year, month: month, day: day, hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
    }

    /// Reads `19980717T14:08:55` (XML-RPC's form), `1998-07-17T14:08:55`, `19980717T140855`, each
    /// optionally followed by `Z`, `+hh:mm`, `+hhmm` or `+hh`; surrounding whitespace is ignored.
    /// Returns `nil` for other text and for impossible dates and times (February 30, 24:00:00).
    public init?(_ text: some StringProtocol) {
        var bytes = Array(text.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while let last = bytes.last, isSpace(last) { bytes.removeLast() }
        var index = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        guard let year = digits(4) else { return nil }
        let dashed = skip("-")
        guard let month = digits(2), !dashed || skip("-"), let day = digits(2), skip("T"),
            let hour = digits(2)
        else { return nil }
        let colons = skip(":")
        guard let minute = digits(2), !colons || skip(":"), let second = digits(2) else { return nil }
        var offset: Int?
        if skip("Z") {
            offset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = digits(2), hours < 24 else { return nil }
            var minutes = 0
            if index < bytes.count {
                let colon = skip(":")
                guard let value = digits(2), value < 60 else { return nil }
                _ = colon
                minutes = value
            }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard index == bytes.count else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second, utcOffset: offset)
        guard isValid else { return nil }
    }

    /// `true` when the fields name a real date and time of day.
    public var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= Self.daysIn(month: month, year: year)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// The instant, reading a missing zone as UTC.
    public var date: Date {
        let days = Self.days(fromCivil: year, month, day)
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(utcOffset ?? 0)
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The same instant in UTC, without a zone; unchanged when there is no zone.
    public var inUTC: XMLRPCDateTime {
        guard utcOffset != nil else { return self }
        return XMLRPCDateTime(date)
    }

    /// XML-RPC's form, `19980717T14:08:55`, followed by the zone when there is one (`Z`, `+02:00`).
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

    /// `1998-07-17T14:08:55`: the dashed form without a zone (the civil fields as they are).
    public var dashedDescription: String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":"
            + pad(second, 2)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
