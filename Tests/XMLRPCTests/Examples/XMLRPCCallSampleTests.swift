import Foundation
import TestSupport
import Testing

/// Runs the built `xmlrpc-call` sample against Python's `SimpleXMLRPCServer` (``script``): its
/// whole output and exit status.
@Suite(.serialized) struct XMLRPCCallSampleTests {
    /// `SimpleXMLRPCServer` with introspection and `system.multicall` (not given `nomulticall`),
    /// printing `request METHOD` for each request it dispatches. Given `auth`, it answers 401
    /// unless the request carries basic authentication for `name` and `pa:ss`; given `gzip`, it
    /// compresses every response for a client that accepts it and prints each request's and
    /// response's `Content-Encoding`. `header(NAME)` returns a request header, `login(NAME)` sets a
    /// session cookie that `whoami` reads, `wait` prints `waiting` and blocks for a minute, and
    /// `broken` answers a response that is not well-formed.
    static let script = #"""
        import sys, base64, threading, xmlrpc.client
        from xmlrpc.server import SimpleXMLRPCServer, SimpleXMLRPCRequestHandler
        modes = sys.argv[1:]
        current = {"handler": None, "cookie": None}
        sessions = {}

        class Handler(SimpleXMLRPCRequestHandler):
            if "gzip" in modes:
                encode_threshold = 0

            def decode_request_content(self, data):
                if "gzip" in modes:
                    print("request encoding", self.headers.get("Content-Encoding", "identity"), flush=True)
                return super().decode_request_content(data)

            def do_POST(self):
                current["handler"], current["cookie"] = self, None
                expected = "Basic " + base64.b64encode(b"name:pa:ss").decode()
                if "auth" in modes and self.headers.get("Authorization") != expected:
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="rpc"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                super().do_POST()

            def send_header(self, name, value):
                if name == "Content-Encoding":
                    print("response encoding", value, flush=True)
                super().send_header(name, value)

            def end_headers(self):
                if current["cookie"]:
                    super().send_header("Set-Cookie", current["cookie"])
                super().end_headers()

        server = SimpleXMLRPCServer(("127.0.0.1", 0), requestHandler=Handler, allow_none=True, logRequests=False,
                                    use_builtin_types=True)

        def echo(*args): return list(args)
        def fail(code, text): raise xmlrpc.client.Fault(code, text)
        def add(a, b):
            "Adds two integers."
            return a + b
        def header(name): return current["handler"].headers.get(name, "")
        def login(name):
            sessions["token-" + name] = name
            current["cookie"] = "session=token-%s; Path=/" % name
            return True
        def whoami():
            for part in current["handler"].headers.get("Cookie", "").split("; "):
                if part.startswith("session=") and part[8:] in sessions: return sessions[part[8:]]
            raise xmlrpc.client.Fault(3, "not logged in")
        def wait():
            print("waiting", flush=True)
            threading.Event().wait(60)
            return True
        for function in (echo, fail, add, header, login, whoami, wait): server.register_function(function)
        server.register_introspection_functions()
        if "nomulticall" not in modes: server.register_multicall_functions()

        dispatch = server._marshaled_dispatch
        def logged(data, dispatch_method=None, path=None):
            method = xmlrpc.client.loads(data)[1]
            print("request", method, flush=True)
            if method == "broken":
                return b'<?xml version="1.0"?>\n<methodResponse>\n<params>\n</methodResponse>\n'
            return dispatch(data, dispatch_method, path)
        server._marshaled_dispatch = logged
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    static let usage = """
        usage: xmlrpc-call [OPTIONS] URL METHOD [ARG…]
               xmlrpc-call [OPTIONS] --multicall URL FILE
        Calls METHOD with each ARG, an XML-RPC value in tagged JSON ({"int": 7}, {"string": "x"},
        {"array": […]}, {"struct": {…}}), and prints the result the same way. FILE holds a JSON array
        of {"method": METHOD, "params": [ARG…]}; the results print as one array, in order.
        options:
          --user NAME:PASSWORD  basic authentication (or http://NAME:PASSWORD@host/ in URL)
          --header NAME:VALUE   an HTTP header sent with every call (repeatable)
          --gzip                compress requests (gzip responses are always accepted)
          --timeout SECONDS     time limit for the whole call
          --max-bytes N         largest response accepted, decompressed (default 67108864)
        exit status: 0 a result, 3 a fault, 1 no readable answer, 2 a usage error or malformed ARG

        """

