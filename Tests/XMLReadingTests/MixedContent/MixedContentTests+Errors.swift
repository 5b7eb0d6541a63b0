import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed`'s errors: a case that fails inside mixed content, and a value no case writes.
extension MixedContentTests {
    enum Counted: Equatable, Sendable { case count(Int) }

    struct Tally: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Counted>] = []
        static let parsingDescription = ParsingDescription<Tally> {
            Mixed(\.content) { Case("count", Int.self, Counted.count) }
        }
    }

    @Test(arguments: ReadingParsers.all) func aCaseThatFailsInsideMixedContentNamesItsPathAndPosition(
        parser: ReadingParser
    ) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: Tally.self, element: "tally",
                from: "<tally>\n  seen <count>3</count>,\n  then <count>x</count></tally>",
                options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == "line 3, column 14: cannot read \"x\" as Int for <count> at /tally/count[2]")
    }

    enum Styled: Equatable, Sendable { case em(String), strong(String) }

    struct HalfDescribed: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Styled>] = []
        static let parsingDescription = ParsingDescription<HalfDescribed> {
            Mixed(\.content) { Case("em", String.self, Styled.em) }
        }
    }

    @Test func aValueNoCaseWritesIsAnError() {
        let model = HalfDescribed(content: [.text("a"), .element(.strong("b"))])
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: Self.compact).string(model, element: "p")
        }
        #expect(error?.code == .notWritable)
        #expect(error?.description == "no Case of Mixed matches the case .strong of Styled at /p")
    }
}
