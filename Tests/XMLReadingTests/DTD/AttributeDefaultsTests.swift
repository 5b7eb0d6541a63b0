import Foundation
import TestSupport
import Testing
import XMLReading

/// `<!ATTLIST>` defaults of the internal subset are applied, as XML 1.0 §5.1 asks of a
/// non-validating processor, within a budget; ``DTDPolicy`` can turn them off.
@Suite struct AttributeDefaultsTests {
    static let namespace = "http://www.freedesktop.org/standards/shared-mime-info"

    struct Glob: XMLReadable, Equatable {
        var pattern = ""
        var weight: Int?
        static let parsingDescription = ParsingDescription<Glob> {
            Attribute("pattern", \.pattern)
            Attribute("weight", \.weight)
        }
    }

    struct Magic: XMLReadable, Equatable {
        var priority: Int?
        static let parsingDescription = ParsingDescription<Magic> { Attribute("priority", \.priority) }
    }

    /// In the shape of freedesktop.org's shared-mime-info database (`freedesktop.org.xml`): its DTD
    /// declares `weight` and `priority` defaults, and `xmlns` as a fixed attribute of the root.
    static func mimeInfo(rootNamespace: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE mime-info [
          <!ELEMENT mime-info (mime-type)+>
          <!ATTLIST mime-info xmlns CDATA #FIXED "\(namespace)">
          <!ELEMENT mime-type (comment|acronym|expanded-acronym|glob|magic|root-XML|alias|sub-class-of|generic-icon)*>
          <!ATTLIST mime-type type CDATA #REQUIRED>
          <!ELEMENT glob EMPTY>
          <!ATTLIST glob pattern CDATA #REQUIRED>
          <!ATTLIST glob weight CDATA "50">
          <!ATTLIST glob case-sensitive CDATA #IMPLIED>
          <!ELEMENT magic (match)+>
          <!ATTLIST magic priority CDATA "50">
          <!ELEMENT match (match)*>
          <!ATTLIST match offset CDATA #REQUIRED>
          <!ATTLIST match type (string|big16|big32|little16|little32|host16|host32|byte) #REQUIRED>
          <!ATTLIST match value CDATA #REQUIRED>
          <!ATTLIST match mask CDATA #IMPLIED>
        ]>
        <mime-info\(rootNamespace ? " xmlns=\"\(namespace)\"" : "")>
          <mime-type type="application/pdf">
            <comment>PDF document</comment>
            <magic priority="80"><match type="string" value="%PDF-" offset="0"/></magic>
            <glob pattern="*.pdf"/>
          </mime-type>
          <mime-type type="text/plain">
            <comment>plain text document</comment>
            <magic><match type="string" value="x" offset="0"/></magic>
            <glob pattern="*.txt"/>
            <glob pattern="*.asc" weight="40"/>
          </mime-type>
        </mime-info>

        """
    }

    @Test(arguments: [true, false])
    func sharedMimeInfoReadsWithItsDefaultsAsPythonReadsIt(rootNamespace: Bool) throws {
        let xml = Self.mimeInfo(rootNamespace: rootNamespace)
        let globs = try XMLReader.objects(
            ofType: Glob.self, element: XMLName("glob", namespace: Self.namespace), from: xml)
        let magic = try XMLReader.objects(
            ofType: Magic.self, element: XMLName("magic", namespace: Self.namespace), from: Data(xml.utf8))
        #expect(
            globs == [
                Glob(pattern: "*.pdf", weight: 50), Glob(pattern: "*.txt", weight: 50),
                Glob(pattern: "*.asc", weight: 40),
            ])
        #expect(magic == [Magic(priority: 80), Magic(priority: 50)])
        // Python's ElementTree (expat) applies the same defaults.
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.argv[1].encode())
            ns = '{\(Self.namespace)}'
            print(' '.join(g.get('pattern') + '=' + g.get('weight') for g in root.iter(ns + 'glob')))
            print(' '.join(m.get('priority') for m in root.iter(ns + 'magic')))
            """
        let python = String(decoding: try Python.run(script, arguments: [xml]), as: UTF8.self)
        let ours =
            globs.map { "\($0.pattern)=\($0.weight!)" }.joined(separator: " ") + "\n"
            + magic.map { "\($0.priority!)" }.joined(separator: " ") + "\n"
        #expect(ours == python)
    }

    struct Item: XMLReadable, Equatable {
        var a = ""
        var b = ""
        var c = ""
        static let parsingDescription = ParsingDescription<Item> {
            Attribute("a", \.a)
            Attribute("b", \.b)
            Attribute("c", \.c)
        }
    }

