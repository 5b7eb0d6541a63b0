import TestSupport
import Testing

@testable import XMLReading

/// ``InnerXMLWriter`` writes a start tag with up to two attributes and an end tag in one reserved
/// room; these pin those in-place writes to the piece-by-piece ones over the edge cases of
/// escaping, order, length and prefixes, and text cut in runs to the same text whole.
@Suite struct InnerXMLWriterTests {
    /// Start tags: no attributes, one, two in each order, namespace declarations, values that need
    /// every escape, non-ASCII, and values past the in-place limit.
    static let tags: [(name: String, attributes: [(key: String, value: String)])] = [
        ("p", []),
        ("x:long-element-name-past-fifteen-bytes", []),
        ("ünïcode", [("ä", "ö")]),
        ("b", [("class", "note")]),
        ("b", [("t", "a\"b\tc\nd\re&f<g>h")]),
        ("b", [("b", "2"), ("a", "1")]),
        ("b", [("a", "1"), ("b", "2")]),
        ("b", [("a", "1"), ("xmlns:q", "urn:q")]),
        ("b", [("xmlns", "urn:d"), ("a", "1")]),
        ("b", [("xmlns:z", "urn:z"), ("xmlns", "urn:d")]),
        ("b", [("x:c", "Zürich & Kraków"), ("xmlnsish", "\"")]),
        ("b", [("a", String(repeating: "&\"", count: 400))]),
        ("b", [("a", String(repeating: "é", count: 700)), ("b", "1")]),
        ("b", [("c", "3"), ("a", "1"), ("b", "2")]),
    ]

