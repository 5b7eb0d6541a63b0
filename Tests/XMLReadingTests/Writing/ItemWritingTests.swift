import Foundation
import Testing

import TestSupport
@testable import XMLReading

/// `XMLWriter.write(_:element:items:to:_:)`: a document written item by item has the bytes of the
/// same model written whole, to a file (atomically), a `FileHandle` or an `OutputStream`.
@Suite struct ItemWritingTests {
    struct Shelf: XMLReadable, Equatable, Sendable {
        var label = ""
        var owner = ""
        var books: [Book] = []
        var note = ""
        static let parsingDescription = ParsingDescription<Shelf>(namespace: DefaultNamespace("urn:shelf")) {
            Attribute("label", \.label)
            Element("owner", \.owner)
            Skip("contents")
            Many("books", \.books) { Item("book", Book.self) }
            Element("note", \.note)
        }
    }

    struct Book: XMLReadable, Equatable, Sendable {
        var title = ""
        var pages = 0
        static let parsingDescription = ParsingDescription<Book>(namespace: DefaultNamespace("urn:shelf")) {
            Attribute("pages", \.pages)
            Element("title", \.title)
        }
    }

    static let header = Shelf(label: "Fiction", owner: "Ann", note: "Dusted <monthly>")
    static let books = (1...3000).map { Book(title: "Volume \($0) & more", pages: $0) }

    static func whole(_ options: WritingOptions = WritingOptions()) throws -> Data {
        var shelf = header
        shelf.books = books
        return try XMLWriter(options: options).data(shelf, element: "shelf")
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFileWrittenItemByItemHasTheBytesOfTheWholeModel() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shelf.xml")
        var counted = 0
        try XMLWriter().write(Self.header, element: "shelf", items: \.books, to: url) { books in
            for book in Self.books { try books.write(book) }
            counted = books.count
        }
        #expect(counted == 3000)
        let written = try Data(contentsOf: url)
        #expect(written == (try Self.whole()))
        #expect(written.count > 200_000)
        let start =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<shelf xmlns=\"urn:shelf\" label=\"Fiction\">\n  <owner>Ann</owner>\n  <contents>\n    <books>\n      <book pages=\"1\">\n        <title>Volume 1 &amp; more</title>"
        let end = "</book>\n    </books>\n    <note>Dusted &lt;monthly&gt;</note>\n  </contents>\n</shelf>\n"
        #expect(String(decoding: written.prefix(start.utf8.count), as: UTF8.self) == start)
        #expect(String(decoding: written.suffix(end.utf8.count), as: UTF8.self) == end)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shelf.xml"])
    }

    @Test func theItemsTheModelHoldsComeFirst() throws {
        var header = Self.header
        header.books = Array(Self.books.prefix(2))
        let written = try OutputStreamBytes.collect { stream in
            try XMLWriter().write(header, element: "shelf", items: \.books, to: stream) { books in
                for book in Self.books.dropFirst(2) { try books.write(book) }
            }
        }
        #expect(written == (try Self.whole()))
    }

