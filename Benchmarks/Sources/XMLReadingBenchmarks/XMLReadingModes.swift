import Foundation
import XMLReading

/// The library under test, used the way the README shows.
enum XMLReadingModes {
    /// The whole catalog into `[Book]`, as the book-catalog sample reads it, on `parser`.
    static func books(in url: URL, parser: ReadingParser = .foundation) throws -> [Book] {
        try XMLReader.object(
            ofType: Catalog.self, element: "catalog", from: url, options: ReadingOptions(parser: parser)
        ).books
    }

    /// One book at a time as each `</book>` arrives; nothing is collected.
    static func streamChecksum(in url: URL) throws -> Checksum {
        var checksum = Checksum()
        try XMLReader.forEach(ofType: Book.self, element: "book", from: url) { book, _ in
            checksum.add(book)
        }
        return checksum
    }

    /// `for try await book in XMLReader.stream(ofType:element:from:)`: the AsyncSequence form, the
    /// parser on its own thread handing books over with back-pressure. The child's main thread
    /// waits on a semaphore while a `Task` consumes the sequence.
    static func asyncChecksum(in url: URL) throws -> Checksum {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                var checksum = Checksum()
                for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: url) {
                    checksum.add(book)
                }
                box.result = .success(checksum)
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    /// The async mode's result, handed from the task to the waiting thread (the semaphore orders it).
    private final class ResultBox: @unchecked Sendable {
        var result: Result<Checksum, any Error>?
    }

    /// Every book of the AsyncSequence form, for `--dump`.
    static func asyncBooks(in url: URL) throws -> [Book] {
        final class Books: @unchecked Sendable { var result: Result<[Book], any Error>? }
        let box = Books()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                var books: [Book] = []
                for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: url) {
                    books.append(book)
                }
                box.result = .success(books)
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}
