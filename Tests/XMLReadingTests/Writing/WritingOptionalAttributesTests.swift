import Foundation
import Testing
import XMLReading

/// An optional element value with attributes of its own: `<price currency="EUR">9.5</price>`.
struct OptionalPriced: XMLReadable, Equatable, Sendable {
    var price: Double? = nil
    var currency = ""
    var note: String? = nil
    var lang: String? = nil
    var published: Date? = nil
    var calendar: String? = nil
    static let parsingDescription = ParsingDescription<OptionalPriced> {
        Element("price", \.price) { Attribute("currency", \.currency) }
        Element("note", \.note) { Attribute("lang", \.lang) }
        Element("published", \.published, format: .date("yyyy-MM-dd")) { Attribute("calendar", \.calendar) }
    }
}

@Suite struct WritingOptionalAttributesTests {
    let compact = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))

    @Test func aNilValueWithAttributesWritesTheAttributesAlone() throws {
        let priced = OptionalPriced(price: nil, currency: "EUR", calendar: "gregorian")
        let xml = try compact.string(priced, element: "item")
        #expect(xml == "<item><price currency=\"EUR\"/><published calendar=\"gregorian\"/></item>")
        // An empty element reads back as nil for a type that cannot read empty text.
        #expect(try XMLReader.object(ofType: OptionalPriced.self, element: "item", from: xml) == priced)
    }

    @Test func aNilValueWithoutAttributeValuesIsLeftOut() throws {
        // `currency` is a non-optional String: "" is a value, so the attribute is written.
        let xml = try compact.string(OptionalPriced(), element: "item")
        #expect(xml == "<item><price currency=\"\"/></item>")
        #expect(try XMLReader.object(ofType: OptionalPriced.self, element: "item", from: xml) == OptionalPriced())
        let noted = OptionalPriced(note: nil, lang: nil)
        #expect(!(try compact.string(noted, element: "item")).contains("<note"))
    }

    @Test func aValueWritesAsBefore() throws {
        let priced = OptionalPriced(price: 9.5, currency: "EUR", note: "n", lang: "en")
        let xml = try compact.string(priced, element: "item")
        #expect(xml == "<item><price currency=\"EUR\">9.5</price><note lang=\"en\">n</note></item>")
        #expect(try XMLReader.object(ofType: OptionalPriced.self, element: "item", from: xml) == priced)
    }

    @Test func aNilStringWithAttributesReadsBackEmpty() throws {
        // The documented asymmetry: an empty element is a valid String, so nil comes back as "".
        let xml = try compact.string(OptionalPriced(note: nil, lang: "en"), element: "item")
        #expect(xml.contains("<note lang=\"en\"/>"))
        let read = try XMLReader.object(ofType: OptionalPriced.self, element: "item", from: xml)
        #expect(read.lang == "en")
        #expect(read.note == "")
    }
}
