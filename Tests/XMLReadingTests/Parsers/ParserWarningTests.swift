import Foundation
import TestSupport
import Testing
import XMLReading

/// Foundation's `XMLParser` reports libxml2's warnings as errors. Documents they are about are
/// well-formed (W3C suite: `o-p16pass1`, `x-rmt-008b`), so the reader reads them; the errors that
/// share a warning's code are still refused, in words.
@Suite struct ParserWarningTests {
    func read(_ xml: String) throws -> [Dog] {
        try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml)
    }

    @Test(arguments: [
        // Only `xml` itself, in any case, is a reserved target (XML 1.0 §2.6).
        "<?xmla data?><dog><name>Rex</name></dog>",
        "<dog><?XMLfoo?><name>Rex</name></dog>",
        "<?xml version=\"1.0\"?><?xml-stylesheet href=\"a.xsl\"?><dog><name>Rex</name></dog>",
        // Any version 1.x is read as XML 1.0 (5th edition, §2.8).
        "<?xml version=\"1.7\"?><dog><name>Rex</name></dog>",
        // Namespace names that are not absolute URIs: deprecated, not errors.
        "<dog xmlns:rel=\"relative\"><name>Rex</name></dog>",
        "<dog xmlns:a=\"not a URI\"><name>Rex</name></dog>",
        "<dog xml:space=\"sometimes\"><name>Rex</name></dog>",
    ])
    func aWarningIsNotARefusal(xml: String) throws {
        #expect(try read(xml) == [Dog(name: "Rex")])
    }

    @Test(arguments: [
        (
            "<dog><?xml data?><name>Rex</name></dog>",
            "line 1, column 11: the processing instruction target 'xml' is reserved (an XML declaration must come first) at /dog[1]"
        ),
        (
            "<?XmL data?><dog><name>Rex</name></dog>",
            "line 1, column 6: the processing instruction target 'xml' is reserved (an XML declaration must come first)"
        ),
        (
            " <?xml version=\"1.0\"?><dog><name>Rex</name></dog>",
            "line 1, column 7: the processing instruction target 'xml' is reserved (an XML declaration must come first)"
        ),
        (
            "<?xmla data?><dog><?xml data?></dog>",
            "line 1, column 24: the processing instruction target 'xml' is reserved (an XML declaration must come first) at /dog[1]"
        ),
        (
            "<?xml version=\"2.0\"?><dog><name>Rex</name></dog>",
            "line 1, column 20: the XML declaration's version is not 1.x; the reader reads XML 1.0"
        ),
    ])
    func aReservedTargetOrAnotherVersionIsRefused(xml: String, message: String) throws {
        let error = try #require(readingError { _ = try read(xml) })
        #expect(error.code == .malformedXML)
        #expect(error.description == message)
    }

    /// After a failure, a second read locates its element path (`e[2]`); a warning must not stop
    /// that read either, or the path would differ from a stream's.
    @Test(arguments: ReadingParsers.all) func aWarningDoesNotStopTheReadThatLocatesAFailure(parser: ReadingParser)
        throws
    {
        let xml = Data("<?xml version=\"1.1\"?><r><e/><e><t>x".utf8) + Data([0xCD, 0x2F]) + Data("</t></e></r>".utf8)
        let fromData = readingError {
            _ = try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
        }
        let fromStream = readingError {
            _ = try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: .stream(DataInputStream(xml, piece: 1)),
                options: ReadingOptions(parser: parser))
        }
        #expect(fromData?.description == "line 1, column 36: the bytes CD 2F are not a character in UTF-8 at /r/e[2]/t")
        #expect(fromStream?.description == fromData?.description)
    }
}
