import Testing
import XMLReading

/// Integers read from text: plain digits are read from the bytes (the fast path), everything else
/// by the standard library; both must give exactly what `T(text, radix: 10)` gives after trimming.
@Suite struct IntegerTextTests {
    static let texts: [String] = [
        "0", "00", "007", "1", "9", "10", "42", "127", "128", "255", "256", "300", "32767", "32768", "65535",
        "65536", "2147483647", "2147483648", "4294967295", "4294967296",
        "999999999999999999", "1000000000000000000", "9223372036854775807", "9223372036854775808",
        "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
        "", " ", "+", "-", "+0", "-0", "+42", "-42", "-128", "-129", " 42", "42 ", "\t42\n", "4 2", "42a", "a42",
        "0x10", "1e3", "١٢", "４２", "42.0", "--1", "+-1",
    ]

    static func expected<T: FixedWidthInteger>(_ text: String, as: T.Type) -> T? {
        let trimmed = text.drop { " \t\n\r".contains($0) }.reversed().drop { " \t\n\r".contains($0) }
        return T(String(trimmed.reversed()), radix: 10)
    }

    @Test func everyWidthReadsAsTheStandardLibraryDoes() {
        for text in Self.texts {
            #expect(Int8(xmlText: text) == Self.expected(text, as: Int8.self), "Int8 \(text.debugDescription)")
            #expect(UInt8(xmlText: text) == Self.expected(text, as: UInt8.self), "UInt8 \(text.debugDescription)")
            #expect(Int16(xmlText: text) == Self.expected(text, as: Int16.self), "Int16 \(text.debugDescription)")
            #expect(UInt32(xmlText: text) == Self.expected(text, as: UInt32.self), "UInt32 \(text.debugDescription)")
            #expect(Int(xmlText: text) == Self.expected(text, as: Int.self), "Int \(text.debugDescription)")
            #expect(UInt64(xmlText: text) == Self.expected(text, as: UInt64.self), "UInt64 \(text.debugDescription)")
        }
    }

    @Test func plainDigitsAtTheLimitsOfTheFastPath() {
        #expect(Int(xmlText: "999999999999999999") == 999_999_999_999_999_999)
        #expect(Int(xmlText: "9223372036854775807") == Int.max)
        #expect(Int(xmlText: "9223372036854775808") == nil)
        #expect(UInt64(xmlText: "18446744073709551615") == UInt64.max)
        #expect(Int8(xmlText: "127") == 127)
        #expect(Int8(xmlText: "128") == nil)
        #expect(UInt8(xmlText: "0255") == 255)
        #expect(Int(xmlText: "") == nil)
    }
}
