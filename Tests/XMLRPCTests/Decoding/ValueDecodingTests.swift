import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

@Suite struct ValueDecodingTests {
    @Test(arguments: [
        ("<value><int>42</int></value>", XMLRPCValue.int(42)),
        ("<value><i4>-2147483648</i4></value>", .int(-2_147_483_648)),
        ("<value><int> +2147483647\n</int></value>", .int(2_147_483_647)),
        ("<value><i8>9223372036854775807</i8></value>", .int(9_223_372_036_854_775_807)),
        ("<value><i8>-9223372036854775808</i8></value>", .int(-9_223_372_036_854_775_808)),
        (
            "<value><ex:i8 xmlns:ex=\"http://ws.apache.org/xmlrpc/namespaces/extensions\">5000000000</ex:i8></value>",
            .int(5_000_000_000)
        ),
        ("<value><boolean>1</boolean></value>", .boolean(true)),
        ("<value><boolean>0</boolean></value>", .boolean(false)),
        ("<value><string>  two  spaces\t</string></value>", .string("  two  spaces\t")),
        ("<value>untyped &amp; kept  </value>", .string("untyped & kept  ")),
        ("<value/>", .string("")),
        ("<value></value>", .string("")),
        ("<value><string/></value>", .string("")),
        ("<value><string><![CDATA[<b>&amp;</b>]]></string></value>", .string("<b>&amp;</b>")),
        ("<value><string>a&#13;b&#x1F600;&lt;</string></value>", .string("a\rb\u{1F600}<")),
        ("<value><string>line\r\nbreak</string></value>", .string("line\nbreak")),
        ("<value><double>1.5</double></value>", .double(1.5)),
        ("<value><double>1e+100</double></value>", .double(1e100)),
        ("<value><double>-1.25E-5</double></value>", .double(-1.25e-5)),
        ("<value><double>+3.</double></value>", .double(3)),
        ("<value><double>.5</double></value>", .double(0.5)),
        ("<value><double>-inf</double></value>", .double(-.infinity)),
        (
            "<value><dateTime.iso8601>19980717T14:08:55</dateTime.iso8601></value>",
            .dateTime(XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55))
        ),
        (
            "<value><dateTime.iso8601>2024-02-29T23:59:59</dateTime.iso8601></value>",
            .dateTime(XMLRPCDateTime(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59))
        ),
        (
            "<value><dateTime.iso8601>2024-03-01T14:08:55+02:00</dateTime.iso8601></value>",
            .dateTime(XMLRPCDateTime(year: 2024, month: 3, day: 1, hour: 14, minute: 8, second: 55, utcOffset: 7200))
        ),
        (
            "<value><dateTime.iso8601>20240301T140855Z</dateTime.iso8601></value>",
            .dateTime(XMLRPCDateTime(year: 2024, month: 3, day: 1, hour: 14, minute: 8, second: 55, utcOffset: 0))
        ),
        (
            "<value><base64>eW91IGNh\n bid0IHJl YWQgdGhpcyE=\n</base64></value>",
            .base64(Data("you can't read this!".utf8))
        ),
        ("<value><base64/></value>", .base64(Data())),
        ("<value><nil/></value>", .nil),
        ("<value><ex:nil xmlns:ex=\"http://ws.apache.org/xmlrpc/namespaces/extensions\"/></value>", .nil),
        ("<value><array><data/></array></value>", .array([])),
        ("<value><array/></value>", .array([])),
        ("<value><struct/></value>", .struct([])),
        (
            "<value><array><data><value><i4>1</i4></value><value>a</value><value><array><data><value><nil/></value></data></array></value></data></array></value>",
            .array([1, "a", .array([.nil])])
        ),
    ])
    func readsEveryType(xml: String, expected: XMLRPCValue) throws {
        for parser in ReadingParsers.all {
            #expect(try decodeValue(xml, parser: parser) == expected, "\(parser)")
        }
    }

    @Test(arguments: ReadingParsers.all) func structMembersKeepTheirOrder(parser: ReadingParser) throws {
        let xml = """
            <value>
              <struct>
                <member><name>zeta</name><value><int>1</int></value></member>
                <member>
                  <name>alpha</name>
                  <value><struct><member><name>inner</name><value>x</value></member></struct></value>
                </member>
                <member><name>mid</name><value><boolean>1</boolean></value></member>
              </struct>
            </value>
            """
        let value = try decodeValue(xml, parser: parser)
        #expect(value == ["zeta": 1, "alpha": ["inner": "x"], "mid": true])
        #expect(value?.members?.map(\.name) == ["zeta", "alpha", "mid"])
        #expect(value?["alpha"]?["inner"] == "x")
    }

    @Test func dateTimesConvertToInstants() throws {
        let zoned = try #require(XMLRPCDateTime("1998-07-17T14:08:55-05:30"))
        #expect(zoned.date == Date(timeIntervalSince1970: 900_684_535 + 19_800))
        #expect(zoned.inUTC == XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 19, minute: 38, second: 55))
        #expect(XMLRPCDateTime(Date(timeIntervalSince1970: -1)).dashedDescription == "1969-12-31T23:59:59")
        #expect(String(describing: zoned) == "19980717T14:08:55-05:30")
    }
}
