import Foundation
import TestSupport
import Testing
import XMLReading

/// `ValueFormat.rfc822` reads the dates of RSS and OPML in every zone RFC 822 names and writes RFC 1123 in GMT;
/// `Date` itself reads W3C Datetime's year and month.
@Suite struct RFC822DateTests {
    struct Item: XMLReadable, Equatable {
        var published = Date(timeIntervalSince1970: 0)
        var updated: Date? = nil
        static let parsingDescription = ParsingDescription<Item> {
            Element("pubDate", \.published, format: .rfc822)
            Attribute("updated", \.updated, format: .rfc822)
        }
    }

    static let compact = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

    static let halfPastTwo = utc(2023, 11, 5, 14, 30)

    @Test(
        arguments: [
            ("Sun, 05 Nov 2023 14:30:00 GMT", halfPastTwo),
            ("sun, 05 nov 2023 14:30:00 gmt", halfPastTwo),
            ("Sun,05 Nov 2023 14:30:00 GMT", halfPastTwo),
            ("5 Nov 2023 14:30 UT", halfPastTwo),
            ("  Sun,  5 Nov 2023\t14:30:00 Z \n", halfPastTwo),
            ("Sun, 05 Nov 23 09:30:00 EST", halfPastTwo),
            ("Sun, 05 Nov 2023 10:30:00 EDT", halfPastTwo),
            ("Sun, 05 Nov 2023 08:30:00 CST", halfPastTwo),
            ("Sun, 05 Nov 2023 09:30:00 CDT", halfPastTwo),
            ("Sun, 05 Nov 2023 07:30:00 MST", halfPastTwo),
            ("Sun, 05 Nov 2023 08:30:00 MDT", halfPastTwo),
            ("Sun, 05 Nov 2023 06:30:00 PST", halfPastTwo),
            ("Sun, 05 Nov 2023 07:30:00 PDT", halfPastTwo),
            ("Sun, 05 Nov 2023 16:30:00 +0200", halfPastTwo),
            ("Sun, 05 Nov 2023 09:00:00 -0530", halfPastTwo),
            ("Sun, 05 Nov 2023 13:30:00 A", halfPastTwo),
            ("Sun, 05 Nov 2023 05:30:00 I", halfPastTwo),
            ("Sun, 05 Nov 2023 04:30:00 K", halfPastTwo),
            ("Sun, 05 Nov 2023 02:30:00 M", halfPastTwo),
            ("Sun, 05 Nov 2023 15:30:00 N", halfPastTwo),
            ("Mon, 06 Nov 2023 02:30:00 Y", halfPastTwo),
            ("Mon, 05 Nov 2023 14:30:00 GMT", halfPastTwo),  // a wrong day name is not checked
            ("05 Nov 123 14:30 GMT", halfPastTwo),
            ("Fri, 31 Dec 99 23:59:59 GMT", utc(1999, 12, 31, 23, 59, 59)),
            ("Thu, 29 Feb 2024 00:00:00 GMT", utc(2024, 2, 29)),
        ], ReadingParsers.all)
    func readsEveryZoneRFC822Names(arguments: (String, Date), parser: ReadingParser) throws {
        let (text, expected) = arguments
        #expect(
            try XMLReader.object(
                ofType: Item.self, element: "item", from: "<item><pubDate>\(text)</pubDate></item>",
                options: ReadingOptions(parser: parser)
            )
            .published == expected)
    }

    @Test(
        arguments: [
            "Sun, 31 Nov 2023 14:30:00 GMT", "Sun, 05 Nov 2023 14:30:00 XYZ", "Sun 05 Nov 2023 14:30:00 GMT",
            "Sun, 05 Nov 2023 14:30:00", "Sun, 05 Nov 2023 14:30:00 J", "Sun, 05 Nov 2023 24:00:00 GMT",
            "Sun, 05 Nov 2023 14:30:00 +02:00", "Sun, 05 Now 2023 14:30:00 GMT", "2023-11-05T14:30:00Z",
            "Sun, 05 Nov 2023 14:30:00 GMT x", "Sunday, 05 Nov 2023 14:30:00 GMT",
        ], ReadingParsers.all)
    func otherTextIsRefused(text: String, parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Item.self, element: "item", from: "<item><pubDate>\(text)</pubDate></item>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 1, column 15: cannot read \(String(reflecting: text)) as Date (RFC 822) for <pubDate> at /item/pubDate"
        )
    }

    @Test(
        arguments: [
            ("Sun, 05 Nov 2023 14:30:00 GMT", "Sun, 05 Nov 2023 14:30:00 GMT"),
            ("Sun, 05 Nov 2023 16:30:00 +0200", "Sun, 05 Nov 2023 14:30:00 GMT"),
            ("5 Nov 23 09:30 EST", "Sun, 05 Nov 2023 14:30:00 GMT"),
            ("Thu, 01 Jan 1970 00:00:00 GMT", "Thu, 01 Jan 1970 00:00:00 GMT"),
            ("Wed, 31 Dec 1969 23:59:59 GMT", "Wed, 31 Dec 1969 23:59:59 GMT"),
            ("Tue, 29 Feb 2000 12:00:00 GMT", "Tue, 29 Feb 2000 12:00:00 GMT"),
            ("Sat, 01 Jan 0000 00:00:00 GMT", "Sat, 01 Jan 0000 00:00:00 GMT"),
        ], ReadingParsers.all)
    func writesRFC1123InGMT(arguments: (String, String), parser: ReadingParser) throws {
        let (text, written) = arguments
        let xml = #"<item updated="\#(text)"><pubDate>\#(text)</pubDate></item>"#
        let item = try XMLReader.object(
            ofType: Item.self, element: "item", from: xml, options: ReadingOptions(parser: parser))
        let output = try Self.compact.string(item, element: "item")
        #expect(output == #"<item updated="\#(written)"><pubDate>\#(written)</pubDate></item>"#)
        #expect(
            try XMLReader.object(
                ofType: Item.self, element: "item", from: output, options: ReadingOptions(parser: parser)) == item)
    }

    @Test func theFractionOfASecondIsNotWritten() throws {
        let item = Item(published: Date(timeIntervalSince1970: 0.75))
        #expect(
            try Self.compact.string(item, element: "item")
                == "<item><pubDate>Thu, 01 Jan 1970 00:00:00 GMT</pubDate></item>")
    }
}

