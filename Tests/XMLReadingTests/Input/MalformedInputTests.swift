import Foundation
import TestSupport
import Testing
import XMLReading

@testable import BookCatalog

@Suite struct MalformedInputTests {
    func read(_ xml: String, _ parser: ReadingParser) throws -> [Dog] {
        try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
    }

    @Test(
        arguments: [
            ("", "emptyDocument", "line 1, column 1: the document is empty"),
            ("  \n\t ", "emptyDocument", "line 2, column 3: the document is empty"),
            (
                "hello world", "emptyDocument",
                "line 1, column 1: the input is not XML: expected '<' to start the root element"
            ),
            (
                "<r><dog><name>x</name></dog>", "unexpectedEndOfDocument",
                "line 1, column 29: the document ends before <r> is closed at /r"
            ),
            (
                "<r><dog><name>x", "unexpectedEndOfDocument",
                "line 1, column 15: the document ends before <name> is closed at /r/dog[1]/name"
            ),
            (
                "<a/><b/>", "malformedXML",
                "line 1, column 5: extra content after the root element; a document has exactly one root element"
            ),
            (
                "<a/>junk", "malformedXML",
                "line 1, column 5: extra content after the root element; a document has exactly one root element"
            ),
            (
                "<r>\n  <dog></cat></r>", "malformedXML",
                "line 2, column 14: the end tag does not match the open element <dog> at /r/dog[1]"
            ),
            ("<r a=1/>", "malformedXML", "line 1, column 6: an attribute value must be quoted"),
            (
                "<r>&nbsp;</r>", "malformedXML",
                "line 1, column 10: reference to the undeclared entity &nbsp;; only &lt; &gt; &amp; &quot; &apos; and character references are allowed at /r"
            ),
            (
                "<r>a & b</r>", "malformedXML",
                "line 1, column 7: a name is expected here (in text, write '&' as &amp; and '<' as &lt;) at /r"
            ),
            ("<r a='1' a='2'/>", "malformedXML", "line 1, column 15: an attribute appears twice in the same tag"),
        ], ReadingParsers.all)
    func malformedDocuments(document: (String, String, String), parser: ReadingParser) throws {
        let (xml, code, message) = document
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code.rawValue == code)
        #expect(error.description == message)
    }

    @Test(arguments: ReadingParsers.all) func invalidUTF8IsRefusedWithItsPosition(parser: ReadingParser) throws {
        let data = Data("<r>\n<dog><name>".utf8) + Data([0xC3, 0x28]) + Data("</name></dog></r>".utf8)
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser))
            })
        #expect(error.code == .invalidByteSequence)
        #expect(
            error.description == "line 2, column 12: the bytes C3 28 are not a character in UTF-8 at /r/dog[1]/name")
    }

    @Test(arguments: ReadingParsers.all) func aNULByteIsRefused(parser: ReadingParser) throws {
        let data = Data("<r>".utf8) + Data([0]) + Data("</r>".utf8)
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser))
            }
                == "line 1, column 4: invalid character: XML forbids this character (such as U+0000 or most control characters) at /r"
        )
    }

    @Test(arguments: ReadingParsers.all) func utf16WithoutAByteOrderMarkIsReadFromItsFirstCharacters(
        parser: ReadingParser
    ) throws {
        let xml = "<r><dog><name>Zoë</name></dog></r>"
        for data in [xml.data(using: .utf16LittleEndian)!, xml.data(using: .utf16BigEndian)!] {
            #expect(
                try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser)) == [
                        Dog(name: "Zoë")
                    ])
        }
    }

    @Test(arguments: ReadingParsers.all) func noPartialResultIsReturnedWhenTheDocumentBreaksLate(
        parser: ReadingParser
    ) throws {
        let xml = "<r>" + String(repeating: "<dog><name>x</name></dog>", count: 1000) + "<dog><name>y</name></dog"
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code == .malformedXML)
    }

    /// A NUL among the first two bytes of the decoded text made Foundation's parser take the
    /// UTF-8 it is given for UTF-32 ("3C 00 00 00") and fail without a position (found by the
    /// libFuzzer target `input`).
    @Test(arguments: ReadingParsers.all) func aNULAtTheStartIsRefusedWithItsPosition(parser: ReadingParser) {
        func catalogError(_ bytes: [UInt8]) -> String? {
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Catalog.self, element: "catalog", from: Data(bytes), options: ReadingOptions(parser: parser)
                )
            }
        }
        let utf16 = [0xFE, 0xFF, 0x00, 0x3C] + [UInt8](repeating: 0, count: 12) + Array("<catalog/>".utf8)
        #expect(
            catalogError(utf16)
                == "line 1, column 2: invalid character: XML forbids this character (such as U+0000 or most control characters)"
        )
        #expect(
            catalogError([0xEF, 0xBB, 0xBF, 0x3C, 0x00, 0x3F, 0x00])
                == "line 1, column 2: invalid character: XML forbids this character (such as U+0000 or most control characters)"
        )
    }
}

/// Paths carry sibling positions whichever way the input comes: `String`, `Data` and files are
/// read a second time after a failure to find them, an `InputStream` counts them as it goes.
@Suite struct ErrorPathTests {
    static let xml = """
        <r><dog><name>a</name></dog><cat/><dog><name>b</name></dog>
        <dog><name>c</name><barks>yes</barks><barks>perhaps</barks></dog></r>
        """
    static let expected = "line 2, column 44: cannot read \"perhaps\" as Bool for <barks> at /r/dog[3]/barks[2]"

    @Test(arguments: ReadingParsers.all) func everyInputGivesTheSamePath(parser: ReadingParser) throws {
        struct Dogs: XMLReadable {
            var dogs: [Dog] = []
            static let parsingDescription = ParsingDescription<Dogs> { Many(\.dogs) { Item("dog", Dog.self) } }
        }
        let data = Data(Self.xml.utf8)
        let url = try temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dogs.self, element: "r", from: Self.xml, options: ReadingOptions(parser: parser))
            } == Self.expected)
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dogs.self, element: "r", from: data, options: ReadingOptions(parser: parser))
            } == Self.expected)
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dogs.self, element: "r", from: url, options: ReadingOptions(parser: parser))
            } == Self.expected)
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Dogs.self, element: "r", from: .stream(InputStream(data: data)),
                    options: ReadingOptions(parser: parser))
            }
                == Self.expected)
    }

    @Test(arguments: ReadingParsers.all) func malformedDocumentsToo(parser: ReadingParser) throws {
        let xml = "<r><a/><a><b/><b><c></b></a></r>"
        let expected = "line 1, column 25: the end tag does not match the open element <c> at /r/a[2]/b[2]/c"
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
            } == expected)
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: .stream(InputStream(data: Data(xml.utf8))),
                    options: ReadingOptions(parser: parser))
            }
                == expected)
    }
}