    struct Run: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout = ""
        var stderr = ""
        var description: String {
            "status \(status), stdout \(stdout.debugDescription), stderr \(stderr.debugDescription)"
        }
    }

    /// Runs `xmlrpc-call` with `arguments` to its end. The wait blocks a thread of its own, not
    /// one of the concurrency runtime's few.
    static func call(_ arguments: [String]) async throws -> Run {
        let run = try await runProgramDetached(sampleExecutable("xmlrpc-call"), arguments)
        return Run(status: run.status, stdout: run.output, stderr: run.error)
    }

    /// A multicall FILE holding `json`, removed after `body`.
    static func withFile(_ json: String, _ body: (String) async throws -> Void) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("calls-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try await body(url.path)
    }

    static func withServer(_ modes: [String] = [], _ body: (PythonServer) async throws -> Void) async throws {
        try await PythonServer.with(script: script, arguments: modes, body)
    }

    @Test func aCallPrintsItsResultAsTaggedJSON() async throws {
        try await Self.withServer { server in
            let run = try await Self.call([
                server.url.absoluteString, "echo", #"{"int": 7}"#, #"{"string": "x <&> é \u00e9 \ud83d\ude00 \n"}"#,
                #"{"boolean": true}"#, #"{"double": 4.5}"#, #"{"double": -1e+100}"#,
                #"{"dateTime": "1998-07-17T14:08:55"}"#, #"{"base64": "AAEC/w=="}"#, #"{"nil": null}"#,
                #"{"array": [{"int": -1}, {"array": []}]}"#, #"{"struct": {"b": {"int": 1}, "a": {"struct": {}}}}"#,
                #"{"i4": 4}"#, #"{"i8": 8}"#, #"{"dateTime.iso8601": "19980717T14:08:55"}"#,
                " \n{ \"int\" :\t-0 } ",
            ])
            #expect(
                run
                    == Run(
                        status: 0,
                        stdout:
                            #"{"array": [{"int": 7}, {"string": "x <&> é é 😀 \n"}, {"boolean": true}, {"double": 4.5}, {"double": -1e+100}, {"dateTime": "1998-07-17T14:08:55"}, {"base64": "AAEC/w=="}, {"nil": null}, {"array": [{"int": -1}, {"array": []}]}, {"struct": {"b": {"int": 1}, "a": {"struct": {}}}}, {"int": 4}, {"int": 8}, {"dateTime": "1998-07-17T14:08:55"}, {"int": 0}]}"#
                            + "\n"))
            #expect(await server.readLine() == "request echo")
        }
    }

    @Test func listMethods() async throws {
        try await Self.withServer { server in
            let run = try await Self.call([server.url.absoluteString, "system.listMethods"])
            let names = [
                "add", "echo", "fail", "header", "login", "system.listMethods", "system.methodHelp",
                "system.methodSignature", "system.multicall", "wait", "whoami",
            ]
            let json = #"{"array": ["# + names.map { #"{"string": "\#($0)"}"# }.joined(separator: ", ") + "]}\n"
            #expect(run == Run(status: 0, stdout: json))
        }
    }

    @Test func aFaultPrintsAsJSONAndExitsWith3() async throws {
        try await Self.withServer { server in
            let run = try await Self.call([
                server.url.absoluteString, "fail", #"{"int": 42}"#, #"{"string": "boom <&>"}"#,
            ])
            #expect(run == Run(status: 3, stdout: #"{"fault": {"faultCode": 42, "faultString": "boom <&>"}}"# + "\n"))
        }
    }

    @Test func aMulticallPrintsEachResultOrFaultInOrder() async throws {
        try await Self.withServer { server in
            let calls = """
                [{"method": "add", "params": [{"int": 1}, {"int": 2}]},
                 {"method": "fail", "params": [{"int": 4}, {"string": "no \\"way\\""}]},
                 {"params": [{"struct": {"z": {"nil": null}, "y": {"int": 1}}}], "method": "echo"},
                 {"method": "system.methodHelp", "params": [{"string": "add"}]}]
                """
            try await Self.withFile(calls) { file in
                let run = try await Self.call(["--multicall", server.url.absoluteString, file])
                #expect(
                    run
                        == Run(
                            status: 3,
                            stdout:
                                #"[{"int": 3}, {"fault": {"faultCode": 4, "faultString": "no \"way\""}}, {"array": [{"struct": {"z": {"nil": null}, "y": {"int": 1}}}]}, {"string": "Adds two integers."}]"#
                                + "\n"))
            }
            // One round trip.
            #expect(await server.readLine() == "request system.multicall")
            try await Self.withFile(#"[{"method": "add", "params": [{"int": 1}, {"int": 2}]}]"#) { file in
                let run = try await Self.call(["--multicall", server.url.absoluteString, file])
                #expect(run == Run(status: 0, stdout: #"[{"int": 3}]"# + "\n"))
            }
            try await Self.withFile("[]") { file in
                let run = try await Self.call(["--multicall", server.url.absoluteString, file])
                #expect(run == Run(status: 0, stdout: "[]\n"))
            }
        }
    }

    @Test func aMulticallFallsBackToOneCallAtATimeInTheSameSession() async throws {
        try await Self.withServer(["nomulticall"]) { server in
            let calls = """
                [{"method": "whoami"}, {"method": "login", "params": [{"string": "carol"}]}, {"method": "whoami"}]
                """
            try await Self.withFile(calls) { file in
                let run = try await Self.call(["--multicall", server.url.absoluteString, file])
                #expect(
                    run
                        == Run(
                            status: 3,
                            stdout:
                                #"[{"fault": {"faultCode": 3, "faultString": "not logged in"}}, {"boolean": true}, {"string": "carol"}]"#
                                + "\n"))
            }
            #expect(
                await server.readLines(4) == [
                    "request system.multicall", "request whoami", "request login", "request whoami",
                ])
        }
    }

    @Test func basicAuthenticationFromTheOptionOrTheURL() async throws {
        try await Self.withServer(["auth"]) { server in
            let port = server.port
            let ok = Run(status: 0, stdout: #"{"string": "Basic bmFtZTpwYTpzcw=="}"# + "\n")
            let whoIsIt = ["header", #"{"string": "Authorization"}"#]
            #expect(try await Self.call(["--user", "name:pa:ss", server.url.absoluteString] + whoIsIt) == ok)
            #expect(try await Self.call(["http://name:pa%3Ass@127.0.0.1:\(port)/RPC2"] + whoIsIt) == ok)

            let wrongInURL = try await Self.call(["http://name:wrong@127.0.0.1:\(port)/RPC2"] + whoIsIt)
            #expect(
                wrongInURL
                    == Run(
                        status: 1, stderr: "xmlrpc-call: header: http://name@127.0.0.1:\(port)/RPC2 answered HTTP 401\n"
                    ))
            let wrongOption = try await Self.call(["--user", "name:pa", server.url.absoluteString] + whoIsIt)
            #expect(wrongOption == Run(status: 1, stderr: "xmlrpc-call: header: \(server.url) answered HTTP 401\n"))
        }
    }

    @Test func headersReachTheServer() async throws {
        try await Self.withServer { server in
            let calls =
                #"[{"method": "header", "params": [{"string": "X-Trace"}]}, {"method": "header", "params": [{"string": "X-Other"}]}]"#
            try await Self.withFile(calls) { file in
                // Split at the first colon; the last of two with one name wins.
                let run = try await Self.call([
                    "--header", "X-Trace: a:b", "--header", "X-Other:1", "--header", "X-Other:2", "--multicall",
                    server.url.absoluteString, file,
                ])
                #expect(run == Run(status: 0, stdout: #"[{"string": "a:b"}, {"string": "2"}]"# + "\n"))
            }
        }
    }

    @Test func gzipBothWays() async throws {
        try await Self.withServer(["gzip"]) { server in
            let text = String(repeating: "gzip & <xml> ", count: 400)
            let expected = Run(status: 0, stdout: #"{"array": [{"string": "\#(text)"}]}"# + "\n")
            let compressed = try await Self.call([
                "--gzip", server.url.absoluteString, "echo", #"{"string": "\#(text)"}"#,
            ])
            #expect(compressed == expected)
            #expect(await server.readLines(3) == ["request encoding gzip", "request echo", "response encoding gzip"])
            let plain = try await Self.call([server.url.absoluteString, "echo", #"{"string": "\#(text)"}"#])
            #expect(plain == expected)
            #expect(
                await server.readLines(3) == ["request encoding identity", "request echo", "response encoding gzip"])
        }
    }

    @Test func responsesOverMaxBytesAreRefused() async throws {
        try await Self.withServer { server in
            let arguments = [
                server.url.absoluteString, "echo", #"{"string": "\#(String(repeating: "x", count: 5_000))"}"#,
            ]
            let refused = try await Self.call(["--max-bytes", "1000"] + arguments)
            #expect(
                refused
                    == Run(
                        status: 1,
                        stderr: "xmlrpc-call: echo: the response from \(server.url) exceeds the limit of 1000 bytes\n"))
            #expect(try await Self.call(["--max-bytes", "6000"] + arguments).status == 0)
        }
    }

    /// The server never answers `wait`: a time-out that does not fire fails the test at its time
    /// limit, not at a wall-clock bound a starved run could miss.
    @Test(.timeLimit(.minutes(1))) func theTimeoutHoldsForTheWholeCall() async throws {
        try await Self.withServer { server in
            let run = try await Self.call(["--timeout", "0.5", server.url.absoluteString, "wait"])
            #expect(
                run == Run(status: 1, stderr: "xmlrpc-call: wait: no response from \(server.url) within 0.5 seconds\n"))
            // The server got the call and was still waiting when the sample gave up.
            #expect(await server.readLines(2) == ["request wait", "waiting"])
        }
    }

    @Test func theTimeoutHoldsForAFallbackMulticallAsAWhole() async throws {
        try await Self.withServer(["nomulticall"]) { server in
            let calls = #"[{"method": "add", "params": [{"int": 1}, {"int": 2}]}, {"method": "wait"}]"#
            try await Self.withFile(calls) { file in
                let run = try await Self.call(["--timeout", "1.5", "--multicall", server.url.absoluteString, file])
                #expect(
                    run
                        == Run(
                            status: 1,
                            stderr: "xmlrpc-call: system.multicall: no response from \(server.url) within 1.5 seconds\n"
                        ))
            }
            #expect(
                await server.readLines(4) == ["request system.multicall", "request add", "request wait", "waiting"])
        }
    }

    @Test func anUnreadableResultInAMulticallNamesTheCallAndItsLine() async throws {
        try await Self.withServer(["nomulticall"]) { server in
            let calls = #"[{"method": "add", "params": [{"int": 1}, {"int": 2}]}, {"method": "broken"}]"#
            try await Self.withFile(calls) { file in
                let run = try await Self.call(["--multicall", server.url.absoluteString, file])
                #expect(
                    run
                        == Run(
                            status: 1,
                            stderr:
                                "xmlrpc-call: call 1 (broken): \(server.url): line 4, column 18: the end tag does not match the open element <params> at /methodResponse/params\n"
                        ))
            }
        }
    }

    @Test func anUnreadableResponseNamesItsLine() async throws {
        try await Self.withServer { server in
            let run = try await Self.call([server.url.absoluteString, "broken"])
            #expect(
                run
                    == Run(
                        status: 1,
                        stderr:
                            "xmlrpc-call: broken: \(server.url): line 4, column 18: the end tag does not match the open element <params> at /methodResponse/params\n"
                    ))
        }
    }

    @Test func aServerThatIsNotThereIsAFailure() async throws {
        let server = try await PythonServer.started(script: Self.script)
        let url = server.url
        await server.stopped()
        let run = try await Self.call([url.absoluteString, "echo"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("xmlrpc-call: echo: \(url): "), "\(run)")
    }

    @Test(arguments: [
        ([], "missing URL"),
        (["--bogus", "http://h/RPC2", "m"], "unknown option --bogus"),
        (["--timeout"], "--timeout needs a value"),
        (["--timeout", "0", "http://h/RPC2", "m"], "--timeout needs a number of seconds above 0, not \"0\""),
        (["--timeout", "soon", "http://h/RPC2", "m"], "--timeout needs a number of seconds above 0, not \"soon\""),
        (["--max-bytes", "1e3", "http://h/RPC2", "m"], "--max-bytes needs a number of bytes above 0, not \"1e3\""),
        (["--user", "name", "http://h/RPC2", "m"], "--user needs NAME:PASSWORD, not \"name\""),
        (["--header", ":x", "http://h/RPC2", "m"], "--header needs NAME:VALUE, not \":x\""),
        (["http://h/RPC2"], "missing METHOD"),
        (["h/RPC2", "m"], "the URL must start with http:// or https:// and name a host"),
        (["--multicall", "http://h/RPC2"], "--multicall takes URL FILE"),
        (["--multicall", "http://h/RPC2", "a.json", "b.json"], "--multicall takes URL FILE"),
    ])
    func usageErrorsExitWith2(arguments: [String], problem: String) async throws {
        let run = try await Self.call(arguments)
        #expect(run == Run(status: 2, stderr: "xmlrpc-call: \(problem)\n" + Self.usage))
    }

    @Test func helpPrintsTheUsage() async throws {
        #expect(try await Self.call(["--help"]) == Run(status: 0, stderr: Self.usage))
    }

    @Test(arguments: [
        (#"{"int": 1.5}"#, #""int" needs an integer (64 bits at most), found 1.5"#),
        (#"{"int": 9223372036854775808}"#, #""int" needs an integer (64 bits at most), found 9223372036854775808"#),
        (#"{"int": "7"}"#, #""int" needs an integer, found "7""#),
        (#"{"int": 1"#, "line 1, column 10: expected ',' or '}' after a member"),
        (#"{"int": 01}"#, "line 1, column 10: expected ',' or '}' after a member"),
        ("", "line 1, column 1: expected a value, found the end"),
        (#"{"string": "a\qb"}"#, #"line 1, column 16: unknown escape '\q'"#),
        (#"{"string": "x"} {"int": 1}"#, "line 1, column 17: unexpected text after the value"),
        ("7", #"expected a tagged value such as {"int": 7}, found 7"#),
        (#"{"int": 1, "string": "x"}"#, #"expected a tagged value such as {"int": 7}, found an object"#),
        (
            #"{"i16": 1}"#,
            #"unknown tag "i16"; expected int, i4, i8, boolean, string, double, dateTime, dateTime.iso8601, base64, nil, array or struct"#
        ),
        (#"{"boolean": 1}"#, #""boolean" needs true or false, found 1"#),
        (#"{"double": "x"}"#, #""double" needs a number or "inf", "-inf", "nan", found "x""#),
        (#"{"double": 1e999}"#, #""double" needs a finite number, found 1e999"#),
        (
            #"{"dateTime": "yesterday"}"#,
            #""dateTime" needs a date and time like "1998-07-17T14:08:55", found "yesterday""#
        ),
        (#"{"base64": "%%"}"#, #""base64" needs base64 text, found "%%""#),
        (#"{"nil": 0}"#, #""nil" needs null, found 0"#),
        (#"{"array": {}}"#, #""array" needs an array, found an object"#),
        (
            #"{"struct": {"a": {"array": [{"nil": null}, {"x": 1}]}}}"#,
            #"a[1]: unknown tag "x"; expected int, i4, i8, boolean, string, double, dateTime, dateTime.iso8601, base64, nil, array or struct"#
        ),
    ])
    func malformedArgumentsExitWith2(argument: String, problem: String) async throws {
        // The server is never called: the port is the discard port, where nothing listens.
        let run = try await Self.call(["http://127.0.0.1:9/RPC2", "m", #"{"int": 1}"#, argument])
        #expect(run == Run(status: 2, stderr: "xmlrpc-call: ARG 2 (\(argument)): \(problem)\n"))
    }

    @Test(arguments: [
        (#"{"method": "m"}"#, #"expected a JSON array of {"method": METHOD, "params": [ARG…]}"#),
        (#"[{"method": "m"}, 7]"#, #"[1]: expected {"method": METHOD, "params": [ARG…]}"#),
        (#"[{"params": []}]"#, #"[0]: missing "method"; expected {"method": METHOD, "params": [ARG…]}"#),
        (#"[{"method": 1}]"#, "[0].method: expected a string, found 1"),
        (#"[{"method": "m", "params": {}}]"#, "[0].params: expected an array of tagged values, found an object"),
        (
            #"[{"method": "m", "args": []}]"#,
            #"[0]: unknown member "args"; expected {"method": METHOD, "params": [ARG…]}"#
        ),
        (#"[{"method": "m", "params": [{"int": "x"}]}]"#, #"[0].params[0]: "int" needs an integer, found "x""#),
        ("[\n  {\"method\": \"m\"},\n  {\"method\" \"n\"}\n]", "line 3, column 13: expected ':' after the member name"),
    ])
    func malformedMulticallFilesExitWith2(json: String, problem: String) async throws {
        try await Self.withFile(json) { file in
            let run = try await Self.call(["--multicall", "http://127.0.0.1:9/RPC2", file])
            #expect(run == Run(status: 2, stderr: "xmlrpc-call: \(file): \(problem)\n"))
        }
    }

    @Test func aMissingMulticallFileExitsWith2() async throws {
        let missing = "/nonexistent/calls.json"
        #expect(
            try await Self.call(["--multicall", "http://127.0.0.1:9/RPC2", missing])
                == Run(status: 2, stderr: "xmlrpc-call: cannot read \(missing)\n"))
    }
}
