import Foundation
import TestSupport
import Testing
import XMLReading

@Suite struct LargeDocumentTests {
    /// A catalog of `count` dogs, each about 120 bytes.
    static func kennel(_ count: Int) -> String {
        var xml = "<kennel>\n"
        xml.reserveCapacity(count * 130)
        for index in 0..<count {
            xml +=
                "  <dog id=\"\(index)\"><name>Dog number \(index) &amp; friends ÄÖÜ</name><barks>\(index % 2 == 0)</barks></dog>\n"
        }
        return xml + "</kennel>\n"
    }

    @Test(arguments: ReadingParsers.all) func documentsOverTenMillionBytesReadFromEveryInput(parser: ReadingParser)
        throws
    {
        let count = 110_000
        let xml = Self.kennel(count)
        let data = Data(xml.utf8)
        #expect(data.count > 10_000_000)
        let url = try temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }

        let fromData = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser))
        let fromFile = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser))
        let fromString = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
        #expect(fromData.count == count)
        #expect(fromData.last == Dog(name: "Dog number \(count - 1) & friends ÄÖÜ", barks: false))
        #expect(fromData[4] == Dog(name: "Dog number 4 & friends ÄÖÜ", barks: true))
        #expect(fromFile == fromData)
        #expect(fromString == fromData)

        var streamed = 0
        try XMLReader.forEach(ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser)) {
            dog, _ in
            if dog.name.hasPrefix("Dog number ") { streamed += 1 }
        }
        #expect(streamed == count)
    }

    @Test(arguments: ReadingParsers.all) func anErrorNearTheEndOfALargeFileHasItsLine(parser: ReadingParser) throws {
        let xml =
            Self.kennel(90_000).dropLast("</kennel>\n".count)
            + "  <dog><name>x</name><barks>perhaps</barks></dog>\n</kennel>\n"
        let url = try temporaryFile(Data(xml.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser))
            }
                == "line 90002, column 28: cannot read \"perhaps\" as Bool for <barks> at /kennel/dog[90001]/barks")
    }
}