    static func attributes(_ pairs: [(key: String, value: String)], asDictionary: Bool) -> TagAttributes {
        if pairs.isEmpty { return .empty }
        if asDictionary { return TagAttributes(Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })) }
        return TagAttributes(pairs: pairs)
    }

    @Test(arguments: [false, true]) func startTagsInPlaceAreWrittenLikeThePieceByPieceOnes(asDictionary: Bool) {
        for (name, pairs) in Self.tags {
            let attributes = Self.attributes(pairs, asDictionary: asDictionary)
            // Alone, inside an open start tag (which the new one closes), and then ended.
            var inPlace = InnerXMLWriter()
            var piecewise = InnerXMLWriter()
            inPlace.start(name, attributes: attributes)
            piecewise.startPiecewise(name, attributes: attributes, declarations: [])
            #expect(inPlace.output == piecewise.output, "\(name) \(pairs)")
            inPlace.start(name, attributes: attributes)
            piecewise.startPiecewise(name, attributes: attributes, declarations: [])
            inPlace.end(name)
            piecewise.end(name)
            inPlace.text("t")
            piecewise.text("t")
            inPlace.end(name)
            piecewise.end(name)
            #expect(inPlace.output == piecewise.output, "\(name) \(pairs)")
        }
    }

    @Test func startTagsInPlaceAreExact() {
        var writer = InnerXMLWriter()
        writer.start("b", attributes: TagAttributes(pairs: [("t", "a\"b\tc\nd\re&f<g>h")]))
        writer.start("i", attributes: TagAttributes(pairs: [("b", "2"), ("xmlns:q", "urn:q")]))
        writer.end("i")
        writer.text("ü")
        writer.end("b")
        #expect(
            writer.output
                == "<b t=\"a&quot;b&#9;c&#10;d&#13;e&amp;f&lt;g&gt;h\"><i xmlns:q=\"urn:q\" b=\"2\"/>ü</b>")
    }

    /// Text runs as libxml2 cuts them: at entities, around non-ASCII letters (and inside one), at
    /// a carriage return; and long runs.
    static let runs: [[UInt8]] = {
        let text = "Zürich & <Kraków>\r\n niño\r Straße &amp; ü"
        var runs = Array(text.utf8).map { [$0] }
        runs += [Array("&".utf8), Array("\r\n".utf8), Array("ø".utf8), [], Array(text.utf8)]
        runs.append(Array(String(repeating: "<&é>\r", count: 200).utf8))
        runs.append(Array(String(repeating: "x", count: InnerXMLWriter.inPlaceLimit / 5).utf8))
        runs.append(Array(String(repeating: "&", count: InnerXMLWriter.inPlaceLimit / 5).utf8))
        runs.append(Array(String(repeating: "&", count: InnerXMLWriter.inPlaceLimit / 5 + 1).utf8))
        return runs
    }()

    @Test func textRunsAreWrittenLikeTheirWholeText() {
        var runs = InnerXMLWriter()
        var whole = InnerXMLWriter()
        runs.start("p", attributes: .empty)
        whole.start("p", attributes: .empty)
        for run in Self.runs { run.withUnsafeBufferPointer { runs.text(utf8: $0) } }
        whole.text(String(decoding: Self.runs.joined(), as: UTF8.self))
        runs.end("p")
        whole.end("p")
        #expect(runs.output == whole.output)
        #expect(runs.output.utf8.count > 2 * InnerXMLWriter.inPlaceLimit)
        var exact = InnerXMLWriter()
        exact.start("p", attributes: .empty)
        Array("Zürich & <Kraków>\r\n".utf8).withUnsafeBufferPointer { utf8 in
            // Cut inside "ü", around "&" and around the carriage return, as libxml2 may cut them.
            for range in [0..<2, 2..<8, 8..<9, 9..<19, 19..<20, 20..<21] {
                exact.text(utf8: UnsafeBufferPointer(rebasing: utf8[range]))
            }
        }
        exact.end("p")
        #expect(exact.output == "<p>Zürich &amp; &lt;Kraków&gt;&#13;\n</p>")
    }

    @Test func endTagsPastTheLimitAreWrittenWhole() {
        let name = String(repeating: "n", count: InnerXMLWriter.inPlaceLimit + 1)
        var writer = InnerXMLWriter()
        writer.start(name, attributes: .empty)
        writer.text("")
        writer.end(name)
        #expect(writer.output == "<\(name)></\(name)>")
    }

    struct Wrapper: XMLReadable {
        var inner = ""
        static let parsingDescription = ParsingDescription<Wrapper> { XMLString("w", \.inner) }
    }

    struct DefaultWrapper: XMLReadable {
        var inner = ""
        static let parsingDescription = ParsingDescription<DefaultWrapper>(namespace: .orNone("urn:d")) {
            XMLString("w", \.inner)
        }
    }

    /// With a prefix in scope and without: declarations are added only for the prefixes a tag uses.
    @Test(arguments: ReadingParsers.all) func declarationsAreAddedOnlyForPrefixesInUse(parser: ReadingParser) throws {
        let body = "<x:a/><b x:c=\"1\"/><d/><e f=\"1\"/><g xmlns:x=\"urn:y\"><x:h/></g>"
        let withPrefix = try XMLReader.object(
            ofType: Wrapper.self, element: "r", from: "<r xmlns:x=\"urn:x\"><w>\(body)</w></r>",
            options: ReadingOptions(parser: parser)
        ).inner
        #expect(
            withPrefix
                == "<x:a xmlns:x=\"urn:x\"/><b xmlns:x=\"urn:x\" x:c=\"1\"/><d/><e f=\"1\"/>"
                + "<g xmlns:x=\"urn:y\"><x:h/></g>")
        let withDefault = try XMLReader.object(
            ofType: DefaultWrapper.self, element: "r", from: "<r xmlns=\"urn:d\"><w><d/><e f=\"1\"/></w></r>",
            options: ReadingOptions(parser: parser)
        ).inner
        #expect(withDefault == "<d xmlns=\"urn:d\"/><e xmlns=\"urn:d\" f=\"1\"/>")
        let without = try XMLReader.object(
            ofType: Wrapper.self, element: "r", from: "<r><w><d/><e f=\"&amp;\">\r\n&lt;ü</e></w></r>",
            options: ReadingOptions(parser: parser)
        ).inner
        #expect(without == "<d/><e f=\"&amp;\">\n&lt;ü</e>")
    }
}
