import Foundation
import TestSupport
import Testing
import XMLReading

/// Descriptions that would write mixed content back out of order are description problems.
@Suite struct MixedContentProblemTests {
    enum Inline: Equatable, Sendable { case em(String) }

    struct TextAndKept: XMLReadable {
        var text = ""
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<TextAndKept> {
            TextContent(\.text)
            AnyElements(\.others)
        }
    }

    @Test(arguments: ReadingParsers.all) func textContentBesideAnyElementsIsAProblemNotASilentReorder(
        parser: ReadingParser
    ) throws {
        let problem =
            "ParsingDescription<TextAndKept>: TextContent and AnyElements both read the element's content: its text and its elements would be written back apart, the text first, losing their order; read them in order with Mixed(\\.content), or keep one of the two"
        #expect(TextAndKept.parsingDescription.problems == [problem])
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: TextAndKept.self, element: "target", from: #"<target>Hallo, <g id="1">Welt</g>!</target>"#,
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .invalidDescription)
        #expect(error?.message.hasSuffix(problem) == true)
        // The place is the AnyElements entry's line.
        #expect(error?.message == "XMLReadingTests/MixedContentProblemTests.swift:15: " + problem)
    }

    struct MixedAndText: XMLReadable {
        var content: [MixedContent<Inline>] = []
        var text = ""
        static let parsingDescription = ParsingDescription<MixedAndText> {
            Mixed(\.content) { Case("em", String.self, Inline.em) }
            TextContent(\.text)
        }
    }

    struct MixedAndChildren: XMLReadable {
        var content: [MixedContent<Inline>] = []
        var note = ""
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<MixedAndChildren> {
            Mixed(\.content) { Case("em", String.self, Inline.em) }
            Element("note", \.note)
            AnyElements(\.others)
            Ignore("junk")
        }
    }

    struct MixedTwice: XMLReadable {
        var content: [MixedContent<Inline>] = []
        var more: [MixedContent<AnyElement>] = []
        static let parsingDescription = ParsingDescription<MixedTwice> {
            Mixed(\.content) { Case("em", String.self, Inline.em) }
            Mixed(\.more)
        }
    }

    @Test func mixedReadsAllOfTheContent() {
        #expect(
            MixedAndText.parsingDescription.problems == [
                "ParsingDescription<MixedAndText>: Mixed and TextContent both read the element's text; Mixed keeps it in order with the elements, so remove the TextContent"
            ])
        #expect(
            MixedAndChildren.parsingDescription.problems == [
                "ParsingDescription<MixedAndChildren>: Mixed reads all of the element's content, and AnyElements keeps elements apart from it, to be written after it; keep unnamed elements in order with Mixed(_:other:cases:), and remove the AnyElements",
                "ParsingDescription<MixedAndChildren>: Mixed reads all of the element's content, and Element reads <note> apart from it, to be written out of order; make <note> a Case of the Mixed",
            ])
        #expect(
            MixedTwice.parsingDescription.problems == [
                "ParsingDescription<MixedTwice>: Mixed is declared twice; an element has one content, read it with one Mixed"
            ])
    }

    struct DuplicateCase: XMLReadable {
        var content: [MixedContent<Inline>] = []
        static let parsingDescription = ParsingDescription<DuplicateCase> {
            Mixed(\.content) {
                Case("em", String.self, Inline.em)
                Case("em", String.self, Inline.em)
            }
        }
    }

    @Test func aCaseNamedTwiceIsReportedAtTheSecondCase() {
        #expect(
            DuplicateCase.parsingDescription.problems == [
                "ParsingDescription<DuplicateCase>: Case(\"em\") reads <em>, which Case(\"em\") at XMLReadingTests/MixedContentProblemTests.swift:86 reads already; an element name picks one case: remove this Case, or give it another element name"
            ])
    }
}
