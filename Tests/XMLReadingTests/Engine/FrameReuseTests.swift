import TestSupport
import Testing
import XMLReading

/// The reader reuses the frame of a finished nested model for the next element of the same entry;
/// every element must still start from a fresh `init()`.
@Suite struct FrameReuseTests {
    struct Entry: XMLReadable, Equatable {
        var id = -1
        var title = "untitled"
        var tags: [String] = ["default"]
        var note = ""
        var completions = 0
        static let parsingDescription = ParsingDescription<Entry> {
            Attribute("id", \.id)
            Element("title", \.title)
            Many("tags", \.tags) { Item("tag", String.self) }
            TextContent(\.note)
            OnComplete { $0.completions += 1 }
        }
    }

    struct Feed: XMLReadable, Equatable {
        var entries: [Entry] = []
        var featured: Entry?
        static let parsingDescription = ParsingDescription<Feed> {
            Many(\.entries) { Item("entry", Entry.self) }
            Element("featured", \.featured)
        }
    }

    @Test(arguments: ReadingParsers.all) func eachElementStartsFromTheModelsInit(parser: ReadingParser) throws {
        let xml = """
            <feed><entry id="1"><title>One</title><tags><tag>a</tag></tags>first</entry>\
            <entry>second</entry><featured id="9"/><entry id="3"/></feed>
            """
        let feed = try XMLReader.object(
            ofType: Feed.self, element: "feed", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            feed.entries == [
                Entry(id: 1, title: "One", tags: ["default", "a"], note: "first", completions: 1),
                Entry(id: -1, title: "untitled", tags: ["default"], note: "second", completions: 1),
                Entry(id: 3, title: "untitled", tags: ["default"], note: "", completions: 1),
            ])
        #expect(feed.featured == Entry(id: 9, title: "untitled", tags: ["default"], note: "", completions: 1))
    }

    struct Node: XMLReadable, Equatable {
        var name = ""
        var children: [Node] = []
        static let parsingDescription = ParsingDescription<Node> {
            Attribute("name", \.name)
            Many(\.children) { Item("node", Node.self) }
        }
    }

    @Test(arguments: ReadingParsers.all) func recursiveModelsKeepTheirOwnFrames(parser: ReadingParser) throws {
        let xml =
            #"<node name="r"><node name="a"><node name="a1"/><node name="a2"><node name="x"/></node></node><node name="b"/></node>"#
        let tree = try XMLReader.object(
            ofType: Node.self, element: "node", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            tree
                == Node(
                    name: "r",
                    children: [
                        Node(name: "a", children: [Node(name: "a1"), Node(name: "a2", children: [Node(name: "x")])]),
                        Node(name: "b"),
                    ]))
    }

    @Test(arguments: ReadingParsers.all) func repeatedReadsOfTheSameDescriptionAreIndependent(parser: ReadingParser)
        throws
    {
        let first = try XMLReader.object(
            ofType: Feed.self, element: "feed", from: "<feed><entry id=\"1\">x</entry></feed>",
            options: ReadingOptions(parser: parser))
        let second = try XMLReader.object(
            ofType: Feed.self, element: "feed", from: "<feed><entry>y</entry></feed>",
            options: ReadingOptions(parser: parser))
        #expect(first.entries.map(\.id) == [1])
        #expect(second.entries == [Entry(note: "y", completions: 1)])
    }
}
