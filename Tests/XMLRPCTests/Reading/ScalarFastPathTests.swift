import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// Values at the edges of the reader's fast paths (short integers, short decimals, basic
/// dateTimes, one-byte booleans) and just past them, where the general parsers read them.
@Suite struct ScalarFastPathTests {
    @Test(arguments: [
        ("<value><int>-0</int></value>", XMLRPCValue.int(0)),
        ("<value><int>+7</int></value>", .int(7)),
        ("<value><int>000000000000000042</int></value>", .int(42)),
        ("<value><int>0000000000000000042</int></value>", .int(42)),
        ("<value><i4>\t-2147483648 </i4></value>", .int(-2_147_483_648)),
        ("<value><i8>999999999999999999</i8></value>", .int(999_999_999_999_999_999)),
        ("<value><i8>-999999999999999999</i8></value>", .int(-999_999_999_999_999_999)),
        ("<value><i8>1000000000000000000</i8></value>", .int(1_000_000_000_000_000_000)),
        ("<value><boolean> 1\n</boolean></value>", .boolean(true)),
        ("<value><double>4797.45</double></value>", .double(4797.45)),
        ("<value><double>0.1</double></value>", .double(0.1)),
        ("<value><double>-12</double></value>", .double(-12)),
        ("<value><double>\n 12.5 \n</double></value>", .double(12.5)),
        ("<value><double>123456789012345</double></value>", .double(123_456_789_012_345)),
        ("<value><double>1234567890.12345</double></value>", .double(1_234_567_890.12345)),
        ("<value><double>0.000000000000001</double></value>", .double(1e-15)),
        ("<value><double>0.30000000000000004</double></value>", .double(0.30000000000000004)),
        ("<value><double>9007199254740993</double></value>", .double(9_007_199_254_740_992)),
        ("<value><double>+2.5</double></value>", .double(2.5)),
        (
            "<value><dateTime.iso8601> 20240229T23:59:59\n</dateTime.iso8601></value>",
            .dateTime(XMLRPCDateTime(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59))
        ),
        (
            "<value><dateTime.iso8601>00010101T00:00:00</dateTime.iso8601></value>",
            .dateTime(XMLRPCDateTime(year: 1, month: 1, day: 1))
        ),
    ])
    func readsTheValue(arguments: (String, XMLRPCValue)) throws {
        let (xml, expected) = arguments
        for parser in ReadingParsers.all {
            #expect(try decodeValue(xml, parser: parser) == expected, "\(parser)")
        }
    }

    @Test(arguments: ReadingParsers.all) func negativeZeroKeepsItsSign(parser: ReadingParser) throws {
        let value = try decodeValue("<value><double>-0.0</double></value>", parser: parser)
        #expect(value?.doubleValue == 0)
        #expect(value?.doubleValue?.sign == .minus)
    }

    @Test(
        arguments: [
            (
                "<value><boolean>10</boolean></value>",
                "line 2, column 47: cannot read \"10\" as a boolean (0 or 1) for <boolean> at /methodResponse/params/param/value/boolean"
            ),
            (
                "<value><int>-</int></value>",
                "line 2, column 43: cannot read \"-\" as a 32-bit integer for <int> at /methodResponse/params/param/value/int"
            ),
            (
                "<value><int>1 2</int></value>",
                "line 2, column 43: cannot read \"1 2\" as a 32-bit integer for <int> at /methodResponse/params/param/value/int"
            ),
            (
                "<value><i4>999999999999999999</i4></value>",
                "line 2, column 42: cannot read \"999999999999999999\" as a 32-bit integer for <i4> at /methodResponse/params/param/value/i4"
            ),
            (
                "<value><i8>9223372036854775808</i8></value>",
                "line 2, column 42: cannot read \"9223372036854775808\" as a 64-bit integer for <i8> at /methodResponse/params/param/value/i8"
            ),
            (
                "<value><double>1.2.3</double></value>",
                "line 2, column 46: cannot read \"1.2.3\" as a double for <double> at /methodResponse/params/param/value/double"
            ),
            (
                "<value><double>-</double></value>",
                "line 2, column 46: cannot read \"-\" as a double for <double> at /methodResponse/params/param/value/double"
            ),
            (
                "<value><dateTime.iso8601>20230229T00:00:00</dateTime.iso8601></value>",
                "line 2, column 56: cannot read \"20230229T00:00:00\" as a dateTime.iso8601 for <dateTime.iso8601> at /methodResponse/params/param/value/dateTime.iso8601"
            ),
            (
                "<value><dateTime.iso8601>1998071xT14:08:55</dateTime.iso8601></value>",
                "line 2, column 56: cannot read \"1998071xT14:08:55\" as a dateTime.iso8601 for <dateTime.iso8601> at /methodResponse/params/param/value/dateTime.iso8601"
            ),
        ], ReadingParsers.all)
    func refusesTheText(arguments: (String, String), parser: ReadingParser) {
        let (value, message) = arguments
        #expect(xmlRPCError { _ = try decodeValue(value, parser: parser) } == message)
    }

    /// Structs and arrays reserve the size of their last sibling: siblings of other sizes keep
    /// exactly their own members and elements.
    @Test(arguments: ReadingParsers.all) func siblingsOfOtherSizes(parser: ReadingParser) throws {
        func structure(_ count: Int) -> String {
            "<value><struct>"
                + (0..<count).map { "<member><name>m\($0)</name><value><int>\($0)</int></value></member>" }.joined()
                + "</struct></value>"
        }
        func array(_ count: Int) -> String {
            "<value><array><data>" + (0..<count).map { "<value><i4>\($0)</i4></value>" }.joined()
                + "</data></array></value>"
        }
        let xml =
            "<value><array><data>" + structure(3) + structure(1) + structure(0) + structure(5) + array(4) + array(0)
            + array(2) + "</data></array></value>"
        let members = { (count: Int) in
            XMLRPCValue.struct((0..<count).map { XMLRPCValue.StructMember("m\($0)", .int(Int64($0))) })
        }
        let elements = { (count: Int) in XMLRPCValue.array((0..<count).map { .int(Int64($0)) }) }
        let expected = XMLRPCValue.array([
            members(3), members(1), members(0), members(5), elements(4), elements(0), elements(2),
        ])
        #expect(try decodeValue(xml, parser: parser) == expected)
    }
}
