import TestSupport

/// A SOAP calculator on 127.0.0.1, a ``PythonServer`` with ElementTree, answering in the
/// request envelope's version, with operations in the namespace `urn:example:calc`:
///
/// - `Add(a, b)` → `AddResponse(result)`; with a header entry `auth:Credentials` whose token is
///   not `t0k`, a `Client`/`Sender` fault; with a correct one, a response header `bill:Usage`.
/// - `Divide(a, b)` → `DivideResponse(result)`, or for `b` = 0 a `Client` (1.1, HTTP 500) or
///   `Sender` with a subcode, reasons in French and English, node, role (1.2, HTTP 400) fault,
///   with the detail `m:problem`.
/// - `Slow` → prints `sleeping`, then answers `SlowResponse` only once the test sends a line
///   (``PythonServer/send(_:)``): no timer that a test's cancellation could lose a race to, however
///   long the test's task waits for a thread.
/// - `Trickle` → sends the headers and the first half of a `TrickleResponse` envelope, prints
///   `sent half`, and sends the rest once the test sends a line (always `text/xml`, never
///   compressed, whatever the mode or the request's version).
/// - `Big(n)` → `BigResponse` with n bytes of text.
/// - `Bad` → `AddResponse` whose result is not a number.
/// - any envelope namespace other than the two versions' → a 1.1 `VersionMismatch` fault.
/// - the path `/error` → 503 with an HTML page; `/orders` → plain XML: `<order>` in, `<receipt>` out;
///   `/v11` answers every request with a 1.1 envelope.
///
/// For each request it prints one line, `Content-Type | SOAPAction | Content-Encoding |
/// Authorization | Cookie | header entries`, so tests check what was sent; mode `gzip` compresses
/// every response; mode `auth` requires basic authentication for `name` / `pa:ss` (else 401) and
/// sets a cookie on the first request.
enum SOAPServer {
    static let responder = #"""
        import xml.etree.ElementTree as ET
        mode = sys.argv[1] if len(sys.argv) > 1 else ""
        S11 = "http://schemas.xmlsoap.org/soap/envelope/"
        S12 = "http://www.w3.org/2003/05/soap-envelope"
        CALC = "urn:example:calc"

        def reply(request, status, body, content_type):
            body = body.encode()
            headers = [("Content-Type", content_type)]
            if mode == "gzip":
                body = gzip.compress(body)
                headers.append(("Content-Encoding", "gzip"))
            if mode == "auth":
                headers.append(("Set-Cookie", "session=s1; Path=/"))
            request.whole(body, headers, status)

        def envelope(request, ns, status, body, header=""):
            media = "text/xml; charset=utf-8" if ns == S11 else "application/soap+xml; charset=utf-8"
            xml = '<?xml version="1.0" encoding="UTF-8"?>\n<e:Envelope xmlns:e="%s">' % ns
            if header: xml += "<e:Header>%s</e:Header>" % header
            xml += "\n  <e:Body>%s</e:Body>\n</e:Envelope>" % body
            reply(request, status, xml, media)

        def fault(request, ns, text, detail=""):
            if ns == S11:
                body = "<e:Fault><faultcode>e:Client</faultcode><faultstring>%s</faultstring>" % text
                body += "<faultactor>http://calc.example/</faultactor>"
                if detail: body += "<detail>%s</detail>" % detail
                return envelope(request, S11, 500, body + "</e:Fault>")
            body = ('<e:Fault><e:Code><e:Value>e:Sender</e:Value><e:Subcode><e:Value xmlns:m="urn:example:calc">'
                    'm:DivisionByZero</e:Value></e:Subcode></e:Code><e:Reason><e:Text xml:lang="fr">division par z\u00e9ro'
                    '</e:Text><e:Text xml:lang="en">%s</e:Text></e:Reason><e:Node>http://calc.example/node</e:Node>'
                    '<e:Role>http://calc.example/role</e:Role>' % text)
            if detail: body += "<e:Detail>%s</e:Detail>" % detail
            envelope(request, S12, 400, body + "</e:Fault>")

