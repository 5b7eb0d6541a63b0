import Foundation

/// A fixed date pattern in Unicode's notation, read in UTC with the POSIX locale.
///
/// Supported fields: `yyyy` (`y`, `yy` is a two-digit year in 1970…2069), `MM`/`M`, `MMM`
/// (`Jan`…`Dec`), `dd`/`d`, `HH`/`H`, `hh`/`h` with `a` (`AM`/`PM`), `mm`/`m`, `ss`/`s`, `S…`
/// (fraction), `Z`, `ZZZZZ`, `X…`, `x…` (zone offsets) and literal text, quoted with `'` when it
/// holds letters: `yyyy-MM-dd'T'HH:mm:ss`.
struct DatePattern: Sendable {
    enum Field: Sendable, Equatable {
        case literal([UInt8])
        case year(Int), month(Int), monthName, day(Int), hour24(Int), hour12(Int), meridiem
        case minute(Int), second(Int), fraction(Int), zone
    }

    let fields: [Field]

    /// Compiles a pattern; throws a sentence naming the unsupported letter.
    init(_ pattern: String) throws(PatternError) {
        var fields: [Field] = []
        let characters = Array(pattern)
        var index = 0
        func appendLiteral(_ text: String) {
            if case .literal(let previous)? = fields.last {
                fields[fields.count - 1] = .literal(previous + Array(text.utf8))
            } else {
                fields.append(.literal(Array(text.utf8)))
            }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                var end = index + 1
                var literal = ""
                while end < characters.count, characters[end] != "'" {
                    literal.append(characters[end])
                    end += 1
                }
                guard end < characters.count else {
                    throw PatternError(message: "the quote opened at offset \(index) is never closed")
                }
                appendLiteral(literal.isEmpty ? "'" : literal)
                index = end + 1
                continue
            }
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            defer { index += run }
            switch character {
            case "y": fields.append(.year(run == 2 ? 2 : max(run, 4)))
            case "M" where run >= 3: fields.append(.monthName)
            case "M": fields.append(.month(run))
            case "d": fields.append(.day(run))
            case "H": fields.append(.hour24(run))
            case "h": fields.append(.hour12(run))
            case "a": fields.append(.meridiem)
            case "m": fields.append(.minute(run))
            case "s": fields.append(.second(run))
            case "S": fields.append(.fraction(run))
            case "Z", "X", "x": fields.append(.zone)
            default:
                if character.isLetter {
                    throw PatternError(
                        message: "the pattern letter \"\(character)\" is not supported; quote literal text as 'text'")
                }
                appendLiteral(String(repeating: character, count: run))
            }
        }
        self.fields = fields
    }

    struct PatternError: Error {
        let message: String
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    func parse(_ text: Substring) -> Date? {
        ByteCursor.over(text) { parse(&$0) }
    }

    /// The same reading of UTF-8 bytes with their leading and trailing XML whitespace trimmed first:
    /// `parse(text.trimmingXMLWhitespace())` without a `String`.
    func parse(trimming bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var cursor = ByteCursor(ScalarBytes.trimmed(bytes))
        return parse(&cursor)
    }

    private func parse(_ cursor: inout ByteCursor) -> Date? {
        var time = CivilTime()
        var hour12: Int?
        var isPM: Bool?
        for field in fields {
            switch field {
            case .literal(let bytes):
                for byte in bytes { guard cursor.take(byte) else { return nil } }
            case .year(let width):
                if width == 2 {
                    guard let value = cursor.digits(2) else { return nil }
                    time.year = value < 70 ? 2000 + value : 1900 + value
                } else {
                    guard let value = cursor.digits(minimum: width, maximum: 9) else { return nil }
                    time.year = value
                }
            case .month(let width):
                guard let value = cursor.digits(minimum: width, maximum: 2) else { return nil }
                time.month = value
            case .monthName:
                guard let month = Self.readMonthName(&cursor) else { return nil }
                time.month = month
            case .day(let width):
                guard let value = cursor.digits(minimum: width, maximum: 2) else { return nil }
                time.day = value
            case .hour24(let width):
                guard let value = cursor.digits(minimum: width, maximum: 2) else { return nil }
                time.hour = value
            case .hour12(let width):
                guard let value = cursor.digits(minimum: width, maximum: 2), (1...12).contains(value) else {
                    return nil
                }
                hour12 = value
            case .meridiem:
                guard cursor.index + 2 <= cursor.bytes.count else { return nil }
                let word = String(decoding: cursor.bytes[cursor.index..<cursor.index + 2], as: UTF8.self).lowercased()
                guard word == "am" || word == "pm" else { return nil }
                isPM = word == "pm"
                cursor.index += 2
            case .minute(let width):
                guard let value = cursor.digits(minimum: width, maximum: 2) else { return nil }
                time.minute = value
            case .second(let width):
                guard let value = cursor.digits(minimum: width, maximum: 2) else { return nil }
                time.second = value
            case .fraction(let width):
                let start = cursor.index
                guard let value = cursor.digits(minimum: width, maximum: 9) else { return nil }
                time.fraction = Double(value) / pow(10, Double(cursor.index - start))
            case .zone:
                guard let offset = cursor.zoneOffset() else { return nil }
                time.offset = offset
            }
        }
        if let hour12 {
            time.hour = (hour12 % 12) + ((isPM ?? false) ? 12 : 0)
        }
        guard cursor.isAtEnd else { return nil }
        return time.date
    }

    private static func readMonthName(_ cursor: inout ByteCursor) -> Int? {
        guard cursor.index + 3 <= cursor.bytes.count else { return nil }
        let word = String(decoding: cursor.bytes[cursor.index..<cursor.index + 3], as: UTF8.self).lowercased()
        guard let month = monthNames.firstIndex(of: word) else { return nil }
        cursor.index += 3
        return month + 1
    }
}
