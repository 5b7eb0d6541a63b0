import Foundation
import TestSupport
import Testing
import XMLReading

/// `XMLString` beside the attributes of the same element: `XMLString("target", \.target) { Attribute(…) }`.
@Suite struct XMLStringAttributeTests {
    struct Unit: XMLReadable, Equatable, Sendable {
        var id = ""
        var target = ""
        var state: String?
        var language = ""
        static let parsingDescription = ParsingDescription<Unit> {
            Attribute("id", \.id)
            XMLString("target", \.target) {
                Attribute("state", \.state)
                Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
            }
        }
    }

    static let compact = WritingOptions(prettyPrinted: false, includesDeclaration: false)
    static let xml =
        #"<unit id="1"><target state="translated" xml:lang="de">Hallo, <g id="1">Welt</g>!</target></unit>"#

    @Test(arguments: ReadingParsers.all) func theAttributesOfAnXMLStringElementAreReadIntoTheModel(
        parser: ReadingParser
    ) throws {
        let unit = try XMLReader.object(
            ofType: Unit.self, element: "unit", from: Self.xml, options: ReadingOptions(parser: parser))
        #expect(unit == Unit(id: "1", target: #"Hallo, <g id="1">Welt</g>!"#, state: "translated", language: "de"))
    }

    @Test(arguments: ReadingParsers.all) func theyAreWrittenBackOnTheSameElement(parser: ReadingParser) throws {
        let unit = try XMLReader.object(
            ofType: Unit.self, element: "unit", from: Self.xml, options: ReadingOptions(parser: parser))
        let written = try XMLWriter(options: Self.compact).string(unit, element: "unit")
        #expect(written == Self.xml)
        #expect(
            try XMLReader.object(
                ofType: Unit.self, element: "unit", from: written, options: ReadingOptions(parser: parser)) == unit)
        // A nil attribute is left out.
        let bare = Unit(id: "2", target: "x", state: nil, language: "en")
        #expect(
            try XMLWriter(options: Self.compact).string(bare, element: "unit")
                == #"<unit id="2"><target xml:lang="en">x</target></unit>"#)
    }

    @Test(arguments: ReadingParsers.all) func anAttributeThatDoesNotConvertNamesItsElement(parser: ReadingParser) {
        struct Counted: XMLReadable {
            var xml = ""
            var count = 0
            static let parsingDescription = ParsingDescription<Counted> {
                XMLString("note", \.xml) { Attribute("count", \.count) }
            }
        }
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Counted.self, element: "r", from: #"<r><note count="many">x</note></r>"#,
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == "line 1, column 22: cannot read \"many\" as Int for attribute \"count\" of <note> at /r/note")
    }

    struct Twice: XMLReadable {
        var xml = ""
        var a = ""
        var b = ""
        static let parsingDescription = ParsingDescription<Twice> {
            XMLString("note", \.xml) {
                Attribute("kind", \.a)
                Attribute("kind", \.b).required()
            }
        }
    }

    @Test func itsAttributesAreCheckedLikeAnElementsAttributes() {
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: the attribute \"kind\" of <note> is bound twice; bind each attribute name once",
                "ParsingDescription<Twice>: the attribute \"kind\" of <note> is required(); required() applies to the element's own attributes and to child elements, so require <note> or read it as a model with a required attribute",
            ])
    }
}