    static func items(_ subset: String, _ body: String = "<item/>") throws -> [Item] {
        try XMLReader.objects(ofType: Item.self, element: "item", from: "<!DOCTYPE r [\(subset)]><r>\(body)</r>")
    }

    @Test func theFirstDeclarationBindsAndFixedAndEnumeratedValuesApply() throws {
        #expect(
            try Self.items(
                #"<!ATTLIST item a CDATA "first"><!ATTLIST item a CDATA "second" b (x|y) #FIXED " y "  c NMTOKENS '  p   q '>"#
            ) == [Item(a: "first", b: "y", c: "p q")])
    }

    @Test func givenAttributesWinAndValuesAreNormalized() throws {
        #expect(
            try Self.items(
                "<!ATTLIST item a CDATA \"x&#x9;&lt;&amp;\ty\" b CDATA 'é&#233;'>", "<item b='given'/><item/>")
                == [Item(a: "x\t<& y", b: "given"), Item(a: "x\t<& y", b: "éé")])
    }

    @Test func declarationsAfterAParameterEntityReferenceAreNotRead() throws {
        #expect(
            try Self.items("<!ATTLIST item a CDATA 'read'> %external; <!ATTLIST item b CDATA 'unread'>")
                == [Item(a: "read")])
    }

    @Test func declarationsInCommentsAndLiteralsAreNotRead() throws {
        #expect(
            try Self.items("<!-- <!ATTLIST item a CDATA 'no'> --><!ATTLIST item c CDATA '-->'>") == [Item(c: "-->")])
    }

    @Test(arguments: ReadingParsers.all) func aUTF16DocumentGetsItsDefaults(parser: ReadingParser) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE r [<!ATTLIST item a CDATA 'ü'>]><r><item/></r>"
        let data = xml.data(using: .utf16)!
        #expect(
            try XMLReader.objects(
                ofType: Item.self, element: "item", from: data, options: ReadingOptions(parser: parser)) == [
                    Item(a: "ü")
                ])
    }

    @Test(arguments: ReadingParsers.all) func thePolicyCanTurnDefaultsOff(parser: ReadingParser) throws {
        var options = ReadingOptions()
        options.dtd.appliesAttributeDefaults = false
        let xml = "<!DOCTYPE r [<!ATTLIST item a CDATA 'x'>]><r><item/></r>"
        #expect(
            try XMLReader.objects(ofType: Item.self, element: "item", from: xml, options: options.on(parser)) == [
                Item()
            ])
        #expect(
            try XMLReader.objects(
                ofType: Item.self, element: "item", from: xml, options: ReadingOptions(parser: parser)) == [
                    Item(a: "x")
                ])
    }

    @Test(arguments: ReadingParsers.all) func defaultedBytesHaveABudget(parser: ReadingParser) throws {
        var options = ReadingOptions()
        options.dtd.maximumDefaultedAttributeBytes = 20
        let xml = "<!DOCTYPE r [<!ATTLIST item a CDATA '0123456789'>]>\n<r><item/><item/>\n<item/></r>"
        #expect(
            try XMLReader.objects(
                ofType: Item.self, element: "item", from: "<r><item/></r>", options: ReadingOptions(parser: parser))
                == [Item()])
        #expect(
            errorMessage {
                _ = try XMLReader.objects(ofType: Item.self, element: "item", from: xml, options: options.on(parser))
            }
                == "line 3, column 6: attribute defaults from the DTD add more than 20 bytes (ReadingOptions.dtd.maximumDefaultedAttributeBytes) at /r/item[3]"
        )
    }

    @Test(arguments: [
        ("<!ATTLIST item a CDATA>", "the attribute \"a\" in <!ATTLIST item> has no default"),
        ("<!ATTLIST item a STRING 'x'>", "the attribute \"a\" in <!ATTLIST item> has an unknown type"),
        (
            "<!ATTLIST item a CDATA #DEFAULT 'x'>",
            "the attribute \"a\" in <!ATTLIST item> has a default other than #REQUIRED, #IMPLIED or #FIXED"
        ),
        (
            "<!ATTLIST item a CDATA '&nbsp;'>",
            "the attribute \"a\" in <!ATTLIST item> has a default referring to &nbsp;; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
        ),
        ("<!ATTLIST item a CDATA '<'>", "the attribute \"a\" in <!ATTLIST item> has a default holding '<'"),
        ("<!ATTLIST>", "an <!ATTLIST> declaration must name an element"),
    ])
    func malformedDeclarationsAreRefusedWhereTheyStart(subset: String, message: String) throws {
        let error = try #require(readingError { _ = try Self.items("\n  " + subset) })
        #expect(error.code == .malformedXML)
        #expect(error.description == "line 2, column 3: " + message)
    }
}
