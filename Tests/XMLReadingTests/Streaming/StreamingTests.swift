import Foundation
import TestSupport
import Testing
import XMLReading

@Suite struct StreamingTests {
    static let xml = "<r>" + (1...5).map { "<dog><name>d\($0)</name></dog>" }.joined() + "</r>"

    @Test(arguments: ReadingParsers.all) func forEachHandsOverEveryObjectInOrder(parser: ReadingParser) throws {
        var names: [String] = []
        try XMLReader.forEach(ofType: Dog.self, element: "dog", from: Self.xml, options: ReadingOptions(parser: parser))
        { dog, _ in names.append(dog.name) }
        #expect(names == ["d1", "d2", "d3", "d4", "d5"])
    }

    @Test(arguments: ReadingParsers.all) func forEachStopsEarlyWithoutAnError(parser: ReadingParser) throws {
        var names: [String] = []
        // The document is malformed after the third dog; stopping before it means no error.
        let xml = "<r>" + (1...3).map { "<dog><name>d\($0)</name></dog>" }.joined() + "<oops></r>"
        try XMLReader.forEach(
            ofType: Dog.self, element: "dog", from: Data(xml.utf8), options: ReadingOptions(parser: parser)
        ) { dog, stop in
            names.append(dog.name)
            if names.count == 2 { stop = true }
        }
        #expect(names == ["d1", "d2"])
    }

    @Test(arguments: ReadingParsers.all) func anErrorFromTheBodyIsRethrownUnchanged(parser: ReadingParser) throws {
        struct Enough: Error, Equatable {}
        var count = 0
        #expect(throws: Enough()) {
            try XMLReader.forEach(
                ofType: Dog.self, element: "dog", from: Self.xml, options: ReadingOptions(parser: parser)
            ) { _, _ in
                count += 1
                if count == 2 { throw Enough() }
            }
        }
        #expect(count == 2)
    }

    @Test(arguments: ReadingParsers.all) func aMalformedDocumentThrowsAfterTheObjectsBeforeTheError(
        parser: ReadingParser
    ) throws {
        var names: [String] = []
        let xml = "<r><dog><name>a</name></dog><dog><name>b</name></dog>\n<dog></r>"
        #expect(
            errorMessage {
                try XMLReader.forEach(
                    ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser)
                ) { dog, _ in names.append(dog.name) }
            } == "line 2, column 10: the end tag does not match the open element <dog> at /r/dog[3]")
        #expect(names == ["a", "b"])
    }
}
