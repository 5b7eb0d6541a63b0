import Foundation
import Testing

import TestSupport
@testable import XMLRPC

@testable import XMLReading

/// Temporary: the date readers before ``DateTimeScanner`` (copied from main at 07ca716) against the
/// readers on the scanner, on hand-made edge cases, every combination of a grid of fields and
/// random mutations from a fixed seed. Removed once the old code is gone.
struct DateTimeDifferentialTests {
    @Test func oldAndNewReadersAgree() {
        var compared = 0
        var mismatches: [String] = []
        func check(_ text: String) {
            compared += 1
            let old = OldISO8601.parse(text[...]).map(\.timeIntervalSince1970.bitPattern)
            let new = ISO8601Parser.parse(text[...]).map(\.timeIntervalSince1970.bitPattern)
            if old != new {
                mismatches.append(
                    "ISO8601 \(text.debugDescription): \(String(describing: old)) vs \(String(describing: new))")
            }
            var copy = text
            let (oldBytes, newBytes) = copy.withUTF8 { bytes in
                (OldISO8601.parse(trimming: bytes), ISO8601Parser.parse(trimming: bytes))
            }
            if oldBytes?.timeIntervalSince1970.bitPattern != newBytes?.timeIntervalSince1970.bitPattern {
                mismatches.append("ISO8601 bytes \(text.debugDescription)")
            }
            let oldRPC = OldXMLRPC.parse(text)
            let newRPC = XMLRPCDateTime(text)
            if oldRPC != newRPC {
                mismatches.append(
                    "XMLRPCDateTime \(text.debugDescription): \(String(describing: oldRPC)) vs \(String(describing: newRPC))"
                )
            }
            let oldValue = OldXMLRPC.value(text)
            let newValue = ScalarType.dateTime.value(text)
            if oldValue != newValue { mismatches.append("ScalarType.dateTime \(text.debugDescription)") }
            if oldRPC != oldValue?.dateTimeValue { mismatches.append("old fast path \(text.debugDescription)") }
            let oldDate = describe { () throws(XMLDate.InvalidDate) in
                let parts = try OldXMLDateParser.parse(text.trimmingXMLWhitespace())
                return [
                    "\(parts.kind)", "\(parts.year as Any)", "\(parts.month as Any)", "\(parts.day as Any)",
                    "\(parts.hour as Any)", "\(parts.minute as Any)", "\(parts.second as Any)",
                    "\(parts.nanosecond as Any)", "\(parts.fraction.bitPattern)", "\(parts.offset as Any)",
                ]
            }
            let newDate = describe { () throws(XMLDate.InvalidDate) in
                let parts = try XMLDateParser.parse(text.trimmingXMLWhitespace())
                return [
                    "\(parts.kind)", "\(parts.year as Any)", "\(parts.month as Any)", "\(parts.day as Any)",
                    "\(parts.hour as Any)", "\(parts.minute as Any)", "\(parts.second as Any)",
                    "\(parts.nanosecond as Any)", "\(parts.fraction.bitPattern)", "\(parts.offset as Any)",
                ]
            }
            if let time = newRPC {
                let days = Int64(CivilTime.daysFromCivil(year: time.year, month: time.month, day: time.day))
                let seconds =
                    days * 86_400 + Int64(time.hour * 3600 + time.minute * 60 + time.second)
                    - Int64(time.utcOffset ?? 0)
                if TimeInterval(seconds).bitPattern != time.date.timeIntervalSince1970.bitPattern {
                    mismatches.append("XMLRPCDateTime.date \(text.debugDescription)")
                }
            }
            if let value = try? XMLDate(parsing: text) {
                let days = CivilTime.daysFromCivil(
                    year: value.year ?? 1970, month: value.month ?? 1, day: value.day ?? 1)
                let seconds =
                    days * 86_400 + (value.hour ?? 0) * 3600 + (value.minute ?? 0) * 60 + (value.second ?? 0)
                    - (value.offset ?? 0)
                if Date(timeIntervalSince1970: Double(seconds) + value.fraction) != value.date {
                    mismatches.append("XMLDate.date \(text.debugDescription)")
                }
            }
            if oldDate != newDate { mismatches.append("XMLDate \(text.debugDescription): \(oldDate) vs \(newDate)") }
        }
        for text in DateTimeInputs.all() { check(text) }
        #expect(mismatches.prefix(20) == [])
        #expect(compared > 500_000)
        print("DateTimeDifferentialTests compared \(compared) inputs, \(mismatches.count) mismatches")
    }
}

