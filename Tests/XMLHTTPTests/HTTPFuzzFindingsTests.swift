import Foundation
import Testing
import XMLHTTP
import XMLReading

/// Inputs the `http` libFuzzer target (`Tests/Fuzz/HTTPTarget.swift`) found, each kept as a
/// regression test: responses that read differently depending on how their bytes arrived.
@Suite struct HTTPFuzzFindingsTests {
    /// Raw deflate data for 65,600 "a"s (Python's `zlib.compressobj(9, zlib.DEFLATED, -15)`): its
    /// last match crosses the 64 KiB of output one inflate call makes, and its last byte holds both
    /// that match and the end of the stream.
    static let rawDeflate = Data(
        [0xED, 0xC1, 0x31, 0x01, 0x00, 0x00, 0x00, 0xC2, 0xA0, 0xAC, 0xEB, 0x5F, 0xC2, 0x10, 0xBE, 0x40, 0x01]
            + [UInt8](repeating: 0, count: 62) + [0xC0, 0x6F])

    /// Given all at once, zlib used up the input while the output was full and still held the end
    /// of the match back; the inflater stopped asking for it, and the body ended as "truncated
    /// deflate data". It now drains what zlib holds before asking for more input.
    @Test func rawDeflateEndingInsideAFullOutputIsWhole() throws {
        for pieces in [[Self.rawDeflate], Self.rawDeflate.map { Data([$0]) }] {
            var decoder = ContentDecoder(encoding: "deflate", limit: 1 << 20)
            var content = Data()
            for piece in pieces {
                decoder.give(piece)
                while let more = try decoder.next() { content.append(more) }
            }
            if let rest = try decoder.finish() { content.append(rest) }
            #expect(content == Data(repeating: UInt8(ascii: "a"), count: 65_600))
        }
    }

    /// A head of exactly `maximumHeadSize` bytes (its last CR included) was read when it arrived
    /// in one piece, and refused ("exceeds 65536 bytes") when its LF arrived alone: the reader
    /// gave up before the empty line could arrive. One byte more is refused either way.
    @Test func aHeadOfTheMaximumSizeIsReadHoweverItArrives() throws {
        let limit = HTTPResponseReader.maximumHeadSize
        let statusLine = Array("HTTP/1.1 200 OK\r\nX: ".utf8)
        for size in [limit, limit + 1] {
            let head = statusLine + [UInt8](repeating: UInt8(ascii: "a"), count: size - statusLine.count - 1) + [0x0D]
            let response = Data(head + Array("\n\r\nbody".utf8))
            // All the bytes a receive asks for (64 KiB, then the rest); or the first 64 KiB, then a
            // byte per receive.
            for sizes in [[Int.max], [limit, 1]] {
                let reader = HTTPResponseReader(source: PiecesSource(response, sizes: sizes), shown: "http://x/")
                if size == limit {
                    #expect(try reader.readHead().status == 200)
                    var body = Data()
                    while let piece = try reader.nextBodyPiece() { body.append(piece) }
                    #expect(body == Data("body".utf8))
                } else {
                    #expect {
                        _ = try reader.readHead()
                    } throws: { error in
                        "\(error)".contains("the response's head exceeds \(limit) bytes")
                    }
                }
            }
        }
    }
}

/// A response in memory handing out at most `sizes[0]` bytes at the first receive, `sizes[1]` at
/// the second, …, the last size at every later one.
final class PiecesSource: HTTPByteSource {
    private let data: Data
    private var sizes: ArraySlice<Int>
    private var offset = 0

    init(_ data: Data, sizes: [Int]) {
        self.data = data
        self.sizes = sizes[...]
    }

    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(XMLReadingError) -> Int {
        let count = min(buffer.count, sizes.first!, data.count - offset)
        if sizes.count > 1 { sizes.removeFirst() }
        data.copyBytes(to: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), from: offset..<offset + count)
        offset += count
        return count
    }
}
