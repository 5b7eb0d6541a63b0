import Foundation
import TestSupport
import Testing
import XMLReading

/// Values read, written with `XMLWriter` and read again are equal: inner XML with namespace and
/// `xml:` attributes, and dates with digits past the millisecond.
@Suite struct RoundTripValueTests {
    struct Note: XMLReadable, Equatable {
        var at: Date?
        var body = ""
        static let parsingDescription = ParsingDescription<Note> {
            Element("at", \.at)
            XMLString("body", \.body)
        }
    }

    func readWriteRead(_ xml: String, _ parser: ReadingParser) throws -> (first: Note, again: Note, written: String) {
        let options = ReadingOptions(parser: parser)
        let first = try XMLReader.object(ofType: Note.self, element: "note", from: xml, options: options)
        let written = try XMLWriter().string(first, element: "note")
        let again = try XMLReader.object(ofType: Note.self, element: "note", from: written, options: options)
        return (first, again, written)
    }

    @Test(arguments: ReadingParsers.all) func innerXMLKeepsItsStringThroughAWrite(parser: ReadingParser) throws {
        let xml = """
            <note xmlns:x="urn:x" xmlns:y="urn:y"><body>Hi <x:em z="1" xml:lang="en" a="2">you</x:em> \
            <b xmlns="urn:d" y:k="v"><i>!</i></b></body></note>
            """
        let (first, again, _) = try readWriteRead(xml, parser)
        #expect(
            first.body
                == #"Hi <x:em xmlns:x="urn:x" a="2" xml:lang="en" z="1">you</x:em> <b xmlns="urn:d" xmlns:y="urn:y" y:k="v"><i>!</i></b>"#
        )
        #expect(again.body == first.body)
    }

    @Test(
        arguments: [
            ("2024-03-01T14:08:55.0001Z", "2024-03-01T14:08:55.000100Z"),
            // A `Date` holds a binary fraction: nine digits say it exactly.
            ("2024-03-01T14:08:55.123456789Z", "2024-03-01T14:08:55.123456768Z"),
            ("2024-03-01T14:08:55.25Z", "2024-03-01T14:08:55.250Z"),
            ("2024-03-01T14:08:55Z", "2024-03-01T14:08:55Z"),
            ("1901-12-13T20:45:52.000001Z", "1901-12-13T20:45:52.000001Z"),
        ], ReadingParsers.all)
    func datesKeepTheirValueThroughAWrite(arguments: (String, String), parser: ReadingParser) throws {
        let (text, written) = arguments
        let (first, again, xml) = try readWriteRead("<note><at>\(text)</at><body/></note>", parser)
        #expect(again.at == first.at)
        #expect(xml.contains("<at>\(written)</at>"))
    }
}
