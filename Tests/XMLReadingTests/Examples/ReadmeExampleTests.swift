// swift-format-ignore-file
// (The examples are kept exactly as the README writes them.)
import Foundation
import Testing
import XMLReading

/// The README's first example, compiled and run as written.
@Suite struct ReadmeExampleTests {
    struct Book: XMLReadable {
        var id = 0, title = "", authors: [String] = [], pages = 0, price = 0.0, currency = ""
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id)                                        // <book id="7">
            Element("title", \.title)                                    //   <title>Dune</title>
            Many("authors", \.authors) { Item("author", String.self) }   //   <authors><author>…</author></authors>
            Skip("details")                                              //   <details><pages>412</pages></details>
            Element("pages", \.pages)
            Element("price", \.price) { Attribute("currency", \.currency) } // <price currency="EUR">9.50</price>
            Ignore("reviews")                                            //   dropped, unread
        }
    }

    @Test func theReadmeExampleReads() throws {
        let xml = """
            <catalog><book id="7"><title>Dune</title><authors><author>Frank Herbert</author></authors>
            <details><pages>412</pages></details><price currency="EUR">9.50</price>
            <reviews><title>Great</title></reviews></book></catalog>
            """
        let books = try XMLReader.objects(ofType: Book.self, element: "book", from: xml)
        #expect(books.count == 1)
        #expect(books[0].id == 7)
        #expect(books[0].title == "Dune")
        #expect(books[0].authors == ["Frank Herbert"])
        #expect(books[0].pages == 412)
        #expect(books[0].price == 9.5)
        #expect(books[0].currency == "EUR")
    }
}

/// The README's second example, "Written back as it was read", compiled and run as written.
@Suite struct ReadmeWritingExampleTests {
    struct Target: XMLReadable {   // <target state="translated">Hallo, <g id="1">Welt</g>!</target>
        var state = "", content: [MixedContent<AnyElement>] = []
        static let parsingDescription = ParsingDescription<Target>(namespace: "urn:oasis:names:tc:xliff:document:1.2") {
            Attribute("state", \.state)
            Mixed(\.content)       // "Hallo, ", <g id="1">Welt</g>, "!", in order
        }
    }

    @Test func theReadmeWritingExampleWritesTheSameBytes() throws {
        let xml = #"<target xmlns="urn:oasis:names:tc:xliff:document:1.2" state="translated">Hallo, <g id="1">Welt</g>!</target>"#
        let target = try XMLReader.object(ofType: Target.self, element: "target", from: xml)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(target, element: "target")                    // == xml: same order, xmlns="…" as read
        #expect(written == xml)
        #expect(target.state == "translated")
        #expect(target.content.count == 3)
        #expect(target.content.first == .text("Hallo, "))
        #expect(target.content.last == .text("!"))
    }

    /// The README's sentence on unknown content: its options compile as written, and the report is a whole sentence.
    @Test func theReadmeUnknownContentOptionsReport() throws {
        _ = ReadingOptions(unknownContent: .report { print($0) })
        let error = #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.object(
                ofType: Target.self, element: "target", from: #"<target xmlns="urn:oasis:names:tc:xliff:document:1.2" stat="x"/>"#,
                options: ReadingOptions(unknownContent: .refuse))
        }
        #expect(error?.description == #"line 1, column 63: unknown attribute "stat" of <target>; did you mean "state"? at /target"#)
    }
}

/// The README's example of writing item by item, compiled and run as written.
@Suite struct ReadmeItemWritingExampleTests {
    struct Catalog: XMLReadable {
        var books: [ReadmeExampleTests.Book] = []
        static let parsingDescription = ParsingDescription<Catalog> {
            Many(\.books) { Item("book", ReadmeExampleTests.Book.self) }
        }
    }

    @Test func theReadmeItemWritingExampleWritesEachBook() throws {
        typealias Book = ReadmeExampleTests.Book
        let source = """
            <catalog><book id="7"><title>Dune</title></book><book id="8"><title>Emma</title></book></catalog>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.xml")

        // <catalog><book>…</book>…</catalog>, one book in memory at a time
        try XMLWriter().write(Catalog(), element: "catalog", items: \.books, to: url) { books in
            try XMLReader.forEach(ofType: Book.self, element: "book", from: source) { book, _ in
                try books.write(book)
            }
        }

        let written = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url)
        #expect(written.books.map(\.id) == [7, 8])
        #expect(written.books.map(\.title) == ["Dune", "Emma"])
    }
}
