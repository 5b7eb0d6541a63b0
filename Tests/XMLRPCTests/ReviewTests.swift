import Foundation
import TestSupport
import Testing
import XMLReading
import XMLHTTP
import XMLRPC

// Review of 6ba2775 (the transport moved into XMLHTTP): XML-RPC client behavior that changed.

@Suite struct XMLRPCReviewTests {
    // FIXED (behavior change): before the move, XMLRPCClient.send checked the status before
    // decoding the body (an error page was an httpStatus error whatever its encoding); now
    // HTTPConnection.post (HTTPConnection.swift:73) decodes every body first, so an error page
    // with a broken gzip body is a transport error ("not readable gzip") instead of
    // "m: URL answered HTTP 500". (On Linux libcurl already decodes a single gzip layer, so the
    // difference shows with a body that is still gzip-looking after it: contrived, low impact.)
    @Test func reviewAnErrorPageWithABrokenGzipBodyIsAStatusError() async throws {
        // FoundationNetworking (libcurl) decodes one gzip layer itself, so the body that reaches
        // ContentCoding.decode is the inner one: gzip(0x1F 0x8B "not really gzip").
        let garbage = Data(base64Encoded: "H4sIALLqBmsC/5PvzssvUShKTczJqVRIr8osAACY5OnuEQAAAA==")!
        try await CannedServer.with(
            status: 500, headers: [("Content-Type", "text/html"), ("Content-Encoding", "gzip")], response: garbage
        ) { server in
            let client = XMLRPCClient(url: server.url)
            do {
                _ = try await client.call("m", [])
                Issue.record("expected an error")
            } catch let error as XMLHTTPError {
                #expect(error.code == .httpStatus, "actual: \(error.code) \(error.message)")
                #expect(error.message == "m: \(server.url.absoluteString) answered HTTP 500")
            }
        }
    }
}
