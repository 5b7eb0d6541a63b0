import Foundation
import TestSupport
import Testing
import XMLReading

@Suite struct ElementTests {
    struct Publisher: XMLReadable, Equatable {
        var name = ""
        var city = ""
        static let parsingDescription = ParsingDescription<Publisher> {
            Element("name", \.name)
            Attribute("city", \.city)
        }
    }

    struct Book: XMLReadable, Equatable {
        var title = ""
        var price = 0.0
        var currency = ""
        var rate = ""
        var publisher = Publisher()
        var reprint: Publisher? = nil
        static let parsingDescription = ParsingDescription<Book> {
            Element("title", \.title)
            Element("price", \.price) {
                Attribute("currency", \.currency)
                Attribute("rate", \.rate)
            }
            Element("publisher", \.publisher)
            Element("reprint", \.reprint)
        }
    }

    @Test(arguments: ReadingParsers.all) func scalarsNestedModelsAndAttributesOfChildElements(parser: ReadingParser)
        throws
    {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book",
            from: """
                <book>
                  <title>Dune</title>
                  <price currency="EUR" rate="fixed">9.50</price>
                  <publisher city="Philadelphia"><name>Chilton</name></publisher>
                </book>
                """, options: ReadingOptions(parser: parser))
        #expect(
            book
                == Book(
                    title: "Dune", price: 9.5, currency: "EUR", rate: "fixed",
                    publisher: Publisher(name: "Chilton", city: "Philadelphia"), reprint: nil))
    }

    @Test(arguments: ReadingParsers.all) func optionalNestedModelIsReadWhenPresent(parser: ReadingParser) throws {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book", from: "<book><reprint city='Oslo'><name>N</name></reprint></book>",
            options: ReadingOptions(parser: parser))
        #expect(book.reprint == Publisher(name: "N", city: "Oslo"))
        #expect(book.publisher == Publisher())
    }

    @Test(arguments: ReadingParsers.all) func theTextOfInlineMarkupIsPartOfAValue(parser: ReadingParser) throws {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book",
            from: "<book><title>The <i>summer</i> of <b>x<u>y</u></b>!</title><price>1<sup>2</sup></price></book>",
            options: ReadingOptions(parser: parser))
        #expect(book.title == "The summer of xy!")
        #expect(book.price == 12)
    }

    @Test(arguments: ReadingParsers.all) func theLastOfRepeatedElementsWins(parser: ReadingParser) throws {
        let book = try XMLReader.object(
            ofType: Book.self, element: "book", from: "<book><title>A</title><title>B</title></book>",
            options: ReadingOptions(parser: parser))
        #expect(book.title == "B")
    }

    @Test(arguments: ReadingParsers.all) func classModelsWork(parser: ReadingParser) throws {
        let shelf = try XMLReader.object(
            ofType: Shelf.self, element: "shelf",
            from: "<shelf label='SF'><tags><tag>space</tag><tag> time </tag></tags></shelf>",
            options: ReadingOptions(parser: parser))
        #expect(shelf.label == "SF")
        #expect(shelf.tags == ["space", " time "])
    }

    @Test(arguments: ReadingParsers.all) func storeClosuresInsteadOfKeyPaths(parser: ReadingParser) throws {
        enum Shape: Equatable { case none, circle(Double), square(Publisher) }
        struct Drawing: XMLReadable {
            var shapes: [Shape] = []
            static let parsingDescription = ParsingDescription<Drawing> {
                Element("circle", format: .standard) { drawing, radius in drawing.shapes.append(.circle(radius)) }
                Element("square", as: Publisher.self) { drawing, square in drawing.shapes.append(.square(square)) }
            }
        }
        let drawing = try XMLReader.object(
            ofType: Drawing.self, element: "d",
            from: "<d><circle> 2.5 </circle><square city='x'><name>s</name></square><circle>1</circle></d>",
            options: ReadingOptions(parser: parser))
        #expect(drawing.shapes == [.circle(2.5), .square(Publisher(name: "s", city: "x")), .circle(1)])
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Drawing.self, element: "d", from: "<d><circle>big</circle></d>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 1, column 11: cannot read \"big\" as Double for <circle> at /d/circle")
    }

    @Test(arguments: ReadingParsers.all) func attributeValuesAreNormalizedByXMLAndEntitiesDecoded(parser: ReadingParser)
        throws
    {
        struct Tagged: XMLReadable {
            var note = ""
            static let parsingDescription = ParsingDescription<Tagged> { Attribute("note", \.note) }
        }
        let tagged = try XMLReader.object(
            ofType: Tagged.self, element: "t", from: "<t note='a &amp; b&#10;&lt;c&gt; &quot;'/>",
            options: ReadingOptions(parser: parser))
        #expect(tagged.note == "a & b\n<c> \"")
    }
}
