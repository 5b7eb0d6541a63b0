import Foundation
import TestSupport
import Testing
import XMLReading

/// `xsi:nil`: a nil item of an optional type is written `<value xsi:nil="true"/>` and read back
/// as nil, apart from an empty string; optional elements read it as nil too.
@Suite struct NilItemTests {
    struct Row: XMLReadable, Equatable {
        var values: [String?] = []
        var counts: [Int?] = []
        var note: String? = "default"
        var published: Date?
        static let parsingDescription = ParsingDescription<Row> {
            Many("values", \.values) { Item("value", String?.self) }
            Many("counts", \.counts) { Item("n", Int?.self) }
            Element("note", \.note)
            Element("published", \.published, format: .date("yyyy-MM-dd"))
        }
    }

    @Test(arguments: ReadingParsers.all) func nilAndEmptyStayApartThroughAWrite(parser: ReadingParser) throws {
        let row = Row(values: ["a", nil, "", " "], counts: [1, nil], note: "x", published: nil)
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(row, element: "row")
        #expect(
            xml
                == #"<row xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance"><values><value>a</value><value ns1:nil="true"/><value/><value> </value></values><counts><n>1</n><n ns1:nil="true"/></counts><note>x</note></row>"#
        )
        #expect(
            try XMLReader.object(ofType: Row.self, element: "row", from: xml, options: ReadingOptions(parser: parser))
                == row)
    }

    @Test(arguments: ReadingParsers.all) func xsiNilReadsAsNilWhateverTheElementHolds(parser: ReadingParser) throws {
        let xml = """
            <row xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><values><value xsi:nil="1">ignored</value>\
            <value xsi:nil="false">kept</value></values><note xsi:nil="true"/><published xsi:nil=" true "/></row>
            """
        #expect(
            try XMLReader.object(ofType: Row.self, element: "row", from: xml, options: ReadingOptions(parser: parser))
                == Row(values: [nil, "kept"], counts: [], note: nil, published: nil))
    }

    struct Plain: XMLReadable, Equatable {
        var count = 0
        static let parsingDescription = ParsingDescription<Plain> { Element("count", \.count) }
    }

    @Test(arguments: ReadingParsers.all) func aNonOptionalValueMarkedNilIsAnError(parser: ReadingParser) {
        let xml = #"<p xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><count xsi:nil="true"/></p>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Plain.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 79: cannot read "" as Int for <count> at /p/count"#)
    }
}