private func describe(_ body: () throws(XMLDate.InvalidDate) -> [String]) -> String {
    do { return try body().joined(separator: " ") } catch { return "error: \(error.description)" }
}

/// The inputs: hand-made edge cases, a grid of fields, long texts and random mutations.
enum DateTimeInputs {
    static let handMade: [String] = [
        "", " ", "2024", "2024-03", "202403", "2024-03-01", "20240301", "2024-3-1", "2024-03-1", "99999",
        "2024-03-01T14:08:55", "2024-03-01T14:08", "2024-03-01T14:08:55.250", "2024-03-01T14:08:55,250",
        "2024-03-01T14:08:55.", "2024-03-01T14:08:55Z", "2024-03-01T14:08:55z", "2024-03-01t14:08:55",
        "2024-03-01 14:08:55", "2024-03-01T14:08:55+02:00", "2024-03-01T14:08:55+0200", "2024-03-01T14:08:55-05",
        "2024-03-01T14:08:55+2", "2024-03-01T14:08:55+02:0", "2024-03-01T14:08:55+020", "2024-03-01T14:08:55+02:60",
        "2024-03-01T14:08:55+23:59", "2024-03-01T14:08:55+24:00", "2024-03-01T14:08:55+14:00",
        "2024-03-01T14:08:55-14:00", "2024-03-01T14:08:55+14:01", "20240301T14:08:55", "20240301T140855",
        "20240301T1408", "20240301T14:0855", "20240301T1408:55", "19980717T14:08:55", "19980717T14:08:55Z",
        "19980717T14:08:55z", "19980717T14:08:55+02:00", "19980717T14:08:55-0500", "19980717T14:08:55+05",
        "19980717T14:08:55.5", "19980230T14:08:55", "19980229T14:08:55", "20000229T00:00:00",
        "19000229T00:00:00", "21000229T00:00:00", "24000229T00:00:00", "2024-02-29", "2023-02-29",
        "1900-02-29", "2000-02-29", "2024-02-30", "2024-04-31", "2024-13-01", "2024-00-01", "2024-01-00",
        "2024-01-32", "19980717T24:00:00", "2024-03-01T24:00:00", "2024-03-01T23:59:60", "2024-03-01T23:60:00",
        "2024-03-01T25:00:00", "0000-01-01T00:00:00", "9999-12-31T23:59:59.999999999", "0001-01-01",
        "2024-03-01T14:08:55.1234567890123456789", "2024-03-01T14:08:55.000000001Z",
        "2024-03-01T14:08:55.999999999999999999999", " 19980717T14:08:55 ", "\n\t19980717T14:08:55\r\n",
        "\r\n2024-03-01T14:08:55Z\r\n", "\u{A0}19980717T14:08:55", "19980717T14:08:55\u{A0}",
        "١٩٩٨٠٧١٧T14:08:55", "1998٠717T14:08:55", "19980717T14:08:5٥", "１９９８-07-17", "19980717T14:08:55\u{301}",
        " \u{301}19980717T14:08:55", "19980717 T14:08:55", "19980717T 14:08:55", "19980717T14:08:55 Z",
        "19980717T14:08:55ZZ", "19980717T14:08:55+02:00Z", "+19980717T14:08:55", "-2024-03-01", "02024-03-01",
        "2024--03-01", "2024-03--01", "2024-0301", "202403-01", "2024-03-01T", "2024-03-01T14", "2024-03-01T14:",
        "2024-03-01T14:08:", "2024-03-01T14:08:5", "2024-03-01T1:08:55", "2024-03-01T14:8:55", "T14:08:55",
        "14:08:55", "2024-03-01T14:08:55.250+02:00", "2024-03-01T14:08.5", "2024-03-01T14:08Z",
        "2024-03-01T14:08+02:00", "2024Z", "2024-03Z", "2024-03-01Z", "2024-03-01+02:00", "\0", "2024\0",
        "19980717T14:08:55\0", "ab", "2024-03-01T14:08:55-00:00", "2024-03-01T14:08:55+00",
        "1970-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z", "19691231T23:59:59", "00010101T00:00:00",
        "99991231T23:59:59", "2024-03-01T14:08:55.-5", "2024-03-01T14:08:55.5.5", "2024-03-01T14:08:55,",
        "-0001", "-2023-11-05", "--2023", "12345", "123456789", "1234567890", "012345", "-012345-01",
        "2023-11-05-05:00", "2023-11-05+14:00", "2023-11-05-14:00", "2023-11-05+14:01", "2023-11-05+10:60",
        "2023-11-05+99:99", "2023-11-05+1a:00", "2023-11-05T10:00:00+14:00", "10:00:00", "10:00:00Z",
        "24:00:00", "24:00:00.0", "24:00:00.000000000001", "24:00:01", "24:01:00", "23:60:00", "23:59:60",
        "10:00:00.", "10:00:00.5", "10:00:00,5", "10:00", "1:00:00", "10:00:00-05:00", "10:00:00+15:00",
        "2023-02-29T00:00:00", "2024-02-29T00:00:00", "2023-04-31", "2023-11-05T", "T10:00:00",
        "2023-11-05T10:00:00T", "2023-11-05T10:00:00.1234567891", "2023-11", "2023-1", "2023-11-5",
        "2023-11-05-", "2023-11-05-01", "2023-11-05T10:00:00ZZ", "Z", "+02:00", "-05:00Z", "2023-00",
        "2023-13", "2023-11-00", "2023-11-31", "2023-11-32", "2023-11-99",
    ]

