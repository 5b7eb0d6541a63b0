import Foundation
import TestSupport
import Testing
import XMLReading

/// Between its declarations the internal subset holds only comments, processing instructions and
/// parameter-entity references (XML 1.0 [28b], [29]); anything else, and a processing instruction
/// whose target is not a name, is refused where it starts under every policy (W3C suite:
/// `o-p29fail1`, `ibm-not-wf-P52-ibm52n04.xml`, `not-wf-sa-149`, `pi`).
@Suite struct InternalSubsetMarkupTests {
    static let policies: [DTDPolicy] = [.standard, .internalEntities]

    func read(_ subset: String, _ dtd: DTDPolicy, _ parser: ReadingParser) throws -> [Dog] {
        let xml = "<!DOCTYPE r [\n\(subset)\n]><r><dog><name>Rex</name></dog></r>"
        return try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd, parser: parser))
    }

    static let unknown =
        "the internal subset holds markup that is no declaration: it allows <!ELEMENT, <!ATTLIST, <!ENTITY, <!NOTATION, comments, processing instructions and parameter-entity references (no conditional sections)"

    @Test(
        arguments: [
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
        ], ReadingParsers.all)
    func markupThatIsNoDeclarationIsRefused(arguments: (String, String), parser: ReadingParser) throws {
        let (subset, message) = arguments
        for dtd in Self.policies {
            let error = try #require(readingError { _ = try read(subset, dtd, parser) })
            #expect(error.code == .malformedXML)
            #expect(error.description == "line 2, column 1: " + message)
        }
    }

    @Test(arguments: ReadingParsers.all) func commentsAndInstructionsAreRead(parser: ReadingParser) throws {
        let subset = "<!-- a comment -->\n<?note don't mind <this>?>\n<!ELEMENT r ANY>"
        for dtd in Self.policies {
            #expect(try read(subset, dtd, parser) == [Dog(name: "Rex")])
        }
    }

    static let subsetAfterDoctype =
        "a '[' follows the '>' that ends the document type declaration: the internal subset must come before that '>' (<!DOCTYPE name [ ... ]>), and markup declarations outside it are not allowed"

    /// Found by the `input` fuzzer (issue 23): libxml2's push parser reads a `[` right after the
    /// DOCTYPE's `>` as the internal subset, so its `<!ATTLIST>` reached `XMLParser` unchecked
    /// (a SEGV in `strlen` on Linux). It is refused at the `[`, in every encoding, from data, a
    /// file and a stream read one byte at a time, under every policy.
    @Test(
        arguments: [
            (
                "PCFET0NUWVBFIGYtLT5bCjwhRUxFTUVOVCBmb28gQU5ZPgo8IUFUVExJU1QgZm9vIHhtbDpsYW5nIE5NVE9LRU4gI0lNUExJRUQ+Cl0+Cjxmb28geG1sOmxhSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSW5nPSJuZHMiPgogPGZvbyB4bWw6bGFuZz0iYXJ0LWxvamJhbiIvPgo8L2Zvbz4K",
                "line 1, column 15: "
            ),
            (
                Data("<!DOCTYPE f>[<!ATTLIST dog a CDATA #IMPLIED>]><r/>".utf8).base64EncodedString(),
                "line 1, column 13: "
            ),
            (
                Data("<!DOCTYPE f SYSTEM \"x\">[<!NOTATION n SYSTEM \"x\">]>\n<r/>".utf8).base64EncodedString(),
                "line 1, column 24: "
            ),
            (
                Data("<!DOCTYPE f SYSTEM \"a>b\">[<!ATTLIST dog a CDATA #IMPLIED>]>\n<r/>".utf8).base64EncodedString(),
                "line 1, column 26: "
            ),
        ], ReadingParsers.all)
    func aSubsetAfterTheDoctypeIsRefused(arguments: (String, String), parser: ReadingParser) throws {
        let (base64, position) = arguments
        let bytes = try #require(Data(base64Encoded: base64))
        let text = try #require(String(data: bytes, encoding: .utf8))
        let encodings: [String.Encoding] = [.utf8, .utf16, .utf16BigEndian, .utf32LittleEndian]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("doctype-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        for encoding in encodings {
            let data = try #require(text.data(using: encoding))
            try data.write(to: file)
            for dtd in Self.policies {
                let options = ReadingOptions(dtd: dtd, parser: parser)
                let inputs: [XMLInput] = [.data(data), .file(file), .stream(DataInputStream(data, piece: 1))]
                for input in inputs {
                    let error = try #require(
                        readingError {
                            _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: input, options: options)
                        })
                    #expect(error.code == .malformedXML)
                    #expect(error.description == position + Self.subsetAfterDoctype)
                }
            }
        }
    }
}
