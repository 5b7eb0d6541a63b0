import Foundation
import TestSupport
import Testing
import XMLReading

/// `XMLDate` keeps every XML Schema date and time form as written: read, write (the bytes) and read again.
@Suite struct XMLDateTests {
    struct Stamp: XMLReadable, Equatable {
        var at: XMLDate? = nil
        var when: XMLDate? = nil
        static let parsingDescription = ParsingDescription<Stamp> {
            Attribute("at", \.at)
            Element("when", \.when)
        }
    }

    static let compact = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

    static let forms = [
        "2023", "2023Z", "2023+02:00", "-0044", "12345", "0000",
        "2023-11", "2023-11-05:00", "2023-11Z",
        "2023-11-05", "2023-11-05Z", "2023-11-05+02:00", "2023-11-05-14:00",
        "2023-11-05T10:00:00", "2023-11-05T10:00:00Z", "2023-11-05T10:00:00.250+02:00",
        "2023-11-05T10:00:00.1234567890123-05:30", "2023-11-05T24:00:00", "2024-02-29T23:59:59.9+14:00",
        "10:00:00", "10:00:00.5Z", "00:00:00+01:00", "24:00:00",
    ]

    @Test(arguments: forms, ReadingParsers.all)
    func everyFormIsWrittenBackByteForByte(text: String, parser: ReadingParser) throws {
        let xml = #"<s at="\#(text)"><when>\#(text)</when></s>"#
        let stamp = try XMLReader.object(
            ofType: Stamp.self, element: "s", from: xml, options: ReadingOptions(parser: parser))
        #expect(stamp.at?.xmlText == text)
        #expect(stamp.when?.xmlText == text)
        let written = try Self.compact.string(stamp, element: "s")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Stamp.self, element: "s", from: written, options: ReadingOptions(parser: parser)) == stamp)
    }

    @Test(arguments: ReadingParsers.all) func surroundingWhitespaceIsNotPartOfTheValueAndAnEmptyElementIsNil(
        parser: ReadingParser
    ) throws {
        let stamp = try XMLReader.object(
            ofType: Stamp.self, element: "s", from: "<s at=\" 2023-11 \"><when>\n  2023-11-05\n</when></s>",
            options: ReadingOptions(parser: parser))
        #expect(stamp.at?.xmlText == "2023-11")
        #expect(try Self.compact.string(stamp, element: "s") == #"<s at="2023-11"><when>2023-11-05</when></s>"#)
        let empty = try XMLReader.object(
            ofType: Stamp.self, element: "s", from: "<s><when> </when></s>", options: ReadingOptions(parser: parser))
        #expect(empty.when == nil)
    }

    @Test(arguments: [
        ("2023", XMLDate.Kind.year, "gYear"), ("2023-11", .yearMonth, "gYearMonth"), ("2023-11-05", .date, "date"),
        ("2023-11-05T10:00:00", .dateTime, "dateTime"), ("10:00:00", .time, "time"),
    ])
    func theKindIsTheXMLSchemaType(text: String, kind: XMLDate.Kind, name: String) throws {
        let date = try XMLDate(parsing: text)
        #expect(date.kind == kind)
        #expect(date.kind.description == name)
    }

    @Test func fieldsAreThoseWritten() throws {
        let date = try XMLDate(parsing: "2023-11-05T10:20:30.250+02:00")
        #expect(date.year == 2023)
        #expect(date.month == 11)
        #expect(date.day == 5)
        #expect(date.hour == 10)
        #expect(date.minute == 20)
        #expect(date.second == 30)
        #expect(date.nanosecond == 250_000_000)
        #expect(date.offset == 7200)
        let year = try XMLDate(parsing: "-0044")
        #expect(year.year == -44)
        #expect(year.month == nil)
        #expect(year.hour == nil)
        #expect(year.offset == nil)
        let time = try XMLDate(parsing: "23:59:01-05:30")
        #expect(time.year == nil)
        #expect(time.day == nil)
        #expect((time.hour, time.minute, time.second, time.nanosecond) == (23, 59, 1, 0))
        #expect(time.offset == -19_800)
    }

    @Test(arguments: [
        ("2023", utc(2023, 1, 1)),
        ("2023-11", utc(2023, 11, 1)),
        ("2023-11-05", utc(2023, 11, 5)),
        ("2023-11-05+02:00", utc(2023, 11, 4, 22)),
        ("2023+02:00", utc(2022, 12, 31, 22)),
        ("2023-11-05T10:00:00", utc(2023, 11, 5, 10)),
        ("2023-11-05T10:00:00Z", utc(2023, 11, 5, 10)),
        ("2023-11-05T10:00:00-05:00", utc(2023, 11, 5, 15)),
        ("2023-11-05T24:00:00", utc(2023, 11, 6)),
        ("10:30:00", utc(1970, 1, 1, 10, 30)),
        ("10:30:00+01:00", utc(1970, 1, 1, 9, 30)),
    ])
    func theDateIsTheStartOfThePeriodInUTCWhenNoOffsetIsWritten(text: String, expected: Date) throws {
        #expect(try XMLDate(parsing: text).date == expected)
    }

    @Test func theDateCountsEveryFractionDigit() throws {
        let date = try XMLDate(parsing: "2023-11-05T10:00:00.250+02:00").date
        #expect(date.timeIntervalSince1970 == utc(2023, 11, 5, 8).timeIntervalSince1970 + 0.25)
    }

    @Test(arguments: [
        ("2023-13", "month 13 is out of range (01…12)"),
        ("2023-00-01", "month 00 is out of range (01…12)"),
        ("2023-02-29", "day 29 is out of range for February 2023 (01…28)"),
        ("2023-02-30T10:00:00Z", "day 30 is out of range for February 2023 (01…28)"),
        ("2023-11-32", "day 32 is out of range (01…31)"),
        ("24:00:01", "hour 24 is allowed only in 24:00:00, the end of the day"),
        ("2023-11-05T24:00:00.5", "hour 24 is allowed only in 24:00:00, the end of the day"),
        ("25:00:00", "hour 25 is out of range (00…23)"),
        ("10:60:00", "minute 60 is out of range (00…59)"),
        ("10:00:60", "second 60 is out of range (00…59)"),
        ("2023-11-05T10:00:00+15:00", "the offset +15:00 is beyond ±14:00"),
        ("2023-11-05-14:01", "the offset -14:01 is beyond ±14:00"),
        ("01234", "a year of more than four digits cannot start with 0"),
    ])
    func impossibleFieldsAreRefusedWithTheReason(text: String, reason: String) {
        #expect(
            errorMessage { _ = try read(XMLDate.self, text) }
                == "line 1, column 6: cannot read \(String(reflecting: text)) as XMLDate for <v>: \(reason) at /r/v")
        #expect(dateRefusal { try XMLDate(parsing: text) } == reason)
        #expect(XMLDate(xmlText: text) == nil)
    }

    @Test(arguments: [
        "203", "2023-1", "2023-11-5", "2023-11-05T10:00", "2023-11-05T10:00:00.", "10:00", "2023/11/05", "yesterday",
        "2023-11-05T10:00:00+0200", "2023-11-05 10:00:00",
    ])
    func otherTextIsRefusedWithTheFormsExpected(text: String) {
        #expect(
            errorMessage { _ = try read(XMLDate.self, text) }
                == "line 1, column 6: cannot read \(String(reflecting: text)) as XMLDate for <v>: expected 2023, 2023-11, 2023-11-05, 2023-11-05T10:00:00 or 10:00:00, with an optional fraction of a second and offset (Z, +02:00) at /r/v"
        )
    }

    @Test(arguments: ReadingParsers.all) func anAttributeErrorNamesTheAttribute(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Stamp.self, element: "s", from: "<s\n at=\"2023-13\"/>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 2, column 14: cannot read \"2023-13\" as XMLDate for attribute \"at\" of <s>: month 13 is out of range (01…12) at /s"
        )
    }

    @Test(arguments: ReadingParsers.all) func itemsKeepTheirFormsAndAnImpossibleOneIsReportedWithItsPath(
        parser: ReadingParser
    ) throws {
        struct Track: XMLReadable, Equatable {
            var times: [XMLDate] = []
            static let parsingDescription = ParsingDescription<Track> {
                Many(\.times) { Item("when", XMLDate.self) }
            }
        }
        let xml = "<track><when>2023</when><when>2023-11-05T10:00:00.5-03:00</when><when>10:00:00</when></track>"
        let track = try XMLReader.object(
            ofType: Track.self, element: "track", from: xml, options: ReadingOptions(parser: parser))
        #expect(track.times.map(\.kind) == [.year, .dateTime, .time])
        #expect(try Self.compact.string(track, element: "track") == xml)
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Track.self, element: "track",
                    from: "<track><when>2023</when>\n<when>2023-11-31</when></track>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 2, column 6: cannot read \"2023-11-31\" as XMLDate for <when>: day 31 is out of range for November 2023 (01…30) at /track/when[2]"
        )
    }

    @Test func componentsMakeTheCanonicalText() throws {
        #expect(try XMLDate(year: 2023).xmlText == "2023")
        #expect(try XMLDate(year: 2023, month: 11).xmlText == "2023-11")
        #expect(try XMLDate(year: 2023, month: 11, day: 5, offset: 0).xmlText == "2023-11-05Z")
        #expect(try XMLDate(year: -44, offset: -3600).xmlText == "-0044-01:00")
        #expect(
            try XMLDate(
                year: 2023, month: 11, day: 5, hour: 10, minute: 0, second: 0, nanosecond: 250_000_000, offset: 7200
            )
            .xmlText == "2023-11-05T10:00:00.25+02:00")
        #expect(try XMLDate(year: 2023, month: 11, day: 5, hour: 10, minute: 5).xmlText == "2023-11-05T10:05:00")
        #expect(try XMLDate(hour: 10, minute: 30, second: 0, offset: 0).xmlText == "10:30:00Z")
        #expect(try XMLDate(hour: 9, minute: 5, second: 7, nanosecond: 1).xmlText == "09:05:07.000000001")
        #expect(XMLDate(Date(timeIntervalSince1970: 0.5)).xmlText == "1970-01-01T00:00:00.500Z")
        #expect(XMLDate(Date(timeIntervalSince1970: 0.5)).date == Date(timeIntervalSince1970: 0.5))
    }

    @Test func impossibleComponentsAreRefusedWithTheReason() {
        #expect(dateRefusal { try XMLDate(year: 2023, month: 13) } == "month 13 is out of range (01…12)")
        #expect(dateRefusal { try XMLDate(year: 2023, day: 5) } == "a day needs a month")
        #expect(
            dateRefusal { try XMLDate(year: 2023, offset: 90) }
                == "an offset is whole minutes within ±14:00 (±50400 seconds), not 90 seconds")
        #expect(
            dateRefusal { try XMLDate(hour: 1, minute: 0, nanosecond: 1_000_000_000) }
                == "nanosecond 1000000000 is out of range (0…999999999)")
        #expect(
            dateRefusal { try XMLDate(hour: 24, minute: 0, second: 1) }
                == "hour 24 is allowed only in 24:00:00, the end of the day")
    }

    @Test func valuesAreEqualWhenWrittenTheSame() throws {
        let short = try XMLDate(parsing: "10:00:00.25Z")
        let long = try XMLDate(parsing: "10:00:00.250Z")
        #expect(short != long)
        #expect(short.date == long.date)
        #expect(try XMLDate(parsing: " 2023-11 ") == XMLDate(year: 2023, month: 11))
        #expect(Set([short, long, try XMLDate(parsing: "10:00:00.25Z")]).count == 2)
        #expect("\(short)" == "10:00:00.25Z")
    }
}

/// The reason an `XMLDate` initializer refuses its input, or `nil` when it does not.
func dateRefusal(_ body: () throws -> XMLDate) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as XMLDate.InvalidDate {
        return error.description
    } catch {
        return "unexpected \(type(of: error))"
    }
}
