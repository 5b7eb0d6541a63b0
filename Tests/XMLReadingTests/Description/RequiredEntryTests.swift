import Foundation
import TestSupport
import Testing
import XMLReading

/// `.required()` on `Element` and `Attribute`: read, written, read after writing, refused when absent.
@Suite struct RequiredEntryTests {
    struct Publisher: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Publisher> { Element("name", \.name).required() }
    }

    struct Book: XMLReadable, Equatable {
        var id = 0
        var title = ""
        var pages: Int?
        var publisher: Publisher?
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id).required()
            Element("title", \.title).required()
            Element("publisher", \.publisher)
            Skip("details")
            Element("pages", \.pages).required()
        }
    }

    struct Catalog: XMLReadable, Equatable {
        var books: [Book] = []
        static let parsingDescription = ParsingDescription<Catalog> {
            Many("books", \.books) { Item("book", Book.self) }
        }
    }

    static let dune = Book(id: 7, title: "Dune", pages: 412, publisher: Publisher(name: "Chilton"))

    @Test(arguments: ReadingParsers.all) func presentEntriesRead(parser: ReadingParser) throws {
        let xml = """
            <book id="7"><title>Dune</title><publisher><name>Chilton</name></publisher>\
            <details><pages>412</pages></details></book>
            """
        #expect(
            try XMLReader.object(ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
                == Self.dune)
    }

    @Test(arguments: ReadingParsers.all) func anEmptyElementIsPresent(parser: ReadingParser) throws {
        let xml = #"<book id="1"><title/><details><pages>1</pages></details></book>"#
        #expect(
            try XMLReader.object(ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
                .title == "")
    }

    @Test(arguments: ReadingParsers.all) func writtenAndReadBack(parser: ReadingParser) throws {
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Self.dune, element: "book")
        #expect(
            xml
                == #"<book id="7"><title>Dune</title><publisher><name>Chilton</name></publisher><details><pages>412</pages></details></book>"#
        )
        #expect(
            try XMLReader.object(ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
                == Self.dune)
    }

    @Test(arguments: [
        (
            #"<book><title>Dune</title><details><pages>1</pages></details></book>"#,
            "missingAttribute",
            #"line 1, column 68: missing required attribute "id" in <book> (required by Attribute("id") at XMLReadingTests/RequiredEntryTests.swift:19; drop .required() if <book> may lack it) at /book"#
        ),
        (
            #"<book id="1"><details><pages>1</pages></details></book>"#,
            "missingElement",
            #"line 1, column 56: missing required element <title> in <book> (required by Element("title") at XMLReadingTests/RequiredEntryTests.swift:20; drop .required() if <book> may lack it) at /book"#
        ),
        (
            #"<book id="1"><title>x</title><details/></book>"#,
            "missingElement",
            #"line 1, column 47: missing required element <pages> in <book> (required by Element("pages") at XMLReadingTests/RequiredEntryTests.swift:23; drop .required() if <book> may lack it) at /book"#
        ),
        (
            #"<book id="1"><title>x</title><details><pages>1</pages></details><publisher/></book>"#,
            "missingElement",
            #"line 1, column 77: missing required element <name> in <publisher> (required by Element("name") at XMLReadingTests/RequiredEntryTests.swift:10; drop .required() if <publisher> may lack it) at /book/publisher"#
        ),
    ])
    func anAbsentRequiredEntryIsAnError(xml: String, code: String, message: String) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Book.self, element: "book", from: xml)
        }
        #expect(error?.code.rawValue == code)
        #expect(error?.description == message)
    }

    @Test(arguments: ReadingParsers.all) func aReusedFrameForgetsWhatTheLastItemHad(parser: ReadingParser) {
        // The second book reuses the first one's frame: its own title is still required.
        let xml = """
            <catalog><books>
            <book id="1"><title>A</title><details><pages>1</pages></details></book>
            <book id="2"><details><pages>2</pages></details></book>
            </books></catalog>
            """
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Catalog.self, element: "catalog", from: xml, options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == #"line 3, column 56: missing required element <title> in <book> (required by Element("title") at XMLReadingTests/RequiredEntryTests.swift:20; drop .required() if <book> may lack it) at /catalog/books/book[2]"#
        )
    }

    @Test(arguments: ReadingParsers.all) func everyObjectOfAReadIsChecked(parser: ReadingParser) {
        let xml = #"<r><book id="1"><title>A</title><details><pages>1</pages></details></book><book/></r>"#
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.objects(
                ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == #"line 1, column 82: missing required attribute "id" in <book> (required by Attribute("id") at XMLReadingTests/RequiredEntryTests.swift:19; drop .required() if <book> may lack it) at /r/book[2]"#
        )
    }

    struct Price: XMLReadable {
        var amount = 0.0
        var currency = ""
        static let parsingDescription = ParsingDescription<Price> {
            Element("amount", \.amount) { Attribute("currency", \.currency).required() }
        }
    }

    @Test func aChildsAttributeCannotBeRequired() {
        #expect(
            Price.parsingDescription.problems == [
                #"ParsingDescription<Price>: the attribute "currency" of <amount> is required(); required() applies to the element's own attributes and to child elements, so require <amount> or read it as a model with a required attribute"#
            ])
    }
}
