import Foundation
import Testing

import TestSupport
@testable import XMLReading

/// `XMLWriter.write(_:element:items:to:_:)` to an async consumer: the bytes of the whole model,
/// handed over in pieces while the items come, with the errors of the synchronous writes.
@Suite struct AsyncItemWritingTests {
    typealias Shelf = ItemWritingTests.Shelf
    typealias Book = ItemWritingTests.Book

    /// What a consumer was given, piece by piece (used by one task at a time).
    final class Pieces {
        var pieces: [[UInt8]] = []
        var bytes: [UInt8] { pieces.flatMap { $0 } }
        var text: String { String(decoding: bytes, as: UTF8.self) }
        func take(_ piece: [UInt8]) async throws { pieces.append(piece) }
    }

    @Test func theConsumerGetsTheBytesOfTheWholeModelWhileTheItemsCome() async throws {
        let pieces = Pieces()
        var piecesWhenTheItemsEnded = 0
        var counted = 0
        try await XMLWriter().write(
            ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
        ) { books in
            for book in ItemWritingTests.books { try await books.write(book) }
            piecesWhenTheItemsEnded = pieces.pieces.count
            counted = books.count
        }
        #expect(counted == 3000)
        #expect(Data(pieces.bytes) == (try ItemWritingTests.whole()))
        // More than 200 KB, handed over in pieces of about 64 KiB as the items were written.
        #expect(pieces.bytes.count > 200_000)
        #expect(piecesWhenTheItemsEnded >= 3)
        #expect(pieces.pieces.count == piecesWhenTheItemsEnded + 1)
        #expect(pieces.pieces.dropLast().allSatisfy { $0.count >= 64 * 1024 && $0.count < 66 * 1024 })
    }

    @Test func canonicalFormAndItemsTheModelHolds() async throws {
        var header = ItemWritingTests.header
        header.books = Array(ItemWritingTests.books.prefix(2))
        let options = WritingOptions(canonical: true)
        let pieces = Pieces()
        try await XMLWriter(options: options).write(
            header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
        ) { books in
            for book in ItemWritingTests.books.dropFirst(2) { try await books.write(book) }
        }
        #expect(Data(pieces.bytes) == (try ItemWritingTests.whole(options)))
        #expect(Data(pieces.bytes) == (try CanonicalXML.exact(of: try ItemWritingTests.whole())))
    }

