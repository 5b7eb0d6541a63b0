import Foundation
import XMLReading

extension XMLInputConvertible where Self == XMLInput {
    /// The document at an `http` or `https` URL, read as its bytes arrive: objects are delivered
    /// through `forEach` and `stream` before the download ends, and memory stays flat whatever
    /// its size.
    ///
    /// ```swift
    /// import XMLHTTP
    ///
    /// let progress = Progress(totalUnitCount: 0)
    /// try XMLReader.forEach(ofType: Book.self, element: "book",
    ///                       from: .http(URL(string: "https://example.com/catalog.xml")!, progress: progress)) { book, _ in
    ///     print(book.title)                // as soon as its </book> has arrived
    /// }
    /// ```
    ///
    /// - A status other than 2xx ends the read with `XMLReadingError.Code.httpStatus`:
    ///   `https://example.com/catalog.xml answered HTTP 404`; a lost connection, a timeout (no
    ///   data for `options.timeout` seconds), a body over `options.maximumResponseSize` each end
    ///   it with their own code, naming the URL without its password.
    /// - A `Content-Encoding: gzip` body is decoded (by the transport); a `charset` in the
    ///   `Content-Type` is the document's encoding unless a byte order mark says otherwise
    ///   (RFC 7303: byte order mark, then charset, then the document's declaration).
    /// - Cancelling the `Task` of an async read, ending a `forEach` or `stream` early, or
    ///   cancelling `progress` stops the download.
    /// - `progress` counts the bytes read, of the `Content-Length` when the server sends one.
    /// - `options` carry credentials (or the URL's user information), headers and cookies, as for
    ///   ``XMLHTTPClient``.
    ///
    /// The platform's `URLSession` downloads the body into a temporary file, unlinked as soon as it
    /// is created, that the reader reads behind the download (see the article "Reading over the
    /// network"); redirections are followed as the session follows them. A `file` URL is read as
    /// the file. Read once, as a stream is.
    public static func http(
        _ url: URL, options: XMLHTTPClientOptions = XMLHTTPClientOptions(), progress: Progress? = nil
    ) -> XMLInput {
        guard !url.isFileURL else {
            let file = XMLInput.file(url)
            return progress.map { file.reportingProgress(to: $0) } ?? file
        }
        let connection = HTTPConnection(configuration: HTTPConnection.configuration(timeout: options.timeout))
        let spool = DownloadSpool(url: url, options: options, connection: connection, progress: progress)
        let input = XMLInput.bytes(HTTPBody(spool: spool)).declaringCharset { spool.charset }
        return progress.map { input.reportingProgress(to: $0) } ?? input
    }
}

/// A download's body as an `AsyncSequence` of pieces, for `XMLInput.bytes(_:)`.
struct HTTPBody: AsyncSequence, Sendable {
    typealias Element = Data
    let spool: DownloadSpool

    struct AsyncIterator: AsyncIteratorProtocol {
        let spool: DownloadSpool
        mutating func next() async throws -> Data? { try await spool.next() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(spool: spool) }
}
