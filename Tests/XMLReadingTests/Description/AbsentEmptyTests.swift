import Foundation
import TestSupport
import Testing
import XMLReading

/// `[T]?` and `[K: V]?` (and `[K: [V]]?`) with `Many`, `Keyed` and `Pairs` named by their
/// container: `nil` when the container is absent, empty when it is present but empty, and
/// written only when not `nil`. Each document is read, written back byte for byte, and read again.
@Suite struct AbsentEmptyTests {
    enum Setting: Equatable, Sendable {
        case text(String)
        case number(Int)
        @CaseBuilder<Setting> static var cases: [Case<Setting>] {
            Case("string", String.self, Setting.text)
            Case("integer", Int.self, Setting.number)
        }
    }

    struct Server: XMLReadable, Equatable {
        var host = ""
        static let parsingDescription = ParsingDescription<Server> { Attribute("host", \.host) }
    }

    struct Folder: XMLReadable, Equatable {
        var name = ""
        var tags: [String]?
        var data: [String: String]?
        var groups: [String: [String]]?
        var servers: [String: Server]?
        var mirrors: [String: [Server]]?
        var settings: [String: Setting]?
        static let parsingDescription = ParsingDescription<Folder> {
            Element("name", \.name)
            Many("tags", \.tags) { Item("tag", String.self) }
            Keyed("ExtendedData", \.data, key: .attribute("name", of: "Data"))
            Keyed("groups", \.groups, key: .attribute("name", of: "g"))
            Keyed("servers", \.servers)
            Keyed("mirrors", \.mirrors, key: .attribute("region", of: "mirror"))
            Pairs("dict", \.settings, key: "key") { Setting.cases }
        }
    }

    /// Pairs in document order, into an optional array of tuples.
    struct Plist: XMLReadable {
        var entries: [(key: String, value: Setting)]?
        static let parsingDescription = ParsingDescription<Plist> {
            Pairs("dict", \.entries, key: "key") { Setting.cases }
        }
    }

    static let compact = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    static let absent = "<folder><name>f</name></folder>"
    static let empty =
        "<folder><name>f</name><tags/><ExtendedData/><groups/><servers/><mirrors/><dict/></folder>"
    static let full = """
        <folder><name>f</name><tags><tag>a</tag><tag>b</tag></tags>\
        <ExtendedData><Data name="x">1</Data><Data name="y">2</Data></ExtendedData>\
        <groups><g name="k">p</g><g name="k">q</g></groups>\
        <servers><eu host="e.example"/></servers>\
        <mirrors><mirror region="us" host="u1"/><mirror region="us" host="u2"/></mirrors>\
        <dict><key>n</key><integer>7</integer><key>s</key><string>t</string></dict></folder>
        """

    /// Reads `xml`, checks the model, writes it back and checks the bytes, and reads the bytes again.
    func roundTrip(_ xml: String, expecting expected: Folder) throws {
        let folder = try XMLReader.object(ofType: Folder.self, element: "folder", from: xml)
        #expect(folder == expected)
        let written = try XMLWriter(options: Self.compact).string(folder, element: "folder")
        #expect(written == xml)
        #expect(try XMLReader.object(ofType: Folder.self, element: "folder", from: written) == expected)
    }

    @Test func anAbsentContainerIsNil() throws {
        try roundTrip(Self.absent, expecting: Folder(name: "f"))
    }

    @Test func anEmptyContainerIsEmpty() throws {
        try roundTrip(
            Self.empty,
            expecting: Folder(
                name: "f", tags: [], data: [:], groups: [:], servers: [:], mirrors: [:], settings: [:]))
    }

    @Test func aContainerWithItemsHoldsThem() throws {
        try roundTrip(
            Self.full,
            expecting: Folder(
                name: "f", tags: ["a", "b"], data: ["x": "1", "y": "2"], groups: ["k": ["p", "q"]],
                servers: ["eu": Server(host: "e.example")],
                mirrors: ["us": [Server(host: "u1"), Server(host: "u2")]],
                settings: ["n": .number(7), "s": .text("t")]))
    }

    @Test func eachValueIsWrittenAsItsOwnForm() throws {
        let writer = XMLWriter(options: Self.compact)
        #expect(try writer.string(Folder(name: "f"), element: "folder") == Self.absent)
        #expect(
            try writer.string(Folder(name: "f", tags: [], settings: [:]), element: "folder")
                == "<folder><name>f</name><tags/><dict/></folder>")
        #expect(
            try writer.string(Folder(name: "f", data: ["z": "9"], mirrors: [:]), element: "folder")
                == #"<folder><name>f</name><ExtendedData><Data name="z">9</Data></ExtendedData><mirrors/></folder>"#)
    }

    @Test(arguments: ReadingParsers.all) func aContainerReadTwiceAddsToTheSameValue(parser: ReadingParser) throws {
        let folder = try XMLReader.object(
            ofType: Folder.self, element: "folder",
            from: "<folder><tags/><tags><tag>a</tag></tags><groups/></folder>", options: ReadingOptions(parser: parser))
        #expect(folder == Folder(tags: ["a"], groups: [:]))
    }

    @Test(arguments: ReadingParsers.all) func pairsInOrderTellAbsentFromEmpty(parser: ReadingParser) throws {
        func read(_ xml: String) throws -> [String]? {
            try XMLReader.object(
                ofType: Plist.self, element: "plist", from: xml, options: ReadingOptions(parser: parser)
            ).entries?.map {
                "\($0.key)=\($0.value)"
            }
        }
        let writer = XMLWriter(options: Self.compact)
        for xml in [
            "<plist/>", "<plist><dict/></plist>",
            "<plist><dict><key>s</key><string>t</string><key>n</key><integer>7</integer></dict></plist>",
        ] {
            let plist = try XMLReader.object(
                ofType: Plist.self, element: "plist", from: xml, options: ReadingOptions(parser: parser))
            let written = try writer.string(plist, element: "plist")
            #expect(written == xml)
            #expect(try read(written) == read(xml))
        }
        #expect(try read("<plist/>") == nil)
        #expect(try read("<plist><dict/></plist>") == [])
        #expect(
            try read("<plist><dict><key>s</key><string>t</string><key>n</key><integer>7</integer></dict></plist>")
                == ["s=text(\"t\")", "n=number(7)"])
    }

    /// A container at the end of a path: `nil` unless its last step is there.
    struct Document: XMLReadable, Equatable {
        var tags: [String]?
        static let parsingDescription = ParsingDescription<Document> {
            Many("meta/tags", \.tags) { Item("tag", String.self) }
        }
    }

    @Test(arguments: ReadingParsers.all) func aContainerAtTheEndOfAPathIsNilUntilItsLastStep(parser: ReadingParser)
        throws
    {
        let writer = XMLWriter(options: Self.compact)
        for (xml, tags) in [
            ("<doc/>", nil), ("<doc><meta/></doc>", nil), ("<doc><meta><tags/></meta></doc>", []),
            ("<doc><meta><tags><tag>a</tag></tags></meta></doc>", ["a"]),
        ] as [(String, [String]?)] {
            let document = try XMLReader.object(
                ofType: Document.self, element: "doc", from: xml, options: ReadingOptions(parser: parser))
            #expect(document == Document(tags: tags))
            let written = try writer.string(document, element: "doc")
            #expect(
                try XMLReader.object(
                    ofType: Document.self, element: "doc", from: written, options: ReadingOptions(parser: parser))
                    == document)
            if tags != nil { #expect(written == xml) } else { #expect(written == "<doc/>") }
        }
    }
}
