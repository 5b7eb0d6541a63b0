import Foundation
import TestSupport
import Testing
import XMLReading

/// `XMLNumber` keeps a number's text as written: read, write (the bytes) and read again.
@Suite struct XMLNumberTests {
    struct Point: XMLReadable, Equatable {
        var lat: XMLNumber = 0
        var elevation: XMLNumber? = nil
        static let parsingDescription = ParsingDescription<Point> {
            Attribute("lat", \.lat)
            Element("elevation", \.elevation)
        }
    }

    static let compact = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

    @Test(
        arguments: [
            ("51.4430000", 51.443), ("1300", 1300), ("1300.0", 1300), ("-0.5", -0.5), (".5", 0.5), ("3.", 3),
            ("1.5E3", 1500), ("+7", 7), ("007", 7), ("-1e-3", -0.001), ("INF", .infinity), ("+INF", .infinity),
            ("-INF", -.infinity),
        ], ReadingParsers.all)
    func everyNumberIsWrittenBackByteForByte(arguments: (String, Double), parser: ReadingParser) throws {
        let (text, value) = arguments
        let xml = #"<p lat="\#(text)"><elevation>\#(text)</elevation></p>"#
        let point = try XMLReader.object(
            ofType: Point.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
        #expect(point.lat.xmlText == text)
        #expect(point.lat.doubleValue == value)
        #expect(point.elevation?.xmlText == text)
        let written = try Self.compact.string(point, element: "p")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Point.self, element: "p", from: written, options: ReadingOptions(parser: parser)) == point)
    }

    @Test(arguments: ReadingParsers.all) func notANumberIsWrittenBackToo(parser: ReadingParser) throws {
        let xml = #"<p lat="NaN"/>"#
        let point = try XMLReader.object(
            ofType: Point.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
        #expect(point.lat.doubleValue.isNaN)
        #expect(point.lat.decimalValue == nil)
        #expect(try Self.compact.string(point, element: "p") == xml)
    }

    @Test func theDecimalValueIsExact() throws {
        #expect(XMLNumber(xmlText: "0.1")?.decimalValue == Decimal(string: "0.1"))
        #expect(XMLNumber(xmlText: "51.4430000")?.decimalValue == Decimal(string: "51.443"))
        #expect(XMLNumber(xmlText: "INF")?.decimalValue == nil)
    }

    @Test(arguments: ReadingParsers.all) func surroundingWhitespaceIsNotPartOfTheNumberAndAnEmptyElementIsNil(
        parser: ReadingParser
    ) throws {
        let point = try XMLReader.object(
            ofType: Point.self, element: "p", from: "<p lat=\" 1.50 \"><elevation>\n</elevation></p>",
            options: ReadingOptions(parser: parser))
        #expect(point.lat.xmlText == "1.50")
        #expect(point.elevation == nil)
        #expect(try Self.compact.string(point, element: "p") == #"<p lat="1.50"/>"#)
    }

    @Test(arguments: ["abc", "1,5", "0x10", "1e", "inf", "nan", "Infinity", "--1", "1 2", "."])
    func otherTextIsRefusedWithTheFormsExpected(text: String) {
        #expect(
            errorMessage { _ = try read(XMLNumber.self, text) }
                == "line 1, column 6: cannot read \(String(reflecting: text)) as XMLNumber for <v>: expected a decimal number (12, -0.5, 1.5E3), INF, -INF or NaN at /r/v"
        )
        #expect(XMLNumber(xmlText: text) == nil)
    }

    @Test(arguments: ReadingParsers.all) func anAttributeErrorNamesTheAttribute(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Point.self, element: "p", from: "<p lat=\"abc\"/>", options: ReadingOptions(parser: parser))
            }
                == "line 1, column 13: cannot read \"abc\" as XMLNumber for attribute \"lat\" of <p>: expected a decimal number (12, -0.5, 1.5E3), INF, -INF or NaN at /p"
        )
    }

    @Test func madeFromValuesAsTheWriterWritesThem() {
        #expect(XMLNumber(1300.0).xmlText == "1300")
        #expect(XMLNumber(0.1).xmlText == "0.1")
        #expect(XMLNumber(1e21).xmlText == "1e+21")
        #expect(XMLNumber(Double.infinity).xmlText == "INF")
        #expect(XMLNumber(-Double.infinity).xmlText == "-INF")
        #expect(XMLNumber(Double.nan).xmlText == "NaN")
        #expect(XMLNumber(Decimal(string: "12.50")!).xmlText == "12.5")
        #expect(XMLNumber(UInt8(255)).xmlText == "255")
        #expect((4 as XMLNumber).xmlText == "4")
        #expect((2.5 as XMLNumber).xmlText == "2.5")
        #expect("\(XMLNumber(xmlText: "1.50")!)" == "1.50")
    }

    @Test func valuesAreEqualWhenWrittenTheSame() {
        let short = XMLNumber(xmlText: "1.5")!
        let long = XMLNumber(xmlText: "1.50")!
        #expect(short != long)
        #expect(short.doubleValue == long.doubleValue)
        #expect(Set([short, long, XMLNumber(1.5)]).count == 2)
    }
}

