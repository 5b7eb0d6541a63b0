import Foundation
import XMLReading

/// The library under test, used the way the README shows.
enum XMLReadingModes {
    /// The whole catalog into `[Book]`, as the book-catalog sample reads it.
    static func books(in url: URL) throws -> [Book] {
        try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url).books
    }

    /// One book at a time as each `</book>` arrives; nothing is collected.
    static func streamChecksum(in url: URL) throws -> Checksum {
        var checksum = Checksum()
        try XMLReader.forEach(Book.self, element: "book", in: url) { book, _ in
            checksum.add(book)
        }
        return checksum
    }
}
