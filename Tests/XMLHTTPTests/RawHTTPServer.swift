import Foundation
import TestSupport

/// A server on 127.0.0.1, in Python over plain sockets, answering GETs with responses written
/// byte for byte, as no HTTP library would send them: redirections, bare line feeds, interim
/// responses, deflate and multi-member gzip bodies, silence, garbage. Each request prints one
/// JSON line: `{"path": "/final?n=2", "headers": {"cookie": "s=1", …}}` (names lowercased).
///
/// - `/final?n=N`: N books (as `DocumentServer`'s), `Content-Length`;
/// - `/redirect?to=URL&status=S`: status S (302 by default) to URL, setting the cookie `s=1`;
/// - `/redirect-utf8`: 302 to `/final?n=1&x=café`, the `é` as raw UTF-8 bytes;
/// - `/loop`: 302 to itself;
/// - `/continue`: `100 Continue`, then 200 with 2 books;
/// - `/bare-lf`: 2 books, every line of the head ending with a bare LF;
/// - `/deflate`, `/deflate-raw`, `/gzip-members`: 3 books as zlib, raw deflate, two gzip members;
/// - `/gzip-truncated`: 3 books as gzip, cut before its end;
/// - `/garbage`: `SMTP ready` for a status line;
/// - `/huge-head`: a head of 70,000 bytes;
/// - `/silent`: nothing, until the client goes.
enum RawHTTPServer {
    static let script = #"""
        import sys, json, socket, threading, gzip, zlib
        from urllib.parse import urlparse, parse_qs

        def books(n):
            return b"<catalog>\n" + b"".join(('<book id="%d"><title>Book %d</title></book>\n' % (i, i)).encode()
                                             for i in range(1, n + 1)) + b"</catalog>\n"

        def response(status, fields, body, eol=b"\r\n"):
            head = b"HTTP/1.1 " + status.encode() + eol
            for name, value in fields + [("Content-Length", str(len(body))), ("Connection", "close")]:
                head += name.encode() + b": " + value.encode() + eol
            return head + eol + body

        def answer(path, query):
            n = int(query.get("n", ["3"])[0])
            if path == "/final":
                return response("200 OK", [("Content-Type", "application/xml")], books(n))
            if path == "/redirect":
                status = query.get("status", ["302"])[0]
                return response(status + " Moved", [("Location", query["to"][0]), ("Set-Cookie", "s=1; Path=/")], b"")
            if path == "/redirect-utf8":
                return response("302 Found", [("Location", "/final?n=1&x=caf\u00e9")], b"")
            if path == "/loop":
                return response("302 Found", [("Location", "/loop")], b"")
            if path == "/continue":
                return b"HTTP/1.1 100 Continue\r\n\r\n" + response("200 OK", [], books(2))
            if path == "/bare-lf":
                return response("200 OK", [("Content-Type", "application/xml")], books(2), eol=b"\n")
            if path == "/deflate":
                return response("200 OK", [("Content-Encoding", "deflate")], zlib.compress(books(3)))
            if path == "/deflate-raw":
                packer = zlib.compressobj(wbits=-15)
                return response("200 OK", [("Content-Encoding", "deflate")], packer.compress(books(3)) + packer.flush())
            if path == "/gzip-members":
                body = books(3)
                return response("200 OK", [("Content-Encoding", "gzip")],
                                gzip.compress(body[:40]) + gzip.compress(body[40:]))
            if path == "/gzip-truncated":
                return response("200 OK", [("Content-Encoding", "gzip")], gzip.compress(books(3))[:-12])
            if path == "/garbage":
                return b"SMTP ready\r\n\r\n"
            if path == "/huge-head":
                return response("200 OK", [("X-Padding", "x" * 70000)], books(1))
            if path == "/silent":
                return None
            return response("404 Not Found", [], b"no")

        def serve(connection):
            with connection:
                data = b""
                while b"\r\n\r\n" not in data:
                    more = connection.recv(65536)
                    if not more: return
                    data += more
                lines = data.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
                target = lines[0].split(" ")[1]
                headers = {}
                for line in lines[1:]:
                    name, value = line.split(":", 1)
                    headers[name.strip().lower()] = value.strip()
                print(json.dumps({"path": target, "headers": headers}), flush=True)
                url = urlparse(target)
                reply = answer(url.path, parse_qs(url.query))
                if reply is None:
                    while connection.recv(65536): pass
                    return
                connection.sendall(reply)

        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        print(listener.getsockname()[1], flush=True)
        while True:
            connection, _ = listener.accept()
            threading.Thread(target=serve, args=(connection,), daemon=True).start()
        """#

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    static func with(_ body: (PythonServer) async throws -> Void) async throws {
        try await PythonServer.with(script: script, body)
    }

    /// A request as the server printed it.
    struct Request: Decodable, Equatable {
        var path: String
        var headers: [String: String]
    }

    /// The next request the server got.
    static func request(_ server: PythonServer) async throws -> Request {
        try JSONDecoder().decode(Request.self, from: Data(await server.readLine().utf8))
    }
}
