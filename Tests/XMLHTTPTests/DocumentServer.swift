import Foundation
import TestSupport

/// A document server on 127.0.0.1, in Python (`http.server`, HTTP/1.1), serving book catalogs
/// (`<catalog><book id="1"><title>Book 1</title></book>…</catalog>`) the ways servers do:
///
/// - `/chunked?n=N`: N books, `Transfer-Encoding: chunked`, one chunk per book;
/// - `/length?n=N`: N books with a `Content-Length`;
/// - `/trickle?n=N`: the head and the first book, then prints `waiting` and waits for a line
///   on its standard input before it sends the rest (how a test knows a book arrived before
///   the last byte was sent);
/// - `/gzip?n=N`: N books, `Content-Encoding: gzip`;
/// - `/latin1`: `<catalog><book id="1"><title>Café</title></book></catalog>` in ISO-8859-1,
///   without a declaration, `Content-Type: application/xml; charset=ISO-8859-1`; `/latin1-declared-utf8`
///   the same bytes with `encoding="UTF-8"` in a declaration;
/// - `/drop`: a `Content-Length` of 100000, half a document, then the connection closes;
/// - `/auth?n=N`: N books for basic authentication as `name` / `pa:ss`, else 401;
/// - anything else: 404.
///
/// Each request prints `GET PATH`.
enum DocumentServer {
    static let script = #"""
        import sys, gzip, base64
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        from urllib.parse import urlparse, parse_qs

        def books(n):
            return [('<book id="%d"><title>Book %d</title></book>\n' % (i, i)).encode() for i in range(1, n + 1)]

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass

            def head(self, status, headers):
                self.send_response(status)
                for name, value in headers: self.send_header(name, value)
                self.end_headers()

            def whole(self, body, headers=(("Content-Type", "application/xml"),), status=200):
                self.head(status, list(headers) + [("Content-Length", str(len(body)))])
                self.wfile.write(body)

            def chunk(self, data):
                self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
                self.wfile.flush()

            def do_GET(self):
                url = urlparse(self.path)
                n = int(parse_qs(url.query).get("n", ["3"])[0])
                print("GET " + url.path, flush=True)
                try:
                    if url.path == "/chunked" or url.path == "/trickle":
                        self.head(200, [("Content-Type", "application/xml"), ("Transfer-Encoding", "chunked")])
                        self.chunk(b"<catalog>\n")
                        parts = books(n)
                        for index, part in enumerate(parts):
                            self.chunk(part)
                            if index == 0 and url.path == "/trickle":
                                print("waiting", flush=True)
                                sys.stdin.readline()
                                print("resumed", flush=True)
                        self.chunk(b"</catalog>\n")
                        self.wfile.write(b"0\r\n\r\n")
                    elif url.path == "/length":
                        self.whole(b"<catalog>\n" + b"".join(books(n)) + b"</catalog>\n")
                    elif url.path == "/gzip":
                        body = gzip.compress(b"<catalog>\n" + b"".join(books(n)) + b"</catalog>\n")
                        self.whole(body, [("Content-Type", "application/xml"), ("Content-Encoding", "gzip")])
                    elif url.path == "/latin1":
                        body = '<catalog><book id="1"><title>Caf\u00e9</title></book></catalog>'.encode("latin-1")
                        self.whole(body, [("Content-Type", "application/xml; charset=ISO-8859-1")])
                    elif url.path == "/latin1-declared-utf8":
                        body = '<?xml version="1.0" encoding="UTF-8"?><catalog><book id="1"><title>Caf\u00e9</title></book></catalog>'.encode("latin-1")
                        self.whole(body, [("Content-Type", 'text/xml; charset="iso-8859-1"')])
                    elif url.path == "/drop":
                        self.head(200, [("Content-Type", "application/xml"), ("Content-Length", "100000")])
                        self.wfile.write(b"<catalog>\n" + b"".join(books(3)))
                        self.wfile.flush()
                        self.close_connection = True
                    elif url.path == "/auth":
                        if self.headers.get("Authorization") != "Basic " + base64.b64encode(b"name:pa:ss").decode():
                            return self.whole(b"no", [("WWW-Authenticate", 'Basic realm="books"')], status=401)
                        self.whole(b"<catalog>\n" + b"".join(books(n)) + b"</catalog>\n")
                    else:
                        self.whole(b"<html>not here</html>", [("Content-Type", "text/html")], status=404)
                except (BrokenPipeError, ConnectionResetError):
                    print("client gone", flush=True)

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    static func with(_ body: (PythonServer) async throws -> Void) async throws {
        try await PythonServer.with(script: script, body)
    }
}

extension PythonServer {
    /// `http://127.0.0.1:PORT/PATH`.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }
}
