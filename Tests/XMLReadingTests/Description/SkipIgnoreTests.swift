import TestSupport
import Testing
import XMLReading

@Suite struct SkipIgnoreTests {
    struct Book: XMLReadable, Equatable {
        var title = ""
        var pages = 0
        var publisherName = ""
        static let parsingDescription = ParsingDescription<Book> {
            Element("title", \.title)
            Skip("details")
            Skip("publisher")
            Element("pages", \.pages)
            Element("name", \.publisherName)
            Ignore("reviews")
        }
    }

    @Test(arguments: ReadingParsers.all) func skippedElementsAreTransparentAtAnyDepth(parser: ReadingParser) throws {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book",
            from: """
                <book><details attr="ignored">text ignored<pages>412</pages>\
                <details><title>Nested skip</title></details></details>\
                <publisher><name>Chilton</name></publisher></book>
                """, options: ReadingOptions(parser: parser))
        #expect(book == Book(title: "Nested skip", pages: 412, publisherName: "Chilton"))
    }

    @Test(arguments: ReadingParsers.all) func ignoredAndUnknownSubtreesNeverLeakIntoTheModel(parser: ReadingParser)
        throws
    {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book",
            from: """
                <book><title>Real</title>\
                <reviews><title>Review title</title><book><title>Inner book</title></book></reviews>\
                <unknown><title>Unknown title</title><pages>1</pages></unknown>\
                <reviews><reviews/></reviews></book>
                """, options: ReadingOptions(parser: parser))
        #expect(book == Book(title: "Real", pages: 0, publisherName: ""))
    }

    @Test(arguments: ReadingParsers.all) func theFirstBookIsTheOuterOneNotOneInsideIgnoredContent(parser: ReadingParser)
        throws
    {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book",
            from:
                "<shelf><reviews-list><x/></reviews-list><book><title>Outer</title><reviews><book><title>Inner</title></book></reviews></book></shelf>",
            options: ReadingOptions(parser: parser)
        )
        #expect(book.title == "Outer")
    }
}
