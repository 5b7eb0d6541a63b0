import Foundation
import TestSupport
import Testing
import XMLRPC
import XMLReading

/// Both parsers give every mutated catalog and XML-RPC document the same outcome, to the word:
/// the same books or message, or the same error (code, message, element path, line and column),
/// from `Data` and from a stream handing over one byte at a time.
@Suite struct EngineDifferentialTests {
    static func read(_ bytes: [UInt8], as kind: FuzzDocument.Kind, parser: ReadingParser, byteStream: Bool) -> String {
        let input: XMLInput = byteStream ? .stream(DataInputStream(Data(bytes), piece: 1)) : .data(Data(bytes))
        do {
            switch kind {
            case .catalog:
                let books = try XMLReader.objects(
                    ofType: FuzzBook.self, element: "book", from: input, options: ReadingOptions(parser: parser))
                return "\(books)"
            case .xmlRPC:
                return "\(try XMLRPCMessage.decode(from: input, options: XMLRPCReadingOptions(parser: parser)))"
            }
        } catch {
            return "error: \(error)"
        }
    }

    @Test func mutatedDocumentsReadTheSameOnBothParsers() {
        var generator = SplitMix64(seed: 20_261_126)
        var tried = 0
        var refused = 0
        var failures = 0
        while tried < 3_000, failures < 10 {
            let document =
                Bool.random(using: &generator)
                ? FuzzDocument.catalog(using: &generator) : FuzzDocument.xmlRPC(using: &generator)
            for _ in 0..<8 {
                let bytes = FuzzMutation.random(of: document.bytes, using: &generator).bytes
                tried += 1
                let byteStream = tried % 4 == 0
                let foundation = Self.read(bytes, as: document.kind, parser: .foundation, byteStream: byteStream)
                let libxml2 = Self.read(bytes, as: document.kind, parser: .libxml2, byteStream: byteStream)
                if foundation.hasPrefix("error: ") { refused += 1 }
                if foundation != libxml2 {
                    failures += 1
                    Issue.record(
                        "input \(tried) differs: \(String(decoding: bytes, as: UTF8.self))\nXMLParser: \(foundation)\nlibxml2:   \(libxml2)"
                    )
                }
            }
        }
        // Both kinds of outcome were compared, not only refusals.
        #expect(tried >= 3_000)
        #expect(refused > 100 && refused < tried - 100)
    }
}
