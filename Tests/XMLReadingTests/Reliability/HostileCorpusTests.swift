import Foundation
import TestSupport
import Testing
import XMLReading

/// The rest of the hostile corpus (entities, external entities and depth are in
/// `HostileInputTests`; invalid UTF-8, NUL, whitespace, two roots and junk in `MalformedInputTests`).
/// Every document is generated here; each test states its outcome and its time and memory bound.
@Suite(.serialized) struct HostileCorpusTests {
    struct Tagged: XMLReadable, Equatable {
        var value = ""
        var name = ""
        static let parsingDescription = ParsingDescription<Tagged> {
            Attribute("value", \.value)
            Element("name", \.name)
        }
    }

    static let lookupLimitMessage =
        "a tag, comment, CDATA section or processing instruction here is longer than 10,000,000 bytes, the most Foundation's XML parser (libxml2) reads in one piece"

    func read(_ xml: String, _ parser: ReadingParser) throws -> [Tagged] {
        try XMLReader.objects(ofType: Tagged.self, element: "t", from: xml, options: ReadingOptions(parser: parser))
    }

    /// Outcome: `limitExceeded` at the start of the tag; memory: the 50 MB input.
    @Test(arguments: ReadingParsers.all) func anAttributeOf50MegabytesIsRefusedAtItsTag(parser: ReadingParser) throws {
        let xml = "<r>\n<t value=\"" + String(repeating: "a", count: 50_000_000) + "\"><name>n</name></t></r>"
        let error = readingError { _ = try read(xml, parser) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.description == "line 2, column 1: \(Self.lookupLimitMessage) at /r")
    }

    /// Outcome: an attribute just under libxml2's limit is read whole.
    @Test(arguments: ReadingParsers.all) func anAttributeOf9MegabytesIsReadWhole(parser: ReadingParser) throws {
        let value = String(repeating: "é", count: 4_500_000)
        let xml = "<r><t value=\"\(value)\"><name>n</name></t></r>"
        #expect(try read(xml, parser) == [Tagged(value: value, name: "n")])
    }

    /// Outcome: a million attributes (a 14 MB tag) is `limitExceeded`; 100,000 attributes (1.3 MB)
    /// are read, the bound one found among them.
    @Test(arguments: ReadingParsers.all) func aMillionAttributesOnOneElement(parser: ReadingParser) throws {
        func element(attributes: Int) -> String {
            var xml = "<r><t"
            xml.reserveCapacity(attributes * 15)
            for index in 0..<attributes { xml += " a\(index)=\"\(index)\"" }
            return xml + " value=\"last\"><name>n</name></t></r>"
        }
        let million = element(attributes: 1_000_000)
        let error = readingError { _ = try read(million, parser) }
        #expect(error?.description == "line 1, column 4: \(Self.lookupLimitMessage) at /r")
        let many = element(attributes: 100_000)
        #expect(try read(many, parser) == [Tagged(value: "last", name: "n")])
    }

    /// Outcome: comments, CDATA sections and processing instructions over the limit are
    /// `limitExceeded` too; text has no limit (20 MB of text is read into a value).
    @Test(arguments: ReadingParsers.all) func otherLongMarkupAndLongText(parser: ReadingParser) throws {
        let long = String(repeating: "a", count: 11_000_000)
        for xml in [
            "<r><!--\(long)--><t value='v'><name>n</name></t></r>",
            "<r><?p \(long)?><t value='v'><name>n</name></t></r>",
            "<r><\(long)/></r>",
        ] {
            #expect(errorMessage { _ = try read(xml, parser) } == "line 1, column 4: \(Self.lookupLimitMessage) at /r")
        }
        let cdata = readingError { _ = try read("<r><t><name><![CDATA[\(long)]]></name></t></r>", parser) }
        #expect(cdata?.code == .limitExceeded)
        let text = String(repeating: "b", count: 20_000_000)
        #expect(try read("<r><t value='v'><name>\(text)</name></t></r>", parser) == [Tagged(value: "v", name: text)])
    }

    /// Outcome: a 200 MB text node in an element no description reads is streamed past from a
    /// file: both dogs around it are read, and the peak resident memory of the
    /// process grows by less than the text's size (the parser holds 128 KiB chunks, not the text).
    @Test(arguments: ReadingParsers.all) func aTextNodeOf200MegabytesStreamedFromAFile(parser: ReadingParser) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlreading-\(UUID().uuidString).xml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        try file.write(contentsOf: Data("<r><dog><name>a</name><blob>".utf8))
        let mebibyte = Data(String(repeating: "0123456789abcdé", count: 65_536).utf8)
        var written = 0
        while written < 200_000_000 {
            try file.write(contentsOf: mebibyte)
            written += mebibyte.count
        }
        try file.write(contentsOf: Data("</blob></dog><dog><name>b</name></dog></r>".utf8))
        try file.close()

