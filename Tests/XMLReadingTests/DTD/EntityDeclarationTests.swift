import Foundation
import TestSupport
import Testing
import XMLReading

/// `DTDPolicy.internalEntities` and the entities XML 1.0 §4.4 and §5.1 let a non-validating
/// reader leave unread: declaring an external or a parameter entity is harmless, a reference to an
/// external one is refused where it stands, and every `<!ENTITY>` declaration is checked against
/// the grammar (W3C suite: `valid-sa-082`, `o-p73pass1`, `not-wf-sa-121`, `rmt-ns10-043`…).
@Suite struct EntityDeclarationTests {
    static let options = ReadingOptions(dtd: .internalEntities)

    func read(_ xml: String, _ parser: ReadingParser, options: ReadingOptions = Self.options) throws -> [Dog] {
        try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: options.on(parser))
    }

    static let declarations = """
        <!DOCTYPE r [
        <!NOTATION gif SYSTEM "viewer">
        <!ENTITY % internal "<!ENTITY e 'x'>">
        <!ENTITY % external SYSTEM "http://127.0.0.1:9/x.dtd">
        <!ENTITY logo SYSTEM "logo.gif" NDATA gif>
        <!ENTITY chapter PUBLIC "-//Example//Chapter 1//EN" "file:///etc/passwd">
        <!ENTITY who "Rex">
        ]>
        """

    @Test(arguments: ReadingParsers.all) func declaringExternalAndParameterEntitiesIsHarmless(parser: ReadingParser)
        throws
    {
        let xml = Self.declarations + "<r><dog><name>&who;</name></dog></r>"
        #expect(try read(xml, parser) == [Dog(name: "Rex")])
    }

    @Test(
        arguments: [
            (
                "<r><dog><name>&chapter;</name></dog></r>", "externalEntity",
                "line 8, column 25: the document refers to the external entity \"chapter\", which is never read; external entities are never resolved at /r/dog[1]/name"
            ),
            (
                "<r><dog><name>&logo;</name></dog></r>", "malformedXML",
                "line 8, column 22: the document refers to the unparsed entity \"logo\" in content; an unparsed entity is named only by an attribute of type ENTITY at /r/dog[1]/name"
            ),
            (
                "<r><dog note=\"&chapter;\"/></r>", "malformedXML",
                "line 8, column 25: an attribute value refers to the external entity \"chapter\"; attribute values may refer only to internal entities at /r"
            ),
        ], ReadingParsers.all)
    func aReferenceToAnExternalEntityIsRefused(arguments: (String, String, String), parser: ReadingParser) throws {
        let (body, code, message) = arguments
        let error = try #require(readingError { _ = try read(Self.declarations + body, parser) })
        #expect(error.code.rawValue == code)
        #expect(error.description == message)
    }

    /// After a parameter-entity reference the reader does not read, later declarations are not
    /// processed (§5.1): the entity they declare is unknown, so a reference to it is refused, and
    /// the message says why.
    @Test(arguments: ReadingParsers.all) func declarationsAfterAParameterEntityReferenceAreNotProcessed(
        parser: ReadingParser
    ) throws {
        let xml =
            "<!DOCTYPE r [\n<!ENTITY % p \"x\">\n%p;\n<!ENTITY who \"Rex\">\n]>\n<r><dog><name>&who;</name></dog></r>"
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(
            error.description
                == "line 6, column 20: reference to the undeclared entity &who;; a parameter-entity reference earlier in the internal subset may declare it, but parameter entities are never read, so its text is unknown at /r/dog[1]/name"
        )
    }

    @Test(
        arguments: [
            ("<!ENTITYe \"x\">", "<!ENTITY must be followed by a space"),
            ("<!ENTITY #DEFAULT \"x\">", "the entity name \"#DEFAULT\" is not an XML name"),
            ("<!ENTITY a:b \"x\">", "the entity name \"a:b\" holds a colon, which Namespaces in XML forbids"),
            ("<!ENTITY e\"x\">", "the <!ENTITY e> declaration needs a space after the entity's name"),
            ("<!ENTITY %e \"x\">", "the '%' of a parameter entity's <!ENTITY % …> must be followed by a space"),
            ("<!ENTITY e \"x\" \"y\">", "the <!ENTITY e> declaration has text after its value"),
            ("<!ENTITY e >", "the <!ENTITY e> declaration: expected a quoted value, SYSTEM or PUBLIC"),
            (
                "<!ENTITY e SYSTEM>",
                "the <!ENTITY e> declaration: SYSTEM must be followed by a space and a quoted system literal"
            ),
            (
                "<!ENTITY e PUBLIC \"a{b\" \"x\">",
                "the <!ENTITY e> declaration: the public identifier holds '{', which a public identifier may not"
            ),
            (
                "<!ENTITY e PUBLIC \"a\">",
                "the <!ENTITY e> declaration: the public identifier must be followed by a space and a quoted system literal"
            ),
            (
                "<!ENTITY e SYSTEM \"x\" NDATA>",
                "the <!ENTITY e> declaration: NDATA must be followed by a space and a notation name"
            ),
            ("<!ENTITY e SYSTEM \"x\" gif>", "the <!ENTITY e> declaration has text after its external identifier"),
            (
                "<!ENTITY % e SYSTEM \"x\" NDATA gif>",
                "the <!ENTITY % e> declaration: a parameter entity cannot be unparsed (NDATA)"
            ),
            (
                "<!ENTITY e \"a & b\">",
                "the value of the entity \"e\" holds a '&' that starts no reference (write &#38;)"
            ),
            ("<!ENTITY e \"&#0;\">", "the value of the entity \"e\" has an invalid character reference"),
            ("<!ENTITY e \"&#x;\">", "the value of the entity \"e\" has an invalid character reference"),
            ("<!ENTITY e \"\u{FFFF}\">", "the value of the entity \"e\" holds a character XML forbids"),
        ], ReadingParsers.all)
    func aMalformedDeclarationIsRefusedWhereItStarts(arguments: (String, String), parser: ReadingParser) throws {
        let (declaration, message) = arguments
        let xml = "<!DOCTYPE r [\n\(declaration)\n]><r/>"
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code == .malformedXML)
        #expect(error.description == "line 2, column 1: " + message)
    }

    /// Parameter-entity references stand between declarations, as `%name;` (XML 1.0 [69], WFC "PEs
    /// in Internal Subset"); the reader never expands them (W3C suite: `dtd02`, `o-p69fail1`,
    /// `not-wf-sa-161`).
    @Test(
        arguments: [
            (
                "<!ENTITY % p \"x\">\n% p;",
                "line 3, column 1: a parameter-entity reference must be %name; with an XML name"
            ),
            (
                "<!ENTITY % p \"x\">\n%p\n;",
                "line 3, column 1: a parameter-entity reference must be %name; with an XML name"
            ),
            (
                "<!ENTITY % p \"x\">\n%;",
                "line 3, column 1: a parameter-entity reference must be %name; with an XML name"
            ),
            (
                "<!ELEMENT doc (%e;)>",
                "line 2, column 1: the <!ELEMENT doc> declaration holds a parameter-entity reference; the internal subset allows them only between declarations"
            ),
        ], ReadingParsers.all)
    func aMisplacedParameterEntityReferenceIsRefused(arguments: (String, String), parser: ReadingParser) throws {
        let (subset, message) = arguments
        let xml = "<!DOCTYPE r [\n\(subset)\n]><r/>"
        // With the default policy an entity declaration is refused first; the rest is refused the same.
        let policies = subset.contains("<!ENTITY") ? [Self.options] : [Self.options, ReadingOptions()]
        for options in policies {
            let error = try #require(readingError { _ = try read(xml, parser, options: options) })
            #expect(error.code == .malformedXML)
            #expect(error.description == message)
        }
    }

    @Test(arguments: ReadingParsers.all)
    func aParameterEntityReferenceBetweenDeclarationsOrAPercentInAnInstructionIsRead(parser: ReadingParser) throws {
        let xml = """
            <!DOCTYPE r [
            <!ENTITY % p "<!ELEMENT r ANY>">
            %p;
            <?note 100% sure, isn't it??>
            ]>
            <r><dog><name>Rex</name></dog></r>
            """
        #expect(try read(xml, parser) == [Dog(name: "Rex")])
    }

    /// Outside the root element only markup may stand: a reference there is refused before its
    /// text could become markup (W3C suite: `not-wf-sa-109`, `not-wf-sa-110`).
    @Test(
        arguments: [
            (
                "&root;",
                "line 5, column 6: the entity reference &root; stands outside the root element, where text is not allowed"
            ),
            (
                "<r/>\n&empty;",
                "line 6, column 7: the entity reference &empty; stands outside the root element, where text is not allowed"
            ),
        ], ReadingParsers.all)
    func aReferenceOutsideTheRootElementIsRefused(arguments: (String, String), parser: ReadingParser) throws {
        let (body, message) = arguments
        let xml = "<!DOCTYPE r [\n<!ENTITY root \"<r/>\">\n<!ENTITY empty \"\">\n]>\n" + body
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code == .malformedXML)
        #expect(error.description == message)
    }
}
