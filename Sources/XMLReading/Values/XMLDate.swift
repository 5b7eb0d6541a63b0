import Foundation

/// An XML Schema date or time that keeps the form it was written in: `gYear` (`2023`),
/// `gYearMonth` (`2023-11`), `date` (`2023-11-05`), `dateTime` (`2023-11-05T10:00:00.250+02:00`)
/// or `time` (`10:00:00`), each with or without an offset (`Z`, `+02:00`), and any number of
/// fraction digits.
///
/// ``XMLWriter`` writes it back exactly as read (sitemap `lastmod`, KML `when`, Atom `updated`),
/// where `Date` would write `2023-11-05` as `2023-11-05T00:00:00Z`:
///
/// ```swift
/// struct Entry: XMLReadable {
///     var lastmod: XMLDate? = nil
///     static let parsingDescription = ParsingDescription<Entry> { Element("lastmod", \.lastmod) }
/// }
/// // <lastmod>2023-11-05T10:00:00+02:00</lastmod> is read and written as it is;
/// // entry.lastmod?.date is 2023-11-05 08:00:00 UTC, entry.lastmod?.kind is .dateTime
/// ```
///
/// Surrounding whitespace is not part of the value (XML Schema's `collapse`). Text that is not
/// one of these forms, or a field out of range (`2023-13`, `2023-02-30`, `24:00:01`, an offset
/// beyond ±14:00), is refused with the reason:
/// `cannot read "2023-13" as XMLDate for <lastmod>: month 13 is out of range (01…12) at /url/lastmod`.
///
/// Two values are equal when they are written the same: `10:00:00.25Z` and `10:00:00.250Z` are
/// different forms of one instant. Compare ``date`` to compare instants.
public struct XMLDate: XMLScalar, Hashable, Sendable, CustomStringConvertible {
    /// Which XML Schema type the text is: ``year``, ``yearMonth``, ``date``, ``dateTime`` or ``time``.
    ///
    /// `XMLDate(xmlText: "2023-11")?.kind == .yearMonth`, and `.yearMonth.description == "gYearMonth"`
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The XML Schema name: `gYear`, `gYearMonth`, `date`, `dateTime` or `time`.
        ///
        /// `XMLDate.Kind.date.description == "date"`
        public let description: String

        init(_ name: String) { description = name }

