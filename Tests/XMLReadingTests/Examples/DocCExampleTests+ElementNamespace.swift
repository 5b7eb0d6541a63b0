// swift-format-ignore-file
// (The examples are kept exactly as the articles of Sources/XMLReading/XMLReading.docc write them.)
import Foundation
import Testing
import XMLReading

private let kml22 = "http://www.opengis.net/kml/2.2"
private let kml21 = "http://earth.google.com/kml/2.1"

/// The "The namespace a document was read in" example of the article "Namespaces"
/// (`Sources/XMLReading/XMLReading.docc/Namespaces.md`), compiled and run as written, with the
/// message it shows.
@Suite struct ElementNamespaceExampleTests {
    struct Kml: XMLReadable {
        var namespace: String? = kml22          // what a Kml made in code is written in
        var placemarks: [Placemark] = []
        static let parsingDescription = ParsingDescription<Kml>(namespace: .orNone(kml22, kml21)) {
            ElementNamespace(\.namespace)
            Many(\.placemarks) { Item("Placemark", Placemark.self) }
        }
    }
    struct Placemark: XMLReadable {
        var name = ""
        static let parsingDescription = ParsingDescription<Placemark>(namespace: .orNone(kml22, kml21)) {
            Element("name", \.name)
        }
    }

    @Test func aKML21FileIsWrittenBackAsKML21() throws {
        let xml = #"<kml xmlns="http://earth.google.com/kml/2.1"><Placemark><name>Home</name></Placemark></kml>"#
        let kml = try XMLReader.object(ofType: Kml.self, element: "kml", from: xml)
        #expect(kml.namespace == kml21)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(kml, element: "kml")
        #expect(written == xml)
    }

    @Test func aNamespaceTheDescriptionDoesNotReadGivesTheArticlesMessage() throws {
        let kml = Kml(namespace: "urn:other")
        let error = try #require(throws: XMLReadingError.self) { try XMLWriter().string(kml, element: "kml") }
        #expect(error.code == .namespaceNotRead)
        #expect(error.description == #"cannot write Kml in the namespace "urn:other": its description reads "http://www.opengis.net/kml/2.2", "http://earth.google.com/kml/2.1" or no namespace; set its ElementNamespace to one of them (nil: no namespace) at /kml"#)
    }
}
