import Foundation
import TestSupport
import Testing
import XMLReading

/// `<!NOTATION>` declarations of the internal subset are checked against XML 1.0's grammar
/// (productions [82], [83]) under every policy, then blanked like the rest of the subset (W3C
/// suite: `o-p12fail1`…`7`, `ibm-not-wf-P82-…`, `rmt-ns10-044`).
@Suite struct NotationDeclarationTests {
    static let policies: [DTDPolicy] = [.standard, .internalEntities]

    func read(_ declaration: String, _ dtd: DTDPolicy, _ parser: ReadingParser) throws -> [Dog] {
        let xml = "<!DOCTYPE r [\n\(declaration)\n]><r><dog><name>Rex</name></dog></r>"
        return try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd, parser: parser))
    }

    @Test(
        arguments: [
            "<!NOTATION gif PUBLIC \"-//CompuServe//NOTATION Graphics Interchange Format 89a//EN\">",
            "<!NOTATION viewer SYSTEM \"/usr/bin/viewer\">",
            "<!NOTATION both PUBLIC 'x' 'y' >",
        ], ReadingParsers.all)
    func aWellFormedNotationIsRead(declaration: String, parser: ReadingParser) throws {
        for dtd in Self.policies {
            #expect(try read(declaration, dtd, parser) == [Dog(name: "Rex")])
        }
    }

    @Test(
        arguments: [
            ("<!NOTATIONgif SYSTEM \"x\">", "<!NOTATION must be followed by a space"),
            ("<!NOTATIO gif SYSTEM \"x\">", "a declaration that starts with <!NOTATI must be <!NOTATION"),
            ("<!NOTATION #gif SYSTEM \"x\">", "the notation name \"#gif\" is not an XML name"),
            (
                "<!NOTATION a:b SYSTEM \"x\">",
                "the notation name \"a:b\" holds a colon, which Namespaces in XML forbids"
            ),
            ("<!NOTATION gif\"x\">", "the <!NOTATION gif> declaration needs a space after the notation's name"),
            ("<!NOTATION gif >", "the <!NOTATION gif> declaration: expected SYSTEM or PUBLIC"),
            (
                "<!NOTATION gif PUBLIC \"a{b\">",
                "the <!NOTATION gif> declaration: the public identifier holds '{', which a public identifier may not"
            ),
            ("<!NOTATION gif SYSTEM \"x\" \"y\">", "the <!NOTATION gif> declaration has text after its identifier"),
        ], ReadingParsers.all)
    func aMalformedNotationIsRefusedWhereItStarts(arguments: (String, String), parser: ReadingParser) throws {
        let (declaration, message) = arguments
        for dtd in Self.policies {
            let error = try #require(readingError { _ = try read(declaration, dtd, parser) })
            #expect(error.code == .malformedXML)
            #expect(error.description == "line 2, column 1: " + message)
        }
    }
}