    static func grid() -> [String] {
        let years = ["0000", "1970", "2000", "2024", "2100", "-2024", "12345"]
        let months = ["00", "01", "02", "12", "13"]
        let days = ["00", "01", "28", "29", "30", "31", "32"]
        let separators = ["T", "t", " ", "", "TT"]
        let times = [
            "00:00:00", "23:59:59", "24:00:00", "23:59:60", "14:08", "1408", "140855", "14:0855", "1408:55", "",
        ]
        let fractions = ["", ".5", ",5", ".", ".123456789012", ".250"]
        let zones = [
            "", "Z", "z", "+02:00", "+0200", "+02", "-05", "+14:00", "-14:00", "+23:59", "+24:00", "+02:60", "+2",
        ]
        var texts: [String] = []
        for time in times {
            for fraction in fractions {
                for zone in zones { texts.append(time + fraction + zone) }
            }
        }
        for year in years {
            for month in months {
                for day in days {
                    for dash in ["-", ""] {
                        let date = year + dash + month + dash + day
                        texts.append(date)
                        texts.append(year + dash + month)
                        for separator in separators {
                            for time in times {
                                for fraction in fractions {
                                    for zone in zones { texts.append(date + separator + time + fraction + zone) }
                                }
                            }
                        }
                    }
                }
            }
        }
        return texts
    }

    static func mutations(of seeds: [String], count: Int) -> [String] {
        var generator = SplitMix64(seed: 33)
        let alphabet: [String] = [
            "0", "1", "2", "5", "9", "-", ":", "T", "t", "Z", "z", "+", " ", "\t", "\n", "\r", ".", ",", "٣", "é",
            "\u{301}", "x", "\0", "24", "60", "00",
        ]
        var texts: [String] = []
        for _ in 0..<count {
            var characters = Array(seeds.randomElement(using: &generator)!.unicodeScalars.map(String.init))
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0...characters.count, using: &generator)
                let piece = alphabet.randomElement(using: &generator)!
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where position < characters.count: characters[position] = piece
                case 1 where position < characters.count: characters.remove(at: position)
                case 2 where position < characters.count: characters.insert(characters[position], at: position)
                default: characters.insert(piece, at: position)
                }
            }
            texts.append(characters.joined())
        }
        return texts
    }

    static func all() -> [String] {
        let long = [
            "2024" + String(repeating: "1", count: 10_000), String(repeating: "19980717T14:08:55", count: 500),
            "2024-03-01T14:08:55." + String(repeating: "9", count: 10_000),
            String(repeating: " ", count: 5000) + "19980717T14:08:55" + String(repeating: "\n", count: 5000),
        ]
        let seeds = handMade + ["19980717T14:08:55", "2024-03-01T14:08:55.250+02:00", "20240301T140855Z"]
        return handMade + long + grid() + mutations(of: seeds, count: 200_000)
    }
}

