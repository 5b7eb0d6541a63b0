import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Python HTTP server in a subprocess: the script binds 127.0.0.1 and a free port, prints the
/// port on its first line, then whatever the test waits for (each request it sees), so that tests
/// synchronize on the server's own lines instead of sleeping. XMLRPCTests' `SimpleXMLRPCServer`,
/// XMLHTTPTests' SOAP service and XMLReadingTests' document server are such scripts.
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
        try process.run()
        guard let port = Int(Self.readLine(from: stdout, pending: &pending)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw NoPort()
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/RPC2`.
    package var url: URL { URL(string: "http://127.0.0.1:\(port)/RPC2")! }

    /// The next line the server prints (without its line feed), waiting for it: how a test knows
    /// that the server got to a point (`sleeping`) without sleeping itself. The wait blocks a
    /// thread of its own, not one of the few the concurrency runtime has, which the call the
    /// line waits for may need.
    package func readLine() async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.readLineBlocking()) }
        }
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
        let server = try PythonServer(script: script, arguments: arguments)
        defer { server.stop() }
        try await body(server)
    }
}
