import Foundation
import TestSupport
import Testing
import XMLReading

/// Paths in entries (`details/pages`, `details/price/@currency`): read, written with shared steps,
/// read back, and the description's problems.
@Suite struct PathTests {
    struct Publisher: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Publisher> { Element("name", \.name) }
    }

    struct Book: XMLReadable, Equatable {
        var title = ""
        var pages: Int?
        var isbn = ""
        var currency: String?
        var price = 0.0
        var authors: [String] = []
        var language: String?
        var publisher: Publisher?
        static let parsingDescription = ParsingDescription<Book> {
            Element("title", \.title)
            Element("details/pages", \.pages).required()
            Element("details/isbn", \.isbn)
            Attribute("details/price/@currency", \.currency)
            Element("details/price/amount", \.price)
            Many("details/authors", \.authors) { Item("author", String.self) }
            Attribute("meta/@lang", \.language)
            Element("meta/publisher", \.publisher)
        }
    }

    static let book = Book(
        title: "Dune", pages: 412, isbn: "978", currency: "EUR", price: 9.5, authors: ["Frank", "Brian"],
        language: "en", publisher: Publisher(name: "Chilton"))

    @Test(arguments: ReadingParsers.all) func pathsAreRead(parser: ReadingParser) throws {
        let xml = """
            <book><title>Dune</title><details><pages>412</pages><isbn>978</isbn>\
            <price currency="EUR"><amount>9.5</amount></price><authors><author>Frank</author></authors></details>\
            <meta lang="en"><publisher><name>Chilton</name></publisher></meta>\
            <details><authors><author>Brian</author></authors></details><pages>1</pages></book>
            """
        #expect(
            try XMLReader.object(ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
                == Self.book)
    }

    @Test(arguments: ReadingParsers.all) func stepsAreSharedWhenWritten(parser: ReadingParser) throws {
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Self.book, element: "book")
        #expect(
            xml
                == #"<book><title>Dune</title><details><pages>412</pages><isbn>978</isbn><price currency="EUR"><amount>9.5</amount></price><authors><author>Frank</author><author>Brian</author></authors></details><meta lang="en"><publisher><name>Chilton</name></publisher></meta></book>"#
        )
        #expect(
            try XMLReader.object(ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
                == Self.book)
    }

    @Test func prettyPrintedPathsIndentLikeElements() throws {
        let book = Book(title: "D", pages: 1, isbn: "", currency: nil, price: 0, authors: [], language: nil)
        let xml = try XMLWriter(options: WritingOptions(includesDeclaration: false)).string(book, element: "book")
        #expect(
            xml == """
                <book>
                  <title>D</title>
                  <details>
                    <pages>1</pages>
                    <isbn/>
                    <price>
                      <amount>0</amount>
                    </price>
                    <authors/>
                  </details>
                </book>

                """)
    }

    @Test(arguments: ReadingParsers.all) func aRequiredEntryAtTheEndOfAPathIsChecked(parser: ReadingParser) {
        let xml = "<book><title>Dune</title><details><isbn>1</isbn></details></book>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 66: missing required element <pages> in <book> (required by Element("details/pages") at XMLReadingTests/PathTests.swift:25; drop .required() if <book> may lack it) at /book"#
        )
    }

    struct Clash: XMLReadable {
        var details = ""
        var pages = 0
        var odd = ""
        static let parsingDescription = ParsingDescription<Clash> {
            Element("details", \.details)
            Element("details/pages", \.pages)
            Element("a//b", \.odd)
            Attribute("meta/lang", \.odd)
        }
    }

    @Test func pathProblemsAreReported() {
        #expect(
            Clash.parsingDescription.problems == [
                "ParsingDescription<Clash>: the element <details> is bound by Element and is a step of the path \"details/pages\" of Element; read it one way (put the path's entry inside the model that reads <details>)",
                "ParsingDescription<Clash>: Element(\"a//b\") has an empty step in its path; write steps as \"details/pages\"",
                "ParsingDescription<Clash>: Attribute(\"meta/lang\") has a path that does not end in an attribute; write it as \"details/price/@currency\"",
                "ParsingDescription<Clash>: \\Clash.odd is bound twice, by Element(\"a//b\") and by Attribute(\"meta/lang\"); bind each property once (a write would write it twice)",
            ])
    }

    // MARK: Path steps and Skip groups

    struct Catalogued: XMLReadable, Equatable {
        var pages = 0
        var isbn = ""
        static let parsingDescription = ParsingDescription<Catalogued> {
            Element("details/pages", \.pages)
            Skip("info")
            Element("details/isbn", \.isbn)
        }
    }

    /// A path in a Skip group opens its own steps: `<details>` left open by `details/pages` is not
    /// shared with `details/isbn` in the group `<info>`, so `<isbn>` is written inside
    /// `<info><details>`, where it reads back.
    @Test(arguments: ReadingParsers.all) func aPathInASkipGroupOpensItsOwnSteps(parser: ReadingParser) throws {
        let xml = "<book><details><pages>3</pages></details><info><details><isbn>9</isbn></details></info></book>"
        let book = try XMLReader.object(
            ofType: Catalogued.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
        #expect(book == Catalogued(pages: 3, isbn: "9"))
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(book, element: "book")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Catalogued.self, element: "book", from: written, options: ReadingOptions(parser: parser))
                == book)
    }
}
