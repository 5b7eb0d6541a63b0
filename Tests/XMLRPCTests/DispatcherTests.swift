import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// `XMLRPCDispatcher`: whole requests in, whole responses out, for every path.
@Suite struct DispatcherTests {
    struct DivisionByZero: Error {}

    struct Post: Decodable, XMLRPCDecodable {
        var title: String
        var tags: [String]
    }

    struct Author: XMLRPCStructDecodable {
        var name = ""
        var email: String? = nil
        static let memberDescription = MemberDescription<Author> {
            Member("name", \.name)
            Member("email", \.email)
        }
    }

    actor Counter {
        var count = 0
        func increment(by step: Int) -> Int {
            count += step
            return count
        }
    }

    static let dispatcher: XMLRPCDispatcher = {
        var dispatcher = XMLRPCDispatcher()
        dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
            (a: Int, b: Int) -> Int in a + b
        }
        dispatcher.register("math.divide", help: "Divides a by b.") { (a: Double, b: Double) throws -> Double in
            guard b != 0 else { throw DivisionByZero() }
            return a / b
        }
        dispatcher.register("server.version", signature: ["string"]) { () -> String in "1.0" }
        dispatcher.register("text.upper") { (text: String) in text.uppercased() }
        dispatcher.register("text.join") { (a: String, b: String, c: String) in [a, b, c].joined(separator: "-") }
        dispatcher.register("text.pad") { (text: String, width: Int, fill: String, left: Bool) -> String in
            let padding = String(repeating: fill, count: max(0, width - text.count))
            return left ? padding + text : text + padding
        }
        dispatcher.register("blog.post") { (post: Post) -> [String: XMLRPCValue] in
            ["title": .string(post.title), "tagCount": .int(Int64(post.tags.count))]
        }
        dispatcher.register("blog.author") { (author: Author) -> String? in author.email }
        dispatcher.register("blog.tags") { (tags: [String: [String]]) -> [String] in tags.keys.sorted() }
        dispatcher.register("math.sum", help: "Adds any number of integers.") { (call: XMLRPCMethodCall) -> Int64 in
            call.params.reduce(0) { $0 + ($1.intValue ?? 0) }
        }
        dispatcher.register("guarded.call") { (limit: Int) throws -> Int in
            throw XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")
        }
        let counter = Counter()
        dispatcher.register("counter.increment") { (step: Int) async -> Int in await counter.increment(by: step) }
        dispatcher.register("echo.dates") { (date: Date, time: XMLRPCDateTime) -> [XMLRPCValue] in
            [date.xmlRPCValue, time.xmlRPCValue]
        }
        dispatcher.register("echo.bytes") { (data: Data?) -> Data? in data }
        return dispatcher
    }()

    /// The response to a request document, as text.
    func respond(
        _ request: String, with dispatcher: XMLRPCDispatcher = Self.dispatcher, parser: ReadingParser
    ) async -> String {
        var dispatcher = dispatcher
        dispatcher.reading.parser = parser
        return String(decoding: await dispatcher.respond(to: Data(request.utf8)), as: UTF8.self)
    }

    /// A request document calling `method` with `params` (each a `<value>` element).
    func request(_ method: String, _ params: String...) -> String {
        "<?xml version=\"1.0\"?>\n<methodCall><methodName>\(method)</methodName><params>"
            + params.map { "<param>\($0)</param>" }.joined() + "</params></methodCall>"
    }

    /// A whole success response with one `<value>`.
    func success(_ value: String) -> String {
        "<?xml version=\"1.0\"?>\n<methodResponse><params><param>\(value)</param></params></methodResponse>\n"
    }

    /// A whole fault response.
    func fault(_ code: Int, _ string: String) -> String {
        "<?xml version=\"1.0\"?>\n<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>\(code)</int></value></member><member><name>faultString</name><value><string>\(string)</string></value></member></struct></value></fault></methodResponse>\n"
    }

    @Test(arguments: ReadingParsers.all) func aCallIsAnsweredWithItsResult(parser: ReadingParser) async {
        let response = await respond(
            """
            <?xml version="1.0"?>
            <methodCall><methodName>math.add</methodName>
              <params><param><value><int>2</int></value></param><param><value><i4>3</i4></value></param></params>
            </methodCall>
            """, parser: parser)
        #expect(
            response
                == "<?xml version=\"1.0\"?>\n<methodResponse><params><param><value><int>5</int></value></param></params></methodResponse>\n"
        )
    }

    @Test(arguments: ReadingParsers.all) func everyArityAndResultTypeIsAnswered(parser: ReadingParser) async {
        #expect(
            await respond(request("server.version"), parser: parser) == success("<value><string>1.0</string></value>"))
        #expect(
            await respond(request("text.upper", "<value>dune</value>"), parser: parser)
                == success("<value><string>DUNE</string></value>"))
        #expect(
            await respond(
                request("text.join", "<value>a</value>", "<value>b</value>", "<value>c</value>"), parser: parser)
                == success("<value><string>a-b-c</string></value>"))
        #expect(
            await respond(
                request(
                    "text.pad", "<value>7</value>", "<value><int>3</int></value>", "<value>0</value>",
                    "<value><boolean>1</boolean></value>"), parser: parser)
                == success("<value><string>007</string></value>"))
        #expect(
            await respond(
                request("math.divide", "<value><double>1</double></value>", "<value><double>4</double></value>"),
                parser: parser)
                == success("<value><double>0.25</double></value>"))
        #expect(
            await respond(
                request(
                    "math.sum", "<value><int>1</int></value>", "<value><int>2</int></value>",
                    "<value><i8>4294967296</i8></value>"), parser: parser)
                == success("<value><i8>4294967299</i8></value>"))
        #expect(await respond(request("math.sum"), parser: parser) == success("<value><int>0</int></value>"))
    }

    @Test(arguments: ReadingParsers.all) func modelsAreDecodedAndResultsEncoded(parser: ReadingParser) async {
        #expect(
            await respond(
                request(
                    "blog.post",
                    "<value><struct><member><name>title</name><value>Dune</value></member><member><name>tags</name>"
                        + "<value><array><data><value>sf</value><value>classic</value></data></array></value></member></struct></value>"
                ), parser: parser)
                == success(
                    "<value><struct><member><name>tagCount</name><value><int>2</int></value></member>"
                        + "<member><name>title</name><value><string>Dune</string></value></member></struct></value>"))
        #expect(
            await respond(
                request(
                    "blog.author",
                    "<value><struct><member><name>name</name><value>Frank</value></member>"
                        + "<member><name>email</name><value>f@example.com</value></member></struct></value>"),
                parser: parser)
                == success("<value><string>f@example.com</string></value>"))
        #expect(
            await respond(
                request(
                    "blog.author",
                    "<value><struct><member><name>name</name><value>Frank</value></member></struct></value>"),
                parser: parser)
                == success("<value><nil/></value>"))
        #expect(
            await respond(
                request(
                    "blog.tags",
                    "<value><struct><member><name>b</name><value><array><data/></array></value></member>"
                        + "<member><name>a</name><value><array><data/></array></value></member></struct></value>"),
                parser: parser)
                == success(
                    "<value><array><data><value><string>a</string></value><value><string>b</string></value></data></array></value>"
                ))
        #expect(
            await respond(
                request(
                    "echo.dates", "<value><dateTime.iso8601>19980717T14:08:55+01:00</dateTime.iso8601></value>",
                    "<value><dateTime.iso8601>19980717T14:08:55+01:00</dateTime.iso8601></value>"), parser: parser)
                == success(
                    "<value><array><data><value><dateTime.iso8601>19980717T13:08:55</dateTime.iso8601></value>"
                        + "<value><dateTime.iso8601>19980717T14:08:55+01:00</dateTime.iso8601></value></data></array></value>"
                ))
        #expect(
            await respond(request("echo.bytes", "<value><nil/></value>"), parser: parser)
                == success("<value><nil/></value>"))
        #expect(
            await respond(request("echo.bytes", "<value><base64>eW91</base64></value>"), parser: parser)
                == success("<value><base64>eW91</base64></value>"))
    }

    @Test(arguments: ReadingParsers.all) func asyncHandlersAreAwaited(parser: ReadingParser) async {
        var dispatcher = XMLRPCDispatcher()
        let counter = Counter()
        dispatcher.register("counter.increment") { (step: Int) async -> Int in await counter.increment(by: step) }
        #expect(
            await respond(request("counter.increment", "<value><int>2</int></value>"), with: dispatcher, parser: parser)
                == success("<value><int>2</int></value>"))
        #expect(
            await respond(request("counter.increment", "<value><int>5</int></value>"), with: dispatcher, parser: parser)
                == success("<value><int>7</int></value>"))
    }

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

    @Test(arguments: ReadingParsers.all) func listMethodsNamesEveryMethodSorted(parser: ReadingParser) async {
        var dispatcher = XMLRPCDispatcher()
        dispatcher.register("math.add") { (a: Int, b: Int) in a + b }
        dispatcher.register("a.first") { () in true }
        let names = [
            "a.first", "math.add", "system.listMethods", "system.methodHelp", "system.methodSignature",
            "system.multicall",
        ]
        #expect(dispatcher.methodNames == names)
        #expect(
            await respond(request("system.listMethods"), with: dispatcher, parser: parser)
                == success(
                    "<value><array><data>" + names.map { "<value><string>\($0)</string></value>" }.joined()
                        + "</data></array></value>"))
        #expect(
            await respond(request("system.listMethods", "<value>x</value>"), with: dispatcher, parser: parser)
                == fault(-32602, "system.listMethods takes no parameters, received 1"))
    }

    @Test(arguments: ReadingParsers.all) func methodSignatureAnswersTheSignatureOrThatThereIsNone(parser: ReadingParser)
        async
    {
        #expect(
            await respond(request("system.methodSignature", "<value>math.add</value>"), parser: parser)
                == success(
                    "<value><array><data><value><array><data><value><string>int</string></value><value><string>int</string></value>"
                        + "<value><string>int</string></value></data></array></value></data></array></value>"))
        #expect(
            await respond(request("system.methodSignature", "<value>math.divide</value>"), parser: parser)
                == success("<value><string>signatures not supported</string></value>"))
        #expect(
            await respond(request("system.methodSignature", "<value>system.methodHelp</value>"), parser: parser)
                == success(
                    "<value><array><data><value><array><data><value><string>string</string></value>"
                        + "<value><string>string</string></value></data></array></value></data></array></value>"))
        #expect(
            await respond(request("system.methodSignature", "<value>math.sub</value>"), parser: parser)
                == fault(-32601, "system.methodSignature: method \"math.sub\" is not supported"))
        #expect(
            await respond(request("system.methodSignature", "<value><int>1</int></value>"), parser: parser)
                == fault(-32602, "system.methodSignature: params[0]: expected a string, found int"))
    }

    @Test(arguments: ReadingParsers.all) func methodHelpAnswersTheHelpText(parser: ReadingParser) async {
        #expect(
            await respond(request("system.methodHelp", "<value>math.add</value>"), parser: parser)
                == success("<value><string>Adds two integers.</string></value>"))
        #expect(
            await respond(request("system.methodHelp", "<value>text.upper</value>"), parser: parser)
                == success("<value><string></string></value>"))
        #expect(
            await respond(request("system.methodHelp", "<value>system.listMethods</value>"), parser: parser)
                == success(
                    "<value><string>Returns the names of the methods the server supports, sorted.</string></value>"))
        #expect(
            await respond(request("system.methodHelp", "<value>nope</value>"), parser: parser)
                == fault(-32601, "system.methodHelp: method \"nope\" is not supported"))
        #expect(
            await respond(request("system.methodHelp"), parser: parser)
                == fault(-32602, "system.methodHelp takes 1 parameter (string), received 0"))
    }

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

    @Test(arguments: ReadingParsers.all) func builtInMethodsCanBeLeftOutOrReplaced(parser: ReadingParser) async {
        var bare = XMLRPCDispatcher(introspection: false, multicall: false)
        #expect(bare.methodNames == [])
        #expect(
            await respond(request("system.listMethods"), with: bare, parser: parser)
                == fault(-32601, "method \"system.listMethods\" is not supported"))
        bare.register("system.listMethods") { () in ["only.this"] }
        bare.register("a") { () in 1 }
        bare.register("a") { () in 2 }
        #expect(
            await respond(request("system.listMethods"), with: bare, parser: parser)
                == success("<value><array><data><value><string>only.this</string></value></data></array></value>"))
        #expect(await respond(request("a"), with: bare, parser: parser) == success("<value><int>2</int></value>"))
    }

    @Test func dispatchCallsInProcessAndThrowsTheFault() async throws {
        #expect(try await Self.dispatcher.dispatch(XMLRPCMethodCall("math.add", [2, 3])) == .int(5))
        await #expect(
            throws: XMLRPCFault(
                faultCode: XMLRPCFault.Code.methodNotFound, faultString: "method \"x\" is not supported")
        ) {
            try await Self.dispatcher.dispatch(XMLRPCMethodCall("x"))
        }
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
