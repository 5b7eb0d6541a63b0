import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLReading

/// Cancelling the calling `Task` ends a ``SOAPClient`` call with `cancelled` wherever the call is:
/// before its request is sent, while it waits for the response's headers, and while the body
/// arrives. The server answers only when the test lets it (``SOAPServer``'s `Slow` and
/// `Trickle`), so the cancellation always comes first, however the machine schedules the test.
@Suite struct SOAPCancellationTests {
    @Test func cancelledBeforeTheRequestIsSent() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url)
            let call = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.call(
                    Operands(), element: calcName("Slow"), response: Text.self,
                    responseElement: calcName("SlowResponse"))
            }
            let error = try await httpError { _ = try await call.value }
            #expect(error?.code == .cancelled)
            #expect(error?.message == "Slow: cancelled before \(server.url.absoluteString) answered")
            #expect(error?.underlyingError is CancellationError)
            // The request never reached the server: the first line it prints is the next call's.
            let sum = try await client.call(
                Operands(a: 2, b: 3), element: calcName("Add"), action: "urn:example:calc#Add", response: Result.self,
                responseElement: calcName("AddResponse"))
            #expect(sum == Result(result: 5))
            #expect(await server.readLine() == #"text/xml; charset=utf-8 | "urn:example:calc#Add" | - | - | -"#)
        }
    }

    @Test func cancelledWhileWaitingForTheHeaders() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url, version: .soap12)
            let call = Task {
                try await client.call(
                    Operands(), element: calcName("Slow"), response: Text.self,
                    responseElement: calcName("SlowResponse"))
            }
            #expect(await server.readLine() == "application/soap+xml; charset=utf-8 | - | - | - | -")
            #expect(await server.readLine() == "sleeping")
            call.cancel()
            let error = try await httpError { _ = try await call.value }
            #expect(error?.code == .cancelled)
            #expect(error?.message == "Slow: cancelled before \(server.url.absoluteString) answered")
            #expect(error?.underlyingError is CancellationError)
        }
    }

    /// Cancelled after the server has sent the headers and half the body (the client may not have
    /// read them yet on a starved machine; the outcome is the same either way).
    @Test func cancelledWhileTheBodyArrives() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url)
            let call = Task {
                try await client.call(
                    Operands(), element: calcName("Trickle"), response: Text.self,
                    responseElement: calcName("TrickleResponse"))
            }
            #expect(await server.readLine() == #"text/xml; charset=utf-8 | "" | - | - | -"#)
            #expect(await server.readLine() == "sent half")
            call.cancel()
            let error = try await httpError { _ = try await call.value }
            #expect(error?.code == .cancelled)
            #expect(error?.message == "Trickle: cancelled before \(server.url.absoluteString) answered")
            #expect(error?.underlyingError is CancellationError)
        }
    }

    /// The server's answer, once let go, is what an uncancelled call reads: the calls above end
    /// with `cancelled` because they were cancelled, not because the operations fail.
    @Test func uncancelledCallsReadTheAnswers() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url)
            let slow = Task {
                try await client.call(
                    Operands(), element: calcName("Slow"), response: Text.self,
                    responseElement: calcName("SlowResponse"))
            }
            #expect(await server.readLine() == #"text/xml; charset=utf-8 | "" | - | - | -"#)
            #expect(await server.readLine() == "sleeping")
            server.send("answer")
            let slowAnswer = try await slow.value
            #expect(slowAnswer == Text(text: ""))
            let trickle = Task {
                try await client.call(
                    Operands(), element: calcName("Trickle"), response: Text.self,
                    responseElement: calcName("TrickleResponse"))
            }
            #expect(await server.readLine() == #"text/xml; charset=utf-8 | "" | - | - | -"#)
            #expect(await server.readLine() == "sent half")
            server.send("rest")
            let trickleAnswer = try await trickle.value
            #expect(trickleAnswer == Text(text: String(repeating: "x", count: 1000)))
        }
    }
}
