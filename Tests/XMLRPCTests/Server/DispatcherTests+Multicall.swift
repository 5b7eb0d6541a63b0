import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// `XMLRPCDispatcher`'s `system.multicall`.
extension DispatcherTests {
    @Test(arguments: ReadingParsers.all) func multicallAnswersEachCallWithItsResultOrFault(parser: ReadingParser) async
    {
        func entry(_ method: String, _ params: String...) -> String {
            "<value><struct><member><name>methodName</name><value>\(method)</value></member>"
                + "<member><name>params</name><value><array><data>\(params.joined())</data></array></value></member></struct></value>"
        }
        let calls = [
            entry("math.add", "<value><int>2</int></value>", "<value><int>3</int></value>"),
            entry("math.sub"),
            entry("math.add", "<value><int>2</int></value>", "<value>3</value>"),
            entry("math.divide", "<value><double>1</double></value>", "<value><double>0</double></value>"),
            entry("guarded.call", "<value><int>1</int></value>"),
            "<value><int>7</int></value>",
            "<value><struct><member><name>methodName</name><value><int>7</int></value></member></struct></value>",
            "<value><struct><member><name>params</name><value><array><data/></array></value></member></struct></value>",
            "<value><struct><member><name>methodName</name><value>math.add</value></member></struct></value>",
            "<value><struct><member><name>methodName</name><value>math.add</value></member>"
                + "<member><name>params</name><value><int>1</int></value></member></struct></value>",
            entry("system.multicall", "<value><array><data/></array></value>"),
            entry("text.upper", "<value>last</value>"),
        ]
        func faultStruct(_ code: Int, _ string: String) -> String {
            "<value><struct><member><name>faultCode</name><value><int>\(code)</int></value></member>"
                + "<member><name>faultString</name><value><string>\(string)</string></value></member></struct></value>"
        }
        let expected = [
            "<value><array><data><value><int>5</int></value></data></array></value>",
            faultStruct(-32601, "method \"math.sub\" is not supported"),
            faultStruct(-32602, "math.add: params[1]: expected an int that fits Int, found string"),
            faultStruct(-32500, "math.divide: DivisionByZero()"),
            faultStruct(4, "Too many parameters."),
            faultStruct(
                -32602, "system.multicall: params[0][5]: expected a struct with methodName and params, found int"),
            faultStruct(-32602, "system.multicall: params[0][6].methodName: expected a string, found int"),
            faultStruct(-32602, "system.multicall: params[0][7]: the struct has no member \"methodName\""),
            faultStruct(-32602, "system.multicall: params[0][8]: the struct has no member \"params\""),
            faultStruct(-32602, "system.multicall: params[0][9].params: expected an array, found int"),
            faultStruct(
                -32602, "system.multicall: params[0][10]: system.multicall cannot be called from system.multicall"),
            "<value><array><data><value><string>LAST</string></value></data></array></value>",
        ]
        #expect(
            await respond(
                request("system.multicall", "<value><array><data>" + calls.joined() + "</data></array></value>"),
                parser: parser)
                == success("<value><array><data>" + expected.joined() + "</data></array></value>"))
    }

    @Test(arguments: ReadingParsers.all) func multicallNeedsOneArray(parser: ReadingParser) async {
        #expect(
            await respond(request("system.multicall", "<value>x</value>"), parser: parser)
                == fault(-32602, "system.multicall: params[0]: expected an array, found string"))
        #expect(
            await respond(request("system.multicall"), parser: parser)
                == fault(-32602, "system.multicall takes 1 parameter (array), received 0"))
        #expect(
            await respond(request("system.multicall", "<value><array><data/></array></value>"), parser: parser)
                == success("<value><array><data></data></array></value>"))
    }
}
