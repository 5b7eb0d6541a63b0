import Foundation

/// An HTTP server on 127.0.0.1 that answers every POST and GET with one canned response (status,
/// headers, body bytes), and prints each request it gets as one line of JSON:
/// `{"headers": [[name, value]…], "body": "…"}`, so that tests see exactly what was sent.
package enum CannedServer {
    static let script = #"""
        import sys, json, base64
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        spec = json.loads(sys.argv[1])
        body = base64.b64decode(spec["body"])

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args): pass
            def do_POST(self):
                data = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                print(json.dumps({"headers": [[k, v] for k, v in self.headers.items()],
                                  "body": data.decode("utf-8", "replace")}), flush=True)
                self.send_response(spec["status"])
                for name, value in spec["headers"]: self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass
            do_GET = do_POST

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    /// One request as the server saw it.
    package struct Request: Sendable {
        package var headers: [(name: String, value: String)]
        package var body: String

        /// The value of the header `name` (case-insensitive), if sent.
        package func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// Runs `body` with a server answering `status`, `headers` and `response`.
    package static func with(
        status: Int = 200, headers: [(String, String)] = [("Content-Type", "text/xml; charset=utf-8")],
        response: Data, _ body: (PythonServer) async throws -> Void
    ) async throws {
        let spec: [String: Any] = [
            "status": status, "headers": headers.map { [$0.0, $0.1] }, "body": response.base64EncodedString(),
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        try await PythonServer.with(script: script, arguments: [json], body)
    }

    /// The same, with a text body.
    package static func with(
        status: Int = 200, headers: [(String, String)] = [("Content-Type", "text/xml; charset=utf-8")],
        response: String, _ body: (PythonServer) async throws -> Void
    ) async throws {
        try await with(status: status, headers: headers, response: Data(response.utf8), body)
    }

    /// Parses a line the server printed.
    package static func request(_ line: String) -> Request? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let headers = object["headers"] as? [[String]], let body = object["body"] as? String
        else { return nil }
        return Request(headers: headers.map { ($0[0], $0[1]) }, body: body)
    }
}
