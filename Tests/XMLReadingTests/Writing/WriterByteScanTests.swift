import Foundation
import Testing

@testable import XMLReading

/// The writer's byte-level shortcuts: words of eight bytes tested at once (`WordScan`), short
/// copies without `memcpy` (`OutputBytes`), and elements of text written without a frame
/// (`XMLEmitter.textElement`), each checked against the plain byte-by-byte answer.
@Suite struct WriterByteScanTests {
    /// The bytes the escaping looks at, one at a time.
    static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || Array("&<>\"'".utf8).contains(byte) || byte == 0xEF
    }

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { WordScan.word($0, at: 0) }
    }

    @Test func everyByteInEveryPlaceOfAWordIsFoundExactly() {
        // Each byte value at each of the eight places, among plain bytes below and above it (a
        // borrow from a matching byte must not hide or invent another match).
        for filler in [UInt8(ascii: "a"), 0x80, 0xFF, 0x20] {
            for place in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[place] = UInt8(value)
                    let word = Self.word(bytes)
                    let expected = bytes.contains(where: Self.mayNeedEscaping)
                    #expect(WordScan.mayNeedEscaping(word) == expected, "byte \(value) at \(place) among \(filler)")
                    #expect(WordScan.has(word, below: 0x20) == bytes.contains { $0 < 0x20 })
                    #expect(WordScan.has(word, UInt8(ascii: "x")) == bytes.contains(UInt8(ascii: "x")))
                }
            }
        }
    }

    @Test func twoMatchesInAWordAreFoundWhateverTheirOrder() {
        // A byte below the limit next to 0x80 and above: the test is about the word, not a byte.
        #expect(WordScan.has(Self.word([0x80, 0x1F, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80]), below: 0x20))
        #expect(!WordScan.has(Self.word([0x80, 0x20, 0xFF, 0x7F, 0x21, 0x80, 0x9F, 0xA0]), below: 0x20))
        #expect(WordScan.has(Self.word([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07]), 0x07))
        #expect(!WordScan.has(Self.word([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x08]), 0x07))
    }

    @Test func copiesOfEveryShortLengthAreExact() {
        let source = (0..<40).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }
        for length in 0...40 {
            let bytes = OutputBytes(capacity: 64)
            bytes.append(0xAA)
            source.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<length])) }
            bytes.append(0xBB)
            #expect(bytes.array == [0xAA] + source.prefix(length) + [0xBB], "length \(length)")
        }
    }

    @Test func appendingPastTheCapacityKeepsEveryByte() {
        let bytes = OutputBytes(capacity: 64)
        var expected: [UInt8] = []
        for round in 0..<200 {
            let piece = (0..<(round % 19)).map { UInt8(truncatingIfNeeded: round + $0) }
            piece.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
            expected += piece
        }
        #expect(bytes.count == expected.count)
        #expect(bytes.array == expected)
    }

    struct Line: XMLReadable, Equatable {
        var attribute = ""
        var text = ""

        static let parsingDescription = ParsingDescription<Line> {
            Attribute("a", \.attribute)
            Element("v", \.text)
        }
    }

    /// How text and attribute values are escaped, one character at a time.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    @Test func escapingMatchesACharacterByCharacterEscapingAtEveryOffset() throws {
        // Pieces that need escaping, full-width letters (0xEF first bytes, as U+FFFE has) and
        // plain bytes, strung at every offset from a word's start, in texts of 0 to 59 bytes.
        let pieces = ["a", "bcdefgh", "&", "<", ">", "\"", "'", "\r", "\n", "\t", "Ａ", "ｘ", "é", "x", "\u{FFFD}"]
        var state: UInt64 = 20_261_207
        for _ in 0..<2_000 {
            var text = ""
            while text.utf8.count < 60 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                if state >> 60 == 0 { break }
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
                .string(Line(attribute: text, text: text), element: "line")
            let expected =
                "<line a=\"\(Self.escaped(text, inAttribute: true))\">"
                + (text.isEmpty ? "<v/>" : "<v>\(Self.escaped(text, inAttribute: false))</v>") + "</line>"
            #expect(written == expected, "text \(text.debugDescription)")
        }
    }

    @Test func aForbiddenCharacterAfterFullWidthTextIsFound() {
        for offset in 0..<12 {
            let text = String(repeating: "Ａ", count: offset) + "\u{FFFF}" + "ＢＣ"
            #expect(throws: XMLReadingError.self, "offset \(offset)") {
                try XMLWriter().string(Line(attribute: "", text: text), element: "line")
            }
        }
    }

    struct Note: XMLReadable, Equatable {
        var to = ""
        var lines: [String] = []
        var body = ""
        var code = ""

        static let parsingDescription = ParsingDescription<Note> {
            Element("to", \.to)
            Many(\.lines) { Item("line", String.self) }
            Element("body", \.body)
            Skip("footer")
            Element("code", \.code)
        }
    }

    @Test func textElementsWriteWhatTheFramedPathWrites() throws {
        let note = Note(to: "Tove & <Jani>", lines: ["a", "b"], body: "", code: "x\"y'z\r")
        #expect(
            try XMLWriter(options: WritingOptions(prettyPrinted: false)).string(note, element: "note")
                == #"<?xml version="1.0" encoding="UTF-8"?><note><to>Tove &amp; &lt;Jani&gt;</to><line>a</line><line>b</line><body/><footer><code>x&quot;y&apos;z&#13;</code></footer></note>"#
        )
        #expect(
            try XMLWriter().string(note, element: "note")
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <note>
                  <to>Tove &amp; &lt;Jani&gt;</to>
                  <line>a</line>
                  <line>b</line>
                  <body/>
                  <footer>
                    <code>x&quot;y&apos;z&#13;</code>
                  </footer>
                </note>

                """)
    }

    @Test func aForbiddenCharacterInATextElementNamesItsPlace() {
        let note = Note(to: "Tove", lines: ["a"], body: "long enough to be read in words \u{1} here")
        #expect {
            try XMLWriter().string(note, element: "note")
        } throws: { error in
            (error as? XMLReadingError)?.description
                == "cannot write U+0001 in the text of <body>: XML 1.0 forbids the character at /note/body"
        }
    }
}
