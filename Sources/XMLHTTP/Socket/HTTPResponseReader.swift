import Foundation
import XMLReading

/// Reads one HTTP/1.x response from an ``HTTPByteSource``: its head, then its body in pieces as
/// they arrive, unframed (`Transfer-Encoding: chunked`, a `Content-Length`, or up to the end of
/// the connection) but not decoded (`Content-Encoding` is ``ContentDecoder``'s).
///
/// ```swift
/// let reader = HTTPResponseReader(source: socket, shown: "http://example.com/catalog.xml")
/// let head = try reader.readHead()            // 1xx responses are skipped
/// while let piece = try reader.nextBodyPiece() { … }
/// ```
///
/// Every malformed or cut-off response is an ``XMLReadingError/Code/transport`` error that names
/// the URL and what is wrong; the head may take at most ``maximumHeadSize`` bytes and a chunk-size
/// line ``maximumLineSize``, so no response makes the reader hold more than that plus a buffer.
package final class HTTPResponseReader {
    /// The most bytes a response's head (status line and fields) may take.
    package static let maximumHeadSize = 64 * 1024
    /// The most bytes a chunk-size line, or a trailer field, may take.
    package static let maximumLineSize = 4 * 1024
    /// The most interim (1xx) responses before the final one.
    package static let maximumInterimResponses = 32
    /// How much one receive asks for, and the most a body piece has.
    package static let pieceSize = 64 * 1024

    private let source: any HTTPByteSource
    private let shown: String
    private var buffer: [UInt8] = []
    private var scratch = [UInt8](repeating: 0, count: pieceSize)
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    private var sourceEnded = false
    /// The bytes of the trailer fields so far, bounded as a head is.
    private var trailerBytes = 0
    private var framing = Framing.none

    /// How the body is delimited, and how far the reader is in it.
    private enum Framing {
        /// Before the head, or after a body without content.
        case none
        case length(left: Int, total: Int)
        case untilClose
        case chunked(Chunked)
        case done
    }

    private enum Chunked {
        case sizeLine
        case data(left: Int)
        case dataEnd
        case trailers
    }

    /// A reader of the response `source` gives; `shown` is the URL as messages name it.
    package init(source: any HTTPByteSource, shown: String) {
        self.source = source
        self.shown = shown
    }

    private func failure(_ reason: String) -> XMLReadingError {
        XMLReadingError(code: .transport, message: "\(shown): \(reason)")
    }

    // MARK: Bytes

    private var available: Int { buffer.count - start }

    /// Receives more bytes into the buffer; `false` when the connection has ended.
    private func receive() throws(XMLReadingError) -> Bool {
        guard !sourceEnded else { return false }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        // Into a scratch buffer of its own, so that a receive costs what it brings (a source that
        // hands out a byte at a time does not make each receive clear a whole piece).
        let result = scratch.withUnsafeMutableBytes { bytes in
            Result { () throws(XMLReadingError) in try source.receive(into: bytes) }
        }
        let count = try result.get()
        buffer.append(contentsOf: scratch[..<count])
        if count == 0 { sourceEnded = true }
        return count > 0
    }

    /// The bytes up to the next LF (excluded, as is a CR before it), at most `limit` of them;
    /// `nil` when the connection ends first.
    private func line(limit: Int, what: String) throws(XMLReadingError) -> ArraySlice<UInt8>? {
        var searched = 0
        while true {
            if let end = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[start..<end]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                guard line.count <= limit else { throw failure("\(what) exceeds \(limit) bytes") }
                start = end + 1
                return line
            }
            searched = available
            guard searched <= limit + 1 else { throw failure("\(what) exceeds \(limit) bytes") }
            guard try receive() else { return nil }
        }
    }

    // MARK: The head

    /// The response's head, after any interim (1xx) responses; prepares the body's framing.
    package func readHead() throws(XMLReadingError) -> HTTPResponseHead {
        var interim = 0
        while true {
            let head = try readOneHead()
            // 101 switches protocols, which a GET never asks for: it is no answer.
            if (100..<200).contains(head.status) && head.status != 101 {
                // A server may not keep a read going for ever with them.
                interim += 1
                guard interim <= Self.maximumInterimResponses else {
                    throw failure("more than \(Self.maximumInterimResponses) interim (1xx) responses")
                }
                continue
            }
            try prepareFraming(for: head)
            return head
        }
    }

    private func readOneHead() throws(XMLReadingError) -> HTTPResponseHead {
        var searched = 0
        while true {
            // The head ends with an empty line: LF CR? LF.
            var index = start + searched
            while let newline = buffer[index...].firstIndex(of: UInt8(ascii: "\n")) {
                let next = newline + 1
                if next < buffer.count, buffer[next] == UInt8(ascii: "\n") {
                    return try finishHead(upTo: newline, resumingAt: next + 1)
                }
                if next + 1 < buffer.count, buffer[next] == UInt8(ascii: "\r"), buffer[next + 1] == UInt8(ascii: "\n") {
                    return try finishHead(upTo: newline, resumingAt: next + 2)
                }
                if next + 1 >= buffer.count { break }  // the empty line may be arriving
                index = next
            }
            searched = max(0, available - 2)
            // A head of maximumHeadSize bytes may still be followed by its LF and the empty line.
            guard available <= Self.maximumHeadSize + 2 else {
                throw failure("the response's head exceeds \(Self.maximumHeadSize) bytes")
            }
            guard try receive() else {
                throw failure(
                    available == 0
                        ? "the server closed the connection without a response"
                        : "the connection closed inside the response's head")
            }
        }
    }

    private func finishHead(upTo end: Int, resumingAt next: Int) throws(XMLReadingError) -> HTTPResponseHead {
        guard end - start <= Self.maximumHeadSize else {
            throw failure("the response's head exceeds \(Self.maximumHeadSize) bytes")
        }
        var bytes = buffer[start..<end]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        start = next
        switch HTTPResponseHead.parse(bytes) {
        case .success(let head): return head
        case .failure(let error): throw failure("malformed response: \(error.reason)")
        }
    }

    /// RFC 9112, 6.3: how the body of a response to a GET is delimited.
    private func prepareFraming(for head: HTTPResponseHead) throws(XMLReadingError) {
        if (100..<200).contains(head.status) || head.status == 204 || head.status == 304 {
            framing = .done
            return
        }
        let codings = head.values(of: "transfer-encoding")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
        if !codings.isEmpty {
            if codings.allSatisfy({ $0 == "identity" }) {
                // No coding that ends with chunked: the body ends with the connection (RFC 9112, 6.3).
                framing = .untilClose
                return
            }
            guard codings.last == "chunked", codings.dropLast().allSatisfy({ $0 == "identity" }) else {
                throw failure("the Transfer-Encoding \(codings.joined(separator: ", ")) is not supported")
            }
            framing = .chunked(.sizeLine)
            return
        }
        let lengths = head.values(of: "content-length")
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lengths.first else {
            framing = .untilClose
            return
        }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let length = Int(first)
        else {
            throw failure("the Content-Length \(lengths.joined(separator: ", ")) is not one number")
        }
        framing = length == 0 ? .done : .length(left: length, total: length)
    }

    /// The `Content-Length`, when the response has one.
    package var contentLength: Int? {
        if case .length(_, let total) = framing { return total }
        return nil
    }

    // MARK: The body

    /// The next bytes of the body (at most ``pieceSize``), `nil` at its end; waits for them.
    package func nextBodyPiece() throws(XMLReadingError) -> Data? {
        while true {
            switch framing {
            case .none, .done:
                return nil
            case .length(let left, let total):
                if available == 0 {
                    guard try receive() else {
                        throw failure(
                            "the connection closed after \(total - left) of the \(total) bytes of the body")
                    }
                }
                let count = min(left, available, Self.pieceSize)
                framing = left == count ? .done : .length(left: left - count, total: total)
                return take(count)
            case .untilClose:
                if available == 0, try !receive() {
                    framing = .done
                    return nil
                }
                return take(min(available, Self.pieceSize))
            case .chunked(let state):
                if let piece = try nextChunkedPiece(state) { return piece }
            }
        }
    }

    private func take(_ count: Int) -> Data {
        defer { start += count }
        return Data(buffer[start..<start + count])
    }

    /// Moves the chunked decoding one step; the bytes of a chunk when there are some.
    private func nextChunkedPiece(_ state: Chunked) throws(XMLReadingError) -> Data? {
        let cut = "the connection closed inside the chunked body"
        switch state {
        case .sizeLine:
            guard let line = try line(limit: Self.maximumLineSize, what: "a chunk-size line") else {
                throw failure(cut)
            }
            // chunk-size [ chunk-ext ]: hexadecimal digits, then white space or ";" and extensions.
            let digits = line.prefix { Self.hexValue($0) != nil }
            let rest = line.dropFirst(digits.count).drop { $0 == 0x20 || $0 == 0x09 }
            guard !digits.isEmpty, rest.isEmpty || rest.first == UInt8(ascii: ";") else {
                throw failure("the chunk-size line \(HTTPResponseHead.shown(line)) is malformed")
            }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            guard significant.count <= 15 else {
                throw failure("the chunk size \(HTTPResponseHead.shown(digits)) is too large")
            }
            let size = significant.reduce(0) { $0 << 4 | Self.hexValue($1)! }
            framing = .chunked(size == 0 ? .trailers : .data(left: size))
            return nil
        case .data(let left):
            if available == 0, try !receive() { throw failure(cut) }
            let count = min(left, available, Self.pieceSize)
            framing = .chunked(left == count ? .dataEnd : .data(left: left - count))
            return take(count)
        case .dataEnd:
            // CRLF, or a bare LF.
            while available < 2 && !(available == 1 && buffer[start] == UInt8(ascii: "\n")) {
                guard try receive() else { throw failure(cut) }
            }
            if buffer[start] == UInt8(ascii: "\n") {
                start += 1
            } else if buffer[start] == UInt8(ascii: "\r") && buffer[start + 1] == UInt8(ascii: "\n") {
                start += 2
            } else {
                throw failure("a chunk's data is longer than its size")
            }
            framing = .chunked(.sizeLine)
            return nil
        case .trailers:
            guard let line = try line(limit: Self.maximumLineSize, what: "a trailer field") else { throw failure(cut) }
            if line.isEmpty {
                framing = .done
                return nil
            }
            trailerBytes += line.count + 1
            guard trailerBytes <= Self.maximumHeadSize else {
                throw failure("the trailer fields exceed \(Self.maximumHeadSize) bytes")
            }
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
