import Foundation
import Testing
import XMLReading

@Suite struct DescriptionProblemTests {
    struct Twice: XMLReadable {
        var a = "", b = ""
        static let secondEntryLine = #line + 3
        static let parsingDescription = ParsingDescription<Twice> {
            Element("title", \.a)
            XMLString("title", \.b)
        }
    }

    struct SkipCollides: XMLReadable {
        var pages = 0
        static let parsingDescription = ParsingDescription<SkipCollides> {
            Skip("details")
            Element("details", \.pages)
        }
    }

    struct Many: XMLReadable {
        var tags: [String] = []
        var x = "", y = "", z = "", price = "", currency = "", currency2 = ""
        static let parsingDescription = ParsingDescription<Many> {
            XMLReading.Many(\.tags) { Item("tag", String.self) }
            Element("tag", \.x)
            Attribute("id", \.y)
            Attribute("id", \.z)
            Element("price", \.price) {
                Attribute("currency", \.currency)
                Attribute("currency", \.currency2)
            }
        }
    }

    struct BadItemsAndFormats: XMLReadable {
        var pets: [any Pet] = []
        var people: [Person] = []
        var day = Date(timeIntervalSince1970: 0)
        var text = "", text2 = "", unnamed = ""
        static let parsingDescription = ParsingDescription<BadItemsAndFormats> {
            XMLReading.Many(\.pets) { Item("person", Person.self) }
            XMLReading.Many("people", \.people) {
                Item("person", Person.self)
                Ignore("person")
            }
            Element("day", \.day, format: .date("yyyy-QQ-dd"))
            TextContent(\.text)
            TextContent(\.text2)
            Element("", \.unnamed)
        }
    }

    @Test func theSameElementBoundTwice() {
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: the element <title> is bound twice, by Element and by XMLString; bind each element name once (use Many to collect repeated elements)"
            ])
    }

    @Test func aSkipThatCollidesWithAnotherEntry() {
        #expect(
            SkipCollides.parsingDescription.problems == [
                "ParsingDescription<SkipCollides>: Skip(\"details\") names an element that Element also binds; a skipped element's children are read in its place, so remove the Skip or the Element"
            ])
    }

    @Test func inlineItemsElementsAndAttributes() {
        #expect(
            Many.parsingDescription.problems == [
                "ParsingDescription<Many>: the element <tag> is bound twice, by Item and by Element; bind each element name once (use Many to collect repeated elements)",
                "ParsingDescription<Many>: the attribute \"currency\" of <price> is bound twice; bind each attribute name once",
                "ParsingDescription<Many>: the attribute \"id\" of the element is bound twice; bind each attribute name once",
            ])
    }

    @Test func itemsThatDoNotFitTheArrayFormatsAndTexts() {
        #expect(
            BadItemsAndFormats.parsingDescription.problems == [
                "ParsingDescription<BadItemsAndFormats>: Item(\"person\", Person.self) cannot be stored in an array of Pet; make Person conform to it or change the array's element type",
                "ParsingDescription<BadItemsAndFormats>: the element <person> is bound twice, by Item and by Ignore; bind each element name once (use Many to collect repeated elements)",
                "ParsingDescription<BadItemsAndFormats>: the date pattern \"yyyy-QQ-dd\" is invalid: the pattern letter \"Q\" is not supported; quote literal text as 'text'",
                "ParsingDescription<BadItemsAndFormats>: TextContent is declared twice; an element has one text, bind it once",
                "ParsingDescription<BadItemsAndFormats>: Element has an empty element name; name the element it reads",
            ])
    }

    struct OnePropertyTwice: XMLReadable {
        var kind = ""
        var title = ""
        static let parsingDescription = ParsingDescription<OnePropertyTwice> {
            Element("kind", \.kind) { Attribute("type", \.kind) }
            Element("title", \.title)
            XMLString("name", \.title)
        }
    }

    @Test func aPropertyBoundByTwoEntries() {
        #expect(
            OnePropertyTwice.parsingDescription.problems == [
                #"ParsingDescription<OnePropertyTwice>: \OnePropertyTwice.kind is bound twice, by Element("kind") and by Attribute("type"); bind each property once (a write would write it twice)"#,
                #"ParsingDescription<OnePropertyTwice>: \OnePropertyTwice.title is bound twice, by Element("title") and by XMLString("name"); bind each property once (a write would write it twice)"#,
            ])
    }

    @Test func readingWithAnInvalidDescriptionThrowsBeforeReading() throws {
        let error = try #require(
            readingError { _ = try XMLReader.object(ofType: Twice.self, element: "t", from: "<t/>") })
        #expect(error.code == .invalidDescription)
        #expect(
            error.description
                == "XMLReadingTests/DescriptionProblemTests.swift:\(Twice.secondEntryLine): ParsingDescription<Twice>: the element <title> is bound twice, by Element and by XMLString; bind each element name once (use Many to collect repeated elements)"
        )
        #expect(error.line == 0)
    }

    struct Pair: XMLReadable {
        var a = ""
        var b = ""
        var c = Date(timeIntervalSince1970: 0)
        static let parsingDescription = ParsingDescription<Pair> {}
    }

    @Test func validateThrowsEveryProblemAfterTheLineOfItsEntry() throws {
        let first = #line + 2  // the first entry's line
        let description = ParsingDescription<Pair> {
            Element("a", \.a)
            Element("a", \.b)
            Element("c", \.c, format: .date("yyyy-QQ"))
            Attribute("id", \.a)
        }
        let error = #expect(throws: XMLReadingError.self) { try description.validate() }
        #expect(error?.code == .invalidDescription)
        let file = "XMLReadingTests/DescriptionProblemTests.swift"
        #expect(
            error?.message.split(separator: "\n").map(String.init) == [
                "\(file):\(first + 1): ParsingDescription<Pair>: the element <a> is bound twice, by Element and by Element; bind each element name once (use Many to collect repeated elements)",
                "\(file):\(first + 2): ParsingDescription<Pair>: the date pattern \"yyyy-QQ\" is invalid: the pattern letter \"Q\" is not supported; quote literal text as 'text'",
                "\(file):\(first + 3): ParsingDescription<Pair>: \\Pair.a is bound twice, by Element(\"a\") and by Attribute(\"id\"); bind each property once (a write would write it twice)",
            ])
        #expect(description.problems.count == 3)
        try Pair.parsingDescription.validate()
    }

    @Test func validDescriptionsHaveNoProblems() {
        #expect(Person.parsingDescription.problems == [])
        #expect(Dog.parsingDescription.problems == [])
        #expect(Shelf.parsingDescription.problems == [])
    }
}
