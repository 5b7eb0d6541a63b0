// swift-format-ignore-file
// (The examples are kept exactly as the articles of Sources/XMLReading/XMLReading.docc write them.)
import Foundation
import Testing
import XMLReading

/// The "Choosing the parser" example of the article "Performance"
/// (`Sources/XMLReading/XMLReading.docc/Performance.md`), compiled and run as written: the same
/// catalog, and the same error, from either parser.
@Suite struct ParserChoiceExampleTests {
    struct Catalog: XMLReadable {
        var books: [Book] = []
        static let parsingDescription = ParsingDescription<Catalog> {
            Many(\.books) { Item("book", Book.self) }
        }
    }
    struct Book: XMLReadable {
        var id = "", title = "", pages = 0
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id)
            Element("title", \.title)
            Element("pages", \.pages)
        }
    }

    @Test func bothParsersReadTheSameCatalog() throws {
        let data = Data(#"<catalog><book id="b1"><title>Dune</title><pages>412</pages></book><book id="b2"><title>Emma</title><pages>474</pages></book></catalog>"#.utf8)
        let options = ReadingOptions(parser: .libxml2)
        let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: data, options: options)
        #expect(catalog.books.map(\.id) == ["b1", "b2"])
        #expect(catalog.books.map(\.title) == ["Dune", "Emma"])
        #expect(catalog.books.map(\.pages) == [412, 474])
        let byFoundation = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: data)
        #expect(byFoundation.books.map(\.title) == catalog.books.map(\.title))
    }

    @Test(arguments: [ReadingParser.foundation, .libxml2])
    func bothParsersRefuseTheSameWay(parser: ReadingParser) throws {
        let data = Data("<catalog>\n<book id=\"b1\"><title>Dune</title><pages>many</pages></book></catalog>".utf8)
        let error = try #require(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Catalog.self, element: "catalog", from: data, options: ReadingOptions(parser: parser))
        }
        #expect(error.code == .valueConversion)
        #expect(error.path == "/catalog/book[1]/pages")
        #expect(error.line == 2)
        #expect(error.message == #"cannot read "many" as Int for <pages>"#)
        #expect(error.column == 40)
    }
}
