import Foundation

extension CivilTime {
    /// The UTC calendar fields of a date; `fraction` is rounded to the millisecond.
    init(utc date: Date) {
        self.init(utc: date, fractionDigits: 3)!
    }

    /// The UTC calendar fields of a date, with `fraction` rounded to `fractionDigits` decimal
    /// digits; `nil` when the date is too far from 1970 to count in such units.
    init?(utc date: Date, fractionDigits: Int) {
        // 10 to the power, without the C library's `pow` for the usual few digits.
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        guard let total = Int64(exactly: (date.timeIntervalSince1970 * Double(scale)).rounded()) else { return nil }
        var seconds = total / scale
        var units = total % scale
        if units < 0 {
            units += scale
            seconds -= 1
        }
        self.init(utcSeconds: Int(seconds))
        fraction = Double(units) / Double(scale)
        fractionUnits = Int(units)
    }

    /// The UTC calendar fields of a whole number of seconds since 1970-01-01T00:00:00Z.
    package init(utcSeconds seconds: Int) {
        var (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        if secondOfDay < 0 { (days, secondOfDay) = (days - 1, secondOfDay + 86_400) }
        self.init(hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60, second: secondOfDay % 60)
        (year, month, day) = Self.civil(fromDays: days)
    }
}

extension [UInt8] {
    /// `value` in decimal ASCII, padded with zeros to at least `width` digits.
    mutating func appendPadded(_ value: Int, width: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var digits = 1
        var divisor: UInt = 1
        while magnitude / divisor >= 10 {
            divisor *= 10
            digits += 1
        }
        if digits < width { append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits)) }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }
}

extension String {
    /// `value` in decimal, padded with zeros to at least `width` digits.
    mutating func appendPadded(_ value: Int, width: Int) {
        let digits = String(value < 0 ? -value : value)
        if value < 0 { append("-") }
        if digits.count < width { append(String(repeating: "0", count: width - digits.count)) }
        append(digits)
    }
}

extension ISO8601Parser {
    /// `2024-03-01T12:08:55Z`, or with the fraction of a second in as few digits (3, 6 or 9) as
    /// read back the same date: `2024-03-01T12:08:55.250Z`, `2024-03-01T12:08:55.000100Z`.
    static func format(_ date: Date) -> String {
        var text = ""
        for digits in [3, 6, 9] {
            guard let time = CivilTime(utc: date, fractionDigits: digits) else { break }
            text = format(time, fractionDigits: digits)
            // A whole number of milliseconds (most dates) needs no check.
            let milliseconds = date.timeIntervalSince1970 * 1000
            if digits == 3 && milliseconds.rounded() == milliseconds { break }
            if let again = parse(text[...]), again == date { break }
        }
        return text.isEmpty ? format(CivilTime(utc: date), fractionDigits: 3) : text
    }

    private static func format(_ time: CivilTime, fractionDigits: Int) -> String {
        var text = ""
        text.reserveCapacity(24)
        text.appendPadded(time.year, width: 4)
        text.append("-")
        text.appendPadded(time.month, width: 2)
        text.append("-")
        text.appendPadded(time.day, width: 2)
        text.append("T")
        text.appendPadded(time.hour, width: 2)
        text.append(":")
        text.appendPadded(time.minute, width: 2)
        text.append(":")
        text.appendPadded(time.second, width: 2)
        if time.fractionUnits > 0 {
            text.append(".")
            text.appendPadded(time.fractionUnits, width: fractionDigits)
        }
        text.append("Z")
        return text
    }
}

extension DatePattern {
    private static let writtenMonthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The date in UTC with this pattern: what ``parse(_:)`` reads back (to the precision of the
    /// pattern's fields). Zone fields are written `Z`.
    func format(_ date: Date) -> String {
        let time = CivilTime(utc: date)
        // Bytes first, one `String` at the end: a `String` per field cost ten times as much.
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for field in fields {
            switch field {
            case .literal(let bytes): text.append(contentsOf: bytes)
            case .year(let width):
                text.appendPadded(width == 2 ? ((time.year % 100) + 100) % 100 : time.year, width: width)
            case .month(let width): text.appendPadded(time.month, width: width)
            case .monthName: text.append(contentsOf: Self.writtenMonthNames[time.month - 1].utf8)
            case .day(let width): text.appendPadded(time.day, width: width)
            case .hour24(let width): text.appendPadded(time.hour, width: width)
            case .hour12(let width): text.appendPadded(time.hour % 12 == 0 ? 12 : time.hour % 12, width: width)
            case .meridiem: text.append(contentsOf: (time.hour < 12 ? "AM" : "PM").utf8)
            case .minute(let width): text.appendPadded(time.minute, width: width)
            case .second(let width): text.appendPadded(time.second, width: width)
            case .fraction(let width):
                let scale = pow(10, Double(min(width, 9)))
                text.appendPadded(min(Int((time.fraction * scale).rounded()), Int(scale) - 1), width: min(width, 9))
            case .zone: text.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
