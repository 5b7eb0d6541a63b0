import AsyncHTTPClient
import Foundation
import XMLReading

/// `catalog-download URL [--every N]`: reads a book catalog from an HTTP server with
/// AsyncHTTPClient, one book at a time as its bytes arrive, and prints each book (or one in `N`),
/// then the totals and the peak resident memory:
///
/// ```
/// $ catalog-download "http://127.0.0.1:8000/catalog?books=250000" --every 50000
/// book 1: "Book 0000001", 101 pages, 1.01 USD
/// book 50000: "Book 0050000", 600 pages, 51.00 USD
/// …
/// 250000 books, 137305700 pages, 11428820.00 in prices
/// peak memory: 34528 KiB
/// ```
///
/// The parser pulls the response body: while it is busy, AsyncHTTPClient stops reading the
/// socket, TCP's window closes and the server waits. A 100 MB catalog takes no more memory than a
/// small one. Exit status: 0 done, 1 the catalog could not be read (the reason on stderr), 2 usage.
@main
struct CatalogDownload {
    static func main() async {
        guard let (url, every) = arguments() else {
            FileHandle.standardError.write(Data("usage: catalog-download URL [--every N]\n".utf8))
            exit(2)
        }
        do {
            let totals = try await readCatalog(at: url) { book, totals in
                if totals.books == 1 || totals.books % every == 0 {
                    print(book)
                    fflush(nil)  // stdout may be a pipe: show each book as it comes
                }
            }
            print(totals)
            print("peak memory: \(peakResidentKiB()) KiB")
        } catch {
            FileHandle.standardError.write(Data("catalog-download: \(url): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Reads the catalog at `url` as the response body arrives, handing each book to `body` as
    /// soon as its `</book>` has arrived, with the totals so far; returns the totals.
    static func readCatalog(
        at url: String, _ body: @escaping @Sendable (Book, Totals) -> Void
    ) async throws -> Totals {
        // The deadline covers the whole body: the download lasts as long as the reading does.
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .minutes(10))
        guard response.status == .ok else { throw UnexpectedStatus(status: response.status.code) }
        // The body is an AsyncSequence of ByteBuffers; XMLInput.bytes takes chunks of UInt8.
        let chunks = response.body.map { $0.readableBytesView }
        // forEach blocks its thread while it waits for bytes: it gets a thread of its own, not one
        // of the few that run tasks.
        return try await onThreadOfItsOwn {
            var totals = Totals()
            try XMLReader.forEach(ofType: Book.self, element: "book", from: .bytes(chunks)) { book, _ in
                totals.add(book)
                body(book, totals)
            }
            return totals
        }
    }

    /// Runs `work` on a new thread; the calling task waits for its result without blocking.
    static func onThreadOfItsOwn<Result: Sendable>(
        _ work: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Swift.Result { try work() }) }
        }
    }

    /// The URL, and how many books go by between two printed ones (`--every N`, 1 by default).
    static func arguments() -> (url: String, every: Int)? {
        switch Array(CommandLine.arguments.dropFirst()) {
        case let arguments where arguments.count == 1: return (arguments[0], 1)
        case let arguments where arguments.count == 3 && arguments[1] == "--every":
            guard let every = Int(arguments[2]), every > 0 else { return nil }
            return (arguments[0], every)
        default: return nil
        }
    }
}

/// The server answered something other than 200 OK.
struct UnexpectedStatus: Error, CustomStringConvertible {
    var status: UInt
    var description: String { "the server answered HTTP \(status)" }
}

/// What the books add up to, counted as they go by (nothing is kept).
struct Totals: CustomStringConvertible, Sendable {
    var books = 0
    var pages = 0
    var cents = 0

    mutating func add(_ book: Book) {
        books += 1
        pages += book.pages
        cents += Int((book.price * 100).rounded())
    }

    var description: String {
        "\(books) books, \(pages) pages, \(String(format: "%.2f", Double(cents) / 100)) in prices"
    }
}