    @Test func aFileHandleAndCanonicalForm() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.xml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        let options = WritingOptions(canonical: true)
        try XMLWriter(options: options).write(Self.header, element: "shelf", items: \.books, to: handle) { books in
            for book in Self.books { try books.write(book) }
        }
        try handle.close()
        #expect(try Data(contentsOf: url) == (try Self.whole(options)))
        #expect(try Data(contentsOf: url) == (try CanonicalXML.exact(of: try Self.whole())))
    }

    /// A failing item names its place; the file stays as it was; no item may follow.
    @Test func aFailingItemLeavesTheFileAsItWas() throws {
        let (folder, note) = try AtomicFileWritingTests.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        var afterFailure: String?
        let message = errorMessage {
            try XMLWriter().write(Self.header, element: "shelf", items: \.books, to: note) { books in
                for book in Self.books.prefix(2500) { try books.write(book) }
                do {
                    try books.write(Book(title: "bad \u{1}", pages: 2501))
                } catch {
                    afterFailure = errorMessage { try books.write(Self.books[0]) }
                    throw error
                }
            }
        }
        #expect(
            message
                == "cannot write U+0001 in the text of <title>: XML 1.0 forbids the character at /shelf/contents/books/book[2501]/title"
        )
        #expect(
            afterFailure
                == "cannot write an item after one that failed: the document ends at the item that failed")
        #expect(try Data(contentsOf: note) == AtomicFileWritingTests.original)
        #expect(try AtomicFileWritingTests.listing(folder) == ["note.xml"])
    }

    /// The closure's own error ends the write the same way.
    @Test func anErrorOfTheClosureLeavesTheFileAsItWas() throws {
        struct SourceFailed: Error {}
        let (folder, note) = try AtomicFileWritingTests.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: SourceFailed.self) {
            try XMLWriter().write(Self.header, element: "shelf", items: \.books, to: note) { books in
                for book in Self.books { try books.write(book) }
                throw SourceFailed()
            }
        }
        #expect(try Data(contentsOf: note) == AtomicFileWritingTests.original)
        #expect(try AtomicFileWritingTests.listing(folder) == ["note.xml"])
    }

    /// A stream or handle keeps what was written: on an error, the document up to the last whole
    /// item before it.
    @Test func aStreamHoldsTheWholeItemsBeforeAnError() throws {
        struct SourceFailed: Error {}
        var shelf = Self.header
        shelf.books = Array(Self.books.prefix(3))
        let whole = String(decoding: try XMLWriter().data(shelf, element: "shelf"), as: UTF8.self)
        let throughThird = try #require(whole.range(of: "</book>", options: .backwards)).upperBound
        var written = Data()
        #expect(throws: SourceFailed.self) {
            try OutputStreamBytes.collect(keepingAfter: SourceFailed.self, held: &written) { stream in
                try XMLWriter().write(Self.header, element: "shelf", items: \.books, to: stream) { books in
                    for book in Self.books.prefix(3) { try books.write(book) }
                    throw SourceFailed()
                }
            }
        }
        #expect(String(decoding: written, as: UTF8.self) == String(whole[..<throughThird]))
    }

    @Test func aKeyPathNoManyBindsIsRefusedBeforeWriting() throws {
        struct Pair: XMLReadable, Sendable {
            var names: [String] = []
            var others: [String] = []
            static let parsingDescription = ParsingDescription<Pair> {
                Many(\.names) { Item("name", String.self) }
            }
        }
        let (folder, note) = try AtomicFileWritingTests.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = false
        #expect(
            errorMessage {
                try XMLWriter().write(Pair(), element: "pair", items: \.others, to: note) { _ in ran = true }
            }
                == "cannot write Pair item by item: its description has no Many of \\Pair.others; name the array of one of its Many entries"
        )
        #expect(!ran)
        #expect(try Data(contentsOf: note) == AtomicFileWritingTests.original)
    }

    @Test func aSinkKeptAfterItsClosureRefusesItems() throws {
        var kept: XMLItemSink<Book>?
        _ = try OutputStreamBytes.collect { stream in
            try XMLWriter().write(Self.header, element: "shelf", items: \.books, to: stream) { kept = $0 }
        }
        let sink = try #require(kept)
        #expect(
            errorMessage { try sink.write(Self.books[0]) }
                == "cannot write an item once the closure that writes the items has returned")
    }

    @Test func aStreamNotOpenIsReported() throws {
        let stream = OutputStream(toMemory: ())
        #expect(
            errorMessage {
                try XMLWriter().write(Self.header, element: "shelf", items: \.books, to: stream) { books in
                    for book in Self.books { try books.write(book) }
                }
            } == "cannot write to the output stream: the stream is not open")
    }
}

/// What an `OutputStream` to memory holds once `body` has written to it (opened and closed here).
enum OutputStreamBytes {
    static func collect(_ body: (OutputStream) throws -> Void) throws -> Data {
        let stream = OutputStream(toMemory: ())
        stream.open()
        try body(stream)
        stream.close()
        return stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
    }

    /// ``collect(_:)``, keeping what the stream holds when `body` throws an error of type
    /// `Failure`: `held` gets it, and the error is rethrown.
    static func collect<Failure: Error>(
        keepingAfter failure: Failure.Type, held: inout Data, _ body: (OutputStream) throws -> Void
    ) throws {
        let stream = OutputStream(toMemory: ())
        stream.open()
        defer { stream.close() }
        do {
            try body(stream)
        } catch let error as Failure {
            held = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
            throw error
        }
    }
}
