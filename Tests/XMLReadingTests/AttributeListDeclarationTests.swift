import Foundation
import TestSupport
import Testing
import XMLReading

/// `<!ATTLIST>` declarations of the internal subset are checked against XML 1.0's grammar
/// (productions [52]–[60]) under every policy, whether or not their defaults are applied (W3C
/// suite: `attlist03`, `o-p58fail1`, `ibm-not-wf-P59-…`).
@Suite struct AttributeListDeclarationTests {
    static let policies: [DTDPolicy] = [
        .standard, .internalEntities, DTDPolicy(appliesAttributeDefaults: false),
    ]

    func read(_ declaration: String, _ dtd: DTDPolicy, _ parser: ReadingParser) throws -> [Dog] {
        let xml = "<!DOCTYPE r [\n\(declaration)\n]><r><dog><name>Rex</name></dog></r>"
        return try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd, parser: parser))
    }

    @Test(
        arguments: [
            "<!ATTLIST r>",
            "<!ATTLIST r id ID #REQUIRED note CDATA #IMPLIED>",
            "<!ATTLIST r format (paper | ebook|1st) \"paper\" cover NOTATION ( gif|png ) #IMPLIED >",
            "<!ATTLIST r version CDATA #FIXED '1.0' size NMTOKEN \"&#49;&#x32;&amp;\">",
            "<!ATTLIST r percent CDATA \"%e; is text here\">",
        ], ReadingParsers.all)
    func aWellFormedDeclarationIsRead(declaration: String, parser: ReadingParser) throws {
        for dtd in Self.policies {
            #expect(try read(declaration, dtd, parser) == [Dog(name: "Rex")])
        }
    }

    @Test(
        arguments: [
            ("<!ATTLIS r>", "a declaration that starts with <!ATTLIS must be <!ATTLIST"),
            ("<!ATTLIST -r a CDATA #IMPLIED>", "the element name \"-r\" is not an XML name"),
            (
                "<!ATTLIST r a CDATA #IMPLIED%e;>",
                "the <!ATTLIST r> declaration holds a parameter-entity reference; the internal subset allows them only between declarations"
            ),
            (
                "<!ATTLIST r a (x,y) #IMPLIED>",
                "the attribute \"a\" in <!ATTLIST r> has a list that is not of name tokens separated by '|'"
            ),
            (
                "<!ATTLIST r a NOTATION (1x) #IMPLIED>",
                "the attribute \"a\" in <!ATTLIST r> has a list that is not of notation names separated by '|'"
            ),
            (
                "<!ATTLIST r a CDATA #IMPLIED b CDATA #DEFAULT>",
                "the attribute \"b\" in <!ATTLIST r> has a default other than #REQUIRED, #IMPLIED or #FIXED"
            ),
            (
                "<!ATTLIST r a CDATA #FIXED>",
                "the attribute \"a\" in <!ATTLIST r> has a default other than #REQUIRED, #IMPLIED or #FIXED"
            ),
            ("<!ATTLIST r a CDATA #IMPLIED\"x\">", "the <!ATTLIST r> declaration needs a space before each attribute"),
        ], ReadingParsers.all)
    func aMalformedDeclarationIsRefusedWhereItStarts(arguments: (String, String), parser: ReadingParser) throws {
        let (declaration, message) = arguments
        for dtd in Self.policies {
            let error = try #require(readingError { _ = try read(declaration, dtd, parser) })
            #expect(error.code == .malformedXML)
            #expect(error.description == "line 2, column 1: " + message)
        }
    }
}
