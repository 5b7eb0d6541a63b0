import Foundation
import Hummingbird
import XMLRPC

/// `xmlrpc-server [--port N]`: an XML-RPC server on Hummingbird, on 127.0.0.1 (port 8080 by
/// default; 0 takes a free one). It prints `listening on PORT` once it accepts connections and
/// stops on SIGTERM or SIGINT.
///
/// ```
/// $ python3 -c 'import xmlrpc.client as x; print(x.ServerProxy("http://127.0.0.1:8080/RPC2").math.add(2, 3))'
/// 5
/// ```
///
/// Every `POST /RPC2` goes to an `XMLRPCDispatcher`: it reads the `<methodCall>`, calls the
/// handler and writes its result, or a fault for anything that goes wrong (a malformed request,
/// an unknown method, wrong parameters, a handler's error); it never throws.
@main
struct XMLRPCServer {
    static func main() async throws {
        guard let port = port() else {
            FileHandle.standardError.write(Data("usage: xmlrpc-server [--port N]\n".utf8))
            exit(2)
        }

        // A dispatcher is a Sendable value: register every method, then share it with the routes.
        let dispatcher = XMLRPCDispatcher.example()
        let router = Router()
        router.post("RPC2") { request, _ -> Response in
            // Limit the body's size before reading it, as for any upload (larger: 413).
            let body = try await request.body.collect(upTo: 1 << 20)
            let answer = await dispatcher.respond(to: Data(body.readableBytesView))
            // 200 and text/xml even for a fault: it is an XML-RPC answer, not an HTTP error.
            return Response(
                status: .ok, headers: [.contentType: "text/xml"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer)))
        }

        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                print("listening on \(channel.localAddress?.port ?? port)")
                fflush(nil)  // stdout may be a pipe: say it now
            }
        )
        try await app.runService()
    }

    /// The port `--port N` names, 8080 without it; `nil` for other arguments.
    static func port() -> Int? {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.isEmpty { return 8080 }
        guard arguments.count == 2, arguments.first == "--port" else { return nil }
        return Int(arguments.last!)
    }
}
