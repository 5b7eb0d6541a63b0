import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLReading

struct Book: XMLReadable, Equatable {
    var id = 0
    var title = ""

    static let parsingDescription = ParsingDescription<Self> {
        Attribute("id", \.id)
        Element("title", \.title)
    }
}

/// The books `DocumentServer` serves: ids 1…n, titles "Book 1"….
func books(_ n: Int) -> [Book] { (1...n).map { Book(id: $0, title: "Book \($0)") } }

/// `XMLInput.http(_:options:progress:)`: documents read as their bytes arrive.
@Suite struct HTTPReadingTests {
    /// For the reads that wait on the test itself (a trickled document): when the whole suite runs
    /// on two cores, other tests can keep the test's task from running for a minute, which must
    /// not time the download out.
    static let patient = XMLHTTPClientOptions(timeout: 900)

    @Test func readsAChunkedResponse() async throws {
        try await DocumentServer.with { server in
            let read = try XMLReader.objects(
                ofType: Book.self, element: "book",
                from: .http(server.url("books?n=500&chunked=1")))
            #expect(read == books(500))
        }
    }

    @Test func deliversObjectsBeforeTheLastByteIsSent()
        async throws
    {
        try await DocumentServer.with { server in
            var read: [Book] = []
            for try await book in XMLReader.stream(
                ofType: Book.self, element: "book",
                from: .http(server.url("books?n=4&chunked=1&pause=1"), options: Self.patient))
            {
                read.append(book)
                if read.count == 1 {
                    // The server has sent the first book and waits: nothing more was sent.
                    #expect(await server.readLines(2) == ["GET /books", "waiting"])
                    server.send("go")
                    #expect(await server.readLine() == "resumed")
                }
            }
            #expect(read == books(4))
        }
    }

    @Test func forEachDeliversObjectsBeforeTheLastByteIsSent() async throws {
        try await DocumentServer.with { server in
            var read: [Book] = []
            try XMLReader.forEach(
                ofType: Book.self, element: "book",
                from: .http(server.url("books?n=4&chunked=1&pause=1"), options: Self.patient)
            ) {
                book, _ in
                read.append(book)
                // The server waits for this line before it sends the second book.
                if read.count == 1 { server.send("go") }
            }
            #expect(read == books(4))
        }
    }

    @Test func readsGzipBodies() async throws {
        try await DocumentServer.with { server in
            let read = try XMLReader.objects(
                ofType: Book.self, element: "book",
                from: .http(server.url("books?n=200&gzip=1")))
            #expect(read == books(200))
        }
    }

    @Test func takesTheCharsetOfTheContentType() async throws {
        try await DocumentServer.with { server in
            for path in ["latin1", "latin1-declared-utf8"] {
                let book = try XMLReader.object(
                    ofType: Book.self, element: "book", from: .http(server.url(path)))
                #expect(book == Book(id: 1, title: "Café"), "\(path)")
            }
        }
    }

