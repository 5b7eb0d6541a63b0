import Foundation
import Hummingbird
import XMLReading

/// `catalog-export [--port N]`: serves book catalogs on Hummingbird, each written item by item
/// straight into the response body, on 127.0.0.1 (port 8080 by default; 0 takes a free one). It
/// prints `listening on PORT` once it accepts connections and stops on SIGTERM or SIGINT.
///
/// ```
/// $ curl -s 'http://127.0.0.1:8080/catalog?books=2'
/// <?xml version="1.0" encoding="UTF-8"?><catalog count="2"><book id="1">…</book><book id="2">…</book></catalog>
/// ```
///
/// `GET /catalog?books=N` answers a catalog of N books (0 to 10,000,000), made one at a time as a
/// database cursor would give them: none is kept once written, and a slow client slows the books
/// down instead of filling memory, so a catalog of any size is served with flat memory.
@main
struct CatalogExport {
    static let maximumBooks = 10_000_000

    static func main() async throws {
        guard let port = port() else {
            FileHandle.standardError.write(Data("usage: catalog-export [--port N]\n".utf8))
            exit(2)
        }

        let router = Router()
        router.get("catalog") { request, _ -> Response in
            guard let count = request.uri.queryParameters.get("books", as: Int.self), (0...maximumBooks).contains(count)
            else {
                throw HTTPError(
                    .badRequest, message: "give the number of books, 0 to \(maximumBooks): /catalog?books=N")
            }
            let body = ResponseBody { writer in
                // The root and its attributes come from a model; the books from the closure, each
                // written (and handed to the response in pieces of about 64 KiB) as it is given.
                try await XMLWriter(options: WritingOptions(prettyPrinted: false)).write(
                    Catalog(count: count), element: "catalog", items: \.books,
                    to: { piece in try await writer.write(ByteBuffer(bytes: piece)) }
                ) { books in
                    for number in 0..<count { try await books.write(Book(number: number + 1)) }
                }
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: [.contentType: "application/xml"], body: body)
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
