import Foundation
import TestSupport
import Testing
import XMLReading

/// `<!ELEMENT>` declarations of the internal subset are checked against XML 1.0's grammar
/// (productions [45]–[51]) under every policy, then blanked like the rest of the subset (W3C
/// suite: `not-wf-sa-055`, `ibm-not-wf-P45-…` to `P51`, `o-p47fail1`…).
@Suite struct ElementDeclarationTests {
    static let policies: [DTDPolicy] = [.standard, .internalEntities]

    func read(_ declaration: String, _ dtd: DTDPolicy, _ parser: ReadingParser) throws -> [Dog] {
        let xml = "<!DOCTYPE r [\n\(declaration)\n]><r><dog><name>Rex</name></dog></r>"
        return try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd, parser: parser))
    }

    @Test(
        arguments: [
            "<!ELEMENT r EMPTY>",
            "<!ELEMENT r ANY >",
            "<!ELEMENT r (#PCDATA)>",
            "<!ELEMENT r (#PCDATA)*>",
            "<!ELEMENT r ( #PCDATA | dog | cat )*>",
            "<!ELEMENT r (dog)>",
            "<!ELEMENT r (title, author+, (isbn | issn)?, note*)+>",
            "<!ELEMENT r\n  ( a , ( b | c ) )* >",
        ], ReadingParsers.all)
    func aWellFormedDeclarationIsRead(declaration: String, parser: ReadingParser) throws {
        for dtd in Self.policies {
            #expect(try read(declaration, dtd, parser) == [Dog(name: "Rex")])
        }
    }

    @Test(
        arguments: [
            ("<!ELEMENTr EMPTY>", "<!ELEMENT must be followed by a space"),
            ("<!ELEMENX r EMPTY>", "a declaration that starts with <!ELEMEN must be <!ELEMENT"),
            ("<!ELEMENT (#PCDATA)>", "an <!ELEMENT> declaration must name the element"),
            ("<!ELEMENT r.(#PCDATA)>", "the <!ELEMENT r.> declaration needs a space after the element's name"),
            ("<!ELEMENT -r EMPTY>", "the element name \"-r\" is not an XML name"),
            (
                "<!ELEMENT r empty>",
                "the <!ELEMENT r> declaration: expected EMPTY, ANY or a content model in parentheses"
            ),
            (
                "<!ELEMENT r CDATA>",
                "the <!ELEMENT r> declaration: expected EMPTY, ANY or a content model in parentheses"
            ),
            ("<!ELEMENT r (#CDATA)>", "the <!ELEMENT r> declaration: expected #PCDATA after '(#'"),
            (
                "<!ELEMENT r (#PCDATA|a)>",
                "the <!ELEMENT r> declaration: mixed content with element names must end with ')*'"
            ),
            ("<!ELEMENT r (#PCDATA)+>", "the <!ELEMENT r> declaration: mixed content (#PCDATA) takes no '?' or '+'"),
            (
                "<!ELEMENT r (#PCDATA|(a))*>",
                "the <!ELEMENT r> declaration: mixed content lists element names after #PCDATA, not groups"
            ),
            ("<!ELEMENT r (a,b|c)>", "the <!ELEMENT r> declaration: a group mixes ',' and '|'"),
            ("<!ELEMENT r ()>", "the <!ELEMENT r> declaration: expected an element name or '('"),
            (
                "<!ELEMENT r (a b)>",
                "the <!ELEMENT r> declaration: content particles are separated by ',' or '|' and the group closed by ')'"
            ),
            ("<!ELEMENT r (a) *>", "the <!ELEMENT r> declaration has text after its content model"),
            ("<!ELEMENT r EMPTY EMPTY>", "the <!ELEMENT r> declaration has text after its content model"),
        ], ReadingParsers.all)
    func aMalformedDeclarationIsRefusedWhereItStarts(arguments: (String, String), parser: ReadingParser) throws {
        let (declaration, message) = arguments
        for dtd in Self.policies {
            let error = try #require(readingError { _ = try read(declaration, dtd, parser) })
            #expect(error.code == .malformedXML)
            #expect(error.description == "line 2, column 1: " + message)
        }
    }

    @Test(arguments: ReadingParsers.all) func aContentModelNestedTooDeeplyIsRefused(parser: ReadingParser) throws {
        let declaration =
            "<!ELEMENT r " + String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100) + ">"
        let error = try #require(readingError { _ = try read(declaration, .standard, parser) })
        #expect(
            error.description
                == "line 2, column 1: the <!ELEMENT r> declaration: content particles are nested deeper than 64 groups")
    }
}
