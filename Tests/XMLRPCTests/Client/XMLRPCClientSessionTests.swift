import Foundation
import Testing
import TestSupport
import XMLReading
import XMLHTTP
import XMLRPC

/// Basic authentication, extra headers, cookies, the response size limit and cancellation,
/// against the raw Python servers of `PythonServer.rawScript` and `SimpleXMLRPCServer`.
@Suite(.serialized) struct XMLRPCClientSessionTests {
    @Test func credentialsComeFromTheURLPercentDecoded() throws {
        let url = URL(string: "http://na%20me:pa%3Ass@example.com/RPC2")!
        #expect(XMLHTTPCredentials(url: url) == XMLHTTPCredentials(user: "na me", password: "pa:ss"))
        #expect(
            XMLHTTPCredentials(url: URL(string: "http://name@example.com/")!)
                == XMLHTTPCredentials(user: "name", password: ""))
        #expect(XMLHTTPCredentials(url: URL(string: "http://example.com/")!) == nil)
    }

    @Test func basicAuthenticationIsSentBeforeAnyChallenge() async throws {
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["auth"]) { (server) async throws in
            let fromURL = XMLRPCClient(
                url: URL(string: "http://name:pa%3Ass@127.0.0.1:\(server.port)/RPC2")!, timeout: 10)
            #expect(try await fromURL.call("whoami") == ["whoami", ""])
            var options = XMLRPCClientOptions(timeout: 10)
            options.http.credentials = XMLHTTPCredentials(user: "name", password: "pa:ss")
            options.http.headers = ["X-Trace": "abc-123"]
            let fromOptions = XMLRPCClient(url: server.url, options: options)
            #expect(try await fromOptions.call("echo", as: [String].self) == ["echo", "abc-123"])
        }
    }

    /// A client that kept retrying refused credentials would hang: the test's time limit catches
    /// that, not a wall-clock bound a starved run could miss.
    @Test(.timeLimit(.minutes(1))) func refusedCredentialsAreHTTP401WithoutHanging() async throws {
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["auth"]) { server in
            let clients = [
                XMLRPCClient(url: URL(string: "http://name:wrong@127.0.0.1:\(server.port)/RPC2")!, timeout: 30),
                XMLRPCClient(url: server.url, timeout: 30),
            ]
            let shown = ["http://name@127.0.0.1:\(server.port)/RPC2", "\(server.url)"]
            for (client, shown) in zip(clients, shown) {
                do {
                    _ = try await client.call("whoami")
                    Issue.record("no HTTP error")
                } catch let error as XMLHTTPError {
                    #expect(error.code == .httpStatus)
                    #expect(error.statusCode == 401)
                    #expect(error.message == "whoami: \(shown) answered HTTP 401")
                }
            }
        }
    }

    @Test func cookiesKeepASession() async throws {
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["session"]) { (server) async throws in
            let client = XMLRPCClient(url: server.url, timeout: 10)
            await #expect(throws: XMLRPCFault(faultCode: 3, faultString: "not logged in")) {
                try await client.call("whoami")
            }
            #expect(try await client.call("login", ["alice"]) == true)
            #expect(try await client.call("whoami", as: String.self) == "alice")
            var copy = client
            copy.options.http.headers["X-Trace"] = "copy"
            #expect(try await copy.call("whoami", as: String.self) == "alice")

            let other = XMLRPCClient(url: server.url, timeout: 10)
            await #expect(throws: XMLRPCFault(faultCode: 3, faultString: "not logged in")) {
                try await other.call("whoami")
            }
            var forgetful = XMLRPCClient(url: server.url, timeout: 10)
            forgetful.options.http.keepsCookies = false
            #expect(try await forgetful.call("login", ["bob"]) == true)
            await #expect(throws: XMLRPCFault(faultCode: 3, faultString: "not logged in")) {
                try await forgetful.call("whoami")
            }
        }
    }

    @Test func multicallFallbackKeepsTheSession() async throws {
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["session"]) { server in
            let client = XMLRPCClient(url: server.url, timeout: 10)
            // The server refuses system.multicall (fault 3, no session yet): one call at a time.
            let results = try await client.multicall([
                XMLRPCMethodCall("login", ["carol"]), XMLRPCMethodCall("whoami"),
            ])
            #expect(try results.map { try $0.get() } == [true, "carol"])
        }
    }

    @Test func responsesOverTheLimitStop() async throws {
        #expect(XMLRPCClientOptions().http.maximumResponseSize == 67_108_864)
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["big"]) { server in
            let client = XMLRPCClient(
                url: server.url,
                options: XMLRPCClientOptions(http: XMLHTTPClientOptions(timeout: 10, maximumResponseSize: 100_000)))
            #expect(try await client.call("big", [99_000]) == .string(String(repeating: "x", count: 99_000)))
            #expect(try await client.call("stream", [99_000]) == .string(String(repeating: "x", count: 99_000)))
            // With a Content-Length, and without one (counted as bytes arrive).
            for method in ["big", "stream"] {
                do {
                    _ = try await client.call(method, [5_000_000])
                    Issue.record("\(method): no limit")
                } catch let error as XMLHTTPError {
                    #expect(error.code == .limitExceeded)
                    #expect(
                        error.message
                            == "\(method): the response from \(server.url) exceeds the limit of 100000 bytes")
                }
            }
        }
    }

    @Test func cancellingTheTaskEndsTheCall() async throws {
        try await PythonServer.with { server in
            let client = XMLRPCClient(url: server.url, timeout: 60)
            let call = Task { try await client.call("sleep", [30]) }
            #expect(await server.readLine() == "sleeping")
            // The server answers only when told, so a call that missed the cancellation would end
            // in a time-out after 60 s, not as `.cancelled`: no clock is needed to tell them apart.
            call.cancel()
            await expectCancelled(call, "sleep", at: server.url)
        }
    }
}
