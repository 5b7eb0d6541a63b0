internal import CZlib
import Foundation

/// Decompresses gzip (or deflate) data given in pieces, a bounded piece of output at a time: what
/// a body read as it arrives needs, where ``Gzip/decompress(_:limit:format:)`` takes it whole.
///
/// ```swift
/// let inflater = try GzipInflater(format: .gzip, limit: 64 << 20)
/// inflater.give(compressedPiece)
/// while let content = try inflater.next() { … }   // nil: give the next piece
/// try inflater.finish()                           // the input ended: was the stream whole?
/// ```
///
/// Several gzip members one after the other read as the concatenation of their contents, as
/// ``Gzip`` reads them; the errors are ``Gzip``'s.
package final class GzipInflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private let output: UnsafeMutablePointer<Bytef>
    private let format: Gzip.Format
    private let limit: Int
    private var input = Data()
    private var inputOffset = 0
    private var produced = 0
    private var initialized = false
    /// Whether the last stream ended and no input followed it yet.
    private var atStreamEnd = false
    /// Whether the last call filled the output: zlib may hold more back, even with no input left
    /// (the end of a long match).
    private var outputFull = false

    /// An inflater of `format` whose whole content may have at most `limit` bytes.
    package init(format: Gzip.Format, limit: Int) {
        self.format = format
        self.limit = limit
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        output = UnsafeMutablePointer<Bytef>.allocate(capacity: Gzip.chunkSize)
    }

    deinit {
        if initialized { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
        output.deallocate()
    }

    /// Adds compressed bytes; call when ``next()`` has returned `nil`.
    package func give(_ data: Data) {
        input = data
        inputOffset = 0
    }

    /// The next piece of content (at most ``Gzip/chunkSize`` bytes), or `nil` when the input given
    /// so far is used up.
    package func next() throws(GzipError) -> Data? {
        while inputOffset < input.count || outputFull {
            // Without input left, only what zlib held back (maybe nothing: Z_BUF_ERROR).
            let flushing = inputOffset == input.count
            if !initialized {
                try start(with: input[(input.startIndex + inputOffset)...])
            } else if atStreamEnd {
                // Bytes after a gzip member start another one (or are not gzip at all).
                guard format == .gzip else {
                    throw .corrupt(format, message: "data after the end of the compressed stream")
                }
                let status = inflateReset(stream)
                guard status == Z_OK else { throw .zlib(function: "inflateReset", code: status) }
                atStreamEnd = false
            }
            let left = limit - produced
            let room = left < Gzip.chunkSize ? left + 1 : Gzip.chunkSize
            let (status, used, made) = input.withUnsafeBytes { bytes -> (Int32, Int, Int) in
                let available = bytes.count - inputOffset
                stream.pointee.next_in = bytes.baseAddress?.advanced(by: inputOffset).assumingMemoryBound(
                    to: Bytef.self)
                stream.pointee.avail_in = uInt(min(available, Int(UInt32.max)))
                let given = Int(stream.pointee.avail_in)
                stream.pointee.next_out = output
                stream.pointee.avail_out = uInt(room)
                let status = CZlib.inflate(stream, Z_NO_FLUSH)
                stream.pointee.next_in = nil
                return (status, given - Int(stream.pointee.avail_in), room - Int(stream.pointee.avail_out))
            }
            inputOffset += used
            outputFull = made == room && status != Z_STREAM_END
            guard used > 0 || made > 0 || status == Z_STREAM_END || flushing else {
                throw .zlib(function: "inflate", code: status)  // no progress with input and room: cannot happen
            }
            guard produced + made <= limit else { throw .tooLarge(format, limit: limit) }
            produced += made
            switch status {
            case Z_OK, Z_BUF_ERROR: break
            case Z_STREAM_END: atStreamEnd = true
            default:
                throw Gzip.inflateError(status, stream, format)
            }
            if made > 0 { return Data(bytes: output, count: made) }
        }
        return nil
    }

    /// Checks that the input ended where a stream ends, not inside one.
    package func finish() throws(GzipError) {
        if initialized && !atStreamEnd { throw .truncated(format) }
    }

    private func start(with first: Data) throws(GzipError) {
        let windowBits: Int32 =
            switch format {
            case .gzip: 15 + 16
            case .deflate: first.withUnsafeBytes { Gzip.hasZlibHeader($0) } ? 15 : -15
            }
        let status = czlib_inflate_init(stream, windowBits)
        guard status == Z_OK else { throw .zlib(function: "inflateInit2", code: status) }
        initialized = true
    }
}
