import Foundation
import XMLReading

/// One way of reading the catalog; each runs in its own child process.
enum Mode: String, CaseIterable {
    case bare = "xmlparser-count"
    case handWritten = "hand-written"
    case xmlReading = "xmlreading"
    case xmlReadingStream = "xmlreading-stream"
    case swxmlhash = "swxmlhash"
    case xmlcoder = "xmlcoder"

    /// Whether the mode can keep markup in order (`descriptionXML`) like the others; XMLCoder's
    /// tree cannot, so it is checked on ``Checksum/core`` only.
    var readsMarkup: Bool { self != .xmlcoder }

    /// What a mode hands back: a count for the floor, a checksum over every field for the others.
    enum Outcome {
        case elements(Int)
        case books(Checksum)
    }

    /// Reads the catalog and visits every field of every book (the checksum), as one timed unit.
    func run(_ url: URL) throws -> Outcome {
        switch self {
        case .bare: return .elements(try ElementCounter.count(in: url))
        case .handWritten: return .books(Self.checksum(try HandWrittenCatalogParser.books(in: url)))
        case .xmlReading: return .books(Self.checksum(try XMLReadingModes.books(in: url)))
        case .xmlReadingStream: return .books(try XMLReadingModes.streamChecksum(in: url))
        case .swxmlhash: return .books(Self.checksum(try SWXMLHashMode.books(in: url)))
        case .xmlcoder: return .books(Self.checksum(try XMLCoderMode.books(in: url)))
        }
    }

    /// The books a model-building mode reads (for `--dump`).
    func books(_ url: URL) throws -> [Book] {
        switch self {
        case .bare: return []
        case .handWritten: return try HandWrittenCatalogParser.books(in: url)
        case .xmlReading: return try XMLReadingModes.books(in: url)
        case .xmlReadingStream:
            var books: [Book] = []
            try XMLReader.forEach(Book.self, element: "book", in: url) { book, _ in books.append(book) }
            return books
        case .swxmlhash: return try SWXMLHashMode.books(in: url)
        case .xmlcoder: return try XMLCoderMode.books(in: url)
        }
    }

    private static func checksum(_ books: [Book]) -> Checksum {
        var checksum = Checksum()
        for book in books { checksum.add(book) }
        return checksum
    }
}