    /// Items read as an `AsyncSequence` (`XMLReader.stream`) written back as they arrive.
    @Test func itemsFromAnAsyncReadAreWrittenAsTheyArrive() async throws {
        let source = try ItemWritingTests.whole()
        let pieces = Pieces()
        try await XMLWriter().write(
            ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
        ) { books in
            for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: source) {
                try await books.write(book)
            }
        }
        #expect(Data(pieces.bytes) == source)
    }

    /// A failing item names its place; the consumer has the document up to the last whole item
    /// before it; no item may follow.
    @Test func aFailingItemNamesItsPlaceAndNoItemFollows() async throws {
        let pieces = Pieces()
        var message: String?
        var afterFailure: String?
        do {
            try await XMLWriter().write(
                ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
            ) { books in
                for book in ItemWritingTests.books.prefix(2500) { try await books.write(book) }
                do {
                    try await books.write(Book(title: "bad \u{1}", pages: 2501))
                } catch {
                    do { try await books.write(ItemWritingTests.books[0]) } catch { afterFailure = "\(error)" }
                    throw error
                }
            }
        } catch let error as XMLReadingError {
            message = "\(error)"
        }
        #expect(
            message
                == "cannot write U+0001 in the text of <title>: XML 1.0 forbids the character at /shelf/contents/books/book[2501]/title"
        )
        #expect(
            afterFailure
                == "cannot write an item after one that failed: the document ends at the item that failed")
        var shelf = ItemWritingTests.header
        shelf.books = Array(ItemWritingTests.books.prefix(2500))
        let whole = String(decoding: try XMLWriter().data(shelf, element: "shelf"), as: UTF8.self)
        let through2500 = try #require(whole.range(of: "</book>", options: .backwards)).upperBound
        #expect(pieces.text == String(whole[..<through2500]))
    }

    /// The closure's own error ends the write: rethrown as it is, after the whole items.
    @Test func anErrorOfTheClosureIsRethrownAfterTheWholeItems() async throws {
        struct SourceFailed: Error {}
        let pieces = Pieces()
        await #expect(throws: SourceFailed.self) {
            try await XMLWriter().write(
                ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
            ) { books in
                for book in ItemWritingTests.books.prefix(3) { try await books.write(book) }
                throw SourceFailed()
            }
        }
        var shelf = ItemWritingTests.header
        shelf.books = Array(ItemWritingTests.books.prefix(3))
        let whole = String(decoding: try XMLWriter().data(shelf, element: "shelf"), as: UTF8.self)
        let throughThird = try #require(whole.range(of: "</book>", options: .backwards)).upperBound
        #expect(pieces.text == String(whole[..<throughThird]))
    }

    /// A consumer that fails (a closed connection) stops the write: the item being written throws
    /// its error, and so does the write.
    @Test func aConsumerThatFailsStopsTheWrite() async throws {
        struct ConnectionClosed: Error {}
        var given = 0
        var itemError: (any Error)?
        var written = 0
        await #expect(throws: ConnectionClosed.self) {
            try await XMLWriter().write(
                ItemWritingTests.header, element: "shelf", items: \.books,
                to: { _ in
                    given += 1
                    if given == 2 { throw ConnectionClosed() }
                }
            ) { books in
                do {
                    for book in ItemWritingTests.books { try await books.write(book) }
                } catch {
                    itemError = error
                    written = books.count
                    throw error
                }
            }
        }
        #expect(given == 2)
        #expect(itemError is ConnectionClosed)
        // The book being written when the second piece went out failed: the books before it were
        // written (a piece ends after an end tag, so its last byte is the failed book's or after).
        let pieces = Pieces()
        try await XMLWriter().write(
            ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
        ) { books in
            for book in ItemWritingTests.books { try await books.write(book) }
        }
        let throughSecond = pieces.pieces[0].count + pieces.pieces[1].count
        let before = String(decoding: pieces.bytes.prefix(throughSecond - 1), as: UTF8.self)
        #expect(written == before.components(separatedBy: "</book>").count - 1)
        #expect(written > 1000)
    }

    @Test func aKeyPathNoManyBindsIsRefusedBeforeWriting() async throws {
        struct Pair: XMLReadable, Sendable {
            var names: [String] = []
            var others: [String] = []
            static let parsingDescription = ParsingDescription<Pair> {
                Many(\.names) { Item("name", String.self) }
            }
        }
        var given = 0
        var ran = false
        var message: String?
        do {
            try await XMLWriter().write(Pair(), element: "pair", items: \.others, to: { _ in given += 1 }) { _ in
                ran = true
            }
        } catch let error as XMLReadingError {
            message = error.message
        }
        #expect(
            message
                == "cannot write Pair item by item: its description has no Many of \\Pair.others; name the array of one of its Many entries"
        )
        #expect(!ran)
        #expect(given == 0)
    }

    @Test func aSinkKeptAfterItsClosureRefusesItems() async throws {
        var kept: XMLAsyncItemSink<Book>?
        let pieces = Pieces()
        try await XMLWriter().write(
            ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
        ) { kept = $0 }
        let sink = try #require(kept)
        var message: String?
        do {
            try await sink.write(ItemWritingTests.books[0])
        } catch let error as XMLReadingError {
            message = error.message
        }
        #expect(message == "cannot write an item once the closure that writes the items has returned")
        #expect(Data(pieces.bytes) == (try XMLWriter().data(ItemWritingTests.header, element: "shelf")))
    }

    /// A cancelled task stops at its next item.
    @Test func aCancelledTaskStopsAtTheNextItem() async throws {
        // The write runs in a task of its own: cancelling the test's task would end the test.
        let task = Task { () async throws -> Int in
            let pieces = Pieces()
            var written = 0
            do {
                try await XMLWriter().write(
                    ItemWritingTests.header, element: "shelf", items: \.books, to: { try await pieces.take($0) }
                ) { books in
                    for book in ItemWritingTests.books {
                        if book.pages == 11 { withUnsafeCurrentTask { $0?.cancel() } }
                        written = books.count
                        try await books.write(book)
                    }
                }
            } catch is CancellationError {
                return written
            }
            return -1
        }
        #expect(try await task.value == 10)
    }

    /// Entries large enough that a piece of 64 KiB would end inside one.
    struct Log: XMLReadable, Sendable {
        var entries: [Entry] = []
        static let parsingDescription = ParsingDescription<Log> { Many(\.entries) { Item("entry", Entry.self) } }
    }

    struct Entry: XMLReadable, Sendable {
        var head = ""
        var tail = ""
        static let parsingDescription = ParsingDescription<Entry> {
            Element("head", \.head)
            Element("tail", \.tail)
        }
    }

    /// Pieces end between items, so an item that fails sends none of its bytes, even when the
    /// piece it would fill ends inside it; and the consumer failing on the whole items handed over
    /// after it does not hide the item's error.
    @Test func piecesEndBetweenItemsAndAFailedItemSendsNothing() async throws {
        let entries = (1...5).map { Entry(head: String(repeating: "h", count: 20_000 + $0), tail: "t\($0)") }
        let bad = Entry(head: String(repeating: "x", count: 70_000), tail: "bad \u{1}")
        let pieces = Pieces()
        var refuses = false
        var message: String?
        do {
            try await XMLWriter(options: WritingOptions(prettyPrinted: false)).write(
                Log(), element: "log", items: \.entries,
                to: { piece in
                    if refuses { throw CancellationError() }
                    try await pieces.take(piece)
                }
            ) { log in
                for entry in entries { try await log.write(entry) }
                // The whole entries still held go to a consumer that now refuses them.
                refuses = true
                try await log.write(bad)
            }
        } catch let error as XMLReadingError {
            message = "\(error)"
        }
        #expect(
            message
                == "cannot write U+0001 in the text of <tail>: XML 1.0 forbids the character at /log/entry[6]/tail")
        // Before the bad entry: 5 entries of about 20 KB in pieces that each end after an entry.
        #expect(pieces.pieces.count == 1)
        #expect(pieces.text.hasSuffix("</entry>"))
        let whole = try XMLWriter(options: WritingOptions(prettyPrinted: false)).string(
            Log(entries: Array(entries.prefix(4))), element: "log")
        #expect(pieces.text == String(whole.dropLast("</log>".count)))
    }

    /// The sync writes too: a closure that catches an item's error and goes on still fails, and
    /// the file is left as it was.
    @Test func aClosureThatCatchesAnItemsErrorStillFails() throws {
        let (folder, note) = try AtomicFileWritingTests.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = errorMessage {
            try XMLWriter().write(ItemWritingTests.header, element: "shelf", items: \.books, to: note) { books in
                try books.write(ItemWritingTests.books[0])
                try? books.write(Book(title: "bad \u{1}", pages: 2))
            }
        }
        #expect(
            message
                == "cannot write U+0001 in the text of <title>: XML 1.0 forbids the character at /shelf/contents/books/book[2]/title"
        )
        #expect(try Data(contentsOf: note) == AtomicFileWritingTests.original)
    }

    /// An error before the items (the root's own content) ends the write before the closure
    /// runs, as the sync writes do; the consumer gets nothing of the broken document.
    @Test func anErrorBeforeTheItemsRunsNoClosure() async throws {
        var header = ItemWritingTests.header
        header.owner = "bad \u{1}"
        let pieces = Pieces()
        var ran = false
        var message: String?
        do {
            try await XMLWriter().write(header, element: "shelf", items: \.books, to: { try await pieces.take($0) }) {
                _ in ran = true
            }
        } catch let error as XMLReadingError {
            message = "\(error)"
        }
        #expect(message == "cannot write U+0001 in the text of <owner>: XML 1.0 forbids the character at /shelf/owner")
        #expect(!ran)
        #expect(pieces.pieces.isEmpty)
    }
}
