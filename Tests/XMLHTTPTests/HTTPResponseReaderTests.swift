import Foundation
import Testing
import XMLReading

@testable import XMLHTTP

/// Bytes in memory handed out `pieces` at a time (cycling), as a socket may.
final class MemoryByteSource: HTTPByteSource {
    private let bytes: [UInt8]
    private let pieces: [Int]
    private var offset = 0
    private var turn = 0

    init(_ text: String, pieces: [Int] = [Int.max]) {
        bytes = Array(text.utf8)
        self.pieces = pieces
    }

    init(_ data: Data, pieces: [Int] = [Int.max]) {
        bytes = Array(data)
        self.pieces = pieces
    }

    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(XMLReadingError) -> Int {
        let count = min(buffer.count, bytes.count - offset, pieces[turn % pieces.count])
        turn += 1
        guard count > 0 else { return 0 }
        buffer.copyBytes(from: bytes[offset..<offset + count])
        offset += count
        return count
    }
}

/// `HTTPResponseReader`: heads and framings, whole and a byte at a time.
@Suite struct HTTPResponseReaderTests {
    static let shown = "http://example.com/a.xml"

    /// The head and the whole body, or the error's description, reading `text` in `pieces`.
    static func read(_ text: String, pieces: [Int] = [Int.max])
        -> Swift.Result<(HTTPResponseHead, String), XMLReadingError>
    {
        let reader = HTTPResponseReader(source: MemoryByteSource(text, pieces: pieces), shown: shown)
        return Swift.Result { () throws(XMLReadingError) in
            let head = try reader.readHead()
            var body = Data()
            while let piece = try reader.nextBodyPiece() { body.append(piece) }
            return (head, String(decoding: body, as: UTF8.self))
        }
    }

    /// The body read whole, a byte at a time, and in odd pieces: the three must agree.
    static func body(_ text: String) throws -> String {
        let whole = try read(text).get()
        for pieces in [[1], [2, 7, 1, 3]] {
            let again = try read(text, pieces: pieces).get()
            #expect(again.0 == whole.0 && again.1 == whole.1, "\(pieces)")
        }
        return whole.1
    }

    static func failure(_ text: String) -> String? {
        let outcomes = [[Int.max], [1], [3]].map { pieces -> String? in
            guard case .failure(let error) = read(text, pieces: pieces) else { return nil }
            #expect(error.code == .transport)
            return error.message
        }
        #expect(Set(outcomes).count == 1, "\(outcomes)")
        return outcomes[0]
    }

    @Test func readsTheStatusAndFields() throws {
        let (head, body) = try Self.read(
            "HTTP/1.1 200 OK\r\nContent-Type: application/xml; charset=ISO-8859-1\r\nX-Folded: a\r\n  b\r\nContent-Length: 3\r\n\r\n<a/"
        ).get()
        #expect(head.status == 200)
        #expect(head.value(of: "content-type") == "application/xml; charset=ISO-8859-1")
        #expect(head.value(of: "x-folded") == "a b")
        #expect(body == "<a/")
    }