// MARK: The readers as they were

private struct OldCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    mutating func digits(_ count: Int) -> Int? {
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

    mutating func zoneOffset(required: Bool = false) -> Int? {
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

private enum OldISO8601 {
    static func parse(_ text: Substring) -> Date? {
        var text = text
        return text.withUTF8 { buffer in
            var cursor = OldCursor(bytes: buffer)
            return parse(&cursor)
        }
    }

    static func parse(trimming bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var cursor = OldCursor(bytes: ScalarBytes.trimmed(bytes))
        return parse(&cursor)
    }

    private static func parse(_ cursor: inout OldCursor) -> Date? {
        var time = CivilTime()
        guard let year = cursor.digits(4) else { return nil }
        time.year = year
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

private enum OldXMLRPC {
    static func parse(_ text: String) -> XMLRPCDateTime? {
        var trimmed = text.trimmingXMLWhitespace()
        typealias Fields = (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int?)
        let fields = trimmed.withUTF8 { buffer -> Fields? in
            var cursor = OldCursor(bytes: buffer)
            guard let year = cursor.digits(4) else { return nil }
            let dashed = cursor.take(UInt8(ascii: "-"))
            guard let month = cursor.digits(2), !dashed || cursor.take(UInt8(ascii: "-")), let day = cursor.digits(2),
                cursor.take(UInt8(ascii: "T")), let hour = cursor.digits(2)
            else { return nil }
            let colons = cursor.take(UInt8(ascii: ":"))
            guard let minute = cursor.digits(2), !colons || cursor.take(UInt8(ascii: ":")),
                let second = cursor.digits(2)
            else { return nil }
            var offset: Int?
            if let mark = cursor.peek,
                mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-")
            {
                guard let seconds = cursor.zoneOffset(required: true) else { return nil }
                offset = seconds
            }
            guard cursor.isAtEnd else { return nil }
            return (year, month, day, hour, minute, second, offset)
        }
        guard let (year, month, day, hour, minute, second, offset) = fields else { return nil }
        let time = XMLRPCDateTime(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, utcOffset: offset)
        return time.isValid ? time : nil
    }

    static func fastPath(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLRPCDateTime?? {
        guard bytes.count == 17, bytes[8] == UInt8(ascii: "T"), bytes[11] == UInt8(ascii: ":"),
            bytes[14] == UInt8(ascii: ":")
        else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for index in start..<start + count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(4, 2), let day = number(6, 2), let hour = number(9, 2),
            let minute = number(12, 2), let second = number(15, 2)
        else { return nil }
        let dateTime = XMLRPCDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return .some(dateTime.isValid ? dateTime : nil)
    }

    static func value(_ text: String) -> XMLRPCValue? {
        if let dateTime = ScalarFastPaths.trimmedBytes(text, fastPath) { return dateTime.map { .dateTime($0) } }
        return parse(text).map { .dateTime($0) }
    }
}

/// (The old reader.) Reads the lexical forms of XML Schema's `gYear`, `gYearMonth`, `date`, `dateTime` and `time`
/// (XML Schema 1.1 Part 2, §3.3.7–3.3.14) into fields, saying why when a text is not one of them.
private enum OldXMLDateParser {
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
                throw XMLDate.InvalidDate(
                    description: "month \(XMLDateParser.twoDigits(month)) is out of range (01…12)")
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
                        ? "day \(XMLDateParser.twoDigits(day)) is out of range for \(Self.monthNames[month - 1]) \(XMLDateParser.yearText(year)) (01…\(days))"
                        : "day \(XMLDateParser.twoDigits(day)) is out of range (01…31)")
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

}
