import Foundation
import TestSupport
import Testing
import XMLReading

/// CDATA sections read with XML's line-end normalization, like text (libxml2's push parser skips it),
/// on both parsers.
@Suite struct CDATALineEndTests {
    @Test(arguments: [
        ("<r><name><![CDATA[a\r\nb\rc\n]]></name></r>", "a\nb\nc\n"),
        ("<r><name><![CDATA[\r]]></name></r>", "\n"),
        ("<r><name><![CDATA[a\r]]>\nb</name></r>", "a\n\nb"),
        (
            "<r><name><![CDATA[" + String(repeating: "x\r\n", count: 500) + "]]></name></r>",
            String(repeating: "x\n", count: 500)
        ),
    ])
    func lineEndsInCDATA(xml: String, expected: String) throws {
        for parser in ReadingParsers.all {
            let dog = try XMLReader.object(
                ofType: Dog.self, element: "r", from: Data(xml.utf8), options: ReadingOptions(parser: parser))
            #expect(Array(dog.name.utf8) == Array(expected.utf8), "on \(parser)")
        }
    }
}
