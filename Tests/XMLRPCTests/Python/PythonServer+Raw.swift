import TestSupport

extension PythonServer {
    /// An `http.server` that answers XML-RPC by hand, for what `SimpleXMLRPCServer` does not do;
    /// the first argument picks the behavior:
    ///
    /// - `auth`: requires `Authorization: Basic` for `name` and `pa:ss`, else answers 401 with
    ///   `WWW-Authenticate`; returns the method's name and the `X-Trace` header.
    /// - `session`: `login(name)` sets the cookie `session`; `whoami` returns the name the cookie
    ///   belongs to, or fault 3 without it; no `system.multicall`.
    /// - `big`: `big(n)` returns a string of n bytes with a `Content-Length`; `stream(n)` the same
    ///   without one, in chunks, until it closes the connection.
    /// - `lenient`: `wide` returns `<i4>5000000000</i4>`, `stringFault` a fault whose faultCode is a
    ///   string, as Python's own marshaller never writes them; `system.methodSignature` a signature.
    static let rawScript = #"""
        import sys, base64, xmlrpc.client
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        mode = sys.argv[1]
        names = {}

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args): pass

            def reply(self, status, body, headers=(), length=True):
                self.send_response(status)
                self.send_header("Content-Type", "text/xml")
                if length: self.send_header("Content-Length", str(len(body)))
                for name, value in headers: self.send_header(name, value)
                self.end_headers()
                try:
                    for start in range(0, len(body), 65536): self.wfile.write(body[start:start + 65536])
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def value(self, value, headers=()):
                self.reply(200, xmlrpc.client.dumps((value,), methodresponse=True, allow_none=True).encode(), headers)

            def fault(self, code, text):
                self.reply(200, xmlrpc.client.dumps(xmlrpc.client.Fault(code, text), methodresponse=True).encode())

            def do_POST(self):
                params, method = xmlrpc.client.loads(self.rfile.read(int(self.headers["Content-Length"])))
                if mode == "auth":
                    expected = "Basic " + base64.b64encode(b"name:pa:ss").decode()
                    if self.headers.get("Authorization") != expected:
                        return self.reply(401, b"Unauthorized", [("WWW-Authenticate", 'Basic realm="rpc"')])
                    return self.value([method, self.headers.get("X-Trace", "")])
                if mode == "session":
                    if method == "login":
                        names["token-" + params[0]] = params[0]
                        return self.value(True, [("Set-Cookie", "session=token-%s; Path=/" % params[0])])
                    cookie = self.headers.get("Cookie", "")
                    name = next((names[c[8:]] for c in cookie.split("; ") if c.startswith("session=") and c[8:] in names), None)
                    if name is None: return self.fault(3, "not logged in")
                    if method == "whoami": return self.value(name)
                    return self.fault(1, 'method "%s" is not supported' % method)
                if mode == "big":
                    body = b'<?xml version="1.0"?><methodResponse><params><param><value><string>' + b"x" * params[0]
                    body += b"</string></value></param></params></methodResponse>"
                    return self.reply(200, body, length=(method == "big"))
                if mode == "lenient":
                    if method == "system.methodSignature": return self.value([["int", "int", "int"]])
                    if method == "wide":
                        return self.reply(200, b'<?xml version="1.0"?>\n<methodResponse><params><param><value><i4>5000000000</i4></value></param></params></methodResponse>')
                    return self.reply(200, b'<?xml version="1.0"?>\n<methodResponse><fault><value><struct><member><name>faultCode</name><value><string>Server.Unavailable</string></value></member><member><name>faultString</name><value><string>Try later.</string></value></member></struct></value></fault></methodResponse>')

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#
}
