import Foundation

/// A calendar date and time of day in the proleptic Gregorian calendar, converted to `Date`
/// without `Calendar` or `DateFormatter` (both are costly and not safe to share across threads).
/// `package`: the `XMLRPC` module's `dateTime.iso8601` uses the same calendar arithmetic.
package struct CivilTime {
    package var year = 1970
    package var month = 1
    package var day = 1
    package var hour = 0
    package var minute = 0
    package var second = 0
    package var fraction = 0.0
    /// The fraction as a whole number of the units it was rounded to (set when formatting).
    var fractionUnits = 0
    /// Offset from UTC in seconds (`+02:00` is 7200).
    package var offset = 0

    package init(
        year: Int = 1970, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Int = 0, offset: Int = 0
    ) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second, self.offset) = (hour, minute, second, offset)
    }

    /// `true` when the fields name a real date and time of day (not February 30, hour 24 or 25).
    package var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= Self.daysIn(month: month, year: year)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// The instant, or `nil` when a field is out of range (February 30, hour 25, …).
    var date: Date? { isValid ? Date(timeIntervalSince1970: Double(secondsSince1970) + fraction) : nil }

    /// The seconds from 1970-01-01T00:00:00Z to the fields' instant without the fraction, the
    /// fields unchecked (`24:00:00` is the next day's midnight).
    package var secondsSince1970: Int {
        Self.daysFromCivil(year: year, month: month, day: day) * 86_400 + (hour * 3600 + minute * 60 + second) - offset
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
