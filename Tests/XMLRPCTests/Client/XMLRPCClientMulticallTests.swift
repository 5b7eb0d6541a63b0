import Foundation
import Testing
import TestSupport
import XMLReading
import XMLRPC

/// `system.multicall`, its fallback to one call at a time, and introspection, against Python's
/// `SimpleXMLRPCServer`.
@Suite(.serialized) struct XMLRPCClientMulticallTests {
    struct Headline: XMLRPCStructDecodable, Equatable {
        var title = ""
        static let memberDescription = MemberDescription<Headline> { Member("title", \.title) }
    }

    struct DecodableHeadline: Decodable, Equatable {
        var title: String
    }

    static let calls = [
        XMLRPCMethodCall("add", [1, 2]),
        XMLRPCMethodCall("fail", [42, "boom <&>"]),
        XMLRPCMethodCall("echo", ["x", ["a": .nil]]),
        XMLRPCMethodCall("no.such.method"),
    ]

    /// Each result as the test compares it: the value, or the error's whole message.
    static func outcomes<T>(_ results: [Result<T, XMLRPCMulticallError>]) -> [String] {
        results.map { result in
            switch result {
            case .success(let value): "success: \(value)"
            case .failure(let error): "failure: \(error)"
            }
        }
    }

    static func checkUntyped(_ results: [Result<XMLRPCValue, XMLRPCMulticallError>]) throws {
        #expect(results.count == 4)
        #expect(try results[0].get() == 3)
        #expect(try results[2].get() == ["x", ["a": .nil]])
        guard case .failure(let fault) = results[1], case .failure(let unknown) = results[3] else {
            Issue.record("calls 1 and 3 did not fail: \(results)")
            return
        }
        #expect(fault.index == 1)
        #expect(fault.methodName == "fail")
        #expect(fault.fault == XMLRPCFault(faultCode: 42, faultString: "boom <&>"))
        #expect(fault.description == "call 1 (fail): fault 42: boom <&>")
        #expect(
            unknown.description
                == "call 3 (no.such.method): fault 1: <class 'Exception'>:method \"no.such.method\" is not supported")
    }

    @Test(arguments: ReadingParsers.all) func multicallMakesOneRoundTrip(parser: ReadingParser) async throws {
        try await PythonServer.with(arguments: ["log"]) { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            try Self.checkUntyped(try await client.multicall(Self.calls))
            #expect(await server.readLine() == "request system.multicall")
            #expect(try await client.call("add", [2, 3]) == 5)
            #expect(await server.readLine() == "request add")
            #expect(try await client.multicall([]).isEmpty)
        }
    }

    @Test(arguments: ReadingParsers.all) func multicallFallsBackToOneCallAtATime(parser: ReadingParser) async throws {
        try await PythonServer.with(arguments: ["nomulticall", "log"]) { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            try Self.checkUntyped(try await client.multicall(Self.calls))
            #expect(
                await server.readLines(5) == [
                    "request system.multicall", "request add", "request fail", "request echo",
                    "request no.such.method",
                ])
        }
    }

    @Test(arguments: ReadingParsers.all) func multicallCanBeTurnedOff(parser: ReadingParser) async throws {
        try await PythonServer.with(arguments: ["log"]) { server in
            let client = XMLRPCClient(
                url: server.url, options: XMLRPCClientOptions(timeout: 10, usesMulticall: false).on(parser))
            try Self.checkUntyped(try await client.multicall(Self.calls))
            #expect(await server.readLines(4) == Self.calls.map { "request " + $0.methodName })
        }
    }

    static let typedCalls = [
        XMLRPCMethodCall("posts", [2]),
        XMLRPCMethodCall("echo", [["title": 5]]),
        XMLRPCMethodCall("fail", [7, "no"]),
    ]

    @Test(arguments: ReadingParsers.all) func typedMulticallNamesTheFailingCall(parser: ReadingParser) async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            let results = try await client.multicall(Self.typedCalls, as: [Headline].self)
            #expect(try results[0].get() == [Headline(title: "Post <0> & more"), Headline(title: "Post <1> & more")])
            #expect(
                Self.outcomes(results).dropFirst() == [
                    "failure: call 1 (echo): line 57, column 28: params[0][1][0][0].title: expected a string, found int at /methodResponse/params/param/value/array/data/value[2]/array/data/value/array/data/value/struct/member/value",
                    "failure: call 2 (fail): fault 7: no",
                ])
            if case .failure(let error) = results[1] {
                #expect((error.underlyingError as? XMLReadingError)?.code == .typeMismatch)
            }
            let decodable = try await client.multicall(Self.typedCalls, as: [DecodableHeadline].self)
            #expect(try decodable[0].get() == [0, 1].map { DecodableHeadline(title: "Post <\($0)> & more") })
            #expect(
                Self.outcomes(decodable).dropFirst() == [
                    "failure: call 1 (echo): line 57, column 28: params[0][1][0][0].title: expected a string, found int at /methodResponse/params/param/value/array/data/value[2]/array/data/value/array/data/value/struct/member/value",
                    "failure: call 2 (fail): fault 7: no",
                ])
        }
    }

    @Test(arguments: ReadingParsers.all) func typedFallbackNamesTheFailingCall(parser: ReadingParser) async throws {
        try await PythonServer.with(arguments: ["nomulticall"]) { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            let results = try await client.multicall(Self.typedCalls, as: [Headline].self)
            #expect(try results[0].get() == [Headline(title: "Post <0> & more"), Headline(title: "Post <1> & more")])
            #expect(
                Self.outcomes(results).dropFirst() == [
                    "failure: call 1 (echo): line 9, column 28: params[0][0].title: expected a string, found int at /methodResponse/params/param/value/array/data/value/struct/member/value",
                    "failure: call 2 (fail): fault 7: no",
                ])
        }
    }

    @Test(arguments: ReadingParsers.all) func introspection(parser: ReadingParser) async throws {
        try await PythonServer.with { (server) async throws in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            #expect(
                try await client.listMethods() == [
                    "add", "echo", "fail", "posts", "sleep", "system.listMethods", "system.methodHelp",
                    "system.methodSignature", "system.multicall",
                ])
            #expect(try await client.methodHelp("add") == "Adds two integers.")
            #expect(try await client.methodHelp("echo") == "")
            // Python's SimpleXMLRPCServer answers "signatures not supported".
            #expect(try await client.methodSignature("add") == nil)
        }
    }
}
