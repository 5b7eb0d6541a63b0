import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// `XMLRPCDispatcher`'s faults: unknown methods, wrong parameters, thrown errors, malformed and
/// undecodable requests, and the interoperability fault codes.
extension DispatcherTests {
    @Test(arguments: ReadingParsers.all) func anUnknownMethodIsFault32601(parser: ReadingParser) async {
        #expect(
            await respond(request("math.sub"), parser: parser)
                == "<?xml version=\"1.0\"?>\n<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>-32601</int></value></member><member><name>faultString</name><value><string>method \"math.sub\" is not supported</string></value></member></struct></value></fault></methodResponse>\n"
        )
    }

    @Test(arguments: ReadingParsers.all) func aWrongNumberOfParametersIsFault32602(parser: ReadingParser) async {
        #expect(
            await respond(
                request(
                    "math.add", "<value><int>1</int></value>", "<value><int>2</int></value>",
                    "<value><int>3</int></value>"), parser: parser)
                == fault(-32602, "math.add takes 2 parameters (int, int), received 3"))
        #expect(
            await respond(request("math.add"), parser: parser)
                == fault(-32602, "math.add takes 2 parameters (int, int), received 0"))
        #expect(
            await respond(request("math.divide", "<value><double>1</double></value>"), parser: parser)
                == fault(-32602, "math.divide takes 2 parameters, received 1"))
        #expect(
            await respond(request("text.upper"), parser: parser)
                == fault(-32602, "text.upper takes 1 parameter, received 0"))
        #expect(
            await respond(request("server.version", "<value>x</value>"), parser: parser)
                == fault(-32602, "server.version takes no parameters, received 1"))
    }

    @Test(arguments: ReadingParsers.all) func aParameterOfAnotherTypeIsFault32602WithItsPath(parser: ReadingParser)
        async
    {
        #expect(
            await respond(request("math.add", "<value><int>1</int></value>", "<value>2</value>"), parser: parser)
                == fault(-32602, "math.add: params[1]: expected an int that fits Int, found string"))
        #expect(
            await respond(
                request(
                    "blog.post",
                    "<value><struct><member><name>title</name><value>Dune</value></member><member><name>tags</name>"
                        + "<value><array><data><value>sf</value><value><int>7</int></value></data></array></value></member></struct></value>"
                ), parser: parser)
                == fault(-32602, "blog.post: params[0].tags[1]: expected a string, found int"))
        #expect(
            await respond(request("blog.author", "<value><struct/></value>"), parser: parser)
                == fault(
                    -32602, "blog.author: params[0].name: the struct has no member \"name\", which Author requires"))
        #expect(
            await respond(request("blog.tags", "<value><array><data/></array></value>"), parser: parser)
                == fault(-32602, "blog.tags: params[0]: expected a struct, found array"))
    }

    @Test(arguments: ReadingParsers.all) func aThrownErrorIsFault32500NamingIt(parser: ReadingParser) async {
        #expect(
            await respond(
                request("math.divide", "<value><double>1</double></value>", "<value><double>0</double></value>"),
                parser: parser)
                == fault(-32500, "math.divide: DivisionByZero()"))
    }

    @Test(arguments: ReadingParsers.all) func aThrownFaultIsAnsweredAsItIs(parser: ReadingParser) async {
        #expect(
            await respond(request("guarded.call", "<value><int>1</int></value>"), parser: parser)
                == fault(4, "Too many parameters."))
    }

    @Test(arguments: ReadingParsers.all) func malformedRequestsAreParseFaultsWithTheirPosition(parser: ReadingParser)
        async
    {
        #expect(
            await respond("<?xml version=\"1.0\"?>\n<methodCall><methodName>math.add</methodCall>", parser: parser)
                == fault(
                    -32700,
                    "line 2, column 46: the end tag does not match the open element &lt;methodName&gt; at /methodCall/methodName"
                ))
        #expect(await respond("", parser: parser) == fault(-32700, "line 1, column 1: the document is empty"))
        #expect(
            await respond(
                "<?xml version=\"1.0\"?>\n<methodCall><methodName>math.add</methodName><params>", parser: parser)
                == fault(
                    -32700, "line 2, column 54: the document ends before &lt;params&gt; is closed at /methodCall/params"
                ))
    }

    @Test(arguments: ReadingParsers.all) func undecodableBytesAreEncodingFaults(parser: ReadingParser) async {
        #expect(
            await respond("<?xml version=\"1.0\" encoding=\"X-NO-SUCH-ENCODING\"?>\n<methodCall/>", parser: parser)
                == fault(
                    -32701,
                    "line 1, column 31: the document declares the encoding \"X-NO-SUCH-ENCODING\", which this system cannot convert; convert the document to UTF-8"
                ))
        var bytes = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<methodCall><methodName>a".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data("</methodName></methodCall>".utf8))
        var dispatcher = Self.dispatcher
        dispatcher.reading.parser = parser
        #expect(
            String(decoding: await dispatcher.respond(to: bytes), as: UTF8.self)
                == fault(-32702, "line 2, column 26: the byte FF is not a character in UTF-8 at /methodCall/methodName")
        )
    }

    @Test(arguments: ReadingParsers.all) func wellFormedXMLThatIsNotACallIsFault32600(parser: ReadingParser) async {
        #expect(
            await respond("<?xml version=\"1.0\"?>\n<methodCall><params/></methodCall>", parser: parser)
                == fault(-32600, "line 2, column 35: &lt;methodCall&gt; has no &lt;methodName&gt; at /methodCall"))
        #expect(
            await respond(success("<value><int>1</int></value>"), parser: parser)
                == fault(
                    -32600,
                    "line 2, column 16: the root element is &lt;methodResponse&gt;; expected &lt;methodCall&gt; at /methodResponse"
                ))
        #expect(
            await respond(request("math.add", "<value><int>x</int></value>"), parser: parser)
                == fault(
                    -32600,
                    "line 2, column 72: cannot read \"x\" as a 32-bit integer for &lt;int&gt; at /methodCall/params/param/value/int"
                ))
        #expect(
            await respond(
                "<?xml version=\"1.0\"?>\n<methodCall><methodName>a</methodName><extra/></methodCall>", parser: parser)
                == fault(
                    -32600,
                    "line 2, column 45: unexpected element &lt;extra&gt; in &lt;methodCall&gt;; expected &lt;methodName&gt; or &lt;params&gt; at /methodCall/extra"
                ))
    }

    @Test func faultCodesAreTheInteroperabilityNumbers() {
        #expect(XMLRPCFault.Code.parseError == -32700)
        #expect(XMLRPCFault.Code.unsupportedEncoding == -32701)
        #expect(XMLRPCFault.Code.invalidCharacter == -32702)
        #expect(XMLRPCFault.Code.invalidXMLRPC == -32600)
        #expect(XMLRPCFault.Code.methodNotFound == -32601)
        #expect(XMLRPCFault.Code.invalidParameters == -32602)
        #expect(XMLRPCFault.Code.internalError == -32603)
        #expect(XMLRPCFault.Code.applicationError == -32500)
        #expect(XMLRPCFault.Code.systemError == -32400)
        #expect(XMLRPCFault.Code.transportError == -32300)
    }
}
