import Foundation

/// A calendar date and time of day in the proleptic Gregorian calendar, converted to `Date`
/// without `Calendar` or `DateFormatter` (both are costly and not safe to share across threads).
/// `package`: the `XMLRPC` module's `dateTime.iso8601` uses the same calendar arithmetic.
package struct CivilTime {
    var year = 1970
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    /// The fraction as a whole number of the units it was rounded to (set when formatting).
    var fractionUnits = 0
    /// Offset from UTC in seconds (`+02:00` is 7200).
    var offset = 0

    /// The instant, or `nil` when a field is out of range (February 30, hour 25, …).
    var date: Date? {
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let days = Self.daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
        return Date(timeIntervalSince1970: seconds + fraction)
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// A cursor over ASCII bytes, shared by the date parsers (the core's and `XMLRPC`'s).
package struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Runs `body` over the UTF-8 of `text` without copying it into an array.
    package static func over<Result>(_ text: Substring, _ body: (inout ByteCursor) -> Result) -> Result {
        var text = text
        return text.withUTF8 { buffer in
            var cursor = ByteCursor(buffer)
            return body(&cursor)
        }
    }

    package var isAtEnd: Bool { index == bytes.count }
    package var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    package mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Reads exactly `count` decimal digits.
    package mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += count
        return value
    }

    /// Reads between `minimum` and `maximum` decimal digits.
    mutating func digits(minimum: Int, maximum: Int) -> Int? {
        var value = 0
        var count = 0
        while count < maximum, let byte = peek, byte >= 0x30, byte <= 0x39 {
            value = value * 10 + Int(byte - 0x30)
            index += 1
            count += 1
        }
        return count >= minimum ? value : nil
    }

    /// Reads `.123` or `,123` as a fraction of a second, if present.
    mutating func fraction() -> Double? {
        guard let mark = peek, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ",") else { return 0 }
        index += 1
        var scale = 0.1
        var value = 0.0
        var count = 0
        while let byte = peek, byte >= 0x30, byte <= 0x39 {
            value += Double(byte - 0x30) * scale
            scale /= 10
            index += 1
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// Reads `Z`, `+hh:mm`, `+hhmm` or `+hh`; `nil` on malformed input, 0 when absent.
    package mutating func zoneOffset(required: Bool = false) -> Int? {
        guard let mark = peek else { return required ? nil : 0 }
        if mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "z") {
            index += 1
            return 0
        }
        guard mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-") else { return required ? nil : 0 }
        index += 1
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if take(UInt8(ascii: ":")) {
            guard let value = digits(2) else { return nil }
            minutes = value
        } else if let byte = peek, byte >= 0x30, byte <= 0x39 {
            guard let value = digits(2) else { return nil }
            minutes = value
        }
        guard minutes <= 59 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return mark == UInt8(ascii: "-") ? -seconds : seconds
    }
}
