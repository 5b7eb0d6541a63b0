import TestSupport
import Testing

/// The test servers' own promise: a line that never comes does not hang the suite.
@Suite struct PythonServerTests {
    /// The XML-RPC server prints nothing until it gets a request: the wait ends at its limit, the
    /// server is killed, and the read returns what it has.
    @Test(.timeLimit(.minutes(1))) func aLineThatDoesNotComeEndsTheWait() async throws {
        try await PythonServer.with { server in
            #expect(await server.readLine(within: 0.5) == "")
        }
    }
}
