import Foundation
import XMLHTTP
import XMLReading

/// libFuzzer target (e): any bytes, read as an HTTP/1.x response by `HTTPResponseReader` (the
/// head after any 1xx responses, then the whole body unframed: chunked, `Content-Length` or up to
/// the end of the connection) and decoded by `ContentDecoder` with the response's
/// `Content-Encoding`, within a 1 MiB limit, as `PlainHTTPDownload` reads a document.
///
/// Oracle: the bytes arrive from an in-memory source handing out everything at once, 1 byte per
/// receive, varying numbers of bytes in turn, and numbers derived from the input; every way must
/// give the same outcome: the same head, the same number of body bytes unframed and the same
/// decoded content, or the same error, word for word (only the head when the body fails: content
/// decoded before a corrupt byte depends on where the pieces end). Body pieces are never empty nor
/// above `HTTPResponseReader.pieceSize`; memory stays bounded (`-rss_limit_mb`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    var seed = UInt64(count)
    for index in 0..<count { seed = seed &* 31 &+ UInt64(bytes[index]) }
    let expected = readResponse(from: PieceSource(data, pieces: [Int.max], seed: 0))
    var random = seed
    let derived = (0..<8).map { index in 1 + Int(splitMix(&random) % (index.isMultiple(of: 2) ? 16 : 3000)) }
    for pieces in [[1], [1, 7, 2, 64, 3, 4096, 5], derived] {
        let actual = readResponse(from: PieceSource(data, pieces: pieces, seed: seed))
        if actual != expected {
            fatalError(
                "a source of \(pieces)-byte receives and one of all bytes at once disagree:\n\(actual)\n\(expected)")
        }
    }
    return 0
}

/// What reading a response gave.
struct HTTPOutcome: Equatable, CustomStringConvertible {
    var head: HTTPResponseHead?
    var contentLength: Int?
    /// How many bytes the body had, unframed (on success).
    var unframed = 0
    /// The decoded body (on success).
    var content = Data()
    var error: String?

    var description: String {
        var text = head.map { "HTTP \($0.status) \("\($0.fields)".prefix(1000))" } ?? "no head"
        if let contentLength { text += ", Content-Length \(contentLength)" }
        if let error { return text + "\nerror: \(error)" }
        let shown = content.prefix(64).map { String(format: "%02x", $0) }.joined()
        return text + "\n\(unframed) bytes unframed, \(content.count) decoded: \(shown)…"
    }
}

/// The head, then the body unframed and decoded as `PlainHTTPDownload.next()` does it.
func readResponse(from source: PieceSource) -> HTTPOutcome {
    let reader = HTTPResponseReader(source: source, shown: "http://fuzz.example/")
    var outcome = HTTPOutcome()
    let head: HTTPResponseHead
    do {
        head = try reader.readHead()
    } catch {
        outcome.error = "\(error.code): \(error)"
        return outcome
    }
    outcome.head = head
    outcome.contentLength = reader.contentLength
    let encoding = head.value(of: "content-encoding").flatMap { $0.isEmpty ? nil : $0 }
    var decoder = ContentDecoder(encoding: encoding, limit: 1 << 20)
    var bodyEnded = false
    do {
        while true {
            while let content = try decoder.next() { outcome.content.append(content) }
            if bodyEnded {
                if let rest = try decoder.finish() { outcome.content.append(rest) }
                break
            }
            guard let piece = try reader.nextBodyPiece() else {
                bodyEnded = true
                continue
            }
            if piece.isEmpty || piece.count > HTTPResponseReader.pieceSize {
                fatalError("a body piece of \(piece.count) bytes")
            }
            outcome.unframed += piece.count
            decoder.give(piece)
        }
    } catch let error as XMLReadingError {
        outcome.error = "\(error.code): \(error)"
    } catch let error as GzipError {
        outcome.error = "gzip: \(error)"
    } catch {
        fatalError("neither an XMLReadingError nor a GzipError: \(error)")
    }
    if outcome.error != nil {
        outcome.unframed = 0
        outcome.content = Data()
    } else if let length = outcome.contentLength, length != outcome.unframed {
        fatalError("a body of \(outcome.unframed) bytes for a Content-Length of \(length)")
    }
    return outcome
}

/// A response in memory handing out the given numbers of bytes per receive, in turn; 0 at its end.
final class PieceSource: HTTPByteSource {
    private let data: Data
    private let pieces: [Int]
    private var turn: Int
    private var offset = 0

    init(_ data: Data, pieces: [Int], seed: UInt64) {
        self.data = data
        self.pieces = pieces
        turn = Int(seed % UInt64(pieces.count))
    }

    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(XMLReadingError) -> Int {
        if buffer.isEmpty { fatalError("a receive into an empty buffer") }
        let count = min(buffer.count, pieces[turn % pieces.count], data.count - offset)
        turn += 1
        data.copyBytes(to: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), from: offset..<offset + count)
        offset += count
        return count
    }
}

/// SplitMix64: piece sizes from the input's hash.
func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
}
