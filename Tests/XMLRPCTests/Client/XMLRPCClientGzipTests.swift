import Foundation
import Testing
import TestSupport
import XMLHTTP
import XMLRPC
import XMLReading

/// gzip between the client and Python's `SimpleXMLRPCServer`, both ways: requests compressed when
/// asked, responses decompressed whenever the server compresses them.
@Suite struct XMLRPCClientGzipTests {
    static let text = String(repeating: "gzip & <xml> ", count: 400)

    @Test(arguments: ReadingParsers.all) func requestsAndResponsesAreCompressedBothWays(parser: ReadingParser)
        async throws
    {
        try await PythonServer.with(arguments: ["gzip"]) { server in
            var options = XMLRPCClientOptions(timeout: 10).on(parser)
            options.http.compressesRequests = true
            let client = XMLRPCClient(url: server.url, options: options)
            let answer = try await client.call("echo", [.string(Self.text), 7])
            #expect(answer == [.string(Self.text), 7])
            #expect(await server.readLine() == "encoding gzip")
        }
    }

    @Test(arguments: ReadingParsers.all) func requestsAreNotCompressedUnlessAsked(parser: ReadingParser) async throws {
        try await PythonServer.with(arguments: ["gzip"]) { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            let answer = try await client.call("echo", [.string(Self.text)])
            #expect(answer == [.string(Self.text)])
            #expect(await server.readLine() == "encoding identity")
        }
    }

    @Test(arguments: ReadingParsers.all) func aCompressedResponseIsHeldToTheSizeLimit(parser: ReadingParser)
        async throws
    {
        try await PythonServer.with(arguments: ["gzip"]) { server in
            let options = XMLRPCClientOptions(http: XMLHTTPClientOptions(timeout: 10, maximumResponseSize: 4_000)).on(
                parser)
            let client = XMLRPCClient(url: server.url, options: options)
            let error = await #expect(throws: XMLHTTPError.self) {
                _ = try await client.call("echo", [.string(Self.text)])
            }
            #expect(error?.code == .limitExceeded)
            // The transport decodes gzip as the bytes arrive (libcurl, or Apple's URLSession), so the
            // limit holds the decoded size, counted as it grows.
            #expect(error?.message == "echo: the response from \(server.url) exceeds the limit of 4000 bytes")
        }
    }

    /// An error page is a status error whatever its body: one whose gzip is broken is still
    /// "answered HTTP 500", not a transport error about the body.
    @Test(arguments: ReadingParsers.all) func anErrorPageWithABrokenGzipBodyIsAStatusError(parser: ReadingParser)
        async throws
    {
        // FoundationNetworking (libcurl) decodes one gzip layer itself, so the body that reaches
        // the client's own decoding is the inner one: gzip(0x1F 0x8B "not really gzip").
        let garbage = Data(base64Encoded: "H4sIALLqBmsC/5PvzssvUShKTczJqVRIr8osAACY5OnuEQAAAA==")!
        try await CannedServer.with(
            status: 500, headers: [("Content-Type", "text/html"), ("Content-Encoding", "gzip")], response: garbage
        ) { server in
            let client = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 60).on(parser))
            let error = await #expect(throws: XMLHTTPError.self) { _ = try await client.call("m", []) }
            #expect(error?.code == .httpStatus)
            #expect(error?.statusCode == 500)
            #expect(error?.message == "m: \(server.url.absoluteString) answered HTTP 500")
        }
    }
}
