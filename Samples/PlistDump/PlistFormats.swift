import Foundation
import XMLReading

/// The value formats of a property list's scalars, read as Python's `plistlib` reads them and
/// written so that it reads them back to the same values.
///
/// | element     | read like                                   | for example                      |
/// | ----------- | ------------------------------------------- | -------------------------------- |
/// | `<integer>` | `int(text)`, or `int(text, 16)` after `0x`  | ` +0_07 ` → 7, `0xFF` → 255      |
/// | `<real>`    | `float(text)`                               | `1e300`, `-inf`, `nan`, `1_0.5`  |
/// | `<date>`    | plistlib's pattern, then `datetime(…)`      | `2024-02-29T12:00:00Z`           |
/// | `<data>`    | `binascii.a2b_base64`                       | `AAE=`, other characters skipped |
///
/// Each is a ``ValueFormat/custom(_:read:write:)`` format: `read` returns `nil` (or throws, to say
/// why) for text plistlib rejects, which XMLReading reports with the element's line and path:
/// `line 3, column 10: cannot read "12a" as an integer for <integer> at /plist/dict/integer`.
extension ValueFormat where Value == PlistInteger {
    /// `int(text)`: white space around, a sign, leading zeros and `_` between digits; hexadecimal
    /// when the text starts with `0x`. Any integer plistlib writes, -2^63 … 2^64-1; beyond is an error.
    static var plistInteger: ValueFormat {
        .custom("an integer", read: { try PythonNumber.integer($0) }, write: { $0.description })
    }
}

extension ValueFormat where Value == Double {
    /// `float(text)`: decimals, exponents, `inf`, `infinity` and `nan` in any case, `_` between
    /// digits. Written as Swift prints a double (`0.1`, `1e+300`, `-inf`), which `float()` reads back.
    static var plistReal: ValueFormat {
        .custom("a real", read: { PythonNumber.real($0) }, write: { $0.description })
    }
}

extension ValueFormat where Value == Date {
    /// `YYYY-MM-DD`, then optionally `THH`, `:MM`, `:SS`, then `Z`, in UTC (the proleptic
    /// Gregorian calendar); anything after the `Z` is ignored, as plistlib's `re.match` does.
    static var plistDate: ValueFormat {
        .custom("a date", read: { try PlistDate.parse($0) }, write: { PlistDate.format($0) })
    }
}

extension ValueFormat where Value == Data {
    /// Base64 as `binascii.a2b_base64` reads it: characters outside the alphabet (line breaks,
    /// spaces) are skipped and the first complete padding ends the data.
    static var plistData: ValueFormat {
        .custom("base64 data", read: { try PlistBase64.decode($0) }, write: { $0.base64EncodedString() })
    }
}

/// Why a text plistlib would reject is not a value; the reading error shows it after the text.
struct PlistFormatError: Error, CustomStringConvertible {
    var description: String
}

