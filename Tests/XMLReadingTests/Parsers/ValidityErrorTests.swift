import Foundation
import TestSupport
import Testing
import XMLReading

/// libxml2 raises a DTD's validity errors (a repeated value in an enumerated `<!ATTLIST>` type)
/// with the parser context as the callback's user data, not the reader's: such an error is read
/// as any other, on both parsers, not followed into the wrong object. Found by the `differential`
/// fuzz target (a document type name followed by a quote, so that the subset reaches libxml2).
@Suite struct ValidityErrorTests {
    static let document =
        "<!DOCTYPE el\"[\r\n<!ELEMENT el EMPTY>\r\n<!ATTLIST el at (one|two|two) #IMPLIED>\r\n]>\r\n<el at=\"two\"/>\r\n"

    @Test(arguments: ReadingParsers.all) func aRepeatedEnumerationValueIsRefusedInWords(parser: ReadingParser) {
        var message: String?
        do {
            _ = try XMLReader.objects(
                ofType: Dog.self, element: "el", from: Self.document, options: ReadingOptions(parser: parser))
        } catch {
            message = error.description
        }
        #expect(message == "line 1, column 13: the DOCTYPE declaration is not closed")
    }
}
