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
            await expectCancelled(call, "sleep", at: server.url)
            // The request never reached the server: the first line it prints is the next call's.
            let sum = try await client.call("add", [2, 3])
            #expect(sum == 5)
            #expect(await server.readLine() == "request add")
        }
    }
}

/// Awaits `call` and checks that it ended as a cancelled call of `method` to `url`: code
/// `cancelled`, the whole message, and `CancellationError` underneath.
func expectCancelled<Success: Sendable>(
    _ call: Task<Success, any Error>, _ method: String, at url: URL,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    do {
        _ = try await call.value
        Issue.record("the call was not cancelled", sourceLocation: sourceLocation)
    } catch let error as XMLHTTPError {
        #expect(error.code == .cancelled, sourceLocation: sourceLocation)
        #expect(error.message == "\(method): cancelled before \(url) answered", sourceLocation: sourceLocation)
        #expect(error.underlyingError is CancellationError, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected XMLHTTPError, got \(error)", sourceLocation: sourceLocation)
    }
}
