import Foundation
import Testing
import XMLReading

/// A value's text reaches the model the same way from both parsers: `XMLParser` hands it over as
/// `String`s, libxml2 as bytes collected in one buffer and read from the bytes at the end tag.
/// Every value (doubles to the bit), every `nil`, every error (message, path, line and column) is
/// the same, whatever splits the text (entity and character references, CDATA, non-ASCII runs,
/// elements inside the value).
@Suite struct TextBytesTests {
    enum Genre: String, XMLScalar { case fiction, poetry }

    struct Values: XMLReadable {
        var int = 0
        var int8: Int8 = 0
        var uint: UInt = 0
        var double = 0.0
        var float: Float = 0
        var bool = false
        var date = Date(timeIntervalSince1970: 0)
        var iso = Date(timeIntervalSince1970: 0)
        var rfc = Date(timeIntervalSince1970: 0)
        var text = ""
        var genre = Genre.fiction
        var optionalInt: Int?
        var optionalDouble: Double?
        var optionalDate: Date?
        var optionalText: String?
        var hex = 0
        var doubles: [Double] = []

        static let parsingDescription = ParsingDescription<Values> {
            Element("int", \.int)
            Element("int8", \.int8)
            Element("uint", \.uint)
            Element("double", \.double)
            Element("float", \.float)
            Element("bool", \.bool)
            Element("date", \.date, format: .date("yyyy-MM-dd"))
            Element("iso", \.iso)
            Element("rfc", \.rfc, format: .rfc822)
            Element("text", \.text)
            Element("genre", \.genre)
            Element("optionalInt", \.optionalInt)
            Element("optionalDouble", \.optionalDouble)
            Element("optionalDate", \.optionalDate, format: .date("yyyy-MM-dd"))
            Element("optionalText", \.optionalText)
            Element("hex", \.hex, format: .custom { Int($0, radix: 16) })
            Many("doubles", \.doubles) { Item("d", Double.self) }
        }

        /// Everything read, doubles by their bits (`-0` is not `0`).
        var rendered: String {
            [
                "\(int)", "\(int8)", "\(uint)", "\(double.bitPattern)", "\(float.bitPattern)", "\(bool)",
                "\(date.timeIntervalSince1970)", "\(iso.timeIntervalSince1970)", "\(rfc.timeIntervalSince1970)",
                text.debugDescription, "\(genre)", "\(String(describing: optionalInt))",
                "\(String(describing: optionalDouble?.bitPattern))",
                "\(String(describing: optionalDate?.timeIntervalSince1970))", optionalText.debugDescription, "\(hex)",
                "\(doubles.map(\.bitPattern))",
            ].joined(separator: " ")
        }
    }

    static let fields = [
        "int", "int8", "uint", "double", "float", "bool", "date", "iso", "rfc", "text", "genre", "optionalInt",
        "optionalDouble", "optionalDate", "optionalText", "hex",
    ]

    /// Element content as written in the document: plain, and split by what splits libxml2's text.
    static let contents = [
        "", " ", "\n\t \r\n", "0", "42", "-0", "+0", "-0.0", "79.02", " 79.02\n", "4797.45", "1.", ".5", "1e3",
        "-1e-400", "1e400", "inf", "nan", "123456789012345", "1234567890123456", "9.99999999999999", "127", "128",
        "-129", "18446744073709551616", "yes", " TRUE ", "no", "maybe", "1892-08-06", " 1892-08-06 ", "2024-02-30",
        "2024-03-01T14:08:55.250+02:00", "Sun, 05 Nov 2023 14:30:00 GMT", "poetry", "fiction ", "naïve",
        "Zürich façade", "ff", "7&#46;5", "&#55;9.02", "79&#x2E;02", "1&amp;2", "&lt;x&gt;", "<![CDATA[79.02]]>",
        "79<![CDATA[.]]>02", "<![CDATA[ 1892-08-06]]> ", "é<![CDATA[ü]]>ß", "4<![CDATA[2\r]]>", "<![CDATA[\r]]>7",
        "1<b>2</b>3", "t<i>ru</i>e", "a&#x10FFFF;b", "\r\n42\r", "fa&#xE7;ade",
    ]

    static func outcome(_ xml: String, parser: ReadingParser) -> String {
        do {
            let values = try XMLReader.object(
                ofType: Values.self, element: "r", from: Data(xml.utf8), options: ReadingOptions(parser: parser))
            return values.rendered
        } catch {
            return "error: \(error)"
        }
    }

    @Test(arguments: fields)
    func everyContentReadsTheSameOnBothParsers(field: String) {
        var refused = 0
        for content in Self.contents {
            let xml = "<r>\n  <int>1</int><\(field)>\(content)</\(field)><double>2.5</double>\n</r>"
            let foundation = Self.outcome(xml, parser: .foundation)
            let libxml2 = Self.outcome(xml, parser: .libxml2)
            #expect(foundation == libxml2, "\(xml.debugDescription)")
            if foundation.hasPrefix("error: ") { refused += 1 }
        }
        // Both kinds of outcome were compared for every field but text, which takes any text.
        if field == "text" || field == "optionalText" {
            #expect(refused == 0)
        } else {
            #expect(refused > 0 && refused < Self.contents.count, "\(field): \(refused) refused")
        }
    }

    @Test func itemsOfManyReadTheSameOnBothParsers() {
        for content in Self.contents {
            let xml = "<r><doubles><d>1.5</d><d>\(content)</d><d>-0</d></doubles></r>"
            #expect(Self.outcome(xml, parser: .libxml2) == Self.outcome(xml, parser: .foundation), "\(xml)")
        }
        let xml = "<r><doubles><d>1.5</d><d>-0</d><d> 79.02 </d></doubles></r>"
        let bits = [1.5, -0.0, 79.02].map(\.bitPattern)
        #expect(
            Self.outcome(xml, parser: .libxml2)
                == "0 0 0 0 0 false 0.0 0.0 0.0 \"\" fiction nil nil nil nil 0 \(bits)")
    }

    @Test(arguments: [ReadingParser.foundation, .libxml2])
    func aValueSplitByReferencesAndCDATAIsReadWhole(parser: ReadingParser) throws {
        let xml = """
            <r><double>7&#46;<![CDATA[5]]>0</double><text>na&#xEF;ve <![CDATA[<&>]]> Z&#252;rich</text>\
            <date> 1892-08-<![CDATA[06]]> </date><optionalDouble>
            </optionalDouble><optionalText></optionalText><bool>Y<![CDATA[e]]>s</bool></r>
            """
        let values = try XMLReader.object(
            ofType: Values.self, element: "r", from: Data(xml.utf8), options: ReadingOptions(parser: parser))
        #expect(values.double == 7.5)
        #expect(values.text == "naïve <&> Zürich")
        #expect(values.date == Date(timeIntervalSince1970: -2_442_614_400))
        #expect(values.optionalDouble == nil)
        #expect(values.optionalText == "")
        #expect(values.bool)
    }

    @Test(arguments: [ReadingParser.foundation, .libxml2])
    func aValueThatDoesNotConvertNamesItsTextAndWhereItBegins(parser: ReadingParser) throws {
        let xml = "<r>\n  <int>1</int>\n  <double>7&#46;5<![CDATA[x]]>\n</double>\n</r>"
        let error = try #require(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Values.self, element: "r", from: Data(xml.utf8), options: ReadingOptions(parser: parser))
        }
        #expect(error.description == #"line 3, column 10: cannot read "7.5x\n" as Double for <double> at /r/double"#)
    }
}
