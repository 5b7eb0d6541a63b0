import Foundation
import Testing
import TestSupport
import XMLReading
import XMLHTTP
import XMLRPC

/// The client against a live Python `SimpleXMLRPCServer`.
@Suite(.serialized) struct XMLRPCClientTests {
    struct Post: XMLRPCStructDecodable, Equatable {
        var id = 0
        var title = ""
        var tags: [String] = []
        var date = XMLRPCDateTime(year: 1, month: 1, day: 1)
        static let memberDescription = MemberDescription<Post> {
            Member("postid", \.id)
            Member("title", \.title)
            Member("tags", \.tags)
            Member("dateCreated", \.date)
        }
    }

    struct DecodablePost: Decodable, Equatable {
        var postid: Int
        var title: String
    }

    @Test(arguments: ReadingParsers.all) func echoesEveryValueType(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            let params: [XMLRPCValue] = [
                .int(-2_147_483_648), .int(2_147_483_647), true, false, "text <&> \n é \u{1F600}", "", 1.5, -0.0, 1e300,
                .dateTime(XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)),
                .base64(Data([0, 1, 2, 255])), .base64(Data()), .nil, [], [:],
                ["b": [1, ["c": .nil]], "a": "x"],
            ]
            let echoed = try await client.call("echo", params)
            #expect(echoed == .array(params))
            var random = RandomValues(seed: 99)
            let more = (0..<100).map { _ in random.value() }.filter(\.isWritableByPython)
            #expect(try await client.call("echo", more) == .array(more))
        }
    }

    @Test(arguments: ReadingParsers.all) func faultsAreThrown(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            await #expect(throws: XMLRPCFault(faultCode: 42, faultString: "boom <&>")) {
                try await client.call("fail", [42, "boom <&>"])
            }
            do {
                _ = try await client.call("no.such.method")
                Issue.record("an unknown method returned")
            } catch let fault as XMLRPCFault {
                #expect(
                    fault
                        == XMLRPCFault(
                            faultCode: 1, faultString: "<class 'Exception'>:method \"no.such.method\" is not supported")
                )
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func largeTypedResponse(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 60).on(parser))
            let posts = try await client.call("posts", [50_000], as: [Post].self)
            #expect(posts.count == 50_000)
            #expect(
                posts[49_999]
                    == Post(
                        id: 49_999, title: "Post <49999> & more", tags: ["t5", "x"],
                        date: XMLRPCDateTime(year: 2024, month: 3, day: 1, hour: 10, minute: 53, second: 19)))
            #expect(posts.map(\.id) == Array(0..<50_000))
            let decodable = try await client.call("posts", [3], as: [DecodablePost].self)
            #expect(decodable == [0, 1, 2].map { DecodablePost(postid: $0, title: "Post <\($0)> & more") })
        }
    }

    @Test(arguments: ReadingParsers.all) func typeMismatchesAreReadingErrors(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            do {
                _ = try await client.call("echo", ["x"], as: [Int].self)
                Issue.record("decoded a string as Int")
            } catch let error as XMLReadingError {
                #expect(
                    String(describing: error)
                        == "line 6, column 34: params[0][0]: expected an int that fits Int, found string at /methodResponse/params/param/value/array/data/value"
                )
            }
        }
    }

    /// `options.http.reading` bounds the responses as it bounds any read: here, their depth (the
    /// parser is `options.reading`'s, set by `on(parser)`).
    @Test(arguments: ReadingParsers.all) func responsesAreReadWithinTheHTTPReadingOptions(parser: ReadingParser)
        async throws
    {
        try await PythonServer.with { server in
            var options = XMLRPCClientOptions(timeout: 10).on(parser)
            options.http.reading = ReadingOptions(maximumDepth: 8)
            let client = XMLRPCClient(url: server.url, options: options)
            let shallow = try await client.call("echo", [1])
            #expect(shallow == [1])
            let message =
                "line 6, column 20: elements are nested deeper than 8 levels (ReadingOptions.maximumDepth) at /methodResponse/params/param/value/array/data/value/array/data"
            let untyped = await #expect(throws: XMLReadingError.self) { _ = try await client.call("echo", [[[1]]]) }
            #expect(untyped.map(String.init(describing:)) == message)
            let typed = await #expect(throws: XMLReadingError.self) {
                _ = try await client.call("echo", [[[1]]], as: [[[Int]]].self)
            }
            #expect(typed.map(String.init(describing:)) == message)
        }
    }

    /// `sleep` never answers here (the server waits for a line the test does not send): a time-out
    /// that does not fire fails the test at its time limit, not at a wall-clock bound a starved run
    /// could miss.
    @Test(.timeLimit(.minutes(1)), arguments: ReadingParsers.all)
    func timeoutsAreDistinct(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 1).on(parser))
            let start = Date()
            do {
                _ = try await client.call("sleep", [4])
                Issue.record("no timeout")
            } catch let error as XMLHTTPError {
                #expect(error.code == .timedOut)
                #expect(error.message == "sleep: no response from \(server.url) within 1.0 seconds")
            }
            let waited = Date().timeIntervalSince(start)
            #expect(waited > 0.9, "waited \(waited) seconds")
        }
    }

    @Test(arguments: ReadingParsers.all) func httpErrorsAreDistinct(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(
                url: URL(string: "http://127.0.0.1:\(server.port)/elsewhere")!,
                options: XMLRPCClientOptions(timeout: 10).on(parser))
            do {
                _ = try await client.call("echo")
                Issue.record("no HTTP error")
            } catch let error as XMLHTTPError {
                #expect(error.code == .httpStatus)
                #expect(error.statusCode == 404)
                #expect(error.message == "echo: http://127.0.0.1:\(server.port)/elsewhere answered HTTP 404")
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func connectionFailuresAreTransportErrors(parser: ReadingParser) async throws {
        let server = try await PythonServer.started(script: PythonServer.script)
        let url = server.url
        await server.stopped()
        do {
            _ = try await XMLRPCClient(url: url, options: XMLRPCClientOptions(timeout: 5).on(parser)).call("echo")
            Issue.record("called a stopped server")
        } catch let error as XMLHTTPError {
            #expect(error.code == .transport)
        }
    }
}

extension XMLRPCValue {
    /// Python refuses to write integers outside 32 bits, and writes a carriage return raw (which
    /// XML then reads as a line feed).
    var isWritableByPython: Bool {
        switch self {
        case .int(let number): Int32(exactly: number) != nil
        case .string(let text): !text.unicodeScalars.contains("\r")
        case .array(let values): values.allSatisfy(\.isWritableByPython)
        case .struct(let members):
            members.allSatisfy { !$0.name.unicodeScalars.contains("\r") && $0.value.isWritableByPython }
        default: true
        }
    }
}
