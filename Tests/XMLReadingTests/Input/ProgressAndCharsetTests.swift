import Foundation
import TestSupport
import Testing
import XMLReading

/// `XMLInput.reportingProgress(to:)` and `XMLInput.declaringCharset(_:)`.
@Suite struct ProgressAndCharsetTests {
    struct Item: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Self> { TextContent(\.name) }
    }

    /// A catalog of `count` items named `item 1`…, about 26 bytes each.
    static func document(_ count: Int) -> String {
        "<list>" + (1...count).map { "<item>item \($0)</item>" }.joined() + "</list>"
    }

    @Test(arguments: ReadingParsers.all) func countsTheBytesOfDataOfItsSize(parser: ReadingParser) throws {
        let xml = Self.document(10_000)
        let progress = Progress(totalUnitCount: 0)
        let items = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.data(Data(xml.utf8)).reportingProgress(to: progress),
            options: ReadingOptions(parser: parser))
        #expect(items.count == 10_000)
        #expect(progress.totalUnitCount == Int64(xml.utf8.count))
        #expect(progress.completedUnitCount == Int64(xml.utf8.count))
    }

    @Test(arguments: ReadingParsers.all) func takesAFilesSizeAsTheTotal(parser: ReadingParser) throws {
        let xml = Self.document(60_000)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let progress = Progress(totalUnitCount: 0)
        var seen: [Int64] = []
        try XMLReader.forEach(
            ofType: Item.self, element: "item", from: XMLInput.file(url).reportingProgress(to: progress),
            options: ReadingOptions(parser: parser)
        ) { _, _ in
            if seen.last != progress.completedUnitCount { seen.append(progress.completedUnitCount) }
        }
        #expect(progress.totalUnitCount == Int64(xml.utf8.count))
        #expect(progress.completedUnitCount == Int64(xml.utf8.count))
        // Counted as the read goes, in chunks, not at the end only.
        #expect(seen.count >= 2)
        #expect(seen.first! < Int64(xml.utf8.count))
    }

    @Test(arguments: ReadingParsers.all) func aTotalAlreadySetIsKept(parser: ReadingParser) throws {
        let progress = Progress(totalUnitCount: 1_000_000)
        _ = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.string(Self.document(3)).reportingProgress(to: progress),
            options: ReadingOptions(parser: parser))
        #expect(progress.totalUnitCount == 1_000_000)
        #expect(progress.completedUnitCount == Int64(Self.document(3).utf8.count))
    }

    @Test(arguments: ReadingParsers.all) func cancellingTheProgressStopsTheRead(parser: ReadingParser) throws {
        let progress = Progress(totalUnitCount: 0)
        var read = 0
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.forEach(
                ofType: Item.self, element: "item",
                from: XMLInput.data(Data(Self.document(200_000).utf8)).reportingProgress(to: progress),
                options: ReadingOptions(parser: parser)
            ) { _, _ in
                read += 1
                if read == 10 { progress.cancel() }
            }
        }
        #expect(error?.code == .cancelled)
        #expect(error?.message == "the read was cancelled (its Progress was cancelled)")
        #expect(read < 200_000)
    }

    @Test(arguments: ReadingParsers.all) func aCancelledProgressReadsNothing(parser: ReadingParser) throws {
        let progress = Progress(totalUnitCount: 0)
        progress.cancel()
        let error = #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.objects(
                ofType: Item.self, element: "item",
                from: XMLInput.string(Self.document(3)).reportingProgress(to: progress),
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .cancelled)
        #expect(progress.completedUnitCount == 0)
    }

    /// ISO-8859-1 bytes of `<list><item>Café</item></list>` after `prefix`.
    static func latin1(_ prefix: String = "") -> Data {
        (prefix + "<list><item>Caf\u{E9}</item></list>").data(using: .isoLatin1)!
    }

    @Test(arguments: ReadingParsers.all) func theCharsetDecidesWithoutADeclaration(parser: ReadingParser) throws {
        let items = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.data(Self.latin1()).declaringCharset { "ISO-8859-1" },
            options: ReadingOptions(parser: parser))
        #expect(items == [Item(name: "Café")])
    }

    @Test(arguments: ReadingParsers.all) func theCharsetComesBeforeTheDeclaration(parser: ReadingParser) throws {
        let data = Self.latin1("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let items = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.data(data).declaringCharset { "iso-8859-1" },
            options: ReadingOptions(parser: parser))
        #expect(items == [Item(name: "Café")])
        // Without it, the declaration says UTF-8, which the byte E9 is not.
        #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.objects(
                ofType: Item.self, element: "item", from: data, options: ReadingOptions(parser: parser))
        }
    }

    @Test(arguments: ReadingParsers.all) func aByteOrderMarkComesBeforeTheCharset(parser: ReadingParser) throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("<list><item>Café</item></list>".utf8)
        let items = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.data(data).declaringCharset { "ISO-8859-1" },
            options: ReadingOptions(parser: parser))
        #expect(items == [Item(name: "Café")])
    }

    @Test(arguments: ReadingParsers.all) func aUTF8CharsetOverridesAnotherDeclaration(parser: ReadingParser) throws {
        let data = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><list><item>Café</item></list>".utf8)
        let items = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.data(data).declaringCharset { "utf-8" },
            options: ReadingOptions(parser: parser))
        #expect(items == [Item(name: "Café")])
    }

    @Test(arguments: ReadingParsers.all) func noCharsetLeavesItToTheDocument(parser: ReadingParser) throws {
        let data = Self.latin1("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>")
        let items = try XMLReader.objects(
            ofType: Item.self, element: "item", from: XMLInput.data(data).declaringCharset { nil },
            options: ReadingOptions(parser: parser))
        #expect(items == [Item(name: "Café")])
    }

    @Test(arguments: ReadingParsers.all) func anUnknownCharsetIsAnError(parser: ReadingParser) throws {
        let error = #expect(throws: XMLReadingError.self) {
            _ = try XMLReader.objects(
                ofType: Item.self, element: "item", from: XMLInput.data(Self.latin1()).declaringCharset { "x-klingon" },
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .unsupportedEncoding)
        #expect(
            error?.description
                == #"line 1, column 1: the document comes with the charset "x-klingon", which this system cannot convert; convert the document to UTF-8"#
        )
    }
}
