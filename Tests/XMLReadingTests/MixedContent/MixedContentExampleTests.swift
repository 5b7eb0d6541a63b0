// swift-format-ignore-file
// (The examples are kept exactly as the article Sources/XMLReading/XMLReading.docc/TextAndMarkup.md writes them.)
import Foundation
import Testing
import XMLReading

/// The examples of the article "Mixed content" (`Sources/XMLReading/XMLReading.docc/TextAndMarkup.md`),
/// compiled and run as written, with the values its comments show.
@Suite struct MixedContentExampleTests {
    indirect enum Inline: Equatable, Sendable {
        case g(Group)
        case x(Placeholder)

        @CaseBuilder<Inline> static var cases: [Case<Inline>] {
            Case("g", Group.self, Inline.g)
            Case("x", Placeholder.self, Inline.x)
        }
    }

    struct Group: XMLReadable, Equatable, Sendable {          // <g id="1">Welt</g>
        var id = ""
        var content: [MixedContent<Inline>] = []             // a group holds mixed content too
        static let parsingDescription = ParsingDescription<Group> {
            Attribute("id", \.id)
            Mixed(\.content) { Inline.cases }
        }
    }

    struct Placeholder: XMLReadable, Equatable, Sendable {    // <x id="2"/>
        var id = ""
        static let parsingDescription = ParsingDescription<Placeholder> { Attribute("id", \.id) }
    }

    struct Target: XMLReadable, Equatable, Sendable {
        var state = ""
        var content: [MixedContent<Inline>] = []
        static let parsingDescription = ParsingDescription<Target> {
            Attribute("state", \.state)
            Mixed(\.content) { Inline.cases }
        }
    }

    @Test func theTargetExampleReadsAndWritesAsTheArticleSays() throws {
        let xml = #"<target state="translated">Hallo, <g id="1">Welt</g>!<x id="2"/></target>"#
        let target = try XMLReader.object(ofType: Target.self, element: "target", from: xml)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(target, element: "target")

        #expect(target.state == "translated")
        #expect(target.content == [.text("Hallo, "), .element(.g(Group(id: "1", content: [.text("Welt")]))),
                                   .text("!"), .element(.x(Placeholder(id: "2")))])
        #expect(written == xml)
    }

    enum Emphasis: Equatable, Sendable { case em(String) }

    struct Runs: XMLReadable, Equatable, Sendable {
        var content: [MixedContent<Emphasis>] = []
        static let parsingDescription = ParsingDescription<Runs> {
            Mixed(\.content) { Case("em", String.self, Emphasis.em) }
        }
    }

    @Test func textRunsJoinAsTheArticleSays() throws {
        let runs = try XMLReader.object(
            ofType: Runs.self, element: "p", from: "<p>Fish &amp; <![CDATA[<chips>]]><!-- c --> now<em>!</em></p>")
        #expect(runs.content == [.text("Fish & <chips> now"), .element(.em("!"))])
    }

    enum HTMLInline: Equatable, Sendable { case em(String), other(AnyElement) }

    struct Paragraph: XMLReadable, Equatable, Sendable {      // <p class="lead">A <em>b</em> <span>c</span></p>
        var style: String?
        var content: [MixedContent<HTMLInline>] = []
        static let parsingDescription = ParsingDescription<Paragraph> {
            Attribute("class", \.style)
            Mixed(\.content, other: HTMLInline.other) { Case("em", String.self, HTMLInline.em) }
        }
    }

    @Test func unnamedChildrenAreKeptThroughOther() throws {
        let paragraph = try XMLReader.object(
            ofType: Paragraph.self, element: "p", from: #"<p class="lead">A <em>b</em> <span>c</span></p>"#)
        #expect(paragraph.style == "lead")
        #expect(paragraph.content == [.text("A "), .element(.em("b")), .text(" "),
                                      .element(.other(AnyElement(XMLName("span"), content: [.text("c")])))])
    }

    struct Unit: XMLReadable {
        var target = "", state: String?
        static let parsingDescription = ParsingDescription<Unit> {
            XMLString("target", \.target) { Attribute("state", \.state) }
        }
    }

    @Test func xmlStringReadsTheAttributesOfItsElement() throws {
        let xml = #"<unit><target state="translated">Hallo, <g id="1">Welt</g>!</target></unit>"#
        let unit = try XMLReader.object(ofType: Unit.self, element: "unit", from: xml)
        #expect(unit.target == #"Hallo, <g id="1">Welt</g>!"#)
        #expect(unit.state == "translated")
        #expect(try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(unit, element: "unit") == xml)
    }

    struct Content: XMLReadable {
        var text = ""
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Content> {
            TextContent(\.text)
            AnyElements(\.others)
        }
    }

    @Test func textContentBesideAnyElementsIsTheProblemTheArticleDescribes() {
        #expect(Content.parsingDescription.problems == [
            "ParsingDescription<Content>: TextContent and AnyElements both read the element's content: its text and its elements would be written back apart, the text first, losing their order; read them in order with Mixed(\\.content), or keep one of the two"
        ])
    }
}
