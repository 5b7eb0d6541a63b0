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
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(XMLDate.InvalidDate) in try parse(bytes) } }.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLDate.InvalidDate) -> Parts {
        let cursor = ByteCursor(bytes)
        var parts = Parts()
        var end = bytes.count
        // The offset is the tail: `Z`, or `+hh:mm` / `-hh:mm`, never part of the fields before it.
        if end > 0, bytes[end - 1] == UInt8(ascii: "Z") {
            parts.offset = 0
            end -= 1
        } else if end >= 6, bytes[end - 6] == UInt8(ascii: "+") || bytes[end - 6] == UInt8(ascii: "-"),
            bytes[end - 3] == UInt8(ascii: ":"), let hours = cursor.number(at: end - 5, 2),
            let minutes = cursor.number(at: end - 2, 2)
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
        let body = UnsafeBufferPointer(rebasing: bytes[0..<end])
        if let t = body.firstIndex(of: UInt8(ascii: "T")) {
            parts.kind = .dateTime
            try readDate(UnsafeBufferPointer(rebasing: body[..<t]), into: &parts, requireDay: true)
            try readTime(UnsafeBufferPointer(rebasing: body[(t + 1)...]), into: &parts)
        } else if body.count >= 3, body[2] == UInt8(ascii: ":") {
            parts.kind = .time
            try readTime(body, into: &parts)
        } else {
            try readDate(body, into: &parts, requireDay: false)
        }
        return parts
    }

    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, with an optional `-` before the year and more than four
    /// year digits only without a leading zero.
    private static func readDate(_ bytes: UnsafeBufferPointer<UInt8>, into parts: inout Parts, requireDay: Bool)
        throws(XMLDate.InvalidDate)
    {
        var cursor = ByteCursor(bytes)
        let negative = cursor.take(UInt8(ascii: "-"))
        let yearStart = cursor.index
        while let byte = cursor.peek, ByteCursor.isDigit(byte) { cursor.index += 1 }
        let yearDigits = cursor.index - yearStart
        guard yearDigits >= 4, yearDigits <= 9 else {
            throw formError(yearDigits > 9 ? "a year has at most 9 digits here" : nil)
        }
        guard yearDigits == 4 || bytes[yearStart] != UInt8(ascii: "0") else {
            throw XMLDate.InvalidDate(description: "a year of more than four digits cannot start with 0")
        }
        let year = (negative ? -1 : 1) * cursor.number(at: yearStart, yearDigits)!
        parts.year = year
        parts.kind = .year
        var fields: [Int] = []
        while !cursor.isAtEnd {
            guard cursor.take(UInt8(ascii: "-")), fields.count < 2, let field = cursor.digits(2) else {
                throw formError(nil)
            }
            fields.append(field)
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
    private static func readTime(_ bytes: UnsafeBufferPointer<UInt8>, into parts: inout Parts)
        throws(XMLDate.InvalidDate)
    {
        var cursor = ByteCursor(bytes)
        guard let hour = cursor.digits(2), cursor.take(UInt8(ascii: ":")), let minute = cursor.digits(2),
            cursor.take(UInt8(ascii: ":")), let second = cursor.digits(2)
        else { throw formError(nil) }
        let digits = cursor.take(UInt8(ascii: ".")) ? cursor.fractionDigits() : (0, 0)
        guard let (fraction, nanosecond) = digits, cursor.isAtEnd else { throw formError(nil) }
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
