// A program for AtomicFileWritingTests: `InterruptedWriter FILE` writes a note of 5,000 items to
// FILE with `XMLWriter.write(_:element:to:)`. When it reaches the item "halfway" (the 2,500th),
// two 64 KiB pieces are in the temporary file: it prints "halfway" and waits on standard input,
// where the test kills it. If standard input closes instead, it exits with status 3, unwritten.
import Foundation
import XMLReading

struct Note: XMLReadable {
    var items: [String] = []
    static let parsingDescription = ParsingDescription<Note> {
        Many(\.items) {
            Item(
                "item", String.self,
                format: .custom(
                    read: { $0 },
                    write: { text in
                        if text == "halfway" {
                            FileHandle.standardOutput.write(Data("halfway\n".utf8))
                            _ = FileHandle.standardInput.readDataToEndOfFile()
                            exit(3)
                        }
                        return text
                    }))
        }
    }
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: InterruptedWriter FILE\n".utf8))
    exit(2)
}
let items = (1...5000).map { $0 == 2500 ? "halfway" : "item \($0) " + String(repeating: "x", count: 40) }
try XMLWriter().write(Note(items: items), element: "note", to: URL(fileURLWithPath: CommandLine.arguments[1]))
