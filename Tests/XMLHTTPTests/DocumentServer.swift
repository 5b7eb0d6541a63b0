import Foundation
import TestSupport

/// A document server on 127.0.0.1 (a ``PythonServer``), serving book catalogs
/// (`<catalog><book id="1"><title>Book 1</title></book>…</catalog>`) the ways servers do:
///
/// - `/books?n=N`: N books, one part per book, framed as the query says (`PythonServer.prelude`'s
///   `document`): with a `Content-Length`, or `&chunked=1`, `&gzip=1`; `&pause=1` sends the head
///   and the first book, then waits for the test (prints `waiting`) before it sends the rest (how
///   a test knows a book arrived before the last byte was sent); `&cut=K` ends the connection
///   after K parts (the catalog's start tag is the first) of a body whose `Content-Length` is the
///   whole's;
/// - `/latin1`: `<catalog><book id="1"><title>Café</title></book></catalog>` in ISO-8859-1,
///   without a declaration, `Content-Type: application/xml; charset=ISO-8859-1`; `/latin1-declared-utf8`
///   the same bytes with `encoding="UTF-8"` in a declaration;
/// - `/auth?n=N`: N books for basic authentication as `name` / `pa:ss`, else 401;
/// - `/redirect?to=URL`: a 302 to URL;
/// - anything else: 404.
///
/// Each request prints `GET PATH`, then `X-Trace: …` and `Authorization: …` when it has them.
enum DocumentServer {
    static let responder = #"""
        def books(n):
            yield b"<catalog>\n"
            for i in range(1, n + 1):
                yield ('<book id="%d"><title>Book %d</title></book>\n' % (i, i)).encode()
                if i == 1: yield None
            yield b"</catalog>\n"

        def respond(request):
            path, n = request.route, int(request.query.get("n", "3"))
            say("GET " + path)
            for name in ("X-Trace", "Authorization"):
                if name in request.headers: say("%s: %s" % (name, request.headers[name]))
            if path == "/books":
                request.document(lambda: books(n))
            elif path == "/latin1":
                body = '<catalog><book id="1"><title>Caf\u00e9</title></book></catalog>'.encode("latin-1")
                request.whole(body, [("Content-Type", "application/xml; charset=ISO-8859-1")])
            elif path == "/latin1-declared-utf8":
                body = '<?xml version="1.0" encoding="UTF-8"?><catalog><book id="1"><title>Caf\u00e9</title></book></catalog>'.encode("latin-1")
                request.whole(body, [("Content-Type", 'text/xml; charset="iso-8859-1"')])
            elif path == "/auth":
                if request.headers.get("Authorization") != "Basic " + base64.b64encode(b"name:pa:ss").decode():
                    return request.whole(b"no", [("WWW-Authenticate", 'Basic realm="books"')], status=401)
                request.document(lambda: books(n))
            elif path == "/redirect":
                request.whole(b"", [("Location", request.query["to"])], status=302)
            else:
                request.not_found()
        """#

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    static func with(_ body: (PythonServer) async throws -> Void) async throws {
        try await PythonServer.with(responder: responder, body)
    }
}
