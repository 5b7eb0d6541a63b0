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

    @Test func dispatchCallsInProcessAndThrowsTheFault() async throws {
        #expect(try await Self.dispatcher.dispatch(XMLRPCMethodCall("math.add", [2, 3])) == .int(5))
        await #expect(
            throws: XMLRPCFault(
                faultCode: XMLRPCFault.Code.methodNotFound, faultString: "method \"x\" is not supported")
        ) {
            try await Self.dispatcher.dispatch(XMLRPCMethodCall("x"))
        }
    }
}
