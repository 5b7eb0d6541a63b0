import Foundation
import Testing

@testable import XMLReading

/// `<!--->` opens a comment whose text starts with `->` (XML 1.0 §2.5), as both parsers read it.
/// The input guard once took the opener's `--` and the `->` that follows as the comment's end, so
/// what followed the "comment" passed as markup it had not checked: the differential fuzz target
/// (2026-11-26) found a document whose real internal subset, after such a comment, reached the
/// parsers unblanked (XMLParser read it, libxml2 refused its entity), and an entity declaration
/// then escaped `DTDPolicy.standard`'s refusal (`Tests/Fuzz/DIFFERENCES.md`).
@Suite struct InputGuardCommentTests {
    struct Text: XMLReadable {
        var text = ""
        static let parsingDescription = ParsingDescription<Text> { TextContent(\.text) }
    }

    struct Children: XMLReadable {
        var children: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Children> { AnyElements(\.children) }
    }

    static func outcome(_ xml: String, _ policy: DTDPolicy, _ parser: ReadingParser) -> String {
        do {
            let read = try XMLReader.object(
                ofType: Text.self, element: "r", from: Data(xml.utf8),
                options: ReadingOptions(dtd: policy, parser: parser))
            return "read \(read.text.debugDescription)"
        } catch {
            return "\(error)"
        }
    }

    static let refusedDeclaration =
        "the document declares the entity \"a\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"

    /// A "comment" hiding a fake subset and a start tag, then the real subset.
    static let hiddenSubset = """
        <!--->
        <!DOCTYPE r []>
        <r>
        -->
        <!DOCTYPE r [<!ENTITY a 'x'><!ENTITY b '&a;&a;&a;'>]><r>&b;</r>
        """

    @Test(arguments: [ReadingParser.foundation, .libxml2])
    func theSubsetAfterSuchACommentIsChecked(parser: ReadingParser) {
        #expect(
            Self.outcome(Self.hiddenSubset, .standard, parser)
                == "line 5, column 14: " + Self.refusedDeclaration)
        #expect(Self.outcome(Self.hiddenSubset, .internalEntities, parser) == "read \"xxx\"")
    }

    @Test(arguments: [ReadingParser.foundation, .libxml2])
    func aDeclarationInsideSuchACommentInTheSubsetIsNoDeclaration(parser: ReadingParser) {
        let xml = "<!DOCTYPE r [<!---> <!ENTITY a 'x'> -->]><r>&a;</r>"
        #expect(
            Self.outcome(xml, .internalEntities, parser)
                == "line 1, column 48: reference to the undeclared entity &a;; only &lt; &gt; &amp; &quot; &apos; and character references are allowed at /r"
        )
    }

    @Test(arguments: [ReadingParser.foundation, .libxml2])
    func suchACommentInAnEntitysTextAndInContentStaysOpenToItsEnd(parser: ReadingParser) {
        #expect(
            Self.outcome("<!DOCTYPE r [<!ENTITY a 'x<!---> -->y'>]><r>&a;</r>", .internalEntities, parser)
                == "read \"xy\"")
        #expect(Self.outcome("<r>a<!--->-->b</r>", .standard, parser) == "read \"ab\"")
        #expect(Self.outcome("<r>a<!---->b</r>", .standard, parser) == "read \"ab\"")
    }

    /// The differential target's finding, whole: both parsers now read the same four `<a/>`.
    @Test func theFuzzersDocumentReadsTheSameOnBothParsers() throws {
        let xml =
            "<!--->\r\n\r\n<!DOCTYPE foo [\r\n<!ELEMENT foo (a+)>\r\n<!ENTITY empty ''>\r\n<!ENTITY space ' '>\r\n<!ELEMENT a EMPTY>]>\r\n<foo>\rwrt the\r\n    following:\r\n-->\r\n\r\n<!DOCTYPE foo [\r\n<!ELEMENT foo (a+)>\r\n<!ENTITY empty ''>\r\n<!ENTITY space ' '>\r\n<!ELEMENT a EMPTY>]>\r\n<foo>\r\n&empty;\r\n<a/>\r\n&space;\r\n<a/>\r\n<![CDATA[]]>\r\n<a/>\r\n<![CDATA[ ]]>\r\n<a/>\r\n</foo>\r\n"
        var reads: [String] = []
        for parser in [ReadingParser.foundation, .libxml2] {
            let read = try XMLReader.object(
                ofType: Children.self, element: "foo", from: Data(xml.utf8),
                options: ReadingOptions(dtd: .internalEntities, parser: parser))
            reads.append(read.children.map { $0.name.localName }.joined(separator: ","))
        }
        #expect(reads == ["a,a,a,a", "a,a,a,a"])
    }
}
