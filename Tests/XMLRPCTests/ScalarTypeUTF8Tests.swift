import Testing

@testable import XMLRPC

/// `ScalarType.value(utf8:)`, which reads a scalar from the bytes the reader collected, answers
/// exactly what `value(_:)` answers for the same text: the fast paths where they apply, the
/// general parsers (through a `String`) everywhere else.
@Suite struct ScalarTypeUTF8Tests {
    static let texts = [
        "", " ", "0", "1", "2", " 1 ", "\t0\n", "-0", "+7", "-7", "007", "2147483647", "2147483648", "-2147483648",
        "-2147483649", "999999999999999999", "9223372036854775807", "9223372036854775808", "1e3", "4797.45",
        "-0.0", "3.", ".5", "1.0000000000000002", "12345678901234567", "inf", "NaN", "-Infinity", "0x10", "1_000",
        "19980717T14:08:55", " 19980717T14:08:55 ", "19981317T14:08:55", "1998-07-17T14:08:55Z",
        "19980717T14:08:55+01:00", "aGVsbG8=", "aGVs\nbG8=", "!!", "naïve café", "📦", "a\u{0}b",
    ]

    static let types: [ScalarType] = [.int32, .int64, .boolean, .string, .double, .dateTime, .base64, .nil]

    @Test(arguments: types) func bytesAndStringsGiveTheSameValue(type: ScalarType) {
        for text in Self.texts {
            var copy = text
            let fromBytes = copy.withUTF8 { type.value(utf8: $0) }
            let fromString = type.value(text)
            // `description` compares NaN with NaN, and -0.0 apart from 0.0.
            #expect(
                fromBytes.map { String(reflecting: $0) } == fromString.map { String(reflecting: $0) },
                "\(type) \(String(reflecting: text))")
        }
    }
}
