import Foundation

/// An HTTP server on 127.0.0.1 that answers every POST and GET with one canned response (status,
/// headers, body bytes), and prints each request it gets as one line of JSON:
/// `{"headers": [[name, value]…], "body": "…"}`, so that tests see exactly what was sent. A
/// ``PythonServer`` whose responder is ``responder``.
package enum CannedServer {
    static let responder = #"""
        spec = json.loads(sys.argv[1])
        canned = base64.b64decode(spec["body"])

        def respond(request):
            say(json.dumps({"headers": [[k, v] for k, v in request.headers.items()],
                            "body": request.body.decode("utf-8", "replace")}))
            request.whole(canned, spec["headers"], spec["status"])
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
        try await PythonServer.with(responder: responder, arguments: [json], body)
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
