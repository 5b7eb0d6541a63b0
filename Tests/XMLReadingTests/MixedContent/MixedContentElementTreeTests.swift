import Foundation
import TestSupport
import Testing
import XMLReading

/// `Mixed` against Python's ElementTree: the same runs of text (`text` and `tail`) and elements in
/// the same order, and a written document whose canonical form (C14N) equals the original's.
@Suite struct MixedContentElementTreeTests {
    typealias Tests = MixedContentTests

    /// For each document, ElementTree's reading of the root's content as `[kind, value]` pairs
    /// (`text` with the text, `element` with the tag), and whether the canonical forms of the
    /// document and of what was written of it are equal.
    static let script = #"""
        import json, sys, xml.etree.ElementTree as ET
        arguments = sys.argv[1:]
        for original, written in zip(arguments[0::2], arguments[1::2]):
            root = ET.fromstring(original)
            pieces = [["text", root.text]] if root.text else []
            for child in root:
                pieces.append(["element", child.tag])
                if child.tail:
                    pieces.append(["text", child.tail])
            same = ET.canonicalize(original) == ET.canonicalize(written)
            print(json.dumps({"pieces": pieces, "canonicalEqual": same}))
        """#

    struct Reading: Decodable, Equatable {
        var pieces: [[String]]
        var canonicalEqual: Bool
    }

    static func elementTree(_ pairs: [(original: String, written: String)]) throws -> [Reading] {
        let run = try runProgram(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", script] + pairs.flatMap { [$0.original, $0.written] })
        #expect(run.error == "")
        #expect(run.status == 0)
        return try run.output.split(separator: "\n").map {
            try JSONDecoder().decode(Reading.self, from: Data($0.utf8))
        }
    }

    /// The content as ElementTree's pairs: text runs, and elements by their tag.
    static func pieces<Inline>(_ content: [MixedContent<Inline>], tag: (Inline) -> String) -> [[String]] {
        content.map {
            switch $0 {
            case .text(let text): ["text", text]
            case .element(let inline): ["element", tag(inline)]
            }
        }
    }

    static func tag(_ inline: Tests.XLIFFInline) -> String {
        switch inline {
        case .g: "g"
        case .x: "x"
        case .bpt: "bpt"
        case .ept: "ept"
        case .mrk: "mrk"
        }
    }

    static func tag(_ inline: Tests.HTMLInline) -> String {
        switch inline {
        case .em: "em"
        case .link: "a"
        case .other(let element): element.name.localName
        }
    }

    @Test(arguments: ReadingParsers.all) func theContentAndTheWrittenDocumentsAgreeWithElementTree(
        parser: ReadingParser
    ) throws {
        let target =
            #"<target state="translated">Hallo, <g id="1">Welt</g>!<x id="2"/> Klicken Sie <bpt id="3">&lt;b&gt;</bpt>hier<ept id="3">&lt;/b&gt;</ept> <mrk mtype="term">jetzt</mrk>.</target>"#
        let paragraph =
            "<p class=\"lead\">\n  Fish &amp; <![CDATA[<chips>]]> &#169;<!-- c --> <em>x</em> <a href=\"u\">y <em>z</em></a>\n <span>s</span></p>"
        let options = ReadingOptions(parser: parser)
        let segment = try XMLReader.object(
            ofType: Tests.XLIFFSegment.self, element: "target", from: target, options: options)
        let html = try XMLReader.object(ofType: Tests.Paragraph.self, element: "p", from: paragraph, options: options)
        let writer = XMLWriter(options: Tests.compact)
        let readings = try Self.elementTree([
            (target, try writer.string(segment, element: "target")),
            (paragraph, try writer.string(html, element: "p")),
        ])
        #expect(
            readings == [
                Reading(pieces: Self.pieces(segment.content, tag: Self.tag), canonicalEqual: true),
                Reading(pieces: Self.pieces(html.content, tag: Self.tag), canonicalEqual: true),
            ])
        // Not a comparison of two empty lists: the documents hold what the tests above read.
        #expect(readings.map(\.pieces.count) == [11, 6])
    }
}
