import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed` models as the items of a `Many`.
extension MixedContentTests {
    struct Body: XMLReadable, Equatable, Sendable {
        var paragraphs: [Paragraph] = []
        static let parsingDescription = ParsingDescription<Body> {
            Many(\.paragraphs) { Item("p", Paragraph.self) }
        }
    }

    @Test(arguments: ReadingParsers.all) func mixedModelsAsItemsOfAMany(parser: ReadingParser) throws {
        let xml = "<body><p>One <em>1</em></p><p class=\"x\">Two</p><p/><p><em>3</em> three</p></body>"
        let body = try XMLReader.object(
            ofType: Body.self, element: "body", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            body.paragraphs == [
                Paragraph(content: [.text("One "), .element(.em("1"))]),
                Paragraph(style: "x", content: [.text("Two")]), Paragraph(),
                Paragraph(content: [.element(.em("3")), .text(" three")]),
            ])
        let written = try XMLWriter(options: Self.compact).string(body, element: "body")
        #expect(written == xml)
        #expect(
            try XMLReader.object(
                ofType: Body.self, element: "body", from: written, options: ReadingOptions(parser: parser)) == body)
    }
}
