import TestSupport
import Testing
import XMLReading

@Suite struct TextTests {
    struct Price: XMLReadable, Equatable {
        var amount = 0.0
        var currency = ""
        static let parsingDescription = ParsingDescription<Price> {
            TextContent(\.amount)
            Attribute("currency", \.currency)
        }
    }

    struct Note: XMLReadable, Equatable {
        var text = ""
        var author = ""
        static let parsingDescription = ParsingDescription<Note> {
            TextContent(\.text)
            Element("author", \.author)
        }
    }

    @Test(arguments: ReadingParsers.all) func textAndAttributesOfTheSameElement(parser: ReadingParser) throws {
        let price = try XMLReader.object(
            ofType: Price.self, element: "price", from: "<price currency=\"USD\">12.50</price>",
            options: ReadingOptions(parser: parser))
        #expect(price == Price(amount: 12.5, currency: "USD"))
    }

    @Test(arguments: ReadingParsers.all) func onlyTextDirectlyInsideTheElementCounts(parser: ReadingParser) throws {
        let note = try XMLReader.object(
            ofType: Note.self, element: "note", from: "<note>Buy <author>Ann</author>milk<x>not this</x>!</note>",
            options: ReadingOptions(parser: parser))
        #expect(note == Note(text: "Buy milk!", author: "Ann"))
    }

    @Test(arguments: ReadingParsers.all) func modelsWithTextNestedInOtherModels(parser: ReadingParser) throws {
        struct Menu: XMLReadable {
            var prices: [Price] = []
            var notes: [Note] = []
            static let parsingDescription = ParsingDescription<Menu> {
                Many(\.prices) { Item("price", Price.self) }
                Many(\.notes) { Item("note", Note.self) }
            }
        }
        let menu = try XMLReader.object(
            ofType: Menu.self, element: "menu",
            from: """
                <menu>ignored<price currency="EUR">1.5</price> also ignored <note>a<author>b</author>c</note>\
                <price currency="USD"> 2 </price><note>d</note></menu>
                """, options: ReadingOptions(parser: parser))
        #expect(menu.prices == [Price(amount: 1.5, currency: "EUR"), Price(amount: 2, currency: "USD")])
        #expect(menu.notes == [Note(text: "ac", author: "b"), Note(text: "d", author: "")])
    }

    @Test(arguments: ReadingParsers.all) func textThatDoesNotConvertIsAnError(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Price.self, element: "price", from: "<r>\n<price>cheap</price></r>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 2, column 21: cannot read \"cheap\" as Double for <price> at /r/price")
    }
}
