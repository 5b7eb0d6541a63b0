import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Python's `xmlrpc.server.SimpleXMLRPCServer` on 127.0.0.1 and a free port, in a subprocess,
/// with introspection and `system.multicall`: without multicall given the argument `nomulticall`,
/// printing `request METHOD` for each HTTP request given `log`, compressing every response and
/// printing each request's `encoding …` given `gzip`. (Or one of the raw HTTP servers of
/// ``rawScript``.)
final class PythonServer: @unchecked Sendable {
    // @unchecked Sendable: `pending` is touched by one reader at a time (a test awaits each line).
    static let script = #"""
        import sys, time, xmlrpc.client
        from xmlrpc.server import SimpleXMLRPCServer, SimpleXMLRPCRequestHandler
        class Handler(SimpleXMLRPCRequestHandler):
            # "gzip": every response gzip-compressed for a client that accepts it, and each
            # request's Content-Encoding printed.
            if "gzip" in sys.argv[1:]:
                encode_threshold = 0
                def decode_request_content(self, data):
                    print("encoding", self.headers.get("content-encoding", "identity"), flush=True)
                    return super().decode_request_content(data)
        server = SimpleXMLRPCServer(("127.0.0.1", 0), requestHandler=Handler, allow_none=True, logRequests=False,
                                    use_builtin_types=True)
        def echo(*args): return list(args)
        def fail(code, text): raise xmlrpc.client.Fault(code, text)
        def posts(n):
            return [{"postid": i, "title": "Post <%d> & more" % i, "tags": ["t%d" % (i % 7), "x"],
                     "dateCreated": xmlrpc.client.DateTime("20240301T10:%02d:%02d" % (i // 60 % 60, i % 60))} for i in range(n)]
        def sleep(seconds):
            print("sleeping", flush=True)
            time.sleep(seconds)
            return True
        def add(a, b):
            "Adds two integers."
            return a + b
        for function in (echo, fail, posts, sleep, add): server.register_function(function)
        server.register_introspection_functions()
        if "nomulticall" not in sys.argv[1:]: server.register_multicall_functions()
        if "log" in sys.argv[1:]:
            dispatch = server._marshaled_dispatch
            def logged(data, dispatch_method=None, path=None):
                print("request", xmlrpc.client.loads(data)[1], flush=True)
                return dispatch(data, dispatch_method, path)
            server._marshaled_dispatch = logged
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    let process = Process()
    let port: Int

    let stdout = Pipe()
    private var pending = Data()

    /// Starts `script` with `arguments` and waits until it prints its port.
    init(script: String = PythonServer.script, arguments: [String] = []) throws {
        struct NoPort: Error {}
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardOutput = stdout
        try process.run()
        guard let port = Int(Self.readLine(from: stdout, pending: &pending)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw NoPort()
        }
        self.port = port
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/RPC2")! }

    /// The next line the server prints (without its line feed), waiting for it: how a test knows
    /// that the server got to a point (`sleeping`) without sleeping itself. The wait blocks a
    /// thread of its own, not one of the few the concurrency runtime has, which the call the
    /// line waits for may need.
    func readLine() async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.readLineBlocking()) }
        }
    }

    /// The next `count` lines the server prints.
    func readLines(_ count: Int) async -> [String] {
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
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    static func with(
        script: String = PythonServer.script, arguments: [String] = [], _ body: (PythonServer) async throws -> Void
    ) async throws {
        let server = try PythonServer(script: script, arguments: arguments)
        defer { server.stop() }
        try await body(server)
    }
}
