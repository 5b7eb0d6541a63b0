// swift-format-ignore-file
// (The example is kept exactly as the README writes it.)
import Testing
import XMLReading

/// The README's line that reads with libxml2, compiled and run as written: the same books as the
/// default parser reads.
@Suite struct ReadmeParserExampleTests {
    typealias Book = ReadmeExampleTests.Book

    @Test func theReadmeLibxml2LineReadsTheSameBooks() throws {
        let xml = """
            <catalog><book id="7"><title>Dune</title><authors><author>Frank Herbert</author></authors>
            <details><pages>412</pages></details><price currency="EUR">9.50</price>
            <reviews><title>Great</title></reviews></book></catalog>
            """
        let books = try XMLReader.objects(ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: .libxml2))
        let byDefault = try XMLReader.objects(ofType: Book.self, element: "book", from: xml)
        #expect(books.count == 1)
        #expect(books.map(\.id) == byDefault.map(\.id))
        #expect(books.map(\.title) == ["Dune"])
        #expect(books.map(\.authors) == byDefault.map(\.authors))
        #expect(books.map(\.pages) == [412])
        #expect(books.map(\.price) == byDefault.map(\.price))
        #expect(books.map(\.currency) == ["EUR"])
    }
}