        def respond(request):
            data = request.body
            if request.headers.get("Content-Encoding") == "gzip": data = gzip.decompress(data)
            if mode == "auth" and request.headers.get("Authorization") != "Basic " + base64.b64encode(b"name:pa:ss").decode():
                say("unauthorized")
                return request.whole(b"", [("WWW-Authenticate", 'Basic realm="calc"')], status=401)
            root = ET.fromstring(data)
            ns = root.tag[1:].split("}")[0] if root.tag.startswith("{") else ""
            header = root.find("{%s}Header" % ns)
            entries = []
            if header is not None:
                for entry in header:
                    attrs = ",".join("%s=%s" % (k, v) for k, v in sorted(entry.attrib.items()))
                    entries.append("%s[%s]%s" % (entry.tag, attrs, "".join(entry.itertext())))
            say(" | ".join([request.headers.get("Content-Type", "-"), request.headers.get("SOAPAction", "-"),
                            request.headers.get("Content-Encoding", "-"), request.headers.get("Cookie", "-"),
                            ";".join(entries) or "-"]))
            if request.route == "/error":
                return reply(request, 503, "<html><body>down for maintenance</body></html>", "text/html")
            if request.route == "/orders":
                item = root.findtext("item"); quantity = int(root.findtext("quantity"))
                return reply(request, 200, '<receipt number="R-1"><item>%s</item><total>%.2f</total></receipt>' % (item, quantity * 2.5), "application/xml")
            if ns not in (S11, S12):
                return envelope(request, S11, 500, "<e:Fault><faultcode>e:VersionMismatch</faultcode><faultstring>unknown envelope</faultstring></e:Fault>")
            body = root.find("{%s}Body" % ns)
            if request.route == "/v11": ns = S11
            op = body[0]
            name = op.tag.split("}")[1]
            number = lambda tag: int(op.findtext("{%s}%s" % (CALC, tag)))
            if name == "Add":
                usage = ""
                if header is not None:
                    credentials = header.find("{urn:example:auth}Credentials")
                    if credentials is not None:
                        if credentials.findtext("{urn:example:auth}token") != "t0k": return fault(request, ns, "bad token")
                        usage = '<b:Usage xmlns:b="urn:example:billing" b:unit="calls">1</b:Usage>'
                return envelope(request, ns, 200, '<c:AddResponse xmlns:c="%s"><c:result>%d</c:result></c:AddResponse>' % (CALC, number("a") + number("b")), usage)
            if name == "Divide":
                if number("b") == 0:
                    return fault(request, ns, "division by zero", '<m:problem xmlns:m="%s" m:severity="high"><m:operand>b</m:operand></m:problem>' % CALC)
                return envelope(request, ns, 200, '<c:DivideResponse xmlns:c="%s"><c:result>%d</c:result></c:DivideResponse>' % (CALC, number("a") // number("b")))
            if name == "Slow":
                say("sleeping")
                sys.stdin.readline()
                return envelope(request, ns, 200, '<c:SlowResponse xmlns:c="%s"/>' % CALC)
            if name == "Trickle":
                xml = ('<?xml version="1.0" encoding="UTF-8"?>\n<e:Envelope xmlns:e="%s"><e:Body>'
                       '<c:TrickleResponse xmlns:c="%s">%s</c:TrickleResponse></e:Body></e:Envelope>' % (ns, CALC, "x" * 1000)).encode()
                half = len(xml) // 2
                request.head(200, [("Content-Type", "text/xml; charset=utf-8"), ("Content-Length", str(len(xml)))])
                request.wfile.write(xml[:half])
                request.wfile.flush()
                say("sent half")
                sys.stdin.readline()
                request.wfile.write(xml[half:])
                return
            if name == "Big":
                return envelope(request, ns, 200, '<c:BigResponse xmlns:c="%s">%s</c:BigResponse>' % (CALC, "x" * number("n")))
            if name == "Bad":
                return envelope(request, ns, 200, '<c:AddResponse xmlns:c="%s">\n    <c:result>five</c:result></c:AddResponse>' % CALC)
        """#

    /// Runs `body` with a fresh server in `mode`, stopping it afterwards whatever happens.
    static func with(mode: String = "", _ body: (PythonServer) async throws -> Void) async throws {
        try await PythonServer.with(responder: responder, arguments: [mode], body)
    }
}
