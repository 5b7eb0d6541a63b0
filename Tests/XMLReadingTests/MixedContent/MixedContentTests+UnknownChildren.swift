import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed` and children no case names: ignored with their text, or refused under `RejectUnknown`.
extension MixedContentTests {
    enum Emphasis: Equatable, Sendable { case em(String) }

    struct Plain: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Emphasis>] = []
        static let parsingDescription = ParsingDescription<Plain> {
            Mixed(\.content) { Case("em", String.self, Emphasis.em) }
        }
    }

    struct Strict: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Emphasis>] = []
        static let parsingDescription = ParsingDescription<Strict> {
            RejectUnknown()
            Mixed(\.content) { Case("em", String.self, Emphasis.em) }
        }
    }

    @Test(arguments: ReadingParsers.all) func unknownChildrenAreIgnoredWithTheirTextAndTheRunsAroundThemJoin(
        parser: ReadingParser
    ) throws {
        let plain = try XMLReader.object(
            ofType: Plain.self, element: "p", from: "<p>a <b>bold</b> c<em>e</em><i/>!</p>",
            options: ReadingOptions(parser: parser))
        #expect(plain.content == [.text("a  c"), .element(.em("e")), .text("!")])
    }

    @Test(arguments: ReadingParsers.all) func unknownChildrenAreRefusedUnderRejectUnknown(parser: ReadingParser) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Strict.self, element: "p", from: "<p>a <em>e</em> <b>bold</b></p>",
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == "line 1, column 19: unexpected element <b> in <p>; expected <em> at /p/b")
    }
}
