import Foundation

/// Reads and writes the dates of RFC 822 §5 as updated by RFC 1123 §5.2.14 and RFC 2822 §3.3
/// (RSS `pubDate`, OPML `dateCreated`): `Sun, 05 Nov 2023 14:30:00 GMT`.
///
/// Read: an optional day name and comma (not checked against the date, as most feed readers do),
/// a day of one or two digits, a month name, a year of four digits (or two: 00…49 is 20xx, 50…99 is
/// 19xx; three: 1900 plus it, RFC 2822 §4.3), `hh:mm` with optional `:ss`, and a zone: `UT`, `GMT`,
/// `Z`, the US zones `EST`/`EDT`/`CST`/`CDT`/`MST`/`MDT`/`PST`/`PDT`, a numeric `+0200`/`-0500`, or a
/// military letter as RFC 822 defines it (`A`…`I` and `K`…`M` are −1…−12 hours, `N`…`Y` +1…+12;
/// RFC 2822 notes that mail software has used these with the opposite sign). Names are read in any
/// case; spaces and tabs separate the parts. Written in RFC 1123's form, in GMT, to the second.
enum RFC822Parser {
    private static let dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
    private static let writtenDayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let writtenMonthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let namedZones: [String: Int] = [
        "ut": 0, "gmt": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7,
    ]

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
        var word = cursor.letters()
        if !word.isEmpty {
            guard dayNames.contains(word) else { return nil }
            cursor.skipSpaces()
            guard cursor.take(UInt8(ascii: ",")) else { return nil }
            cursor.skipSpaces()
        }
        guard let day = cursor.digits(minimum: 1, maximum: 2) else { return nil }
        time.day = day
        guard cursor.skipSpaces() else { return nil }
        word = cursor.letters()
        guard let month = monthNames.firstIndex(of: word) else { return nil }
        time.month = month + 1
        guard cursor.skipSpaces() else { return nil }
        let yearStart = cursor.index
        guard let year = cursor.digits(minimum: 2, maximum: 4) else { return nil }
        switch cursor.index - yearStart {
        case 2: time.year = year < 50 ? 2000 + year : 1900 + year
        case 3: time.year = 1900 + year
        default: time.year = year
        }
        guard cursor.skipSpaces(), let hour = cursor.digits(2), cursor.take(UInt8(ascii: ":")),
            let minute = cursor.digits(2)
        else { return nil }
        time.hour = hour
        time.minute = minute
        if cursor.take(UInt8(ascii: ":")) {
            guard let second = cursor.digits(2) else { return nil }
            time.second = second
        }
        guard cursor.skipSpaces(), let offset = zone(&cursor) else { return nil }
        time.offset = offset
        cursor.skipSpaces()
        guard cursor.isAtEnd else { return nil }
        return time.date
    }

    /// A named, military or numeric zone, as an offset in seconds.
    private static func zone(_ cursor: inout ByteCursor) -> Int? {
        if let sign = cursor.peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            cursor.index += 1
            guard let hours = cursor.digits(2), let minutes = cursor.digits(2), minutes <= 59 else { return nil }
            let seconds = hours * 3600 + minutes * 60
            return sign == UInt8(ascii: "-") ? -seconds : seconds
        }
        let word = cursor.letters()
        if let hours = namedZones[word] { return hours * 3600 }
        guard word.utf8.count == 1, let letter = word.utf8.first else { return nil }
        switch letter {
        case UInt8(ascii: "a")...UInt8(ascii: "i"): return -Int(letter - UInt8(ascii: "a") + 1) * 3600
        case UInt8(ascii: "k")...UInt8(ascii: "m"): return -Int(letter - UInt8(ascii: "k") + 10) * 3600
        case UInt8(ascii: "n")...UInt8(ascii: "y"): return Int(letter - UInt8(ascii: "n") + 1) * 3600
        default: return nil
        }
    }

    /// `Sun, 05 Nov 2023 14:30:00 GMT` (RFC 1123), the fraction of a second dropped.
    static func format(_ date: Date) -> String {
        let time = CivilTime(utcSeconds: Int(date.timeIntervalSince1970.rounded(.down)))
        // 1970-01-01 was a Thursday.
        let weekday = ((CivilTime.daysFromCivil(year: time.year, month: time.month, day: time.day) + 4) % 7 + 7) % 7
        var text = writtenDayNames[weekday] + ", "
        text.appendPadded(time.day, width: 2)
        text += " " + writtenMonthNames[time.month - 1] + " "
        text.appendPadded(time.year, width: 4)
        text += " "
        text.appendPadded(time.hour, width: 2)
        text += ":"
        text.appendPadded(time.minute, width: 2)
        text += ":"
        text.appendPadded(time.second, width: 2)
        text += " GMT"
        return text
    }
}

extension ByteCursor {
    /// Skips spaces and tabs; `true` when there was at least one.
    @discardableResult
    fileprivate mutating func skipSpaces() -> Bool {
        let start = index
        while let byte = peek, byte == 0x20 || byte == 0x09 { index += 1 }
        return index > start
    }

    /// A run of ASCII letters, lowercased (empty when none).
    fileprivate mutating func letters() -> String {
        var word = ""
        while let byte = peek, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
            word.unicodeScalars.append(Unicode.Scalar(byte | 0x20))
            index += 1
        }
        return word
    }
}
