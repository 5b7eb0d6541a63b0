import Foundation
import TestSupport
import Testing
import XMLReading

/// `Item(name) { Item(…) }` for `[[T]]`, and `Item(name, attribute:, T.self)` for the attribute of
/// repeated elements: read, written, read back, and their errors, without wrapper types.
@Suite struct NestedItemTests {
    struct Table: XMLReadable, Equatable {
        var rows: [[Int]] = []
        var hrefs: [String] = []
        var widths: [Int?] = []
        var tags: [[String]] = []
        static let parsingDescription = ParsingDescription<Table> {
            Many("rows", \.rows) { Item("row") { Item("cell", Int.self) } }
            Many("links", \.hrefs) { Item("link", attribute: "href", String.self) }
            Many("cols", \.widths) { Item("col", attribute: "width", Int?.self) }
            Many(\.tags) { Item("group") { Item("tag", String.self) } }
        }
    }

    static let table = Table(
        rows: [[1, 2], [], [3]], hrefs: ["a.html", "b.html"], widths: [10, nil], tags: [["x"], ["y", "z"]])

    @Test(arguments: ReadingParsers.all) func nestedArraysAndItemAttributesAreRead(parser: ReadingParser) throws {
        let xml = """
            <table><rows><row><cell>1</cell><cell>2</cell></row><row/><row><cell>3</cell></row></rows>\
            <links><link href="a.html">text</link><link href="b.html"/></links><cols><col width="10"/><col/></cols>\
            <group><tag>x</tag></group><group><tag>y</tag><tag>z</tag></group></table>
            """
        #expect(
            try XMLReader.object(
                ofType: Table.self, element: "table", from: xml, options: ReadingOptions(parser: parser)) == Self.table)
    }

    @Test(arguments: ReadingParsers.all) func writtenAndReadBack(parser: ReadingParser) throws {
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Self.table, element: "table")
        #expect(
            xml
                == #"<table><rows><row><cell>1</cell><cell>2</cell></row><row/><row><cell>3</cell></row></rows><links><link href="a.html"/><link href="b.html"/></links><cols><col width="10"/><col/></cols><group><tag>x</tag></group><group><tag>y</tag><tag>z</tag></group></table>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Table.self, element: "table", from: xml, options: ReadingOptions(parser: parser)) == Self.table)
    }

    struct Grid: XMLReadable, Equatable {
        var rows: [[Int]] = []
        static let parsingDescription = ParsingDescription<Grid>(namespace: .orNone("urn:grid")) {
            Many("rows", \.rows) { Item("row") { Item("cell", Int.self) } }
        }
    }

    @Test(arguments: ReadingParsers.all) func innerItemsFollowTheDescriptionsNamespace(parser: ReadingParser) throws {
        // Found by the shapes fuzz target: the inner items were read in no namespace only.
        let grid = Grid(rows: [[1, 2], [3]])
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(grid, element: "grid")
        #expect(
            xml
                == #"<grid xmlns="urn:grid"><rows><row><cell>1</cell><cell>2</cell></row><row><cell>3</cell></row></rows></grid>"#
        )
        #expect(
            try XMLReader.object(ofType: Grid.self, element: "grid", from: xml, options: ReadingOptions(parser: parser))
                == grid)
        let plain = "<grid><rows><row><cell>1</cell><cell>2</cell></row><row><cell>3</cell></row></rows></grid>"
        #expect(
            try XMLReader.object(
                ofType: Grid.self, element: "grid", from: plain, options: ReadingOptions(parser: parser)) == grid)
    }

    @Test(arguments: [
        (
            "<table><links><link href=\"a\"/>\n<link/></links></table>",
            #"line 2, column 8: missing required attribute "href" in <link> (required by Item("link", attribute: "href"); make the item type optional if <link> may lack it) at /table/links/link[2]"#
        ),
        (
            "<table><rows><row><cell>1</cell><cell>x</cell></row></rows></table>",
            #"line 1, column 38: cannot read "x" as Int for <cell> at /table/rows/row[1]/cell[2]"#
        ),
    ])
    func errorsNameTheItem(xml: String, message: String) {
        #expect(errorMessage { _ = try XMLReader.object(ofType: Table.self, element: "table", from: xml) } == message)
    }
}
