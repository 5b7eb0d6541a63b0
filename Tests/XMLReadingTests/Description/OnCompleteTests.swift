import TestSupport
import Testing
import XMLReading

@Suite struct OnCompleteTests {
    struct NoPages: Error, CustomStringConvertible {
        var description: String { "a book needs pages" }
    }

    struct Book: XMLReadable {
        var title = ""
        var pages = 0
        var log: [String] = []
        static let parsingDescription = ParsingDescription<Book> {
            Element("title", \.title)
            Element("pages", \.pages)
            OnComplete { book in
                book.title = book.title.uppercased()
                book.log.append("first")
            }
            OnComplete { book in
                book.log.append("second")
                guard book.pages > 0 else { throw NoPages() }
            }
        }
    }

    struct Shelf: XMLReadable {
        var books: [Book] = []
        var titlesSeenByHook: [String] = []
        static let parsingDescription = ParsingDescription<Shelf> {
            Many(\.books) { Item("book", Book.self) }
            OnComplete { shelf in shelf.titlesSeenByHook = shelf.books.map(\.title) }
        }
    }

    @Test(arguments: ReadingParsers.all) func hooksRunInOrderAfterTheEndTagAndBeforeTheParentSeesTheModel(
        parser: ReadingParser
    ) throws {
        let shelf = try XMLReader.object(
            ofType: Shelf.self, element: "shelf",
            from:
                "<shelf><book><title>a</title><pages>1</pages></book><book><title>b</title><pages>2</pages></book></shelf>",
            options: ReadingOptions(parser: parser)
        )
        #expect(shelf.books.map(\.title) == ["A", "B"])
        #expect(shelf.books.map(\.log) == [["first", "second"], ["first", "second"]])
        #expect(shelf.titlesSeenByHook == ["A", "B"])
    }

    @Test(arguments: ReadingParsers.all) func aThrowingHookFailsTheReadWithPositionAndTheUnderlyingError(
        parser: ReadingParser
    ) throws {
        let error = try #require(
            readingError {
                _ = try XMLReader.object(
                    ofType: Shelf.self, element: "shelf",
                    from: "<shelf>\n<book><pages>1</pages></book>\n<book><title>b</title></book></shelf>",
                    options: ReadingOptions(parser: parser))
            })
        #expect(error.code == .completionFailed)
        #expect(error.underlyingError is NoPages)
        #expect(
            error.description == "line 3, column 30: OnComplete of Book failed: a book needs pages at /shelf/book[2]")
    }

    @Test(arguments: ReadingParsers.all) func aHookThrowingAnXMLReadingErrorKeepsItsCodeAndMessage(
        parser: ReadingParser
    ) throws {
        struct Strict: XMLReadable {
            var n = 0
            static let parsingDescription = ParsingDescription<Strict> {
                Element("n", \.n)
                OnComplete { strict in
                    if strict.n > 9 {
                        throw XMLReadingError(
                            code: .init("tooBig"), message: "n must be a single digit, not \(strict.n)")
                    }
                }
            }
        }
        let error = try #require(
            readingError {
                _ = try XMLReader.object(
                    ofType: Strict.self, element: "s", from: "<s><n>12</n></s>", options: ReadingOptions(parser: parser)
                )
            })
        #expect(error.code == XMLReadingError.Code("tooBig"))
        #expect(error.description == "line 1, column 17: n must be a single digit, not 12 at /s")
    }
}