        /// `gYear`: `2023`, `2023Z`, `-0044` (year 0 is 1 BC, as in XML Schema 1.1).
        ///
        /// `XMLDate(xmlText: "2023")?.kind == .year`
        public static let year = Kind("gYear")
        /// `gYearMonth`: `2023-11`, `2023-11+02:00`.
        ///
        /// `XMLDate(xmlText: "2023-11")?.kind == .yearMonth`
        public static let yearMonth = Kind("gYearMonth")
        /// `date`: `2023-11-05`, `2023-11-05Z`.
        ///
        /// `XMLDate(xmlText: "2023-11-05")?.kind == .date`
        public static let date = Kind("date")
        /// `dateTime`: `2023-11-05T10:00:00`, `2023-11-05T10:00:00.250+02:00`, `…Z`.
        ///
        /// `XMLDate(xmlText: "2023-11-05T10:00:00Z")?.kind == .dateTime`
        public static let dateTime = Kind("dateTime")
        /// `time`: `10:00:00`, `10:00:00.5Z`, `24:00:00` (the end of the day).
        ///
        /// `XMLDate(xmlText: "10:00:00")?.kind == .time`
        public static let time = Kind("time")
    }

    /// Why a text or a set of components is not an XML date: the reason alone,
    /// `month 13 is out of range (01…12)`.
    ///
    /// ```swift
    /// do { _ = try XMLDate(parsing: "2023-13") } catch { print(error) }  // month 13 is out of range (01…12)
    /// ```
    public struct InvalidDate: Error, Sendable, Equatable, CustomStringConvertible {
        /// The reason, as a clause: `day 30 is out of range for February 2023`.
        ///
        /// `(try? XMLDate(parsing: "2023-02-30")) == nil`; the error's `description` is
        /// `day 30 is out of range for February 2023`.
        public let description: String
    }

    /// The XML Schema type of the text.
    ///
    /// `XMLDate(xmlText: "2023")?.kind == .year`
    public let kind: Kind
    /// The year (`nil` for a ``Kind/time``); negative before year 1 BC, which is year 0.
    ///
    /// `XMLDate(xmlText: "2023-11")?.year == 2023`
    public let year: Int?
    /// The month, 1…12 (`nil` for a ``Kind/year`` or a ``Kind/time``).
    ///
    /// `XMLDate(xmlText: "2023-11")?.month == 11`
    public let month: Int?
    /// The day of the month (`nil` unless a ``Kind/date`` or a ``Kind/dateTime``).
    ///
    /// `XMLDate(xmlText: "2023-11-05")?.day == 5`
    public let day: Int?
    /// The hour, 0…24 (`nil` unless a ``Kind/dateTime`` or a ``Kind/time``); 24 only in `24:00:00`.
    ///
    /// `XMLDate(xmlText: "10:30:00")?.hour == 10`
    public let hour: Int?
    /// The minute (`nil` unless a ``Kind/dateTime`` or a ``Kind/time``).
    ///
    /// `XMLDate(xmlText: "10:30:00")?.minute == 30`
    public let minute: Int?
    /// The second, 0…59 (`nil` unless a ``Kind/dateTime`` or a ``Kind/time``).
    ///
    /// `XMLDate(xmlText: "10:30:15")?.second == 15`
    public let second: Int?
    /// The fraction of the second in nanoseconds (digits beyond the ninth are kept in the text and
    /// in ``date``, not here); `nil` unless a ``Kind/dateTime`` or a ``Kind/time``.
    ///
    /// `XMLDate(xmlText: "10:30:15.25")?.nanosecond == 250_000_000`
    public let nanosecond: Int?
    /// The offset from UTC in seconds as written (`+02:00` is 7200, `Z` is 0), or `nil` when the
    /// text has none.
    ///
    /// `XMLDate(xmlText: "2023-11-05-05:00")?.offset == -18_000`
    public let offset: Int?
    /// The text as read (without surrounding whitespace), or as made from components; what
    /// ``XMLWriter`` writes.
    ///
    /// `XMLDate(xmlText: " 2023-11-05T10:00:00.250+02:00 ")?.xmlText == "2023-11-05T10:00:00.250+02:00"`
    public let xmlText: String
    /// The seconds of the fraction as a `Double`, every digit counted (for ``date``).
    let fraction: Double

    /// Reads any of the five forms; `nil` for anything else (the read then reports why).
    ///
    /// `XMLDate(xmlText: "2023-11")?.month == 11`, `XMLDate(xmlText: "2023-13") == nil`
    public init?(xmlText: String) {
        guard let value = try? XMLDate(parsing: xmlText) else { return nil }
        self = value
    }

    /// Reads any of the five forms, or throws why the text is not one.
    ///
    /// ```swift
    /// let when = try XMLDate(parsing: "2023-11-05T10:00:00.250+02:00")   // when.offset == 7200
    /// ```
    public init(parsing text: String) throws(InvalidDate) {
        let trimmed = text.trimmingXMLWhitespace()
        let parts = try XMLDateParser.parse(trimmed)
        self.init(parts: parts, text: String(trimmed))
    }

    /// A ``Kind/year``, ``Kind/yearMonth`` or ``Kind/date`` from its fields (the kind follows from
    /// which are given), with an optional offset in seconds (whole minutes, at most ±14 hours).
    ///
    /// ```swift
    /// try XMLDate(year: 2023, month: 11).xmlText                 // "2023-11"
    /// try XMLDate(year: 2023, month: 11, day: 5, offset: 0).xmlText  // "2023-11-05Z"
    /// ```
    public init(year: Int, month: Int? = nil, day: Int? = nil, offset: Int? = nil) throws(InvalidDate) {
        var text = XMLDateParser.yearText(year)
        if let month {
            text += "-" + XMLDateParser.twoDigits(month)
            if let day { text += "-" + XMLDateParser.twoDigits(day) }
        } else if day != nil {
            throw InvalidDate(description: "a day needs a month")
        }
        text += try XMLDateParser.offsetText(offset)
        try self.init(parsing: text)
    }

    /// A ``Kind/dateTime`` from its fields; the fraction is written with as few digits as it needs.
    ///
    /// ```swift
    /// try XMLDate(year: 2023, month: 11, day: 5, hour: 10, minute: 0, second: 0, nanosecond: 250_000_000, offset: 7200).xmlText
    /// // "2023-11-05T10:00:00.25+02:00"
    /// ```
    public init(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0,
        offset: Int? = nil
    ) throws(InvalidDate) {
        let date =
            XMLDateParser.yearText(year) + "-" + XMLDateParser.twoDigits(month) + "-"
            + XMLDateParser.twoDigits(day)
        let time = try XMLDateParser.timeText(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        try self.init(parsing: date + "T" + time + XMLDateParser.offsetText(offset))
    }

    /// A ``Kind/time`` from its fields.
    ///
    /// ```swift
    /// try XMLDate(hour: 10, minute: 30, second: 0, offset: 0).xmlText   // "10:30:00Z"
    /// ```
    public init(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0, offset: Int? = nil) throws(InvalidDate) {
        let time = try XMLDateParser.timeText(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        try self.init(parsing: time + XMLDateParser.offsetText(offset))
    }

    /// A ``Kind/dateTime`` in UTC, written as `Date` is (`Z`, milliseconds when there is a fraction).
    ///
    /// `XMLDate(Date(timeIntervalSince1970: 0)).xmlText == "1970-01-01T00:00:00Z"`
    public init(_ date: Date) {
        // ISO8601Parser.format writes a dateTime this parser reads.
        try! self.init(parsing: ISO8601Parser.format(date))
    }

    init(parts: XMLDateParser.Parts, text: String) {
        kind = parts.kind
        year = parts.year
        month = parts.month
        day = parts.day
        hour = parts.hour
        minute = parts.minute
        second = parts.second
        nanosecond = parts.nanosecond
        fraction = parts.fraction
        offset = parts.offset
        xmlText = text
    }

    /// The instant this value starts, for comparing and computing: missing parts are the start of
    /// the period (`2023` is 2023-01-01T00:00:00, `2023-11` is November 1), a missing offset is
    /// UTC, `24:00:00` is midnight of the next day, and a ``Kind/time`` is on 1970-01-01.
    ///
    /// `XMLDate(xmlText: "2023-11-05T10:00:00+02:00")!.date == XMLDate(xmlText: "2023-11-05T08:00:00Z")!.date`
    public var date: Date {
        let time = CivilTime(
            year: year ?? 1970, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0,
            second: second ?? 0, offset: offset ?? 0)
        return Date(timeIntervalSince1970: Double(time.secondsSince1970) + fraction)
    }

    /// The text, as ``xmlText``.
    ///
    /// `"\(XMLDate(xmlText: "2023-11")!)" == "2023-11"`
    public var description: String { xmlText }

    /// `cannot read "x" as XMLDate`.
    ///
    /// `XMLDate.xmlTypeName == "XMLDate"`
    public static var xmlTypeName: String { "XMLDate" }

    /// Equal when written the same (`2023-11-05Z` and `2023-11-05+00:00` differ).
    ///
    /// `XMLDate(xmlText: "2023-11")! == (try XMLDate(year: 2023, month: 11))`
    public static func == (lhs: XMLDate, rhs: XMLDate) -> Bool { lhs.xmlText == rhs.xmlText }

    /// Hashes the text, as ``==(_:_:)`` compares it.
    ///
    /// `Set([XMLDate(xmlText: "2023")!, XMLDate(xmlText: "2023")!]).count == 1`
    public func hash(into hasher: inout Hasher) { hasher.combine(xmlText) }
}

extension XMLDate: XMLScalarRefusing {
    @usableFromInline static func refusal(of text: String) -> any Error {
        do {
            _ = try XMLDate(parsing: text)
            return InvalidDate(description: "not an XML date")
        } catch {
            return error
        }
    }
}
