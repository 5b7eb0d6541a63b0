import Foundation
import Testing
import XMLReading

/// Between its declarations the internal subset holds only comments, processing instructions and
/// parameter-entity references (XML 1.0 [28b], [29]); anything else, and a processing instruction
/// whose target is not a name, is refused where it starts under every policy (W3C suite:
/// `o-p29fail1`, `ibm-not-wf-P52-ibm52n04.xml`, `not-wf-sa-149`, `pi`).
@Suite struct InternalSubsetMarkupTests {
    static let policies: [DTDPolicy] = [.standard, .internalEntities]

    func read(_ subset: String, _ dtd: DTDPolicy) throws -> [Dog] {
        let xml = "<!DOCTYPE r [\n\(subset)\n]><r><dog><name>Rex</name></dog></r>"
        return try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd))
    }

    static let unknown =
        "the internal subset holds markup that is no declaration: it allows <!ELEMENT, <!ATTLIST, <!ENTITY, <!NOTATION, comments, processing instructions and parameter-entity references (no conditional sections)"

    @Test(arguments: [
        ("<!DUNNO x>", unknown),
        ("<!element r EMPTY>", unknown),
        ("<! ENTITY e \"x\">", unknown),
        ("<ATTLIST r a CDATA #IMPLIED>", unknown),
        ("<![INCLUDE[ <!ELEMENT r ANY> ]]>", unknown),
        (
            "<?xml version=\"1.0\"?>",
            "the processing instruction target 'xml' is reserved (an XML declaration must come first)"
        ),
        ("<?bad-pi+?>", "the processing instruction target \"bad-pi+\" is not an XML name without a colon"),
        ("<?a:b data?>", "the processing instruction target \"a:b\" is not an XML name without a colon"),
    ])
    func markupThatIsNoDeclarationIsRefused(subset: String, message: String) throws {
        for dtd in Self.policies {
            let error = try #require(readingError { _ = try read(subset, dtd) })
            #expect(error.code == .malformedXML)
            #expect(error.description == "line 2, column 1: " + message)
        }
    }

    @Test func commentsAndInstructionsAreRead() throws {
        let subset = "<!-- a comment -->\n<?note don't mind <this>?>\n<!ELEMENT r ANY>"
        for dtd in Self.policies {
            #expect(try read(subset, dtd) == [Dog(name: "Rex")])
        }
    }
}