    @Test func unframesEveryWay() throws {
        #expect(try Self.body("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n<a/>\nextra") == "<a/>\n")
        #expect(try Self.body("HTTP/1.0 200 OK\r\n\r\n<a>until the end</a>") == "<a>until the end</a>")
        #expect(
            try Self.body(
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;name=value\r\n<a>b\r\nA \r\n</a>\n<!---\r\n0\r\nX-Trailer: 1\r\n\r\n"
            ) == "<a>b</a>\n<!---")
        #expect(try Self.body("HTTP/1.1 200 OK\nTransfer-Encoding: chunked\n\n3\n<a/\n1\n>\n0\n\n") == "<a/>")
        #expect(
            try Self.body("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n<a/>") == "<a/>")
        #expect(try Self.body("HTTP/1.1 204 No Content\r\n\r\n") == "")
        #expect(try Self.body("HTTP/1.1 200 OK\r\nContent-Length: 4, 4\r\n\r\n<a/>") == "<a/>")
        #expect(
            try Self.body("HTTP/1.1 200 OK\r\nTransfer-Encoding: identity\r\n\r\n<a/> to the end") == "<a/> to the end")
    }

    @Test func refusesMalformedOrCutResponses() {
        let shown = Self.shown
        #expect(Self.failure("") == "\(shown): the server closed the connection without a response")
        #expect(Self.failure("HTTP/1.1 200 OK\r\nA: b") == "\(shown): the connection closed inside the response's head")
        #expect(
            Self.failure("HTTP/2 200\r\n\r\n")
                == "\(shown): malformed response: the status line \"HTTP/2 200\" is not HTTP/1.x's")
        #expect(
            Self.failure("HTTP/1.1 20 OK\r\n\r\n")
                == "\(shown): malformed response: the status line \"HTTP/1.1 20 OK\" has no three-digit status")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n")
                == "\(shown): malformed response: the header line \"Bad Name: x\" is not a field")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n<a/>")
                == "\(shown): the connection closed after 4 of the 10 bytes of the body")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nContent-Length: 4, 5\r\n\r\n<a/>")
                == "\(shown): the Content-Length 4, 5 is not one number")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked, br\r\n\r\n")
                == "\(shown): the Transfer-Encoding gzip, chunked, br is not supported")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n<a/>")
                == "\(shown): the connection closed inside the chunked body")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n<a/>\r\n0\r\n\r\n")
                == "\(shown): a chunk's data is longer than its size")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
                == "\(shown): the chunk-size line \"zz\" is malformed")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10000000000000000\r\n")
                == "\(shown): the chunk size \"10000000000000000\" is too large")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + String(repeating: "0", count: 5000))
                == "\(shown): a chunk-size line exceeds 4096 bytes")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nX: a\rb\r\n\r\n")
                == "\(shown): malformed response: the header line \"X: a\\x0Db\" has a CR or NUL in its value")
        #expect(
            Self.failure(String(repeating: "HTTP/1.1 102 Processing\r\n\r\n", count: 33))
                == "\(shown): more than 32 interim (1xx) responses")
        #expect(
            Self.failure(
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
                    + String(repeating: "X-Trailer: " + String(repeating: "t", count: 1000) + "\r\n", count: 70))
                == "\(shown): the trailer fields exceed 65536 bytes")
        #expect(
            Self.failure("HTTP/1.1 200 OK\r\nX: " + String(repeating: "y", count: 70_000) + "\r\n\r\n")
                == "\(shown): the response's head exceeds 65536 bytes")
    }
}

/// `ContentDecoder` and `GzipInflater`: bodies decoded as they arrive equal bodies decoded whole.
@Suite struct ContentDecoderTests {
    static let content = Data(
        ("<catalog>" + (1...2000).map { "<book id=\"\($0)\"><title>Book \($0)</title></book>" }.joined() + "</catalog>")
            .utf8)

    /// `data` decoded in pieces of `size` bytes.
    static func decode(_ data: Data, encoding: String?, size: Int, limit: Int = 1 << 24) throws(GzipError) -> Data {
        var decoder = ContentDecoder(encoding: encoding, limit: limit)
        var output = Data()
        var offset = 0
        while offset < data.count {
            let piece = data[offset..<min(offset + size, data.count)]
            offset += piece.count
            decoder.give(Data(piece))
            while let content = try decoder.next() { output.append(content) }
        }
        if let rest = try decoder.finish() { output.append(rest) }
        return output
    }

    @Test func decodesGzipAndSeveralMembersInAnyPieces() throws {
        let compressed = try Gzip.compress(Self.content)
        let members = try Gzip.compress(Self.content.prefix(1000)) + Gzip.compress(Self.content.dropFirst(1000))
        for size in [1, 2, 3, 1000, 1 << 20] {
            #expect(try Self.decode(compressed, encoding: "gzip", size: size) == Self.content, "\(size)")
            #expect(try Self.decode(members, encoding: " X-GZip ", size: size) == Self.content, "\(size)")
        }
    }

    @Test func takesBodiesThatDoNotStartAsTheirCodingSaysAsTheyAre() throws {
        for encoding in ["gzip", "deflate", "br", nil] {
            #expect(try Self.decode(Self.content, encoding: encoding, size: 1) == Self.content)
            #expect(try Self.decode(Data("<".utf8), encoding: encoding, size: 1) == Data("<".utf8))
        }
        #expect(try Self.decode(Data(), encoding: "gzip", size: 1) == Data())
    }

    @Test func refusesTruncatedCorruptAndTooLargeBodies() throws {
        let compressed = try Gzip.compress(Self.content)
        #expect(throws: GzipError.truncated(.gzip)) {
            try Self.decode(compressed.dropLast(5), encoding: "gzip", size: 7)
        }
        var corrupt = compressed
        corrupt[corrupt.startIndex + 20] ^= 0xFF
        #expect(throws: GzipError.self) { try Self.decode(corrupt, encoding: "gzip", size: 7) }
        #expect(throws: GzipError.tooLarge(.gzip, limit: 1000)) {
            try Self.decode(compressed, encoding: "gzip", size: 64, limit: 1000)
        }
        #expect(throws: GzipError.corrupt(.gzip, message: "incorrect header check")) {
            try Self.decode(compressed + Data("trailing".utf8), encoding: "gzip", size: 64)
        }
    }
}
