import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Python HTTP server in a subprocess: the script binds 127.0.0.1 and a free port, prints the
/// port on its first line, then whatever the test waits for (each request it sees), so that tests
/// synchronize on the server's own lines instead of sleeping.
///
/// Most servers are a `respond(request)` function run by ``httpScript(_:)``, which supplies the
/// rest (see ``prelude``): `CannedServer`, XMLHTTPTests' SOAP service and document server,
/// XMLReadingTests' catalog server. XMLRPCTests' `SimpleXMLRPCServer` is a script of its own.
package final class PythonServer: @unchecked Sendable {
    // @unchecked Sendable: `pending` is touched by one reader at a time (a test awaits each line).

    let process = Process()
    /// The port the server listens on.
    package let port: Int

    let stdout = Pipe()
    let stdin = Pipe()
    private var pending = Data()

    /// Starts `script` with `arguments` and waits until it prints its port.
    package init(script: String, arguments: [String] = []) throws {
        struct NoPort: Error {}
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardOutput = stdout
        process.standardInput = stdin
        try launch(process)
        guard let port = Int(Self.readLine(from: stdout, pending: &pending)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw NoPort()
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/RPC2`.
    package var url: URL { URL(string: "http://127.0.0.1:\(port)/RPC2")! }

    /// `http://127.0.0.1:PORT/PATH?QUERY`.
    package func address(_ pathAndQuery: String) -> String { "http://127.0.0.1:\(port)/\(pathAndQuery)" }

    /// ``address(_:)`` as a URL.
    package func url(_ pathAndQuery: String) -> URL { URL(string: address(pathAndQuery))! }

    /// The next line the server prints (without its line feed), waiting for it: how a test knows
    /// that the server got to a point (`sleeping`) without sleeping itself. The wait blocks a
    /// thread of its own, not one of the few the concurrency runtime has, which the call the
    /// line waits for may need.
    ///
    /// A line that does not come within `seconds` (a request that never reached the server) is
    /// not waited for forever: the server is killed, the read ends with what it has (`""`), and
    /// the test fails on the line instead of hanging CI.
    package func readLine(within seconds: Double = 120) async -> String {
        await withCheckedContinuation { continuation in
            let arrival = Arrival()
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                if !arrival.happened, self.process.isRunning { kill(self.process.processIdentifier, SIGKILL) }
            }
            Thread.detachNewThread {
                let line = self.readLineBlocking()
                arrival.record()
                continuation.resume(returning: line)
            }
        }
    }

    /// Whether a line ``readLine(within:)`` waits for has come, as its watchdog asks.
    private final class Arrival: @unchecked Sendable {
        // @unchecked Sendable: `arrived` is read and written only under `lock`.
        private let lock = NSLock()
        private var arrived = false

        var happened: Bool { lock.withLock { arrived } }

        func record() { lock.withLock { arrived = true } }
    }

    /// Writes `line` and a line feed to the server's standard input: how a test lets a server
    /// that waits for it go on.
    package func send(_ line: String) {
        stdin.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next `count` lines the server prints.
    package func readLines(_ count: Int) async -> [String] {
        var lines: [String] = []
        for _ in 0..<count { lines.append(await readLine()) }
        return lines
    }

    private func readLineBlocking() -> String { Self.readLine(from: stdout, pending: &pending) }

    private static func readLine(from pipe: Pipe, pending: inout Data) -> String {
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending = Data(pending[min(end + 1, pending.endIndex)...])
        return line
    }

    /// Stops the server and waits for its process to end. SIGKILL, because the test runner may
    /// block SIGTERM, and children inherit that.
    package func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    package static func with(
        script: String, arguments: [String] = [], _ body: (PythonServer) async throws -> Void
    ) async throws {
        let server = try await started(script: script, arguments: arguments)
        do {
            try await body(server)
        } catch {
            await server.stopped()
            throw error
        }
        await server.stopped()
    }

    /// A server started as ``init(script:arguments:)`` starts it, on a thread of its own: waiting
    /// for Python to print its port (a second or more on a loaded machine) must not hold one of
    /// the few threads the concurrency runtime has, which every other test running at once needs.
    package static func started(script: String, arguments: [String] = []) async throws -> PythonServer {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try PythonServer(script: script, arguments: arguments) })
            }
        }
    }

    /// ``stop()`` on a thread of its own, for the same reason as ``started(script:arguments:)``.
    package func stopped() async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                self.stop()
                continuation.resume()
            }
        }
    }

    /// Runs `body` with a fresh server whose `respond(request)` is `responder` (Python, after
    /// ``prelude``), with `arguments` in `sys.argv[1:]`.
    package static func with(
        responder: String, arguments: [String] = [], _ body: (PythonServer) async throws -> Void
    ) async throws {
        try await with(script: httpScript(responder), arguments: arguments, body)
    }

    /// A server script: ``prelude``, then `responder`, which defines `respond(request)`, then the
    /// server's start.
    package static func httpScript(_ responder: String) -> String { prelude + "\n" + responder + "\nserve()\n" }

    /// What every server script shares (Python). `serve()` starts a `ThreadingHTTPServer` on
    /// 127.0.0.1, prints its port, and hands each GET and POST to the script's `respond(request)`,
    /// `request` being a `BaseHTTPRequestHandler` (HTTP/1.1) with:
    ///
    /// - `route` (the path), `query` (`{name: first value}`), `body` (the request's bytes);
    /// - `whole(body, headers, status)`: a response with a `Content-Length`;
    /// - `document(parts, headers)`: a `200` made of the bytes `parts()` yields (a function, called
    ///   twice for a `Content-Length`), framed as the request's query says: `chunked` sends one
    ///   chunk per part, otherwise a `Content-Length`; `gzip` compresses the whole
    ///   (`Content-Encoding: gzip`); `pause` waits for the test (`wait_for_test()`) where a part is
    ///   `None` (without `pause`, `None` is skipped); `cut=K` sends a `Content-Length` for the
    ///   whole but only the first K parts, then closes the connection. At the end it prints
    ///   `sent BYTES bytes`;
    /// - `not_found()`: a 404 with a small HTML page.
    ///
    /// `say(line)` prints a line for the test; `wait_for_test()` prints `waiting`, waits for a
    /// line on stdin (``send(_:)``), then prints `resumed`. A client that goes away while a
    /// response is written prints `client gone`.
    package static let prelude = #"""
        import base64, gzip, json, sys, threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        from urllib.parse import urlparse, parse_qs

        def say(line):
            print(line, flush=True)

        def wait_for_test():
            say("waiting")
            sys.stdin.readline()
            say("resumed")

        XML = (("Content-Type", "application/xml"),)

        class Request(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass

            def head(self, status, headers):
                self.send_response(status)
                for name, value in headers: self.send_header(name, value)
                self.end_headers()

            def whole(self, body, headers=XML, status=200):
                self.head(status, list(headers) + [("Content-Length", str(len(body)))])
                self.wfile.write(body)

            def not_found(self):
                self.whole(b"<html>not here</html>", [("Content-Type", "text/html")], status=404)

            def document(self, parts, headers=XML):
                query, chunked = self.query, "chunked" in self.query
                if "gzip" in query:
                    body = gzip.compress(b"".join(part for part in parts() if part is not None))
                    return self.whole(body, list(headers) + [("Content-Encoding", "gzip")])
                if chunked:
                    self.head(200, list(headers) + [("Transfer-Encoding", "chunked")])
                else:
                    length = sum(len(part) for part in parts() if part is not None)
                    self.head(200, list(headers) + [("Content-Length", str(length))])
                sent, count = 0, 0
                for part in parts():
                    if part is None:
                        if "pause" in query: wait_for_test()
                        continue
                    if "cut" in query and count == int(query["cut"]):
                        self.wfile.flush()
                        self.close_connection = True
                        return
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part) if chunked else part)
                    self.wfile.flush()
                    sent, count = sent + len(part), count + 1
                if chunked: self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
                say("sent %d bytes" % sent)

            def answer(self):
                url = urlparse(self.path)
                self.route = url.path
                self.query = {name: values[0] for name, values in parse_qs(url.query).items()}
                self.body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                try:
                    respond(self)
                except (BrokenPipeError, ConnectionResetError):
                    say("client gone")

            def do_GET(self): self.answer()
            def do_POST(self): self.answer()

        def serve():
            server = ThreadingHTTPServer(("127.0.0.1", 0), Request)
            say(server.server_address[1])
            server.serve_forever()
        """#
}
