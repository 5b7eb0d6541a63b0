// swift-format-ignore-file
// (The examples are kept exactly as the articles of Sources/XMLReading/XMLReading.docc write them.)
import Foundation
import Testing
import XMLReading

/// The "Absent or empty" example of the article "Collections"
/// (`Sources/XMLReading/XMLReading.docc/Collections.md`), compiled and run as written.
@Suite struct AbsentOrEmptyExampleTests {
    struct Placemark: XMLReadable {
        var name = ""
        var data: [String: String]? = nil        // no <ExtendedData>: nil;  <ExtendedData/>: [:]
        var tags: [String]? = nil                // no <tags>: nil;  <tags/>: []
        static let parsingDescription = ParsingDescription<Placemark> {
            Element("name", \.name)
            Keyed("ExtendedData", \.data, key: .attribute("name", of: "Data"))
            Many("tags", \.tags) { Item("tag", String.self) }
        }
    }

    @Test func anEmptyContainerIsEmptyAndAnAbsentOneNil() throws {
        let xml = "<Placemark><name>a</name><ExtendedData/></Placemark>"
        let placemark = try XMLReader.object(ofType: Placemark.self, element: "Placemark", from: xml)
        #expect(placemark.data == [:])
        #expect(placemark.tags == nil)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(placemark, element: "Placemark")
        #expect(written == xml)
    }
}
