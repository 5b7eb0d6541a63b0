import Foundation
import TestSupport

extension PythonServer {
    /// Python's `xmlrpc.server.SimpleXMLRPCServer` with introspection and `system.multicall`:
    /// without multicall given the argument `nomulticall`, printing `request METHOD` for each HTTP
    /// request given `log`, compressing every response and printing each request's `encoding …`
    /// given `gzip`. Its `sleep(seconds)` prints `sleeping` and answers only once the test sends a
    /// line (``PythonServer/send(_:)``). (Or one of the raw HTTP servers of ``rawScript``.)
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
            # Answers only once the test sends a line, whatever `seconds` says: no timer that a
            # test's cancellation or timeout could lose a race to on a loaded machine.
            print("sleeping", flush=True)
            sys.stdin.readline()
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

    /// Runs `body` with a fresh ``script`` server, stopping it afterwards whatever happens.
    static func with(arguments: [String] = [], _ body: (PythonServer) async throws -> Void) async throws {
        try await with(script: script, arguments: arguments, body)
    }
}
