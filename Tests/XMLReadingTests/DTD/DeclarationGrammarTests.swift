import Foundation
import TestSupport
import Testing
import XMLReading

/// `<!ELEMENT>`, `<!ATTLIST>` and `<!NOTATION>` declarations of the internal subset are checked
/// against XML 1.0's grammar under every policy, then blanked like the rest of the subset (or, for
/// `<!ATTLIST>`, whether or not their defaults are applied). A well-formed declaration leaves the
/// document read as without it; a malformed one is refused where it starts, with the whole message.
@Suite struct DeclarationGrammarTests {
    /// The kind of declaration a row of the table checks.
    enum Kind: String, Sendable {
        /// `<!ELEMENT>`: productions [45]–[51] (W3C suite: `not-wf-sa-055`, `ibm-not-wf-P45-…` to
        /// `P51`, `o-p47fail1`…).
        case element = "<!ELEMENT>"
        /// `<!ATTLIST>`: productions [52]–[60] (W3C suite: `attlist03`, `o-p58fail1`,
        /// `ibm-not-wf-P59-…`).
        case attributeList = "<!ATTLIST>"
        /// `<!NOTATION>`: productions [82], [83] (W3C suite: `o-p12fail1`…`7`, `ibm-not-wf-P82-…`,
        /// `rmt-ns10-044`).
        case notation = "<!NOTATION>"

        /// The policies the declaration is read under: attribute-list declarations also without
        /// their defaults applied.
        var policies: [DTDPolicy] {
            switch self {
            case .element, .notation: [.standard, .internalEntities]
            case .attributeList: [.standard, .internalEntities, DTDPolicy(appliesAttributeDefaults: false)]
            }
        }
    }

    /// One row: a declaration and the whole message it is refused with, or `nil` when it is read.
    struct Row: Sendable, CustomTestStringConvertible {
        var kind: Kind
        var declaration: String
        var refusal: String?

        var testDescription: String { "\(kind.rawValue) \(declaration.debugDescription)" }

        static func read(_ kind: Kind, _ declaration: String) -> Row {
            Row(kind: kind, declaration: declaration, refusal: nil)
        }

        static func refused(_ kind: Kind, _ declaration: String, _ message: String) -> Row {
            Row(kind: kind, declaration: declaration, refusal: message)
        }
    }

