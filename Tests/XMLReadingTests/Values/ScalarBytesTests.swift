import Foundation
import Testing

@testable import XMLReading

/// The standard formats' readings from bytes (``ScalarBytes``, what the libxml2 engine uses) give
/// what the readings of the `String` give, to the bit, wherever they answer; where they do not,
/// the engine reads the `String`. The common spellings must be answered from the bytes.
@Suite struct ScalarBytesTests {
    static let texts: [String] = [
        "", " ", "\t\n\r ", "0", "00", "007", "1", "9", "42", "127", "128", "255", "256", "-1", "+1", "-0", "+0",
        "-0.0", "0.0", "0.000", "1.5", "79.02", "4797.45", "-12.75", "0.1", "0.3", "123456789012345",
        "1234567890123456", "12345678901234567", "999999999999999", "999999999999999.9", "9.99999999999999",
        "0.000000000000001", "0.0000000000000001", "1.", ".5", ".", "-", "--1", "-.5", "1.2.3", "1e3", "1E-3",
        "-1e-400", "1e400", "2.5e+10", "inf", "-inf", "nan", "infinity", "0x10", "0x1p3", " 79.02", "79.02 ",
        "\n\t79.02\r\n", "7 9", "79,02", "١٢", "４２", "999999999999999999", "1000000000000000000",
        "9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616",
        "true", "TRUE", "True", " yes ", "YES", "no", "No", "false", "FALSE", "0 ", "1\n", "truee", "y", "n",
        "2024-03-01", " 2024-03-01 ", "2024-3-1", "2024-02-30", "1892-08-06", "2024-03-01T14:08:55Z",
        "2024-03-01T14:08:55.250+02:00", "2024", "2024-03", "20240301T14:08:55", "Sun, 05 Nov 2023 14:30:00 GMT",
        "5 Nov 23 09:30 EST", "naïve", "Zürich façade", "a\u{0}b",
    ]

    /// `nil` when the format has no reading of bytes, `.some(nil)` when it leaves the text to the `String`.
    static func read<Value>(_ text: String, _ format: ValueFormat<Value>) -> Value?? {
        guard let reader = format.readBytes else { return nil }
        var text = text
        return .some(text.withUTF8 { reader($0) })
    }

    /// Each text the bytes reading answers, it answers as `format.read` reads the `String`.
    static func check<Value>(
        _ format: ValueFormat<Value>, same: (Value, Value) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var answered = 0
        for text in texts {
            guard case .some(.some(let fromBytes)) = read(text, format) else { continue }
            answered += 1
            let fromString = (try? format.read(text)) ?? nil
            #expect(
                fromString.map { same($0, fromBytes) } == true,
                "\(format.typeName) \(text.debugDescription): bytes \(fromBytes), String \(String(describing: fromString))",
                sourceLocation: sourceLocation)
        }
        return answered
    }

    /// The counts are the texts above in each reading's simple form (``ScalarBytes``' table): 16
    /// of 1 to 18 plain digits, 7 and 9 of them that fit `Int8` and `UInt8`, 30 decimals of at most
    /// 15 digits, 16 booleans (blank text is `true`), 8 ISO 8601 dates, 3 `yyyy-MM-dd`, 2 RFC 822.
    @Test func everyStandardFormatReadsBytesAsItReadsTheString() {
        #expect(Self.check(ValueFormat<String>.standard, same: ==) == Self.texts.count)
        #expect(Self.check(ValueFormat<Int>.standard, same: ==) == 16)
        #expect(Self.check(ValueFormat<Int8>.standard, same: ==) == 7)
        #expect(Self.check(ValueFormat<UInt8>.standard, same: ==) == 9)
        #expect(Self.check(ValueFormat<UInt64>.standard, same: ==) == 16)
        #expect(Self.check(ValueFormat<Double>.standard, same: { $0.bitPattern == $1.bitPattern }) == 30)
        #expect(Self.check(ValueFormat<Bool>.standard, same: ==) == 16)
        #expect(Self.check(ValueFormat<Date>.standard, same: ==) == 8)
        #expect(Self.check(ValueFormat<Date>.iso8601, same: ==) == 8)
        #expect(Self.check(ValueFormat<Date>.rfc822, same: ==) == 2)
        #expect(Self.check(ValueFormat<Date>.date("yyyy-MM-dd"), same: ==) == 3)
    }

    @Test func commonSpellingsAreReadFromTheBytes() throws {
        #expect(try #require(Self.read("79.02", .standard as ValueFormat<Double>)) == 79.02)
        #expect(try #require(Self.read("-0", .standard as ValueFormat<Double>))?.bitPattern == (-0.0).bitPattern)
        #expect(try #require(Self.read(" 4797.45\n", .standard as ValueFormat<Double>)) == 4797.45)
        #expect(try #require(Self.read("623", .standard as ValueFormat<Int>)) == 623)
        #expect(try #require(Self.read(" Yes ", .standard as ValueFormat<Bool>)) == true)
        #expect(try #require(Self.read("naïve", .standard as ValueFormat<String>)) == "naïve")
        let published = try #require(Self.read(" 1892-08-06 ", .date("yyyy-MM-dd")))
        #expect(published == Date(timeIntervalSince1970: -2_442_614_400))
    }

    @Test func spellingsLeftToTheStringAreNotAnswered() {
        for text in ["+1.5", "1e3", "1.", ".5", "1234567890123456", "inf", "nan", "", " "] {
            #expect(Self.read(text, .standard as ValueFormat<Double>) == .some(nil), "\(text.debugDescription)")
        }
        for text in ["+42", " 42", "-1", "1000000000000000000", "256"] {
            #expect(Self.read(text, .standard as ValueFormat<UInt8>) == .some(nil), "\(text.debugDescription)")
        }
        for text in ["2024-02-30", "2024-3-1x"] {
            #expect(Self.read(text, .date("yyyy-MM-dd")) == .some(nil), "\(text.debugDescription)")
        }
    }

    @Test func formatsWithoutAReadingOfBytes() {
        #expect(ValueFormat<Float>.standard.readBytes == nil)
        #expect(ValueFormat<Decimal>.standard.readBytes == nil)
        #expect(ValueFormat<Int?>.standard.readBytes == nil)
        #expect(ValueFormat<Int>.custom { Int($0) }.readBytes == nil)
        #expect(ValueFormat<Double>.standard.writtenAsCDATA.readBytes != nil)
    }
}
