import Foundation
import TestSupport
import Testing
import XMLReading

/// A model with one property of the type under test, read from `<v>`.
struct Box<Value: XMLScalar & Sendable>: XMLReadable {
    var value: Value? = nil
    static var parsingDescription: ParsingDescription<Box> {
        ParsingDescription { Element("v", \.value, format: .standard) }
    }
}

/// Reads `<r><v>text</v></r>` as a `Value`.
func read<Value: XMLScalar & Sendable>(_ type: Value.Type, _ text: String) throws -> Value? {
    try XMLReader.object(ofType: Box<Value>.self, element: "r", from: "<r><v>\(text)</v></r>").value
}

@Suite struct ValueTests {
    @Test func stringKeepsExactTextWithEntitiesCharacterReferencesAndCDATA() throws {
        #expect(try read(String.self, "  a &amp; b &#x263A;&#65;<![CDATA[ <x> & ]]>\n") == "  a & b ☺A <x> & \n")
        #expect(try read(String.self, "") == "")  // an empty element is an empty string, not nil
    }

    @Test(arguments: ReadingParsers.all) func emptyStringElementIsEmptyString(parser: ReadingParser) throws {
        struct Model: XMLReadable {
            var text = "default"
            static let parsingDescription = ParsingDescription<Model> { Element("v", \.text) }
        }
        #expect(
            try XMLReader.object(
                ofType: Model.self, element: "r", from: "<r><v/></r>", options: ReadingOptions(parser: parser)
            ).text == "")
    }

    @Test(arguments: [
        ("42", 42), (" -7 ", -7), ("+5", 5), ("\n\t9\r\n", 9),
    ])
    func integers(text: String, expected: Int) throws {
        #expect(try read(Int.self, text) == expected)
    }

    @Test func everyIntegerWidth() throws {
        #expect(try read(Int8.self, "-128") == Int8.min)
        #expect(try read(Int16.self, "32767") == Int16.max)
        #expect(try read(Int32.self, "-2147483648") == Int32.min)
        #expect(try read(Int64.self, "9223372036854775807") == Int64.max)
        #expect(try read(UInt.self, "18446744073709551615") == UInt.max)
        #expect(try read(UInt8.self, "255") == 255)
        #expect(try read(UInt16.self, "65535") == 65535)
        #expect(try read(UInt32.self, "4294967295") == UInt32.max)
        #expect(try read(UInt64.self, " 0 ") == 0)
    }

    @Test func integerOutOfRangeIsAnErrorNotAWrap() {
        #expect(
            errorMessage { _ = try read(Int8.self, "128") }
                == "line 1, column 6: cannot read \"128\" as Int8 for <v> at /r/v")
        #expect(
            errorMessage { _ = try read(UInt.self, "-1") }
                == "line 1, column 6: cannot read \"-1\" as UInt for <v> at /r/v")
        #expect(
            errorMessage { _ = try read(Int.self, "1.5") }
                == "line 1, column 6: cannot read \"1.5\" as Int for <v> at /r/v")
    }

    @Test func floatingPoint() throws {
        #expect(try read(Double.self, " 12.50 ") == 12.5)
        #expect(try read(Double.self, "-1e-3") == -0.001)
        #expect(try read(Float.self, "3.25") == 3.25)
        #expect(
            errorMessage { _ = try read(Double.self, "12,5") }
                == "line 1, column 6: cannot read \"12,5\" as Double for <v> at /r/v")
    }

    @Test func decimalKeepsEveryDigit() throws {
        #expect(try read(Decimal.self, " 0.1 ") == Decimal(string: "0.1"))
        #expect(try read(Decimal.self, "-12345678901234567890.125") == Decimal(string: "-12345678901234567890.125"))
        #expect(try read(Decimal.self, "1.5e3") == Decimal(1500))
        #expect(
            errorMessage { _ = try read(Decimal.self, "12abc") }
                == "line 1, column 6: cannot read \"12abc\" as Decimal for <v> at /r/v")
    }

    @Test(arguments: [
        ("true", true), ("TRUE", true), ("Yes", true), ("1", true), (" yes\n", true),
        ("false", false), ("No", false), ("0", false), ("FaLsE", false),
    ])
    func booleans(text: String, expected: Bool) throws {
        #expect(try read(Bool.self, text) == expected)
    }

    @Test(arguments: ReadingParsers.all) func emptyBooleanElementIsTrue(parser: ReadingParser) throws {
        struct Flags: XMLReadable {
            var checkedOut = false
            var spaced = false
            static let parsingDescription = ParsingDescription<Flags> {
                Element("checked_out", \.checkedOut)
                Element("spaced", \.spaced)
            }
        }
        let flags = try XMLReader.object(
            ofType: Flags.self, element: "f", from: "<f><checked_out/><spaced> </spaced></f>",
            options: ReadingOptions(parser: parser))
        #expect(flags.checkedOut == true)
        #expect(flags.spaced == true)
    }

    @Test func otherBooleanTextIsAnError() {
        #expect(
            errorMessage { _ = try read(Bool.self, "maybe") }
                == "line 1, column 6: cannot read \"maybe\" as Bool for <v> at /r/v")
    }

    @Test func urlAndBase64Data() throws {
        #expect(try read(URL.self, " https://example.com/a?b=1 ") == URL(string: "https://example.com/a?b=1"))
        #expect(try read(Data.self, "SGVs\n  bG8g\td29y\r\nbGQ=") == Data("Hello world".utf8))
        #expect(
            errorMessage { _ = try read(Data.self, "not base64!") }
                == "line 1, column 6: cannot read \"not base64!\" as Data for <v> at /r/v")
    }

    @Test(arguments: [
        ("2024-03-01", utc(2024, 3, 1)),
        ("20240301", utc(2024, 3, 1)),
        ("2024-03-01T14:08:55", utc(2024, 3, 1, 14, 8, 55)),
        ("2024-03-01T14:08:55Z", utc(2024, 3, 1, 14, 8, 55)),
        ("2024-03-01T14:08:55+02:00", utc(2024, 3, 1, 12, 8, 55)),
        ("2024-03-01T14:08:55-0530", utc(2024, 3, 1, 19, 38, 55)),
        ("2024-03-01T14:08", utc(2024, 3, 1, 14, 8, 0)),
        ("2024-03-01 14:08:55z", utc(2024, 3, 1, 14, 8, 55)),
        ("19980717T14:08:55", utc(1998, 7, 17, 14, 8, 55)),
        ("19980717T140855", utc(1998, 7, 17, 14, 8, 55)),
        (" 2024-02-29T00:00:00Z\n", utc(2024, 2, 29)),
    ])
    func iso8601Dates(text: String, expected: Date) throws {
        #expect(try read(Date.self, text) == expected)
    }

    @Test func iso8601Fractions() throws {
        let date = try #require(try read(Date.self, "2024-03-01T14:08:55.250Z"))
        #expect(date.timeIntervalSince1970 == utc(2024, 3, 1, 14, 8, 55).timeIntervalSince1970 + 0.25)
    }

    @Test(arguments: ["2023-02-29", "2024-13-01", "2024-03-01T24:00:00", "2024-03-01T12:60", "2024-3-1", "yesterday"])
    func impossibleDatesAreErrors(text: String) {
        #expect(
            errorMessage { _ = try read(Date.self, text) }
                == "line 1, column 6: cannot read \(String(reflecting: text)) as Date (ISO 8601) for <v> at /r/v")
    }

    @Test(arguments: ReadingParsers.all) func datePatternsReadInUTCWithPOSIXLocale(parser: ReadingParser) throws {
        struct Dated: XMLReadable {
            var day: Date? = nil
            var stamp = Date(timeIntervalSince1970: 0)
            var named = Date(timeIntervalSince1970: 0)
            var clock = Date(timeIntervalSince1970: 0)
            static let parsingDescription = ParsingDescription<Dated> {
                Element("day", \.day, format: .date("yyyy-MM-dd"))
                Element("stamp", \.stamp, format: .date("dd/MM/yyyy HH:mm:ss.SSS"))
                Element("named", \.named, format: .date("d MMM yyyy"))
                Element("clock", \.clock, format: .date("yyyy-MM-dd'T'hh:mm a"))
            }
        }
        let dated = try XMLReader.object(
            ofType: Dated.self, element: "d",
            from: """
                <d><day> 1965-08-01 </day><stamp>31/12/1999 23:59:58.500</stamp>\
                <named>7 Feb 2001</named><clock>2001-02-07T12:05 AM</clock></d>
                """, options: ReadingOptions(parser: parser))
        #expect(dated.day == utc(1965, 8, 1))
        #expect(dated.stamp.timeIntervalSince1970 == utc(1999, 12, 31, 23, 59, 58).timeIntervalSince1970 + 0.5)
        #expect(dated.named == utc(2001, 2, 7))
        #expect(dated.clock == utc(2001, 2, 7, 0, 5, 0))
    }

    @Test(arguments: ReadingParsers.all) func emptyOptionalDateIsNilAndBadPatternTextIsAnError(parser: ReadingParser)
        throws
    {
        struct Dated: XMLReadable {
            var day: Date? = Date(timeIntervalSince1970: 1)
            static let parsingDescription = ParsingDescription<Dated> {
                Element("day", \.day, format: .date("yyyy-MM-dd"))
            }
        }
        #expect(
            try XMLReader.object(
                ofType: Dated.self, element: "d", from: "<d><day/></d>", options: ReadingOptions(parser: parser)
            ).day == nil)
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dated.self, element: "d", from: "<d>\n  <day>01.02.2003</day></d>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 2, column 7: cannot read \"01.02.2003\" as Date (yyyy-MM-dd) for <day> at /d/day")
    }

    @Test(arguments: ReadingParsers.all) func optionalsOfScalars(parser: ReadingParser) throws {
        struct Optionals: XMLReadable {
            var count: Int? = 5
            var name: String? = nil
            var missing: Int? = 9
            static let parsingDescription = ParsingDescription<Optionals> {
                Element("count", \.count)
                Element("name", \.name)
                Element("missing", \.missing)
            }
        }
        let value = try XMLReader.object(
            ofType: Optionals.self, element: "o", from: "<o><count> </count><name/></o>",
            options: ReadingOptions(parser: parser))
        #expect(value.count == nil)
        #expect(value.name == "")
        #expect(value.missing == 9)
    }

    enum Genre: String, XMLScalar, Sendable { case fiction, poetry }
    enum Level: Int, XMLScalar, Sendable { case low = 1, high = 2 }

    @Test func rawRepresentableEnums() throws {
        #expect(try read(Genre.self, "poetry") == .poetry)
        #expect(try read(Level.self, " 2 ") == .high)
        #expect(
            errorMessage { _ = try read(Genre.self, "drama") }
                == "line 1, column 6: cannot read \"drama\" as Genre for <v> at /r/v")
    }

    struct Color: Equatable, Sendable {
        var red = 0, green = 0, blue = 0
        struct BadHex: Error, CustomStringConvertible {
            var description: String { "expected six hex digits" }
        }
        init() {}
        init(hex: String) throws {
            guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { throw BadHex() }
            red = value >> 16
            green = (value >> 8) & 0xFF
            blue = value & 0xFF
        }
    }

    @Test(arguments: ReadingParsers.all) func customConversionClosures(parser: ReadingParser) throws {
        struct Painted: XMLReadable {
            var color = Color()
            var maybe: Color? = nil
            static let parsingDescription = ParsingDescription<Painted> {
                Element("color", \.color, format: .custom { try Color(hex: $0) })
                Attribute("accent", \.maybe, format: .custom("Color") { try? Color(hex: $0) })
            }
        }
        let painted = try XMLReader.object(
            ofType: Painted.self, element: "p", from: "<p accent='#000102'><color>#FF8000</color></p>",
            options: ReadingOptions(parser: parser))
        #expect(painted.color == (try Color(hex: "#FF8000")))
        #expect(painted.maybe == (try Color(hex: "#000102")))
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Painted.self, element: "p", from: "<p><color>red</color></p>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 1, column 10: cannot read \"red\" as Color for <color>: expected six hex digits at /p/color")
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Painted.self, element: "p", from: "<p accent='blue'/>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 1, column 17: cannot read \"blue\" as Color for attribute \"accent\" of <p> at /p")
    }

    @Test func longTextIsShortenedInMessages() {
        let long = String(repeating: "x", count: 100)
        #expect(
            errorMessage { _ = try read(Int.self, long) }
                == "line 1, column 6: cannot read \"\(String(repeating: "x", count: 77))...\" as Int for <v> at /r/v")
    }
}
