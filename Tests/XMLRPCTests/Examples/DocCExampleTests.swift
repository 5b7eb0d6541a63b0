import Foundation
import Testing
import XMLReading
import XMLHTTP
import XMLRPC

/// The examples of XMLRPC's DocC catalog (`Sources/XMLRPC/XMLRPC.docc`), run as the articles write
/// them, with the values their comments show. The client's examples need a server: they are
/// compiled here (``clientExamples(url:)`` is never called) and run against Python's server in
/// the client's own tests.
@Suite struct DocCExampleTests {
    // MARK: Getting started

    struct Post: XMLRPCStructDecodable {
        var id = 0, title = "", tags: [String] = [], date: XMLRPCDateTime? = nil
        static let memberDescription = MemberDescription<Post> {
            Member("postid", \.id)
            Member("title", \.title)
            Member("tags", \.tags)
            Member("dateCreated", \.date)  // Optional: the member may be missing or <nil/>
        }
    }

    struct Summary: Decodable {
        var postid: Int
        var title: String
    }

    static let posts = """
        <?xml version="1.0"?>
        <methodResponse><params><param><value><array><data>
          <value><struct>
            <member><name>postid</name><value><int>7</int></value></member>
            <member><name>title</name><value><string>Dune</string></value></member>
            <member><name>tags</name><value><array><data><value><string>sf</string></value></data></array></value></member>
            <member><name>dateCreated</name><value><dateTime.iso8601>19650801T09:30:00</dateTime.iso8601></value></member>
          </struct></value>
          <value><struct>
            <member><name>postid</name><value><int>8</int></value></member>
            <member><name>title</name><value><string>Solaris</string></value></member>
            <member><name>tags</name><value><array><data></data></array></value></member>
          </struct></value>
        </data></array></value></param></params></methodResponse>
        """

    @Test func valuesAndXML() throws {
        let book: XMLRPCValue = ["title": "Dune", "pages": 412, "tags": ["sf", "classic"]]
        #expect(book["title"] == .string("Dune"))
        #expect(book["pages"]?.intValue == 412)
        #expect(book["tags"]?[1] == "classic")
        #expect(
            book.xml
                == "<value><struct><member><name>title</name><value><string>Dune</string></value></member>"
                + "<member><name>pages</name><value><int>412</int></value></member>"
                + "<member><name>tags</name><value><array><data><value><string>sf</string></value>"
                + "<value><string>classic</string></value></data></array></value></member></struct></value>")

