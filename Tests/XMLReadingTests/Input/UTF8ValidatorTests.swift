import Foundation
import TestSupport
import Testing
import XMLReading

/// The validator checks ASCII thirty-two and sixteen bytes a step and counts line feeds in
/// sixteen lanes, summed every 255 steps; characters that are not ASCII are read one by one. A
/// refusal's line and column stay exact wherever the text puts the characters against those steps.
@Suite struct UTF8ValidatorTests {
    /// The 1-based line and column after `text`, counted over its Unicode scalars.
    static func position(after text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// A document whose first chunk (128 KiB) puts characters of every length at every offset of
    /// a step, between runs of line feeds long enough to fill the lanes more than once, and whose
    /// invalid byte comes after it (the refusal's position then rests on the count of that chunk);
    /// `shift` moves the chunk's end across the characters.
    static func document(shift: Int) -> (bytes: Data, prefix: String) {
        var prefix = "<r>" + String(repeating: "x", count: shift)
        var step = 0
        while prefix.utf8.count < 140_000 {
            if step % 5 == 0 { prefix += String(repeating: "\n", count: 4500) }
            prefix +=
                String(repeating: "x", count: step % 48) + "é" + String(repeating: "ab\n", count: step % 11) + "日🐕é"
                + String(repeating: "z", count: 40 + step % 37) + "\nßñ"
            step += 1
        }
        return (Data(prefix.utf8) + Data([0xFF]) + Data("</r>".utf8), prefix)
    }

    @Test(arguments: ReadingParsers.all) func positionsHoldAtEveryOffsetOfAStep(parser: ReadingParser) throws {
        for shift in 0..<12 {
            let (bytes, prefix) = Self.document(shift: shift)
            let (line, column) = Self.position(after: prefix)
            let expected = "line \(line), column \(column): the byte FF is not a character in UTF-8 at /r"
            #expect(
                errorMessage {
                    _ = try XMLReader.objects(
                        ofType: Dog.self, element: "dog", from: bytes, options: ReadingOptions(parser: parser))
                } == expected, "shift \(shift)")
            #expect(
                errorMessage {
                    _ = try XMLReader.objects(
                        ofType: Dog.self, element: "dog", from: .stream(DataInputStream(bytes, piece: 997)),
                        options: ReadingOptions(parser: parser))
                } == expected, "shift \(shift), streamed")
        }
    }

    /// A character cut by the end of the document, after ASCII of every length, is refused where it starts.
    @Test(arguments: ReadingParsers.all) func aCutCharacterAfterASCIIOfEveryLength(parser: ReadingParser) throws {
        for length in 0..<40 {
            let prefix =
                "<r>" + String(repeating: "a\n", count: length) + String(repeating: "b", count: length) + "</r>"
            let bytes = Data(prefix.utf8) + Data([0xF0, 0x9F, 0x90])
            let (line, column) = Self.position(after: prefix)
            #expect(
                errorMessage {
                    _ = try XMLReader.objects(
                        ofType: Dog.self, element: "dog", from: bytes, options: ReadingOptions(parser: parser))
                } == "line \(line), column \(column): the bytes F0 9F 90 are not a character in UTF-8",
                "length \(length)")
        }
    }
}
