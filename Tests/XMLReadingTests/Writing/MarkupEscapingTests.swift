import TestSupport
import Testing

@testable import XMLReading

/// The escaping of kept markup and of `XMLRPC`'s messages scans eight bytes at a time; these pin it
/// to the character-by-character definition at every position and alignment, and the order of a
/// captured start tag's attributes in each of its cases.
@Suite struct MarkupEscapingTests {
    /// The definition, one character at a time.
    static func reference(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var bytes: [UInt8] = []
        XMLEscaping.append(text, to: &bytes, inAttribute: inAttribute)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func knownTextsAreEscapedExactly() {
        #expect(Self.escaped("", inAttribute: false) == "")
        #expect(Self.escaped("plain text, nothing to do", inAttribute: false) == "plain text, nothing to do")
        #expect(Self.escaped("a<b>&c\r\"d\"\t\n", inAttribute: false) == "a&lt;b&gt;&amp;c&#13;\"d\"\t\n")
        #expect(Self.escaped("a<b>&c\r\"d\"\t\n", inAttribute: true) == "a&lt;b&gt;&amp;c&#13;&quot;d&quot;&#9;&#10;")
        #expect(Self.escaped("Zürich & Kraków <ok>", inAttribute: false) == "Zürich &amp; Kraków &lt;ok&gt;")
        // Bytes one bit away from a special one ("=" 0x3D, "?" 0x3F, ";" 0x3B, "'" 0x27, "%" 0x25).
        #expect(Self.escaped("=?;'%=?;'%=?;'%", inAttribute: true) == "=?;'%=?;'%=?;'%")
    }

    @Test(arguments: [false, true]) func eachSpecialCharacterAtEachPositionAndLength(inAttribute: Bool) {
        let specials: [Character] = ["&", "<", ">", "\r", "\"", "\t", "\n", "é", "?", "="]
        var checked = 0
        for length in 1...27 {
            for position in 0..<length {
                for special in specials {
                    var characters = Array(repeating: Character("x"), count: length)
                    characters[position] = special
                    // A second one further on, so that runs between escapes are cut too.
                    if position + 9 < length { characters[position + 9] = special }
                    let text = String(characters)
                    #expect(
                        Self.escaped(text, inAttribute: inAttribute)
                            == Self.reference(text, inAttribute: inAttribute), "\(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked == 3_780)
    }

    @Test(arguments: [false, true]) func randomTextMatchesTheDefinition(inAttribute: Bool) {
        var generator = SplitMix(seed: 25)
        let alphabet = Array("ab <>&\"\r\n\tüŁ😀;=?")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            #expect(
                Self.escaped(text, inAttribute: inAttribute) == Self.reference(text, inAttribute: inAttribute),
                "\(text.debugDescription)")
        }
    }

    struct Wrapper: XMLReadable {
        var inner = ""
        static let parsingDescription = ParsingDescription<Wrapper> { XMLString("w", \.inner) }
    }

    @Test(arguments: ReadingParsers.all) func attributesAreWrittenNamespacesFirstThenByName(parser: ReadingParser)
        throws
    {
        let inner = try XMLReader.object(
            ofType: Wrapper.self, element: "r",
            from: """
                <r><w><p b="2" a="1"/><p xmlns:q="urn:q" a="1"/><p a="1" xmlns="urn:d"/>\
                <p z="3" xmlns:q="urn:q" xmlns="urn:d"/><p c="3" a="1" b="2&#9;&quot;"/><p only="1 &amp; 2"/>\
                <p xmlns:z="urn:z" xmlns:a="urn:a"/></w></r>
                """,
            options: ReadingOptions(parser: parser)
        ).inner
        #expect(
            inner == """
                <p a="1" b="2"/><p xmlns:q="urn:q" a="1"/><p xmlns="urn:d" a="1"/>\
                <p xmlns="urn:d" xmlns:q="urn:q" z="3"/><p a="1" b="2&#9;&quot;" c="3"/><p only="1 &amp; 2"/>\
                <p xmlns:a="urn:a" xmlns:z="urn:z"/>
                """)
    }

    @Test(arguments: ReadingParsers.all) func longCapturesKeepEveryByte(parser: ReadingParser) throws {
        // Longer than the buffer's first capacity, so that it grows while a capture is written.
        let words = (0..<400).map { "wörd\($0) &amp; &lt;\($0)&gt;" }.joined(separator: " ")
        let inner = try XMLReader.object(
            ofType: Wrapper.self, element: "r", from: "<r><w><b t=\"\(words)\">\(words)</b></w></r>",
            options: ReadingOptions(parser: parser)
        ).inner
        #expect(inner == "<b t=\"\(words)\">\(words)</b>")
        #expect(inner.utf8.count > 4 * 512)
    }
}

extension MarkupEscapingTests {
    @Test func textFromTheParsersBytesIsWrittenLikeTextFromStrings() {
        let text = "Zürich & <Kraków>\r"
        var fromStrings = InnerXMLWriter()
        fromStrings.start("p", attributes: .empty, declarations: [])
        fromStrings.text(text)
        fromStrings.end("p")
        var fromBytes = InnerXMLWriter()
        fromBytes.start("p", attributes: .empty, declarations: [])
        Array(text.utf8).withUnsafeBufferPointer { utf8 in
            // Cut inside "ü": a character split between two calls is whole in the markup.
            fromBytes.text(utf8: UnsafeBufferPointer(rebasing: utf8[..<2]))
            fromBytes.text(utf8: UnsafeBufferPointer(rebasing: utf8[2...]))
        }
        fromBytes.end("p")
        #expect(fromStrings.output == "<p>Zürich &amp; &lt;Kraków&gt;&#13;</p>")
        #expect(fromBytes.output == fromStrings.output)
    }

    @Test func markupBytesAllocateOnTheirFirstAppend() {
        var first = MarkupBytes()
        var second = MarkupBytes()
        #expect(first.capacity == 0)
        #expect(first.string == "")
        first.removeAll()
        #expect(first.capacity == 0)
        first.append(literal: "<a/>")
        // At least the first capacity (the allocator may round it up).
        #expect(first.capacity >= 512)
        #expect(second.capacity == 0)
        second.append(UInt8(ascii: "b"))
        #expect(first.string == "<a/>")
        #expect(second.string == "b")
        first.removeAll()
        #expect(first.string == "")
        #expect(first.capacity >= 512)
    }

    @Test func aWriterThatWroteNothingHasNoMarkup() {
        var writer = InnerXMLWriter()
        #expect(writer.output == "")
        writer.reset()
        #expect(writer.output == "")
        var copy = writer
        copy.text("x")
        writer.text("y")
        #expect(copy.output == "x")
        #expect(writer.output == "y")
    }

    @Test func aCopiedWriterKeepsItsOwnMarkup() {
        var first = InnerXMLWriter()
        first.text("a")
        var second = first
        second.text("b")
        #expect(first.output == "a")
        #expect(second.output == "ab")
        first.text("c")
        first.reset()
        first.text("d")
        #expect(first.output == "d")
        #expect(second.output == "ab")
        var third = second
        third.reset()
        third.text("e")
        #expect(third.output == "e")
        #expect(second.output == "ab")
    }
}

/// A small deterministic generator (SplitMix64), so that a failure is reproducible.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
