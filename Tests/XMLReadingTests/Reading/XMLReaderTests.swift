import Foundation
import TestSupport
import Testing
import XMLReading

@Suite struct XMLReaderTests {
    static let pets = """
        <?xml version="1.0"?>
        <house>
          <dog><name>Rex</name></dog>
          <room><cat><name>Tom</name></cat><bird><dog><name>Inside bird</name></dog></bird></room>
          <dog><name>Fido</name><cat><name>Inside dog</name></cat></dog>
        </house>
        """

    @Test(arguments: ReadingParsers.all) func objectsInADictionaryAtAnyDepthInDocumentOrder(parser: ReadingParser)
        throws
    {
        let pets = try XMLReader.objects(
            in: ["dog": Dog.self, "cat": Cat.self], ignoring: ["bird"], from: Self.pets,
            options: ReadingOptions(parser: parser))
        #expect(pets.map { ($0 as? any Pet)?.name } == ["Rex", "Tom", "Fido"])
        #expect(pets[1] is Cat)
    }

    @Test(arguments: ReadingParsers.all) func objectsOfOneType(parser: ReadingParser) throws {
        let dogs = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: Self.pets, options: ReadingOptions(parser: parser))
        #expect(dogs == [Dog(name: "Rex"), Dog(name: "Inside bird"), Dog(name: "Fido")])
        #expect(
            try XMLReader.objects(
                ofType: Dog.self, element: "wolf", from: Self.pets, options: ReadingOptions(parser: parser)) == [])
    }

    @Test(arguments: ReadingParsers.all) func objectReadsTheFirstMatchAtAnyDepth(parser: ReadingParser) throws {
        let cat = try XMLReader.object(
            ofType: Cat.self, element: "cat", from: Self.pets, options: ReadingOptions(parser: parser))
        #expect(cat == Cat(name: "Tom"))
    }

    @Test(arguments: ReadingParsers.all) func objectThrowsWhenTheElementIsMissing(parser: ReadingParser) throws {
        let error = try #require(
            readingError {
                _ = try XMLReader.object(
                    ofType: Cat.self, element: "lion", from: Self.pets, options: ReadingOptions(parser: parser))
            })
        #expect(error.code == .missingElement)
        #expect(error.description == "the document has no <lion> element")
    }

    @Test(arguments: ReadingParsers.all) func everyKindOfInputReadsTheSame(parser: ReadingParser) throws {
        let xml = "<r><dog><name>Ünïcødé 🐕</name><barks>yes</barks></dog></r>"
        let expected = Dog(name: "Ünïcødé 🐕", barks: true)
        let data = Data(xml.utf8)
        let url = try temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            try XMLReader.object(ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
                == expected)
        #expect(
            try XMLReader.object(ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser))
                == expected)
        #expect(
            try XMLReader.object(ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser))
                == expected)
        #expect(
            try XMLReader.object(
                ofType: Dog.self, element: "dog", from: .stream(InputStream(data: data)),
                options: ReadingOptions(parser: parser)) == expected)
        #expect(
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser))
                == [expected])
        #expect(
            try XMLReader.objects(
                in: ["dog": Dog.self], from: .stream(InputStream(url: url)!), options: ReadingOptions(parser: parser)
            ).count == 1)
        // A slice of Data that does not start at index 0.
        let padded = Data("xxxx".utf8) + data
        #expect(
            try XMLReader.object(
                ofType: Dog.self, element: "dog", from: padded.dropFirst(4), options: ReadingOptions(parser: parser))
                == expected)
    }

    @Test(arguments: ReadingParsers.all) func aMissingFileIsAnInputError(parser: ReadingParser) throws {
        let url = URL(fileURLWithPath: "/nonexistent/catalog.xml")
        let error = try #require(
            readingError {
                _ = try XMLReader.object(
                    ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser))
            })
        #expect(error.code == .inputUnavailable)
        #expect(error.description == "cannot open /nonexistent/catalog.xml: No such file or directory")
    }

    @Test(arguments: ReadingParsers.all) func aFileIsNamedAsGivenAndAnUnreadableOneHasNoPosition(parser: ReadingParser)
        throws
    {
        let relative = URL(fileURLWithPath: "no-such-dir/catalog.xml")
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dog.self, element: "dog", from: relative, options: ReadingOptions(parser: parser))
            }
                == "cannot open no-such-dir/catalog.xml: No such file or directory")
        let directory = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        let error = try #require(
            readingError {
                _ = try XMLReader.object(
                    ofType: Dog.self, element: "dog", from: directory, options: ReadingOptions(parser: parser))
            })
        #expect(error.code == .inputUnavailable)
        #expect(error.line == 0)
        #expect(error.description == "cannot read \(directory.relativePath): Is a directory")
    }

    @Test(arguments: ReadingParsers.all) func aRemoteURLIsRefusedWithAHint(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dog.self, element: "dog", from: URL(string: "https://example.com/a.xml")!,
                    options: ReadingOptions(parser: parser))
            }
                == "cannot read https://example.com/a.xml: only file URLs are read; fetch remote documents with URLSession and pass the Data"
        )
    }

    @Test(arguments: ReadingParsers.all) func aUTF16DocumentWithAByteOrderMarkIsRead(parser: ReadingParser) throws {
        var data = Data([0xFF, 0xFE])
        data.append("<r><dog><name>é</name></dog></r>".data(using: .utf16LittleEndian)!)
        #expect(
            try XMLReader.object(ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser))
                == Dog(name: "é"))
        var bigEndian = Data([0xFE, 0xFF])
        bigEndian.append("<dog><name>ß</name></dog>".data(using: .utf16BigEndian)!)
        #expect(
            try XMLReader.object(
                ofType: Dog.self, element: "dog", from: bigEndian, options: ReadingOptions(parser: parser))
                == Dog(name: "ß"))
    }

    @Test(arguments: ReadingParsers.all) func aUTF8ByteOrderMarkIsAccepted(parser: ReadingParser) throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("<dog><name>x</name></dog>".utf8)
        #expect(
            try XMLReader.object(ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser))
                == Dog(name: "x"))
    }
}
