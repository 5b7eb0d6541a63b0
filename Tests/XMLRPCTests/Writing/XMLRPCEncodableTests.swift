import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// `XMLRPCEncodable` (results of dispatcher handlers) and the decoding it mirrors: dictionaries and
/// `Decodable` models that declare `XMLRPCDecodable`.
@Suite struct XMLRPCEncodableTests {
    struct Point: Decodable, XMLRPCDecodable, Equatable {
        var x: Int
        var y: Int
        var label: String? = nil
    }

    @Test func scalarsEncodeAsTheirXMLRPCTypes() {
        #expect(42.xmlRPCValue == .int(42))
        #expect(Int32.min.xmlRPCValue == .int(-2_147_483_648))
        #expect(Int64.max.xmlRPCValue == .int(9_223_372_036_854_775_807))
        #expect(true.xmlRPCValue == .boolean(true))
        #expect("Dune".xmlRPCValue == .string("Dune"))
        #expect(1.5.xmlRPCValue == .double(1.5))
        #expect(Data("you".utf8).xmlRPCValue == .base64(Data("you".utf8)))
        let time = XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55, utcOffset: 3600)
        #expect(time.xmlRPCValue == .dateTime(time))
        #expect(
            Date(timeIntervalSince1970: 900_684_535.75).xmlRPCValue
                == .dateTime(XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)))
        #expect(XMLRPCValue.nil.xmlRPCValue == .nil)
    }

    @Test func collectionsEncodeAsArraysAndSortedStructs() {
        #expect([1, 2].xmlRPCValue == [1, 2])
        #expect(
            ["year": 1965, "pages": 412].xmlRPCValue
                == .struct([XMLRPCValue.StructMember("pages", 412), XMLRPCValue.StructMember("year", 1965)]))
        #expect([["a": [true]]].xmlRPCValue == [["a": [true]]])
        #expect((nil as String?).xmlRPCValue == .nil)
        #expect((["x", nil] as [String?]).xmlRPCValue == ["x", .nil])
    }

    @Test(arguments: ReadingParsers.all) func dictionariesDecodeFromStructsFirstMemberWins(parser: ReadingParser) throws
    {
        let value: XMLRPCValue = ["a": 1, "b": 2, "a": 3]
        #expect(
            try XMLRPCResponse.decode(
                [String: Int].self, from: XMLRPCResponse([value]).xml, options: XMLRPCReadingOptions(parser: parser))
                == ["a": 1, "b": 2])
        let xml = response(
            "<value><struct><member><name>a</name><value><int>1</int></value></member>"
                + "<member><name>b</name><value><string>x</string></value></member></struct></value>")
        #expect(
            xmlRPCError {
                _ = try XMLRPCResponse.decode(
                    [String: Int].self, from: xml, options: XMLRPCReadingOptions(parser: parser))
            }
                == "line 2, column 160: params[0].b: expected an int that fits Int, found string"
                + " at /methodResponse/params/param/value/struct/member[2]/value")
    }

    @Test(arguments: ReadingParsers.all) func decodableModelsThatDeclareXMLRPCDecodableDecodeByCodingKeys(
        parser: ReadingParser
    ) throws {
        let value: XMLRPCValue = ["x": 1, "y": 2, "z": "ignored"]
        #expect(
            try XMLRPCResponse.decode(
                Point.self, from: XMLRPCResponse([value]).xml, options: XMLRPCReadingOptions(parser: parser))
                == Point(x: 1, y: 2))
        let points: XMLRPCValue = [["x": 3, "y": 4, "label": "p"]]
        #expect(
            try XMLRPCResponse.decode(
                [Point].self, from: XMLRPCResponse([points]).xml, options: XMLRPCReadingOptions(parser: parser)) == [
                    Point(x: 3, y: 4, label: "p")
                ])
        let xml = response(
            "<value><array><data><value><struct><member><name>x</name><value><int>1</int></value></member>"
                + "<member><name>y</name><value><boolean>1</boolean></value></member></struct></value></data></array></value>"
        )
        #expect(
            xmlRPCError {
                _ = try XMLRPCResponse.decode([Point].self, from: xml, options: XMLRPCReadingOptions(parser: parser))
            }
                == "line 2, column 182: params[0][0].y: expected an int that fits Int, found boolean"
                + " at /methodResponse/params/param/value/array/data/value/struct/member[2]/value")
    }
}
