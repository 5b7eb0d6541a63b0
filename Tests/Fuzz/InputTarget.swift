import Foundation
import XMLReading

/// libFuzzer target (c): one document read as `Data`, as a `String` (when it is UTF-8), and from
/// `InputStream`s handing out 1, 2, 3 and varying numbers of bytes per read. Every way must give
/// the same outcome: the same objects, or the same error, word for word. Odd first bytes read
/// with `DTDPolicy.internalEntities`, so entity expansion is fuzzed too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let options = ReadingOptions(dtd: count > 0 && bytes[0] & 1 == 1 ? .internalEntities : .standard)
    let expected = outcome { try XMLReader.objects(ofType: Entry.self, element: "entry", from: data, options: options) }
    if let text = String(validating: data, as: UTF8.self) {
        let fromText = outcome {
            try XMLReader.objects(ofType: Entry.self, element: "entry", from: text, options: options)
        }
        if fromText != expected { fatalError("String and Data disagree:\n\(fromText)\n\(expected)") }
    }
    var seed = UInt64(count)
    for index in 0..<min(count, 16) { seed = seed &* 31 &+ UInt64(bytes[index]) }
    for pieces in [[1], [2], [3], [1, 7, 2, 64, 3, 4096, 5]] {
        // The seed picks the piece the reads start from.
        let first = Int(seed % UInt64(pieces.count))
        let pieces = Array(pieces[first...] + pieces[..<first])
        let fromStream = outcome {
            try XMLReader.objects(
                ofType: Entry.self, element: "entry", from: .stream(DataInputStream(data, pieces: pieces)),
                options: options)
        }
        if fromStream != expected {
            fatalError("a stream of \(pieces)-byte reads and Data disagree:\n\(fromStream)\n\(expected)")
        }
    }
    return 0
}

/// An element with a bit of everything: attributes, text, nested models, inner XML.
struct Entry: XMLReadable, Equatable {
    var id: Int?
    var kind: String?
    var title = ""
    var values: [Double] = []
    var children: [Entry] = []
    var content = ""
    static let parsingDescription = ParsingDescription<Entry> {
        Attribute("id", \.id)
        Attribute("kind", \.kind)
        Element("title", \.title)
        Many(\.values) { Item("value", Double.self) }
        Many(\.children) { Item("entry", Entry.self) }
        XMLString("content", \.content)
    }
}

func outcome(_ read: () throws -> [Entry]) -> String {
    do {
        return "\(try read())"
    } catch let error as XMLReadingError {
        return "error \(error.code): \(error)"
    } catch {
        fatalError("not an XMLReadingError: \(error)")
    }
}
