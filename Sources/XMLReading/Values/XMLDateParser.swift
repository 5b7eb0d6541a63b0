import Foundation

/// Reads the lexical forms of XML Schema's `gYear`, `gYearMonth`, `date`, `dateTime` and `time`
/// (XML Schema 1.1 Part 2, §3.3.7–3.3.14) into fields, saying why when a text is not one of them.
enum XMLDateParser {
    struct Parts {
        var kind = XMLDate.Kind.year
        var year: Int?, month: Int?, day: Int?
        var hour: Int?, minute: Int?, second: Int?, nanosecond: Int?
        var fraction = 0.0
        var offset: Int?
    }

    static let expectedForms =
        "expected 2023, 2023-11, 2023-11-05, 2023-11-05T10:00:00 or 10:00:00, with an optional fraction of a second and offset (Z, +02:00)"

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    static func parse(_ text: Substring) throws(XMLDate.InvalidDate) -> Parts {
        let bytes = Array(text.utf8)
        var parts = Parts()
        var end = bytes.count
        // The offset is the tail: `Z`, or `+hh:mm` / `-hh:mm`, never part of the fields before it.
        if end > 0, bytes[end - 1] == UInt8(ascii: "Z") {
            parts.offset = 0
            end -= 1
        } else if end >= 6, bytes[end - 6] == UInt8(ascii: "+") || bytes[end - 6] == UInt8(ascii: "-"),
            bytes[end - 3] == UInt8(ascii: ":"), let hours = number(bytes[(end - 5)..<(end - 3)]),
            let minutes = number(bytes[(end - 2)..<end])
        {
            let sign = bytes[end - 6] == UInt8(ascii: "-") ? -1 : 1
            guard minutes <= 59, hours < 14 || (hours == 14 && minutes == 0) else {
                throw XMLDate.InvalidDate(
                    description:
                        "the offset \(String(decoding: bytes[(end - 6)..<end], as: UTF8.self)) is beyond ±14:00")
            }
            parts.offset = sign * (hours * 3600 + minutes * 60)
            end -= 6
        }
        let body = bytes[0..<end]
        if let t = body.firstIndex(of: UInt8(ascii: "T")) {
            parts.kind = .dateTime
            try readDate(body[..<t], into: &parts, requireDay: true)
            try readTime(body[(t + 1)...], into: &parts)
        } else if body.count >= 3, body[body.startIndex + 2] == UInt8(ascii: ":") {
            parts.kind = .time
            try readTime(body, into: &parts)
        } else {
            try readDate(body, into: &parts, requireDay: false)
        }
        return parts
    }

    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, with an optional `-` before the year and more than four
    /// year digits only without a leading zero.
    private static func readDate(_ bytes: ArraySlice<UInt8>, into parts: inout Parts, requireDay: Bool)
        throws(XMLDate.InvalidDate)
    {
        var index = bytes.startIndex
        let negative = index < bytes.endIndex && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let yearStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
        let yearDigits = bytes[yearStart..<index]
        guard yearDigits.count >= 4, yearDigits.count <= 9 else {
            throw formError(yearDigits.count > 9 ? "a year has at most 9 digits here" : nil)
        }
        guard yearDigits.count == 4 || yearDigits.first != UInt8(ascii: "0") else {
            throw XMLDate.InvalidDate(description: "a year of more than four digits cannot start with 0")
        }
        let year = (negative ? -1 : 1) * number(yearDigits)!
        parts.year = year
        parts.kind = .year
        var fields: [Int] = []
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "-"), index + 3 <= bytes.endIndex, fields.count < 2,
                let field = number(bytes[(index + 1)..<(index + 3)])
            else { throw formError(nil) }
            fields.append(field)
            index += 3
        }
        if requireDay && fields.count < 2 { throw formError(nil) }
        if let month = fields.first {
            guard (1...12).contains(month) else {
                throw XMLDate.InvalidDate(description: "month \(twoDigits(month)) is out of range (01…12)")
            }
            parts.month = month
            parts.kind = .yearMonth
        }
        if fields.count == 2, let month = parts.month {
            let day = fields[1]
            let days = CivilTime.daysIn(month: month, year: year)
            guard day >= 1, day <= days else {
                throw XMLDate.InvalidDate(
                    description: day >= 1 && day <= 31
                        ? "day \(twoDigits(day)) is out of range for \(monthNames[month - 1]) \(yearText(year)) (01…\(days))"
                        : "day \(twoDigits(day)) is out of range (01…31)")
            }
            parts.day = day
            parts.kind = .date
        }
        if requireDay { parts.kind = .dateTime }
    }

    /// `hh:mm:ss` with an optional fraction; `24:00:00` is the end of the day.
    private static func readTime(_ bytes: ArraySlice<UInt8>, into parts: inout Parts) throws(XMLDate.InvalidDate) {
        let start = bytes.startIndex
        guard bytes.count >= 8, bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
            let hour = number(bytes[start..<(start + 2)]), let minute = number(bytes[(start + 3)..<(start + 5)]),
            let second = number(bytes[(start + 6)..<(start + 8)])
        else { throw formError(nil) }
        var nanosecond = 0
        var fraction = 0.0
        if bytes.count > 8 {
            let digits = bytes[(start + 9)...]
            guard bytes[start + 8] == UInt8(ascii: "."), !digits.isEmpty, digits.allSatisfy(isDigit) else {
                throw formError(nil)
            }
            var scale = 100_000_000
            var fractionScale = 0.1
            for digit in digits {
                nanosecond += Int(digit - 0x30) * scale
                scale /= 10
                fraction += Double(digit - 0x30) * fractionScale
                fractionScale /= 10
            }
        }
        guard minute <= 59 else { throw XMLDate.InvalidDate(description: "minute \(minute) is out of range (00…59)") }
        guard second <= 59 else { throw XMLDate.InvalidDate(description: "second \(second) is out of range (00…59)") }
        guard hour < 24 || (hour == 24 && minute == 0 && second == 0 && nanosecond == 0 && fraction == 0) else {
            throw XMLDate.InvalidDate(
                description: hour == 24
                    ? "hour 24 is allowed only in 24:00:00, the end of the day"
                    : "hour \(hour) is out of range (00…23)")
        }
        parts.hour = hour
        parts.minute = minute
        parts.second = second
        parts.nanosecond = nanosecond
        parts.fraction = fraction
    }

    private static func formError(_ reason: String?) -> XMLDate.InvalidDate {
        XMLDate.InvalidDate(description: reason.map { "\($0); \(expectedForms)" } ?? expectedForms)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The value of a run of decimal digits, `nil` when one is not a digit.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    // MARK: Writing components

    static func twoDigits(_ value: Int) -> String {
        var text = ""
        text.appendPadded(value, width: 2)
        return text
    }

    static func yearText(_ year: Int) -> String {
        var text = ""
        text.appendPadded(year, width: 4)
        return text
    }

    static func timeText(hour: Int, minute: Int, second: Int, nanosecond: Int) throws(XMLDate.InvalidDate) -> String {
        guard (0..<1_000_000_000).contains(nanosecond) else {
            throw XMLDate.InvalidDate(description: "nanosecond \(nanosecond) is out of range (0…999999999)")
        }
        var text = twoDigits(hour) + ":" + twoDigits(minute) + ":" + twoDigits(second)
        if nanosecond > 0 {
            var digits = ""
            digits.appendPadded(nanosecond, width: 9)
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    static func offsetText(_ offset: Int?) throws(XMLDate.InvalidDate) -> String {
        guard let offset else { return "" }
        if offset == 0 { return "Z" }
        guard offset % 60 == 0, abs(offset) <= 14 * 3600 else {
            throw XMLDate.InvalidDate(
                description: "an offset is whole minutes within ±14:00 (±50400 seconds), not \(offset) seconds")
        }
        let minutes = abs(offset) / 60
        return (offset < 0 ? "-" : "+") + twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }
}
