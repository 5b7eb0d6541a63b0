internal import CZlib
import Foundation

/// gzip compression and decompression with the system's zlib, for the HTTP clients' compressed
/// requests and responses (`Content-Encoding: gzip`, and `deflate`).
///
/// Foundation decodes compressed HTTP responses by itself on Apple platforms only, so the client
/// does it here, on every platform, with the zlib the system has (the `CZlib` system library
/// target: no package dependency). Only the clients of this package need it (`XMLReading` fetches
/// nothing: it reads the bytes it is given), hence `package` and not `public`.
package enum Gzip {
    /// What ``decompress(_:limit:format:)`` reads.
    package enum Format: Sendable, Equatable {
        /// gzip (RFC 1952), `Content-Encoding: gzip` and `x-gzip`: one member, or several one after
        /// the other (read as the concatenation of their contents, as `gunzip` does).
        case gzip
        /// `Content-Encoding: deflate`. HTTP says a zlib stream (RFC 1950), but some servers have
        /// long sent raw deflate data (RFC 1951) instead, and browsers and curl accept both: so does
        /// this, telling them apart by the zlib header (its first two bytes name the deflate method
        /// and are a multiple of 31, which raw deflate data almost never starts with).
        case deflate
    }

    /// How much input and output zlib sees per call: bounds the memory a decompression uses beyond
    /// its result.
    static let chunkSize = 64 * 1024

    /// `data` compressed to one gzip member (RFC 1952: no file name, modification time 0).
    ///
    /// - Parameter level: zlib's compression level, 0 (stored, no compression) to 9 (smallest); 6 is
    ///   zlib's and gzip's default.
    package static func compress(_ data: Data, level: Int = 6) throws(GzipError) -> Data {
        guard (0...9).contains(level) else { throw .invalidLevel(level) }
        return try data.withUnsafeBytes { input in
            Result { () throws(GzipError) in try deflate(input, level: Int32(level)) }
        }.get()
    }

    /// The content of gzip (or deflate) data, read in chunks of ``chunkSize`` bytes.
    ///
    /// - Parameter limit: the most bytes the content may have. Decompression stops with
    ///   ``GzipError/tooLarge(_:limit:)`` as soon as it would produce more, so a small input that
    ///   expands enormously (a "gzip bomb") costs at most `limit` bytes plus a chunk.
    /// - Throws: ``GzipError/truncated(_:)`` when the input ends inside a stream,
    ///   ``GzipError/corrupt(_:message:)`` with zlib's message when it is not valid (bad header, bad
    ///   check value, bad compressed data, bytes after a gzip member that do not start another).
    ///   Empty input is empty content, as for Python's `gzip.decompress`.
    package static func decompress(_ data: Data, limit: Int, format: Format = .gzip) throws(GzipError) -> Data {
        precondition(limit >= 0, "the limit must not be negative")
        return try data.withUnsafeBytes { input in
            Result { () throws(GzipError) in try inflate(input, limit: limit, format: format) }
        }.get()
    }

    private static func deflate(_ input: UnsafeRawBufferPointer, level: Int32) throws(GzipError) -> Data {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        // windowBits 15 + 16: the largest window, with a gzip header and trailer.
        let status = czlib_deflate_init(stream, level, 15 + 16)
        guard status == Z_OK else { throw .zlib(function: "deflateInit2", code: status) }
        defer { deflateEnd(stream) }

        var output = Data()
        output.reserveCapacity(Int(deflateBound(stream, uLong(input.count))))
        let buffer = UnsafeMutablePointer<Bytef>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        var feeder = Feeder(input)
        while true {
            feeder.refill(stream)
            stream.pointee.next_out = buffer
            stream.pointee.avail_out = uInt(chunkSize)
            let status = CZlib.deflate(stream, feeder.isDone(stream) ? Z_FINISH : Z_NO_FLUSH)
            output.append(buffer, count: chunkSize - Int(stream.pointee.avail_out))
            switch status {
            case Z_STREAM_END: return output
            case Z_OK, Z_BUF_ERROR: continue  // Z_BUF_ERROR: no progress this call, more follows
            default: throw .zlib(function: "deflate", code: status)
            }
        }
    }

    private static func inflate(
        _ input: UnsafeRawBufferPointer, limit: Int, format: Format
    ) throws(GzipError) -> Data {
        guard !input.isEmpty else { return Data() }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        let windowBits: Int32 =
            switch format {
            case .gzip: 15 + 16  // gzip header and trailer only
            case .deflate: hasZlibHeader(input) ? 15 : -15  // negative: raw deflate data
            }
        let status = czlib_inflate_init(stream, windowBits)
        guard status == Z_OK else { throw .zlib(function: "inflateInit2", code: status) }
        defer { inflateEnd(stream) }

        var output = Data()
        let buffer = UnsafeMutablePointer<Bytef>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        var feeder = Feeder(input)
        while true {
            feeder.refill(stream)
            // One byte more than the limit allows, at most: producing it shows the limit exceeded.
            let left = limit - output.count
            let room = left < chunkSize ? left + 1 : chunkSize
            stream.pointee.next_out = buffer
            stream.pointee.avail_out = uInt(room)
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            let produced = room - Int(stream.pointee.avail_out)
            guard output.count + produced <= limit else { throw .tooLarge(format, limit: limit) }
            output.append(buffer, count: produced)
            switch status {
            case Z_OK: continue
            case Z_STREAM_END:
                if feeder.isDone(stream) { return output }
                guard format == .gzip else {
                    throw .corrupt(format, message: "data after the end of the compressed stream")
                }
                // Another gzip member follows (or bytes that must be one).
                let status = inflateReset(stream)
                guard status == Z_OK else { throw .zlib(function: "inflateReset", code: status) }
            case Z_BUF_ERROR where feeder.isDone(stream):
                // No progress possible, every byte read, and no end of stream: the input stops short.
                throw .truncated(format)
            case Z_DATA_ERROR:
                throw .corrupt(format, message: stream.pointee.msg.map { String(cString: $0) } ?? "invalid data")
            case Z_NEED_DICT:
                throw .corrupt(format, message: "needs a preset dictionary")
            default:
                throw .zlib(function: "inflate", code: status)
            }
        }
    }

    /// Whether `input` starts with a zlib header (RFC 1950): compression method 8 (deflate) with a
    /// window of at most 32 KiB, and the two bytes, big-endian, a multiple of 31.
    private static func hasZlibHeader(_ input: UnsafeRawBufferPointer) -> Bool {
        guard input.count >= 2 else { return false }
        let method = input[0], flags = input[1]
        return method & 0x0F == 8 && method >> 4 <= 7 && (UInt16(method) << 8 | UInt16(flags)) % 31 == 0
    }

    /// Hands zlib the input in pieces its 32-bit `avail_in` can count.
    private struct Feeder {
        let input: UnsafeRawBufferPointer
        var offset = 0

        init(_ input: UnsafeRawBufferPointer) { self.input = input }

        /// Gives `stream` the next piece once it has used up the last.
        mutating func refill(_ stream: UnsafeMutablePointer<z_stream>) {
            guard stream.pointee.avail_in == 0, offset < input.count, let base = input.baseAddress else { return }
            let count = min(input.count - offset, Int(UInt32.max))
            stream.pointee.next_in = (base + offset).assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_in = uInt(count)
            offset += count
        }

        /// Whether `stream` has been given, and has used, every byte.
        func isDone(_ stream: UnsafeMutablePointer<z_stream>) -> Bool {
            stream.pointee.avail_in == 0 && offset == input.count
        }
    }
}

/// Why ``Gzip`` could not compress or decompress.
package enum GzipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A compression level outside 0...9.
    case invalidLevel(Int)
    /// The input ends inside a compressed stream (cut off).
    case truncated(Gzip.Format)
    /// The input is not valid: zlib's message says why (`incorrect header check`, `incorrect data
    /// check` for a bad CRC, `invalid block type`, …).
    case corrupt(Gzip.Format, message: String)
    /// The content is larger than the limit decompression was given.
    case tooLarge(Gzip.Format, limit: Int)
    /// zlib failed where valid use cannot (out of memory, a zlib the headers do not match).
    case zlib(function: String, code: Int32)

    package var description: String {
        switch self {
        case .invalidLevel(let level):
            return "gzip compression level \(level) is not in 0...9"
        case .truncated(let format):
            return "truncated \(format) data: the input ends inside the compressed stream"
        case .corrupt(let format, let message):
            return "corrupt \(format) data: \(message)"
        case .tooLarge(let format, let limit):
            return "\(format) data expands to more than the limit of \(limit) bytes"
        case .zlib(let function, let code):
            return "zlib's \(function) failed with \(code) (\(String(cString: zError(code))))"
        }
    }
}
