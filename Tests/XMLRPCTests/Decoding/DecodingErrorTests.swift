import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

@Suite struct DecodingErrorTests {
    @Test(
        arguments: [
            (
                "<value><foo>1</foo></value>",
                "line 2, column 43: unexpected element <foo> in <value>; expected <array>, <base64>, <boolean>, <dateTime.iso8601>, <double>, <i4>, <i8>, <int>, <nil>, <string>, <struct>, <{http://ws.apache.org/xmlrpc/namespaces/extensions}i8> or <{http://ws.apache.org/xmlrpc/namespaces/extensions}nil> at /methodResponse/params/param/value/foo"
            ),
            (
                "<value><boolean>2</boolean></value>",
                "line 2, column 47: cannot read \"2\" as a boolean (0 or 1) for <boolean> at /methodResponse/params/param/value/boolean"
            ),
            (
                "<value><boolean>true</boolean></value>",
                "line 2, column 47: cannot read \"true\" as a boolean (0 or 1) for <boolean> at /methodResponse/params/param/value/boolean"
            ),
            (
                "<value><int>abc</int></value>",
                "line 2, column 43: cannot read \"abc\" as a 32-bit integer for <int> at /methodResponse/params/param/value/int"
            ),
            (
                "<value><int>2147483648</int></value>",
                "line 2, column 43: cannot read \"2147483648\" as a 32-bit integer for <int> at /methodResponse/params/param/value/int"
            ),
            (
                "<value><i4>-2147483649</i4></value>",
                "line 2, column 42: cannot read \"-2147483649\" as a 32-bit integer for <i4> at /methodResponse/params/param/value/i4"
            ),
            (
                "<value><i8>9223372036854775808</i8></value>",
                "line 2, column 42: cannot read \"9223372036854775808\" as a 64-bit integer for <i8> at /methodResponse/params/param/value/i8"
            ),
            (
                "<value><int>1.0</int></value>",
                "line 2, column 43: cannot read \"1.0\" as a 32-bit integer for <int> at /methodResponse/params/param/value/int"
            ),
            (
                "<value><double>abc</double></value>",
                "line 2, column 46: cannot read \"abc\" as a double for <double> at /methodResponse/params/param/value/double"
            ),
            (
                "<value><double>0x1p3</double></value>",
                "line 2, column 46: cannot read \"0x1p3\" as a double for <double> at /methodResponse/params/param/value/double"
            ),
            (
                "<value><double>1e</double></value>",
                "line 2, column 46: cannot read \"1e\" as a double for <double> at /methodResponse/params/param/value/double"
            ),
            (
                "<value><double></double></value>",
                "line 2, column 46: cannot read \"\" as a double for <double> at /methodResponse/params/param/value/double"
            ),
            (
                "<value><dateTime.iso8601>19980230T14:08:55</dateTime.iso8601></value>",
                "line 2, column 56: cannot read \"19980230T14:08:55\" as a dateTime.iso8601 for <dateTime.iso8601> at /methodResponse/params/param/value/dateTime.iso8601"
            ),
            (
                "<value><dateTime.iso8601>19980717T24:00:00</dateTime.iso8601></value>",
                "line 2, column 56: cannot read \"19980717T24:00:00\" as a dateTime.iso8601 for <dateTime.iso8601> at /methodResponse/params/param/value/dateTime.iso8601"
            ),
            (
                "<value><dateTime.iso8601>yesterday</dateTime.iso8601></value>",
                "line 2, column 56: cannot read \"yesterday\" as a dateTime.iso8601 for <dateTime.iso8601> at /methodResponse/params/param/value/dateTime.iso8601"
            ),
            (
                "<value><base64>not base64!</base64></value>",
                "line 2, column 46: cannot read \"not base64!\" as base64 for <base64> at /methodResponse/params/param/value/base64"
            ),
            (
                "<value><nil>x</nil></value>",
                "line 2, column 43: cannot read \"x\" as nil (an empty element) for <nil> at /methodResponse/params/param/value/nil"
            ),
            (
                "<value><int>1</int><string>a</string></value>",
                "line 2, column 77: <value> holds 2 type elements; a value has one at /methodResponse/params/param/value"
            ),
            (
                "<value>text<int>1</int></value>",
                "line 2, column 63: <value> holds text beside its <int> element at /methodResponse/params/param/value"
            ),
            (
                "<value><struct><member><value>1</value></member></struct></value>",
                "line 2, column 80: <member> has no <name> at /methodResponse/params/param/value/struct/member"
            ),
            (
                "<value><struct><member><name>a</name></member></struct></value>",
                "line 2, column 78: <member> \"a\" has no <value> at /methodResponse/params/param/value/struct/member"
            ),
            (
                "<value><struct><value>1</value></struct></value>",
                "line 2, column 53: unexpected element <value> in <struct>; expected <member> at /methodResponse/params/param/value/struct/value"
            ),
            (
                "<value><array><value>1</value></array></value>",
                "line 2, column 52: unexpected element <value> in <array>; expected <data> at /methodResponse/params/param/value/array/value"
            ),
            (
                "<value><array><data><int>1</int></data></array></value>",
                "line 2, column 56: unexpected element <int> in <data>; expected <value> at /methodResponse/params/param/value/array/data/int"
            ),
            (
                "<value><int>1</value>",
                "line 2, column 53: the end tag does not match the open element <int> at /methodResponse/params/param/value/int"
            ),
        ], ReadingParsers.all)
    func valueErrors(arguments: (String, String), parser: ReadingParser) {
        let (value, message) = arguments
        let actual = xmlRPCError { _ = try decodeValue(value, parser: parser) }
        #expect(actual == message)
    }
}
