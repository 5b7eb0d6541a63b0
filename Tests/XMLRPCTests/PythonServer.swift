import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Python's `xmlrpc.server.SimpleXMLRPCServer` on 127.0.0.1 and a free port, in a subprocess.
final class PythonServer {
    static let script = #"""
        import sys, time, xmlrpc.client
        from xmlrpc.server import SimpleXMLRPCServer
        server = SimpleXMLRPCServer(("127.0.0.1", 0), allow_none=True, logRequests=False, use_builtin_types=True)
        def echo(*args): return list(args)
        def fail(code, text): raise xmlrpc.client.Fault(code, text)
        def posts(n):
            return [{"postid": i, "title": "Post <%d> & more" % i, "tags": ["t%d" % (i % 7), "x"],
                     "dateCreated": xmlrpc.client.DateTime("20240301T10:%02d:%02d" % (i // 60 % 60, i % 60))} for i in range(n)]
        def sleep(seconds):
            time.sleep(seconds)
            return True
        for function in (echo, fail, posts, sleep): server.register_function(function)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    let process = Process()
    let port: Int

    init() throws {
        struct NoPort: Error {}
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script]
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw NoPort()
        }
        self.port = port
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/RPC2")! }

    /// Stops the server and waits for its process to end. SIGKILL, because the test runner may
    /// block SIGTERM, and children inherit that.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    static func with(_ body: (PythonServer) async throws -> Void) async throws {
        let server = try PythonServer()
        defer { server.stop() }
        try await body(server)
    }
}