        let call = XMLRPCMethodCall("blog.getRecentPosts", [1, 10])
        #expect(
            call.xml
                == "<?xml version=\"1.0\"?>\n<methodCall><methodName>blog.getRecentPosts</methodName><params>"
                + "<param><value><int>1</int></value></param><param><value><int>10</int></value></param>"
                + "</params></methodCall>\n")
        #expect(try XMLRPCMethodCall.decode(from: call.xml) == call)
        #expect(XMLRPCResponse(["South Dakota"]).xml.contains("<value><string>South Dakota</string></value>"))
        #expect(
            XMLRPCValue.dateTime(XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)).xml
                == "<value><dateTime.iso8601>19980717T14:08:55</dateTime.iso8601></value>")
        #expect(XMLRPCValue.base64(Data("you".utf8)).xml == "<value><base64>eW91</base64></value>")
        #expect(XMLRPCValue.int(5_000_000_000).xml == "<value><i8>5000000000</i8></value>")
    }

    @Test func readingAResponse() throws {
        let response = try XMLRPCResponse.decode(from: Self.posts)
        #expect(response.value?[0]?["title"] == "Dune")
        #expect(response.value?[1]?["postid"]?.intValue == 8)
        #expect(response.value?[1]?["dateCreated"] == nil)

        switch try XMLRPCMessage.decode(from: Self.posts) {
        case .response(let response): #expect(response.params.count == 1)
        case .call, .fault: Issue.record("not a response")
        }
    }

    @Test func typedDecoding() throws {
        let posts = try XMLRPCResponse.decode([Post].self, from: Self.posts)
        #expect(posts.map(\.title) == ["Dune", "Solaris"])
        #expect(posts[0].tags == ["sf"])
        #expect(posts[0].date == XMLRPCDateTime(year: 1965, month: 8, day: 1, hour: 9, minute: 30))
        #expect(posts[1].date == nil)
        #expect(posts[0].date?.description == "19650801T09:30:00")

        let summaries = try XMLRPCResponse.decode([Summary].self, from: Self.posts)
        #expect(summaries.map(\.postid) == [7, 8])
    }

    // MARK: Doc comments

    enum Status: String, XMLRPCDecodable {
        case draft, published
        static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Status {
            guard let text = value.stringValue, let status = Status(rawValue: text) else {
                throw context.mismatch(expected: "a status", found: value)
            }
            return status
        }
    }

    struct Article: XMLRPCStructDecodable {
        var status = Status.draft
        static let memberDescription = MemberDescription<Article> { Member("status", \.status) }
    }

    /// The examples in XMLRPC's doc comments that can be checked without a server.
    @Test func docCommentExamples() throws {
        let time = XMLRPCDateTime("19980717T14:08:55")
        #expect(time?.year == 1998 && time?.month == 7 && time?.day == 17)
        #expect(time?.hour == 14 && time?.minute == 8 && time?.second == 55 && time?.utcOffset == nil)
        #expect(XMLRPCDateTime("1998-07-17T14:08:55+02:00")?.utcOffset == 7200)
        #expect(XMLRPCDateTime("1998-07-17T14:08:55Z")?.utcOffset == 0)
        #expect(XMLRPCDateTime("19980230T14:08:55") == nil)
        #expect(XMLRPCDateTime(Date(timeIntervalSince1970: 0)).description == "19700101T00:00:00")
        #expect(XMLRPCDateTime(year: 1998, month: 2, day: 30).isValid == false)
        #expect(XMLRPCDateTime("19700101T02:00:00+02:00")?.date == Date(timeIntervalSince1970: 0))
        #expect(XMLRPCDateTime("19980717T14:08:55+02:00")?.inUTC.description == "19980717T12:08:55")
        #expect(XMLRPCDateTime("19980717T14:08:55+02:00")?.dashedDescription == "1998-07-17T14:08:55")
        #expect(
            Date(timeIntervalSince1970: 0).xmlRPCValue.xml
                == "<value><dateTime.iso8601>19700101T00:00:00</dateTime.iso8601></value>")

        #expect(XMLRPCValue.StructMember("title", "Dune").name == "title")
        #expect(XMLRPCValue.StructMember("title", "Dune").value == .string("Dune"))
        #expect(XMLRPCValue.array(["a", "b"])[1] == "b")
        #expect(XMLRPCValue.int(7).intValue == 7)
        #expect(XMLRPCValue.boolean(true).boolValue == true)
        #expect(XMLRPCValue.string("Dune").stringValue == "Dune")
        #expect(XMLRPCValue.double(1.5).doubleValue == 1.5)
        #expect(XMLRPCValue.base64(Data("you".utf8)).dataValue?.count == 3)
        #expect((["title": "Dune"] as XMLRPCValue).members?.first?.name == "title")
        #expect(XMLRPCValue.array([1, 2]).arrayValue?.count == 2)
        #expect(XMLRPCValue.nil.isNil == true)
        #expect(XMLRPCValue.int(7).typeName == "int")
        #expect(XMLRPCValue.int(7).xmlRPCValue == .int(7))
        #expect([1, 2].xmlRPCValue == .array([.int(1), .int(2)]))
        #expect((["b": 2, "a": 1] as [String: Int]).xmlRPCValue == ["a": 1, "b": 2])
        #expect(Int?.none.xmlRPCValue == .nil)
        #expect(XMLRPCResponse(["South Dakota"]).params == ["South Dakota"])

        let credentials = XMLHTTPCredentials(url: URL(string: "http://name:pa%3Ass@example.com/RPC2")!)
        #expect(credentials == XMLHTTPCredentials(user: "name", password: "pa:ss"))
        #expect(XMLHTTPCredentials(url: URL(string: "http://example.com/RPC2")!) == nil)
        #expect("\(XMLRPCFault(faultCode: 4, faultString: "Too many parameters."))" == "fault 4: Too many parameters.")
        #expect(
            XMLRPCDispatcher().methodNames == [
                "system.listMethods", "system.methodHelp", "system.methodSignature", "system.multicall",
            ])
        #expect(XMLRPCDispatcher(introspection: false, multicall: false).methodNames.isEmpty)

        let article = """
            <methodResponse><params><param><value><struct>
            <member><name>status</name><value><int>3</int></value></member>
            </struct></value></param></params></methodResponse>
            """
        #expect {
            try XMLRPCResponse.decode(Article.self, from: article)
        } throws: { error in
            (error as? XMLReadingError)?.message == "params[0].status: expected a status, found int"
        }
        #expect(
            try XMLRPCResponse.decode(
                Article.self, from: article.replacingOccurrences(of: "<int>3</int>", with: "published")
            )
            .status == .published)
    }

    /// The registration examples in `XMLRPCDispatcher+Registering.swift`.
    @Test func registrationExamples() async throws {
        var dispatcher = XMLRPCDispatcher()
        dispatcher.register("server.version", help: "The server's version.", signature: ["string"]) { () -> String in
            "1.0"
        }
        dispatcher.register("text.upper") { (text: String) in text.uppercased() }
        dispatcher.register("text.slice") { (text: String, start: Int, count: Int) -> String in
            String(text.dropFirst(start).prefix(count))
        }
        dispatcher.register("geometry.distance") { (x1: Double, y1: Double, x2: Double, y2: Double) -> Double in
            ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
        }
        #expect(try await dispatcher.dispatch(XMLRPCMethodCall("server.version")) == "1.0")
        #expect(try await dispatcher.dispatch(XMLRPCMethodCall("text.upper", ["dune"])) == "DUNE")
        #expect(try await dispatcher.dispatch(XMLRPCMethodCall("text.slice", ["Dune", 1, 2])) == "un")
        #expect(try await dispatcher.dispatch(XMLRPCMethodCall("geometry.distance", [0.0, 0.0, 3.0, 4.0])) == 5.0)
    }

    // MARK: Errors

    /// The second post's title is an int.
    static let badTitle = """
        <?xml version="1.0"?>
        <methodResponse><params><param><value><array><data>
          <value><struct><member><name>postid</name><value><int>7</int></value></member>
            <member><name>title</name><value><string>Dune</string></value></member>
            <member><name>tags</name><value><array><data></data></array></value></member></struct></value>
          <value><struct><member><name>postid</name><value><int>8</int></value></member>
            <member><name>title</name><value><int>42</int></value></member>
            <member><name>tags</name><value><array><data></data></array></value></member></struct></value>
        </data></array></value></param></params></methodResponse>
        """

    @Test func readingErrors() throws {
        do {
            _ = try XMLRPCResponse.decode([Post].self, from: Self.badTitle)
            Issue.record("decoded")
        } catch let error as XMLReadingError {
            #expect(error.code == .typeMismatch)
            #expect((error.line, error.column) == (7, 59))
            #expect(error.message == "params[0][1].title: expected a string, found int")
            #expect(error.path == "/methodResponse/params/param/value/array/data/value[2]/struct/member[2]/value")
            #expect(
                "\(error)"
                    == "line 7, column 59: params[0][1].title: expected a string, found int"
                    + " at /methodResponse/params/param/value/array/data/value[2]/struct/member[2]/value")
        }

        let missing = """
            <methodResponse><params><param><value><struct>
              <member><name>title</name><value><string>Dune</string></value></member>
            </struct></value></param></params></methodResponse>
            """
        #expect {
            try XMLRPCResponse.decode(Post.self, from: missing)
        } throws: { error in
            let error = error as! XMLReadingError
            return error.code == .missingMember
                && "\(error)"
                    == "line 3, column 18: params[0].postid: the struct has no member \"postid\", which Post requires"
                    + " at /methodResponse/params/param/value"
        }

        let big = """
            <methodResponse><params><param>
            <value><int>2147483648</int></value>
            </param></params></methodResponse>
            """
        #expect {
            try XMLRPCResponse.decode(from: big)
        } throws: { error in
            let error = error as! XMLReadingError
            return error.code == .valueConversion
                && "\(error)"
                    == "line 2, column 12: cannot read \"2147483648\" as a 32-bit integer for <int>"
                    + " at /methodResponse/params/param/value/int"
        }
        #expect(try XMLRPCResponse.decode(from: Data(big.utf8), options: .lenient).value == .int(2_147_483_648))

        // The codes the article names for other failures.
        func code(_ value: String) -> XMLReadingError.Code? {
            let xml = "<methodResponse><params><param><value>\(value)</value></param></params></methodResponse>"
            do {
                _ = try XMLRPCResponse.decode(from: xml)
                return nil
            } catch {
                return (error as? XMLReadingError)?.code
            }
        }
        #expect(code("<boolean>2</boolean>") == .valueConversion)
        #expect(code("<int>abc</int>") == .valueConversion)
        #expect(code("<dateTime.iso8601>19980230T14:08:55</dateTime.iso8601>") == .valueConversion)
        #expect(code("<foo/>") == .unexpectedElement)
        #expect(code("<int>1</int><string>a</string>") == .invalidXMLRPC)
        #expect(code("<struct><member><value><int>1</int></value></member></struct>") == .invalidXMLRPC)
    }

    @Test func faults() throws {
        let fault = """
            <methodResponse><fault><value><struct>
              <member><name>faultCode</name><value><int>4</int></value></member>
              <member><name>faultString</name><value><string>Too many parameters.</string></value></member>
            </struct></value></fault></methodResponse>
            """
        #expect(throws: XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")) {
            try XMLRPCResponse.decode(from: fault)
        }
        #expect("\(XMLRPCFault(faultCode: 4, faultString: "Too many parameters."))" == "fault 4: Too many parameters.")
        #expect(
            try XMLRPCMessage.decode(from: fault)
                == .fault(XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")))

        let stringCode = """
            <methodResponse><fault><value><struct>
              <member><name>faultCode</name><value><string>Server.Unavailable</string></value></member>
              <member><name>faultString</name><value><string>Try later.</string></value></member>
            </struct></value></fault></methodResponse>
            """
        #expect {
            try XMLRPCResponse.decode(from: stringCode)
        } throws: { error in
            (error as? XMLReadingError)?.code == .invalidXMLRPC
                && "\(error)"
                    == "line 4, column 26: the fault struct has no int member faultCode at /methodResponse/fault"
        }
        #expect {
            try XMLRPCResponse.decode(from: Data(stringCode.utf8), options: .lenient)
        } throws: { error in
            let fault = error as! XMLRPCFault
            return fault.faultCode == 0 && fault.faultCodeString == "Server.Unavailable"
                && "\(fault)" == "fault Server.Unavailable: Try later."
        }
    }

    // MARK: Serving XML-RPC

    struct DivisionByZero: Error {}

    struct Point: Decodable, XMLRPCDecodable {
        var x: Int, y: Int
    }

    static let dispatcher: XMLRPCDispatcher = {
        var dispatcher = XMLRPCDispatcher()  // system.listMethods, .methodSignature, .methodHelp, .multicall built in
        dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
            (a: Int, b: Int) -> Int in a + b
        }
        dispatcher.register("math.divide") { (a: Double, b: Double) throws -> Double in
            guard b != 0 else { throw DivisionByZero() }
            return a / b
        }
        dispatcher.register("math.sum") { (call: XMLRPCMethodCall) -> Int64 in
            call.params.reduce(0) { $0 + ($1.intValue ?? 0) }
        }
        dispatcher.register("geometry.norm") { (p: Point) -> Double in
            Double(p.x * p.x + p.y * p.y).squareRoot()
        }
        dispatcher.register("blog.newPost") { (title: String, tags: [String]) async throws -> [String: Int] in
            guard !title.isEmpty else { throw XMLRPCFault(faultCode: 4, faultString: "A post needs a title.") }
            return ["postid": 7, "tagCount": tags.count]  // a struct, members sorted by name
        }
        dispatcher.register("server.version", help: "The server's version.", signature: ["string"]) {
            () -> String in "1.0"
        }
        return dispatcher
    }()

    /// The answer to `call`, through `respond(to:)`, read back.
    static func answer(_ call: XMLRPCMethodCall) async throws -> XMLRPCMessage {
        try XMLRPCMessage.decode(from: await dispatcher.respond(to: Data(call.xml.utf8)))
    }

    @Test func serving() async throws {
        let request = Data(
            """
            <?xml version="1.0"?>
            <methodCall><methodName>math.add</methodName>
              <params><param><value><int>2</int></value></param><param><value><int>3</int></value></param></params>
            </methodCall>
            """.utf8)
        let response = await Self.dispatcher.respond(to: request)
        #expect(
            String(decoding: response, as: UTF8.self)
                == "<?xml version=\"1.0\"?>\n<methodResponse><params><param><value><int>5</int></value></param>"
                + "</params></methodResponse>\n")

        #expect(try await Self.answer(XMLRPCMethodCall("math.sum", [1, 2, 3, 4])) == .response(XMLRPCResponse([10])))
        #expect(
            try await Self.answer(XMLRPCMethodCall("geometry.norm", [["x": 3, "y": 4]]))
                == .response(XMLRPCResponse([5.0])))
        #expect(
            try await Self.answer(XMLRPCMethodCall("blog.newPost", ["Dune", ["sf", "classic"]]))
                == .response(XMLRPCResponse([["postid": 7, "tagCount": 2]])))
        #expect(try await Self.dispatcher.dispatch(XMLRPCMethodCall("math.add", [2, 3])) == 5)
    }

    @Test func servingFaults() async throws {
        func fault(_ code: Int32, _ string: String) -> XMLRPCMessage {
            .fault(XMLRPCFault(faultCode: code, faultString: string))
        }
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.sub", [2, 3]))
                == fault(-32601, "method \"math.sub\" is not supported"))
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.add", [1, 2, 3]))
                == fault(-32602, "math.add takes 2 parameters (int, int), received 3"))
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.add", [1, "2"]))
                == fault(-32602, "math.add: params[1]: expected an int that fits Int, found string"))
        #expect(
            try await Self.answer(XMLRPCMethodCall("blog.newPost", ["Dune", ["sf", 7]]))
                == fault(-32602, "blog.newPost: params[1][1]: expected a string, found int"))
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.divide", [1.0, 0.0]))
                == fault(-32500, "math.divide: DivisionByZero()"))
        #expect(try await Self.answer(XMLRPCMethodCall("blog.newPost", ["", []])) == fault(4, "A post needs a title."))
        let notXML = await Self.dispatcher.respond(to: Data("<methodCall><methodName>math.add</methodCall>".utf8))
        #expect(
            try XMLRPCMessage.decode(from: notXML)
                == fault(
                    -32700,
                    "line 1, column 46: the end tag does not match the open element <methodName> at /methodCall/methodName"
                ))
        let notACall = await Self.dispatcher.respond(to: Data("<methodCall><params/></methodCall>".utf8))
        #expect(
            try XMLRPCMessage.decode(from: notACall)
                == fault(-32600, "line 1, column 35: <methodCall> has no <methodName> at /methodCall"))
        #expect(XMLRPCFault.Code.invalidParameters == -32602)
    }

    @Test func introspectionAndMulticall() async throws {
        let names = try await Self.dispatcher.dispatch(XMLRPCMethodCall("system.listMethods"))
        #expect(
            names == [
                "blog.newPost", "geometry.norm", "math.add", "math.divide", "math.sum", "server.version",
                "system.listMethods", "system.methodHelp", "system.methodSignature", "system.multicall",
            ])
        #expect(
            try await Self.dispatcher.dispatch(XMLRPCMethodCall("system.methodSignature", ["math.add"]))
                == [["int", "int", "int"]])
        #expect(
            try await Self.dispatcher.dispatch(XMLRPCMethodCall("system.methodSignature", ["math.divide"]))
                == "signatures not supported")
        #expect(
            try await Self.dispatcher.dispatch(XMLRPCMethodCall("system.methodHelp", ["math.add"]))
                == "Adds two integers.")
        let results = try await Self.dispatcher.dispatch(
            XMLRPCMethodCall(
                "system.multicall",
                [
                    [
                        ["methodName": "math.add", "params": [2, 3]],
                        ["methodName": "math.sub", "params": []],
                    ]
                ]))
        #expect(
            results == [[5], ["faultCode": -32601, "faultString": "method \"math.sub\" is not supported"]])
        #expect(Self.dispatcher.methodNames.contains("system.multicall"))
    }

    /// The plugging-in example: the handler for POST /RPC2 in any HTTP server.
    @Test func handlePost() async throws {
        let rpc = Self.dispatcher
        func handlePost(body: Data) async -> (status: Int, contentType: String, body: Data) {
            (200, "text/xml", await rpc.respond(to: body))
        }
        let answer = await handlePost(body: Data(XMLRPCMethodCall("server.version").xml.utf8))
        #expect(answer.status == 200)
        #expect(try XMLRPCResponse.decode(String.self, from: String(decoding: answer.body, as: UTF8.self)) == "1.0")
    }

    // MARK: Calling a server (compiled, not run)

    /// The client examples of the articles; never called (they need a server), but compiled so
    /// that they stay right.
    static func clientExamples(url: URL) async throws {
        let client = XMLRPCClient(url: URL(string: "https://example.com/RPC2")!, timeout: 10)
        let name = try await client.call("examples.getStateName", [41])  // .string("South Dakota")
        let recent = try await client.call("blog.getRecentPosts", [1, 10], as: [Post].self)
        let summaries = try await client.call("blog.getRecentPosts", [1, 10], as: [Summary].self)
        _ = (name, recent, summaries)

        let results = try await client.multicall([
            XMLRPCMethodCall("math.add", [1, 2]),
            XMLRPCMethodCall("math.sub", [5, 3]),
        ])
        for result in results {
            switch result {
            case .success(let value): print(value)  // 3
            case .failure(let error):
                print(error)  // call 1 (math.sub): fault -32601: method "math.sub" is not supported
                print(error.index, error.methodName, error.fault?.faultCode ?? 0)
            }
        }
        let sums = try await client.multicall(
            [XMLRPCMethodCall("math.add", [1, 2]), XMLRPCMethodCall("math.add", [3, 4])], as: Int.self)
        let first = try sums[0].get()  // 3
        _ = first

        var options = XMLRPCClientOptions(timeout: 10)
        options.http.credentials = XMLHTTPCredentials(user: "name", password: "pa:ss")
        options.http.headers["X-Client"] = "reader/1.0"
        options.http.compressesRequests = true
        options.http.maximumResponseSize = 1 << 20
        options.reading = .lenient
        options.usesMulticall = false
        options.http.keepsCookies = true
        let configured = XMLRPCClient(url: url, options: options)
        _ = configured

        let session = XMLRPCClient(url: URL(string: "https://name:pa%3Ass@example.com/RPC2")!, timeout: 10)
        _ = try await session.call("login", ["alice"])
        let me = try await session.call("whoami", as: String.self)  // "alice"
        _ = me

        let proxied = XMLRPCClient(url: url, options: options, configuration: .default)
        _ = proxied

        let methods = try await client.listMethods()
        let signatures = try await client.methodSignature("math.add")  // [["int", "int", "int"]]
        let help = try await client.methodHelp("math.add")  // "Adds two integers."
        _ = (methods, signatures, help)

        let task = Task { try await client.call("reports.yearly", [2024]) }
        task.cancel()
        do {
            _ = try await task.value
        } catch let error as XMLHTTPError where error.code == .cancelled {
            print(error)  // reports.yearly: cancelled before https://example.com/RPC2 answered
        }

        do {
            _ = try await session.call("posts.mine", as: [Post].self)
        } catch let fault as XMLRPCFault {
            print(fault.faultCode, fault.faultString)
        } catch let error as XMLHTTPError {
            switch error.code {
            case .httpStatus: print("HTTP", error.statusCode ?? 0)
            case .timedOut, .transport: print("unreachable:", error)
            case .limitExceeded: print("too large:", error)
            case .cancelled: return
            default: print(error)
            }
        } catch let error as XMLReadingError {
            print("not a readable response:", error)  // line 2, column 43: …
        }
    }
}
