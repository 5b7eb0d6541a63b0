import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLRPC

/// Cancelling the calling `Task` ends an ``XMLRPCClient`` call with `cancelled` wherever the call
/// is (with `XMLRPCClientSessionTests.cancellingTheTaskEndsTheCall`, which cancels while the
/// server holds the answer): the same transport as the SOAP and XML-over-HTTP clients.
@Suite struct XMLRPCClientCancellationTests {
    @Test func cancelledBeforeTheRequestIsSent() async throws {
        try await PythonServer.with(arguments: ["log"]) { server in
            let client = XMLRPCClient(url: server.url, timeout: 60)
            let call = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.call("sleep", [30])
            }
            do {
                _ = try await call.value
                Issue.record("the call was not cancelled")
            } catch let error as XMLHTTPError {
                #expect(error.code == .cancelled)
                #expect(error.message == "sleep: cancelled before \(server.url) answered")
                #expect(error.underlyingError is CancellationError)
            }
            // The request never reached the server: the first line it prints is the next call's.
            #expect(try await client.call("add", [2, 3]) == 5)
            #expect(await server.readLine() == "request add")
        }
    }
}