        let peakBefore = Self.peakResidentBytes()
        var names: [String] = []
        try XMLReader.forEach(
            ofType: Dog.self, element: "dog", from: url, options: ReadingOptions(parser: parser)
        ) { dog, _ in names.append(dog.name) }
        #expect(names == ["a", "b"])
        if let before = peakBefore, let after = Self.peakResidentBytes() {
            // Other suites run in parallel and may raise the peak too; holding the text would add
            // at least 200 MB by itself.
            #expect(after - before < 150_000_000, "peak RSS grew by \(after - before) bytes")
        }
    }

    /// `VmHWM` of /proc/self/status (Linux), in bytes; `nil` elsewhere.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    static let catalog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a small catalog -->
        <kennel xmlns:x="urn:x">
          <dog x:id="1"><name>Rex &amp; Zoë &#x1F415;</name><barks>true</barks></dog>
          <dog><name><![CDATA[<b>&</b>]]></name><?pi data?><barks/></dog>
        </kennel>

        """

    /// Outcome: every prefix that stops before the root's end tag is complete throws an
    /// `XMLReadingError` with a line and column (only the empty prefix has no position: "the
    /// document is empty"); every longer prefix reads exactly what the whole document reads.
    /// From `Data` and from an `InputStream`; about 500 reads in well under a second.
    @Test(arguments: ReadingParsers.all) func truncatedAtEveryByteOffset(parser: ReadingParser) throws {
        let bytes = Array(Self.catalog.utf8)
        let whole = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: Self.catalog, options: ReadingOptions(parser: parser))
        #expect(whole == [Dog(name: "Rex & Zoë 🐕", barks: true), Dog(name: "<b>&</b>", barks: true)])
        let complete = bytes.count - 1  // the last byte is the newline after </kennel>
        // A prefix that ends inside a character of "Zoë 🐕" has a truncated UTF-8 sequence.
        let allowed: Set<XMLReadingError.Code> = [
            .malformedXML, .unexpectedEndOfDocument, .emptyDocument, .invalidByteSequence,
        ]
        for length in 0..<bytes.count {
            let prefix = Data(bytes[0..<length])
            for input in ["data", "stream"] {
                func read() throws -> [Dog] {
                    input == "data"
                        ? try XMLReader.objects(
                            ofType: Dog.self, element: "dog", from: prefix, options: ReadingOptions(parser: parser))
                        : try XMLReader.objects(
                            ofType: Dog.self, element: "dog", from: .stream(InputStream(data: prefix)),
                            options: ReadingOptions(parser: parser))
                }
                if length >= complete {
                    #expect(try read() == whole, "prefix of \(length) bytes from \(input)")
                    continue
                }
                guard let error = readingError({ _ = try read() }) else {
                    Issue.record("prefix of \(length) bytes from \(input) was accepted")
                    continue
                }
                #expect(allowed.contains(error.code), "prefix of \(length) bytes: \(error)")
                if length == 0 {
                    #expect(error.description == "line 1, column 1: the document is empty")
                } else {
                    #expect(error.line >= 1 && error.column >= 1, "prefix of \(length) bytes from \(input): \(error)")
                }
            }
        }
    }

    /// Outcome: a UTF-8 byte order mark, and UTF-16 in either byte order with or without one, read
    /// like UTF-8.
    @Test(arguments: ReadingParsers.all) func byteOrderMarks(parser: ReadingParser) throws {
        let xml = "<r><dog><name>Zoë 🐕</name><barks>1</barks></dog></r>"
        let expected = [Dog(name: "Zoë 🐕", barks: true)]
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(xml.utf8)
        let littleEndian = Data([0xFF, 0xFE]) + xml.data(using: .utf16LittleEndian)!
        let bigEndian = Data([0xFE, 0xFF]) + xml.data(using: .utf16BigEndian)!
        for data in [utf8, littleEndian, bigEndian] {
            #expect(
                try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: data, options: ReadingOptions(parser: parser)) == expected)
        }
        let noMark = xml.data(using: .utf16BigEndian)!
        #expect(
            try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: noMark, options: ReadingOptions(parser: parser)) == expected)
    }

    /// Outcome: an internal parameter entity is an entity declaration like any other: refused.
    @Test(arguments: ReadingParsers.all) func parameterEntitiesAreRefused(parser: ReadingParser) throws {
        let xml = "<!DOCTYPE r [\n  <!ENTITY % p \"<!ENTITY e 'x'>\"> %p;\n]><r>&e;</r>"
        let error = readingError { _ = try read(xml, parser) }
        #expect(error?.code == .entityDeclaration)
        #expect(
            error?.description
                == "line 2, column 3: the document declares the entity \"p\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"
        )
    }
}