/// Python's `int()` and `float()` of a string.
enum PythonNumber {
    /// The text as Python reads a number: other Unicode white space becomes a space, other Unicode
    /// decimal digits (`٣`, `３`) become ASCII digits, then white space at both ends is dropped.
    /// `nil` for any other character outside ASCII, which no number holds.
    static func ascii(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar.value < 127 {
                bytes.append(UInt8(scalar.value))
            } else if scalar.properties.isWhitespace {
                bytes.append(0x20)
            } else if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue {
                bytes.append(0x30 + UInt8(digit))
            } else {
                return nil
            }
        }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return Array(bytes[first...last])
    }

    static func integer(_ text: String) throws -> PlistInteger? {
        // plistlib picks base 16 from the text as written, before `int()` drops white space.
        let hex = text.hasPrefix("0x") || text.hasPrefix("0X")
        guard var bytes = ascii(text), !bytes.isEmpty else { return nil }
        var isNegative = false
        if hex {
            bytes.removeFirst(2)
            if bytes.first == UInt8(ascii: "_") { bytes.removeFirst() }  // `0x_1F` is 31
        } else if bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") {
            isNegative = bytes.removeFirst() == UInt8(ascii: "-")
        }
        guard let digits = digitsBetweenUnderscores(bytes, isDigit: { hexDigit($0) != nil }), !digits.isEmpty
        else { return nil }
        let radix: UInt64 = hex ? 16 : 10
        // Python refuses decimal texts of more than 4,300 digits (sys.get_int_max_str_digits()).
        guard hex || digits.count <= 4300 else { return nil }
        var magnitude: UInt64 = 0
        for byte in digits {
            guard let digit = hexDigit(byte), digit < radix else { return nil }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { throw outOfRange }
            magnitude = sum
        }
        if isNegative && magnitude > UInt64(1) << 63 { throw outOfRange }
        return PlistInteger(magnitude: magnitude, isNegative: isNegative && magnitude != 0)
    }

    static let outOfRange = PlistFormatError(
        description: "beyond the integers a property list holds (-2**63 … 2**64-1)")

    static func real(_ text: String) -> Double? {
        guard var bytes = ascii(text), !bytes.isEmpty else { return nil }
        if bytes.contains(UInt8(ascii: "_")) {
            guard let kept = digitsBetweenUnderscores(bytes, isDigit: { (0x30...0x39).contains($0) }) else {
                return nil
            }
            bytes = kept
        }
        var sign: Double = 1
        var body = bytes[...]
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            body = body.dropFirst()
        }
        switch String(decoding: body, as: UTF8.self).lowercased() {
        case "inf", "infinity": return sign * .infinity
        case "nan": return .nan
        default: break
        }
        // Digits with at most one point, at least one digit, then an optional exponent: what
        // Python accepts, and a subset of what `Double(_:)` accepts (no hexadecimal, no `inf`).
        let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        var rest = body
        let whole = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(whole)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fraction)
        }
        guard whole + fraction > 0 else { return nil }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let s = rest.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard let digit = rest.first, isDigit(digit) else { return nil }
            rest = rest.drop(while: isDigit)
        }
        guard rest.isEmpty else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// The text without its underscores, when each stands between two digits (`1_000`, not
    /// `_1`, `1__0` or `1_`); `nil` otherwise.
    static func digitsBetweenUnderscores(_ bytes: [UInt8], isDigit: (UInt8) -> Bool) -> [UInt8]? {
        var kept: [UInt8] = []
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "_") {
                guard isDigit(previous) else { return nil }
            } else {
                if previous == UInt8(ascii: "_") && !isDigit(byte) { return nil }
                kept.append(byte)
            }
            previous = byte
        }
        return previous == UInt8(ascii: "_") ? nil : kept
    }

    static func hexDigit(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// plistlib's dates: `(\d\d\d\d)(?:-(\d\d)(?:-(\d\d)(?:T(\d\d)(?::(\d\d)(?::(\d\d))?)?)?)?)?Z`
/// matched at the start of the text, the fields given to `datetime(…)` (which needs a day).
enum PlistDate {
    static func parse(_ text: String) throws -> Date? {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        func number(at index: Int, digits: Int) -> Int {
            bytes[index..<index + digits].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard (0..<4).allSatisfy(isDigit) else { return nil }
        var fields = [number(at: 0, digits: 4)]
        var index = 4
        // Month, day, hour, minute, second: each a separator and two digits, up to the first that is not.
        for separator in "--T::".utf8 {
            guard index < bytes.count, bytes[index] == separator, isDigit(index + 1), isDigit(index + 2) else { break }
            fields.append(number(at: index + 1, digits: 2))
            index += 3
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "Z") else { return nil }
        guard fields.count >= 3 else { throw PlistFormatError(description: "a date needs a year, a month and a day") }
        fields += Array(repeating: 0, count: 6 - fields.count)
        let (year, month, day, hour, minute, second) = (
            fields[0], fields[1], fields[2], fields[3], fields[4], fields[5]
        )
        // The checks of Python's datetime(…), with its messages.
        let checks = [
            ((1...9999).contains(year), "year \(year) is out of range"),
            ((1...12).contains(month), "month must be in 1..12"),
            ((1...daysIn(month, of: year)).contains(day), "day is out of range for month"),
            (hour < 24, "hour must be in 0..23"), (minute < 60, "minute must be in 0..59"),
            (second < 60, "second must be in 0..59"),
        ]
        if let failed = checks.first(where: { !$0.0 }) { throw PlistFormatError(description: failed.1) }
        let seconds = daysSince1970(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, whole seconds, as plistlib writes a date.
    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, time) = (seconds.floorDivided(by: 86_400), seconds - seconds.floorDivided(by: 86_400) * 86_400)
        let (year, month, day) = civil(fromDays: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysSince1970(_:_:_:)`` (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    /// Division rounded towards minus infinity, for dates before 1970.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

/// `binascii.a2b_base64(text.encode())`, as plistlib decodes `<data>`.
enum PlistBase64 {
    static func decode(_ text: String) throws -> Data {
        var data = Data()
        var quad = 0
        var pads = 0
        var left: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") {
                // Padding after two or three characters of a quad ends the data once it completes
                // the quad; anywhere else it is skipped.
                if quad >= 2 {
                    pads += 1
                    if quad + pads >= 4 { return data }
                }
                continue
            }
            guard let value = sextet(byte) else { continue }
            pads = 0
            switch quad {
            case 0: left = value
            case 1: data.append(left << 2 | value >> 4)
            case 2: data.append(left << 4 | value >> 2)
            default: data.append(left << 6 | value)
            }
            left = value
            quad = (quad + 1) % 4
        }
        switch quad {
        case 0: return data
        case 1:
            throw PlistFormatError(
                description:
                    "number of data characters (\(data.count / 3 * 4 + 1)) cannot be 1 more than a multiple of 4")
        default: throw PlistFormatError(description: "Incorrect padding")
        }
    }

    static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
