import Foundation
import Testing

@testable import XMLReading

/// `DateTimeScanner`'s two forms on the edges of each field: the fields scanned as written (the
/// calendar is checked after, by `CivilTime`), what each form refuses, and the instants
/// `ISO8601Parser` and `XMLRPCDateTime` make of them.
struct DateTimeScannerTests {
    /// Year, month, day, hour, minute, second, fraction, offset, and whether a zone was written.
    typealias Fields = (Int, Int, Int, Int, Int, Int, Double, Int, Bool)

    static let cases: [(text: String, iso8601: Fields?, xmlRPC: Fields?)] = [
        ("19980717T14:08:55", (1998, 7, 17, 14, 8, 55, 0, 0, false), (1998, 7, 17, 14, 8, 55, 0, 0, false)),
        ("1998-07-17T14:08:55", (1998, 7, 17, 14, 8, 55, 0, 0, false), (1998, 7, 17, 14, 8, 55, 0, 0, false)),
        ("19980717T140855", (1998, 7, 17, 14, 8, 55, 0, 0, false), (1998, 7, 17, 14, 8, 55, 0, 0, false)),
        ("19980717T14:08:55Z", (1998, 7, 17, 14, 8, 55, 0, 0, true), (1998, 7, 17, 14, 8, 55, 0, 0, true)),
        ("19980717T14:08:55z", (1998, 7, 17, 14, 8, 55, 0, 0, true), nil),
        ("19980717t14:08:55", (1998, 7, 17, 14, 8, 55, 0, 0, false), nil),
        ("1998-07-17 14:08:55", (1998, 7, 17, 14, 8, 55, 0, 0, false), nil),
        (
            "19980717T14:08:55+14:00", (1998, 7, 17, 14, 8, 55, 0, 50_400, true),
            (1998, 7, 17, 14, 8, 55, 0, 50_400, true)
        ),
        (
            "19980717T14:08:55-0530", (1998, 7, 17, 14, 8, 55, 0, -19_800, true),
            (1998, 7, 17, 14, 8, 55, 0, -19_800, true)
        ),
        (
            "19980717T14:08:55-05", (1998, 7, 17, 14, 8, 55, 0, -18_000, true),
            (1998, 7, 17, 14, 8, 55, 0, -18_000, true)
        ),
        (
            "19980717T14:08:55+23:59", (1998, 7, 17, 14, 8, 55, 0, 86_340, true),
            (1998, 7, 17, 14, 8, 55, 0, 86_340, true)
        ),
        ("19980717T14:08:55+24:00", nil, nil),
        ("19980717T14:08:55+02:60", nil, nil),
        ("19980717T14:08:55+2", nil, nil),
        ("19980717T14:08:55+02:0", nil, nil),
        ("2024-03-01T14:08:55.250", (2024, 3, 1, 14, 8, 55, 0.25, 0, false), nil),
        ("2024-03-01T14:08:55,5Z", (2024, 3, 1, 14, 8, 55, 0.5, 0, true), nil),
        ("2024-03-01T14:08:55.", nil, nil),
        ("2024-03-01T14:08", (2024, 3, 1, 14, 8, 0, 0, 0, false), nil),
        ("20240301T1408+01", (2024, 3, 1, 14, 8, 0, 0, 3600, true), nil),
        ("2024-03-01T14:0855", nil, nil),
        ("2024", (2024, 1, 1, 0, 0, 0, 0, 0, false), nil),
        ("2024-03", (2024, 3, 1, 0, 0, 0, 0, 0, false), nil),
        ("202403", nil, nil),
        ("20240301", (2024, 3, 1, 0, 0, 0, 0, 0, false), nil),
        ("2024-0301", nil, nil),
        // The form only: the calendar is checked after (CivilTime.isValid).
        ("19980230T24:60:60", (1998, 2, 30, 24, 60, 60, 0, 0, false), (1998, 2, 30, 24, 60, 60, 0, 0, false)),
        ("19980717T14:08:5", nil, nil),
        ("19980717T14:08:55 ", nil, nil),
        (" 19980717T14:08:55", nil, nil),
        ("١٩٩٨٠٧١٧T14:08:55", nil, nil),
        ("+19980717T14:08:55", nil, nil),
        ("", nil, nil),
    ]

    @Test(arguments: cases.indices) func scansTheFieldsAsWritten(_ index: Int) {
        let (text, iso8601, xmlRPC) = Self.cases[index]
        for (scanner, expected) in [(DateTimeScanner.iso8601, iso8601), (.xmlRPC, xmlRPC)] {
            let scanned = scanner.scan(text[...]).map { scanned -> Fields in
                let time = scanned.time
                return (
                    time.year, time.month, time.day, time.hour, time.minute, time.second, time.fraction, time.offset,
                    scanned.zoned
                )
            }
            #expect(scanned.map { "\($0)" } == expected.map { "\($0)" }, "\(text.debugDescription)")
        }
    }

    @Test func instants() {
        #expect(ISO8601Parser.parse("1970-01-01T00:00:00Z")?.timeIntervalSince1970 == 0)
        #expect(ISO8601Parser.parse("1970-01-01T02:00:00.5+02:00")?.timeIntervalSince1970 == 0.5)
        #expect(ISO8601Parser.parse("2000-02-29T00:00:00Z")?.timeIntervalSince1970 == 951_782_400)
        #expect(ISO8601Parser.parse("1900-02-29T00:00:00Z") == nil)
        #expect(ISO8601Parser.parse("2024-03-01T24:00:00") == nil)
        #expect(ISO8601Parser.parse("2024-03-01T23:59:60") == nil)
        #expect(ISO8601Parser.parse("0000-01-01T00:00:00Z")?.timeIntervalSince1970 == -62_167_219_200)
        #expect(ISO8601Parser.parse("9999-12-31T23:59:59Z")?.timeIntervalSince1970 == 253_402_300_799)
    }
}