/// `Double` and `Float` are written as `JSONEncoder` writes them: no `.0` on an integral value, and
/// always text that reads back as the same value.
@Suite struct FloatingPointWritingTests {
    struct Shape: XMLReadable, Equatable {
        var width = 0.0
        var ratio: Float = 0
        static let parsingDescription = ParsingDescription<Shape> {
            Attribute("width", \.width)
            Element("ratio", \.ratio)
        }
    }

    @Test(
        arguments: [
            (1300.0, "1300"), (-2.0, "-2"), (0.0, "0"), (-0.0, "-0"), (12.5, "12.5"), (0.1, "0.1"), (1e-5, "1e-05"),
            (123456789012345.0, "123456789012345"), (9007199254740992.0, "9007199254740992"), (1e16, "1e+16"),
            (1e21, "1e+21"), (1.7976931348623157e308, "1.7976931348623157e+308"),
            (Double.leastNonzeroMagnitude, "5e-324"),
            (.infinity, "inf"), (-.infinity, "-inf"),
        ], ReadingParsers.all)
    func doublesAreWrittenShortestWithoutPointZero(arguments: (Double, String), parser: ReadingParser) throws {
        let (value, text) = arguments
        #expect(value.xmlText == text)
        let shape = Shape(width: value, ratio: 1)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(shape, element: "s")
        #expect(written == #"<s width="\#(text)"><ratio>1</ratio></s>"#)
        let again = try XMLReader.object(
            ofType: Shape.self, element: "s", from: written, options: ReadingOptions(parser: parser))
        #expect(again.width.bitPattern == value.bitPattern)
        #expect(again == shape)
    }

    @Test func notANumberIsWrittenAsNan() throws {
        #expect(Double.nan.xmlText == "nan")
        #expect(try read(Double.self, Double.nan.xmlText)?.isNaN == true)
    }

    @Test(
        arguments: [
            (Float(1300), "1300"), (Float(-0.0), "-0"), (Float(0.1), "0.1"), (Float(16_777_216), "16777216"),
            (Float(1e10), "1e+10"), (Float(3.4028235e38), "3.4028235e+38"),
        ], ReadingParsers.all)
    func floatsAreWrittenShortestWithoutPointZero(arguments: (Float, String), parser: ReadingParser) throws {
        let (value, text) = arguments
        #expect(value.xmlText == text)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Shape(width: 1, ratio: value), element: "s")
        #expect(written == #"<s width="1"><ratio>\#(text)</ratio></s>"#)
        let again = try XMLReader.object(
            ofType: Shape.self, element: "s", from: written, options: ReadingOptions(parser: parser))
        #expect(again.ratio.bitPattern == value.bitPattern)
    }
}