    static let rows: [Row] = [
        .read(.element, "<!ELEMENT r EMPTY>"),
        .read(.element, "<!ELEMENT r ANY >"),
        .read(.element, "<!ELEMENT r (#PCDATA)>"),
        .read(.element, "<!ELEMENT r (#PCDATA)*>"),
        .read(.element, "<!ELEMENT r ( #PCDATA | dog | cat )*>"),
        .read(.element, "<!ELEMENT r (dog)>"),
        .read(.element, "<!ELEMENT r (title, author+, (isbn | issn)?, note*)+>"),
        .read(.element, "<!ELEMENT r\n  ( a , ( b | c ) )* >"),
        .refused(.element, "<!ELEMENTr EMPTY>", "<!ELEMENT must be followed by a space"),
        .refused(.element, "<!ELEMENX r EMPTY>", "a declaration that starts with <!ELEMEN must be <!ELEMENT"),
        .refused(.element, "<!ELEMENT (#PCDATA)>", "an <!ELEMENT> declaration must name the element"),
        .refused(
            .element, "<!ELEMENT r.(#PCDATA)>", "the <!ELEMENT r.> declaration needs a space after the element's name"),
        .refused(.element, "<!ELEMENT -r EMPTY>", "the element name \"-r\" is not an XML name"),
        .refused(
            .element, "<!ELEMENT r empty>",
            "the <!ELEMENT r> declaration: expected EMPTY, ANY or a content model in parentheses"),
        .refused(
            .element, "<!ELEMENT r CDATA>",
            "the <!ELEMENT r> declaration: expected EMPTY, ANY or a content model in parentheses"),
        .refused(.element, "<!ELEMENT r (#CDATA)>", "the <!ELEMENT r> declaration: expected #PCDATA after '(#'"),
        .refused(
            .element, "<!ELEMENT r (#PCDATA|a)>",
            "the <!ELEMENT r> declaration: mixed content with element names must end with ')*'"),
        .refused(
            .element, "<!ELEMENT r (#PCDATA)+>",
            "the <!ELEMENT r> declaration: mixed content (#PCDATA) takes no '?' or '+'"),
        .refused(
            .element, "<!ELEMENT r (#PCDATA|(a))*>",
            "the <!ELEMENT r> declaration: mixed content lists element names after #PCDATA, not groups"),
        .refused(.element, "<!ELEMENT r (a,b|c)>", "the <!ELEMENT r> declaration: a group mixes ',' and '|'"),
        .refused(.element, "<!ELEMENT r ()>", "the <!ELEMENT r> declaration: expected an element name or '('"),
        .refused(
            .element, "<!ELEMENT r (a b)>",
            "the <!ELEMENT r> declaration: content particles are separated by ',' or '|' and the group closed by ')'"),
        .refused(.element, "<!ELEMENT r (a) *>", "the <!ELEMENT r> declaration has text after its content model"),
        .refused(.element, "<!ELEMENT r EMPTY EMPTY>", "the <!ELEMENT r> declaration has text after its content model"),

        .read(.attributeList, "<!ATTLIST r>"),
        .read(.attributeList, "<!ATTLIST r id ID #REQUIRED note CDATA #IMPLIED>"),
        .read(.attributeList, "<!ATTLIST r format (paper | ebook|1st) \"paper\" cover NOTATION ( gif|png ) #IMPLIED >"),
        .read(.attributeList, "<!ATTLIST r version CDATA #FIXED '1.0' size NMTOKEN \"&#49;&#x32;&amp;\">"),
        .read(.attributeList, "<!ATTLIST r percent CDATA \"%e; is text here\">"),
        .refused(.attributeList, "<!ATTLIS r>", "a declaration that starts with <!ATTLIS must be <!ATTLIST"),
        .refused(.attributeList, "<!ATTLIST -r a CDATA #IMPLIED>", "the element name \"-r\" is not an XML name"),
        .refused(
            .attributeList, "<!ATTLIST r a CDATA #IMPLIED%e;>",
            "the <!ATTLIST r> declaration holds a parameter-entity reference; the internal subset allows them only between declarations"
        ),
        .refused(
            .attributeList, "<!ATTLIST r a (x,y) #IMPLIED>",
            "the attribute \"a\" in <!ATTLIST r> has a list that is not of name tokens separated by '|'"),
        .refused(
            .attributeList, "<!ATTLIST r a NOTATION (1x) #IMPLIED>",
            "the attribute \"a\" in <!ATTLIST r> has a list that is not of notation names separated by '|'"),
        .refused(
            .attributeList, "<!ATTLIST r a CDATA #IMPLIED b CDATA #DEFAULT>",
            "the attribute \"b\" in <!ATTLIST r> has a default other than #REQUIRED, #IMPLIED or #FIXED"),
        .refused(
            .attributeList, "<!ATTLIST r a CDATA #FIXED>",
            "the attribute \"a\" in <!ATTLIST r> has a default other than #REQUIRED, #IMPLIED or #FIXED"),
        .refused(
            .attributeList, "<!ATTLIST r a CDATA #IMPLIED\"x\">",
            "the <!ATTLIST r> declaration needs a space before each attribute"),

        .read(.notation, "<!NOTATION gif PUBLIC \"-//CompuServe//NOTATION Graphics Interchange Format 89a//EN\">"),
        .read(.notation, "<!NOTATION viewer SYSTEM \"/usr/bin/viewer\">"),
        .read(.notation, "<!NOTATION both PUBLIC 'x' 'y' >"),
        .refused(.notation, "<!NOTATIONgif SYSTEM \"x\">", "<!NOTATION must be followed by a space"),
        .refused(
            .notation, "<!NOTATIO gif SYSTEM \"x\">", "a declaration that starts with <!NOTATI must be <!NOTATION"),
        .refused(.notation, "<!NOTATION #gif SYSTEM \"x\">", "the notation name \"#gif\" is not an XML name"),
        .refused(
            .notation, "<!NOTATION a:b SYSTEM \"x\">",
            "the notation name \"a:b\" holds a colon, which Namespaces in XML forbids"),
        .refused(
            .notation, "<!NOTATION gif\"x\">", "the <!NOTATION gif> declaration needs a space after the notation's name"
        ),
        .refused(.notation, "<!NOTATION gif >", "the <!NOTATION gif> declaration: expected SYSTEM or PUBLIC"),
        .refused(
            .notation, "<!NOTATION gif PUBLIC \"a{b\">",
            "the <!NOTATION gif> declaration: the public identifier holds '{', which a public identifier may not"),
        .refused(
            .notation, "<!NOTATION gif SYSTEM \"x\" \"y\">",
            "the <!NOTATION gif> declaration has text after its identifier"),
    ]

    func read(_ declaration: String, _ dtd: DTDPolicy, _ parser: ReadingParser) throws -> [Dog] {
        let xml = "<!DOCTYPE r [\n\(declaration)\n]><r><dog><name>Rex</name></dog></r>"
        return try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd, parser: parser))
    }

    @Test(arguments: rows, ReadingParsers.all)
    func aDeclarationIsReadOrRefusedWhereItStarts(row: Row, parser: ReadingParser) throws {
        for dtd in row.kind.policies {
            if let refusal = row.refusal {
                let error = try #require(readingError { _ = try read(row.declaration, dtd, parser) })
                #expect(error.code == .malformedXML)
                #expect(error.description == "line 2, column 1: " + refusal)
            } else {
                #expect(try read(row.declaration, dtd, parser) == [Dog(name: "Rex")])
            }
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
