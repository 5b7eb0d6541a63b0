import Foundation
import TestSupport
import Testing
import XMLReading

/// `KeyReference`: XML Schema's `xs:keyref`, the values of an attribute that must be among a
/// `Unique`'s, compared when the scope's element ends (a reference may come first); and the
/// selectors both entries share: paths of names (`header/tool`) and the element itself (`.`).
/// In the shape of XLIFF 1.2's `<file>`, whose constraints use all of them; on both parsers.
@Suite struct KeyReferenceTests {
    static let xliff = "urn:oasis:names:tc:xliff:document:1.2"

    struct File: XMLReadable {
        var toolID: String?
        var content: [AnyElement] = []
        static let parsingDescription = ParsingDescription<File>(namespace: .init(KeyReferenceTests.xliff)) {
            Attribute("tool-id", \.toolID)
            AnyElements(\.content)
            Unique("K_tool-id", of: ["header/tool"], anyDepth: false, attribute: "tool-id", isKey: true)
            KeyReference("KR_file_tool-id", refers: "K_tool-id", of: ["."], attribute: "tool-id")
            KeyReference(
                "KR_phase_tool-id", refers: "K_tool-id", of: ["header/phase-group/phase"], anyDepth: false,
                attribute: "tool-id")
            KeyReference(
                "KR_alt-trans_tool-id", refers: "K_tool-id", of: ["trans-unit/alt-trans"], attribute: "tool-id")
        }
    }

    static func read(_ attributes: String, _ content: String, _ parser: ReadingParser) throws -> File {
        try XMLReader.object(
            ofType: File.self, element: "file",
            from: "<file xmlns=\"\(xliff)\"\(attributes)>\n" + content + "\n</file>",
            options: ReadingOptions(parser: parser))
    }

    static let header =
        #"<header><tool tool-id="t1"/><phase-group><phase tool-id="t2"/></phase-group><tool tool-id="t2"/></header>"#

    /// References before and after their key, a path at any depth, and elements without the
    /// attribute (not checked).
    @Test(arguments: ReadingParsers.all) func referencesToValuesOfTheKeyAreRead(parser: ReadingParser) throws {
        let file = try Self.read(
            #" tool-id="t2""#,
            #"<body><group><trans-unit><alt-trans tool-id="t1"/><alt-trans/></trans-unit></group></body>"#
                + Self.header, parser)
        #expect(file.toolID == "t2")
        #expect(file.content.map(\.name.localName) == ["body", "header"])
    }

    @Test(arguments: ReadingParsers.all) func aValueNoKeyElementHasIsRefusedAtTheEnd(parser: ReadingParser) {
        func message(_ attributes: String, _ content: String) -> String? {
            errorMessage { _ = try Self.read(attributes, content, parser) }
        }
        // The model's element itself (`.`).
        #expect(
            message(#" tool-id="t9""#, Self.header)
                == #"line 3, column 8: <file> at line 1, column 65 has tool-id "t9", which no element of Unique("K_tool-id") in <file> has (KeyReference("KR_file_tool-id")) at /file"#
        )
        // A path at any depth; a path among the children that stands deeper is not the key's.
        #expect(
            message(
                "",
                #"<body><header><tool tool-id="t3"/></header><trans-unit><alt-trans tool-id="t3"/></trans-unit></body>"#
            )
                == #"line 3, column 8: <alt-trans> at line 2, column 79 has tool-id "t3", which no element of Unique("K_tool-id") in <file> has (KeyReference("KR_alt-trans_tool-id")) at /file"#
        )
        // A path among the children.
        #expect(
            message("", #"<header><phase-group><phase tool-id="t1"/></phase-group></header>"#)
                == #"line 3, column 8: <phase> at line 2, column 41 has tool-id "t1", which no element of Unique("K_tool-id") in <file> has (KeyReference("KR_phase_tool-id")) at /file"#
        )
    }

    @Test(arguments: ReadingParsers.all) func aKeyByPathIsUniqueAndAReferenceNeedsOne(parser: ReadingParser) {
        let twice = #expect(throws: XMLReadingError.self) {
            try Self.read("", #"<header><tool tool-id="a"/><tool tool-id="a"/></header>"#, parser)
        }
        #expect(twice?.code == .duplicateValue)
        #expect(
            twice?.description
                == #"line 2, column 45: a second <tool> with tool-id "a" in <file>, where Unique("K_tool-id") requires each value once at /file/header/tool[2]"#
        )
        let unmatched = #expect(throws: XMLReadingError.self) { try Self.read(#" tool-id="a""#, "", parser) }
        #expect(unmatched?.code == .unmatchedReference)
    }

    /// A group in a group: each resolves its own references, on its own element too.
    struct Group: XMLReadable {
        var toolID: String?
        var groups: [Group] = []
        var content: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Group> {
            Attribute("tool-id", \.toolID)
            Many(\.groups) { Item("group", Group.self) }
            AnyElements(\.content)
            Unique("U_item", of: ["item"], anyDepth: false, attribute: "id")
            KeyReference("KR_ref", refers: "U_item", of: ["ref", "."], anyDepth: false, attribute: "tool-id")
        }
    }

    @Test(arguments: ReadingParsers.all) func aNestedScopeResolvesItsOwnReferences(parser: ReadingParser) throws {
        func message(_ xml: String) -> String? {
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Group.self, element: "group", from: xml, options: ReadingOptions(parser: parser))
            }
        }
        let group = try XMLReader.object(
            ofType: Group.self, element: "group",
            from:
                #"<group tool-id="a"><item id="a"/><group tool-id="b"><item id="b"/><ref tool-id="b"/></group></group>"#,
            options: ReadingOptions(parser: parser))
        #expect(group.groups.first?.toolID == "b")
        #expect(
            message(#"<group><item id="1"/><group><ref tool-id="1"/></group></group>"#)
                == #"line 1, column 55: <ref> at line 1, column 45 has tool-id "1", which no element of Unique("U_item") in <group> has (KeyReference("KR_ref")) at /group/group[1]"#
        )
        #expect(
            message(#"<group tool-id="a"><item id="a"/><group tool-id="zzz"/></group>"#)
                == #"line 1, column 56: <group> at line 1, column 54 has tool-id "zzz", which no element of Unique("U_item") in <group> has (KeyReference("KR_ref")) at /group/group[1]"#
        )
    }

    @Test func aPathWithAnEmptyStepIsAProblemOfTheDescription() {
        struct Gap: XMLReadable {
            var id = ""
            static let parsingDescription = ParsingDescription<Gap> {
                Attribute("id", \.id)
                Unique("U_gap", of: ["a//b"], anyDepth: false, attribute: "id")
            }
        }
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Gap.self, element: "g", from: "<g/>") }
                == #"XMLReadingTests/KeyReferenceTests.swift:129: ParsingDescription<Gap>: Unique("U_gap") selects "a//b", a path with an empty or "." step; name each step ("header/tool"), or write "." alone for the element itself"#
        )
    }

    @Test func aReferenceToAnUndeclaredUniqueIsAProblemOfTheDescription() {
        struct Dangling: XMLReadable {
            var id = ""
            static let parsingDescription = ParsingDescription<Dangling> {
                Attribute("id", \.id)
                Unique("U_a", of: ["a"], attribute: "id")
                KeyReference("KR_b", refers: "U_b", of: ["b"], attribute: "ref")
            }
        }
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Dangling.self, element: "d", from: "<d/>") }
                == #"XMLReadingTests/KeyReferenceTests.swift:144: ParsingDescription<Dangling>: KeyReference("KR_b") refers to "U_b", which no Unique of this description is named; name "U_a""#
        )
    }
}
