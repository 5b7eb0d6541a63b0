import Foundation
import Testing
import TestSupport
import XMLReading
import XMLRPC

/// The README's client examples, as written there but for the servers' URLs.
@Suite(.serialized) struct XMLRPCClientReadmeTests {
    @Test func multicallExample() async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, timeout: 10)
            let results = try await client.multicall([
                XMLRPCMethodCall("add", [1, 2]),
                XMLRPCMethodCall("fail", [42, "boom"]),
            ])
            let sum = try results[0].get()  // .int(3)
            #expect(sum == .int(3))
            if case .failure(let error) = results[1] {
                #expect("\(error)" == "call 1 (fail): fault 42: boom")
            } else {
                Issue.record("call 1 did not fail")
            }
        }
    }

    @Test func loginSessionExample() async throws {
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["session"]) { server in
            var options = XMLRPCClientOptions(timeout: 10)
            options.http.headers["X-Client"] = "reader/1.0"
            let session = XMLRPCClient(
                url: URL(string: "http://name:pa%3Ass@127.0.0.1:\(server.port)/RPC2")!, options: options)
            _ = try await session.call("login", ["alice"])
            let me = try await session.call("whoami", as: String.self)  // "alice"
            #expect(me == "alice")
        }
    }
}