/// `Date` reads W3C Datetime's `YYYY` and `YYYY-MM` as the start of the period in UTC (and writes a full ISO 8601 date).
@Suite struct DateYearAndMonthTests {
    @Test(
        arguments: [("2024", utc(2024, 1, 1)), ("2024-03", utc(2024, 3, 1)), (" 1999-12\n", utc(1999, 12, 1))],
        ReadingParsers.all)
    func aYearOrAMonthIsItsStartInUTC(arguments: (String, Date), parser: ReadingParser) throws {
        let (text, expected) = arguments
        #expect(try read(Date.self, text) == expected)
        struct Stamp: XMLReadable {
            var at: Date? = nil; static let parsingDescription = ParsingDescription<Stamp> { Element("at", \.at) }
        }
        let stamp = try XMLReader.object(
            ofType: Stamp.self, element: "s", from: "<s><at>\(text)</at></s>", options: ReadingOptions(parser: parser))
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false)).string(
            stamp, element: "s")
        #expect(written == "<s><at>\(expected.xmlText)</at></s>")
        #expect(
            try XMLReader.object(
                ofType: Stamp.self, element: "s", from: written, options: ReadingOptions(parser: parser)
            ).at == expected)
    }

    @Test(arguments: ["202403", "2024-", "2024-3", "2024-13", "2024-00", "24", "20245"])
    func otherShortFormsAreRefused(text: String) {
        #expect(
            errorMessage { _ = try read(Date.self, text) }
                == "line 1, column 6: cannot read \(String(reflecting: text)) as Date (ISO 8601) for <v> at /r/v")
    }
}
