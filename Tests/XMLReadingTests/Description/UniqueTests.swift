import Foundation
import TestSupport
import Testing
import XMLReading

/// `Unique`: XML Schema's `xs:unique` and `xs:key` on an attribute of an element's descendants
/// (`.//trans-unit`) or children, checked as each element starts, on both parsers.
@Suite struct UniqueTests {
    static let xliff = "urn:oasis:names:tc:xliff:document:1.2"

    struct Unit: XMLReadable, Equatable {
        var id = ""
        static let parsingDescription = ParsingDescription<Unit>(namespace: .init(UniqueTests.xliff)) {
            Attribute("id", \.id)
        }
    }

    struct Group: XMLReadable, Equatable {
        var units: [Unit] = []
        var groups: [Group] = []
        static let parsingDescription = ParsingDescription<Group>(namespace: .init(UniqueTests.xliff)) {
            Many(\.units) { Item("trans-unit", Unit.self) }
            Many(\.groups) { Item("group", Group.self) }
        }
    }

    struct File: XMLReadable, Equatable {
        var body = Group()
        var tools: [String] = []
        static let parsingDescription = ParsingDescription<File>(namespace: .init(UniqueTests.xliff)) {
            Element("body", \.body)
            Many(\.tools) { Item("tool", String.self) }
            Unique("K_unit_id", of: ["trans-unit", "bin-unit"], attribute: "id", isKey: true)
            Unique("U_tool", of: ["tool"], anyDepth: false, attribute: "tool-id")
        }
    }

    static func read(_ body: String, _ parser: ReadingParser) throws -> File {
        try XMLReader.object(
            ofType: File.self, element: "file",
            from: #"<file xmlns="urn:oasis:names:tc:xliff:document:1.2">"# + body + "</file>",
            options: ReadingOptions(parser: parser))
    }

    static func error(_ body: String, _ parser: ReadingParser) -> XMLReadingError? {
        #expect(throws: XMLReadingError.self) { try read(body, parser) }
    }

    @Test(arguments: ReadingParsers.all) func differentValuesAtAnyDepthAreRead(parser: ReadingParser) throws {
        let file = try Self.read(
            #"<body><trans-unit id="1"/><group><trans-unit id="2"/></group></body><tool/><tool tool-id="a"/>"#, parser)
        #expect(file.body.units == [Unit(id: "1")])
        #expect(file.body.groups.first?.units == [Unit(id: "2")])
    }

    @Test(arguments: ReadingParsers.all) func aRepeatedValueAtAnyDepthIsRefused(parser: ReadingParser) {
        let error = Self.error(#"<body><trans-unit id="1"/><group><trans-unit id="1"/></group></body>"#, parser)
        #expect(error?.code == .duplicateValue)
        #expect(
            error?.description
                == #"line 1, column 104: a second <trans-unit> with id "1" in <file>, where Unique("K_unit_id") requires each value once at /file/body/group[1]/trans-unit"#
        )
    }

    @Test(arguments: ReadingParsers.all) func aKeyWithoutItsAttributeIsRefused(parser: ReadingParser) {
        let error = Self.error(#"<body><trans-unit/></body>"#, parser)
        #expect(error?.code == .duplicateValue)
        #expect(
            error?.description
                == #"line 1, column 70: <trans-unit> in <file> has no attribute "id", which Unique("K_unit_id", isKey: true) requires at /file/body/trans-unit"#
        )
    }

    @Test(arguments: ReadingParsers.all) func childrenOnlyWhereAsked(parser: ReadingParser) throws {
        let error = Self.error(#"<body/><tool tool-id="a"/><tool tool-id="a"/>"#, parser)
        #expect(error?.code == .duplicateValue)
        // A unique value may be absent, and each file is a scope of its own.
        let files = try XMLReader.objects(
            ofType: File.self, element: "file",
            from: #"""
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2">\
                <file><body><trans-unit id="1"/></body><tool/><tool/></file>\
                <file><body><trans-unit id="1"/></body></file></xliff>
                """#,
            options: ReadingOptions(parser: parser))
        #expect(files.map(\.body.units) == [[Unit(id: "1")], [Unit(id: "1")]])
    }

    /// A folder in a folder: the inner folder's scope would check what the outer one checks at
    /// any depth, so only the outermost is opened, and it names the repeat (`xs:ID`'s rule on
    /// every model a document may start with is checked once per document).
    struct Folder: XMLReadable, Equatable {
        var id = ""
        var folders: [Folder] = []
        static let parsingDescription = ParsingDescription<Folder> {
            Attribute("id", \.id)
            Many(\.folders) { Item("folder", Folder.self) }
            Unique("xs:ID", of: ["folder"], attribute: "id")
        }
    }

    @Test(arguments: ReadingParsers.all) func aScopeInsideTheSameScopeIsNotOpenedAgain(parser: ReadingParser) throws {
        let options = ReadingOptions(parser: parser)
        let valid = #"<folder id="a"><folder id="b"><folder id="c"/></folder><folder id="d"/></folder>"#
        let folder = try XMLReader.object(ofType: Folder.self, element: "folder", from: valid, options: options)
        #expect(folder.folders.map(\.id) == ["b", "d"])
        #expect(folder.folders[0].folders.map(\.id) == ["c"])
        let repeated = #"<folder id="a"><folder id="b"><folder id="c"/></folder><folder id="c"/></folder>"#
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Folder.self, element: "folder", from: repeated, options: options)
        }
        #expect(
            error?.description
                == #"line 1, column 70: a second <folder> with id "c" in <folder>, where Unique("xs:ID") requires each value once at /folder/folder[2]"#
        )
        // Inside the inner folder alone, a repeat is refused as well (the outer scope sees it).
        let inner = #"<folder id="a"><folder id="b"><folder id="c"/><folder id="c"/></folder></folder>"#
        let innerError = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Folder.self, element: "folder", from: inner, options: options)
        }
        #expect(
            innerError?.description
                == #"line 1, column 61: a second <folder> with id "c" in <folder>, where Unique("xs:ID") requires each value once at /folder/folder[1]/folder[2]"#
        )
    }
}