    @Test func aStatusOtherThan2xxIsAnErrorNamingTheURLAndStatus() async throws {
        try await DocumentServer.with { server in
            let error = #expect(throws: XMLReadingError.self) {
                _ = try XMLReader.objects(
                    ofType: Book.self, element: "book",
                    from: .http(server.url("missing.xml")))
            }
            #expect(error?.code == .httpStatus)
            #expect(error?.description == "\(server.url("missing.xml").absoluteString) answered HTTP 404")
        }
    }

    @Test func sendsCredentialsFromTheURL() async throws {
        try await DocumentServer.with { server in
            let url = URL(string: "http://name:pa%3Ass@127.0.0.1:\(server.port)/auth?n=2")!
            let read = try XMLReader.objects(
                ofType: Book.self, element: "book", from: .http(url))
            #expect(read == books(2))
            let refused = URL(string: "http://name:wrong@127.0.0.1:\(server.port)/auth?n=2")!
            let error = #expect(throws: XMLReadingError.self) {
                _ = try XMLReader.objects(
                    ofType: Book.self, element: "book", from: .http(refused))
            }
            #expect(error?.description == "http://name@127.0.0.1:\(server.port)/auth?n=2 answered HTTP 401")
        }
    }

    @Test func sendsTheOptionsHeadersAndCredentials() async throws {
        try await DocumentServer.with { server in
            var options = XMLHTTPClientOptions()
            options.headers["X-Trace"] = "42"
            options.credentials = XMLHTTPCredentials(user: "name", password: "pa:ss")
            let read = try XMLReader.objects(
                ofType: Book.self, element: "book", from: .http(server.url("auth?n=2"), options: options))
            #expect(read == books(2))
            #expect(
                await server.readLines(3) == [
                    "GET /auth", "X-Trace: 42", "Authorization: Basic " + Data("name:pa:ss".utf8).base64EncodedString(),
                ])
        }
    }

    @Test func followsRedirections() async throws {
        try await DocumentServer.with { server in
            let read = try XMLReader.objects(
                ofType: Book.self, element: "book", from: .http(server.url("redirect?to=/books%3Fn%3D2")))
            #expect(read == books(2))
            #expect(await server.readLines(2) == ["GET /redirect", "GET /books"])
        }
    }

    @Test func aDroppedConnectionIsATransportError()
        async throws
    {
        try await DocumentServer.with { server in
            var read: [Book] = []
            let error = #expect(throws: XMLReadingError.self) {
                try XMLReader.forEach(
                    ofType: Book.self, element: "book",
                    from: .http(server.url("books?n=5&cut=4"))
                ) { book, _ in
                    read.append(book)
                }
            }
            #expect(read == books(3))
            #expect(error?.code == .transport)
            #expect(error?.message.hasPrefix("\(server.url("books?n=5&cut=4").absoluteString): ") == true)
        }
    }

    @Test func refusesBodiesOverTheLimit() async throws {
        try await DocumentServer.with { server in
            var options = XMLHTTPClientOptions()
            options.maximumResponseSize = 4_000
            let error = #expect(throws: XMLReadingError.self) {
                _ = try XMLReader.objects(
                    ofType: Book.self, element: "book",
                    from: .http(server.url("books?n=1000&chunked=1"), options: options))
            }
            #expect(error?.code == .limitExceeded)
            #expect(
                error?.message
                    == "the document at \(server.url("books?n=1000&chunked=1").absoluteString) exceeds the limit of 4000 bytes"
            )
        }
    }

    @Test func reportsProgressOfTheContentLength()
        async throws
    {
        try await DocumentServer.with { server in
            let progress = Progress(totalUnitCount: 0)
            let read = try XMLReader.objects(
                ofType: Book.self, element: "book",
                from: .http(server.url("books?n=300"), progress: progress))
            #expect(read == books(300))
            let length = Int64(
                ("<catalog>\n" + books(300).map { "<book id=\"\($0.id)\"><title>\($0.title)</title></book>\n" }.joined()
                    + "</catalog>\n").utf8.count)
            #expect(progress.totalUnitCount == length)
            #expect(progress.completedUnitCount == length)
        }
    }

    @Test func cancellingTheProgressStopsTheRead()
        async throws
    {
        try await DocumentServer.with { server in
            let progress = Progress(totalUnitCount: 0)
            var read = 0
            let error = #expect(throws: XMLReadingError.self) {
                try XMLReader.forEach(
                    ofType: Book.self, element: "book",
                    from: .http(server.url("books?n=5&chunked=1&pause=1"), options: Self.patient, progress: progress)
                ) { _, _ in
                    read += 1
                    progress.cancel()
                }
            }
            #expect(read == 1)
            #expect(error?.code == .cancelled)
            #expect(error?.message == "the read was cancelled (its Progress was cancelled)")
        }
    }

    @Test func endingAStreamEarlyStopsTheDownload()
        async throws
    {
        try await DocumentServer.with { server in
            for try await book in XMLReader.stream(
                ofType: Book.self, element: "book",
                from: .http(server.url("books?n=5&chunked=1&pause=1"), options: Self.patient))
            {
                #expect(book == books(1)[0])
                break
            }
            #expect(await server.readLines(2) == ["GET /books", "waiting"])
            server.send("go")
            #expect(await server.readLines(2) == ["resumed", "client gone"])
        }
    }
}
