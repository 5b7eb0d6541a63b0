import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a document's bytes come from. Every source is read in chunks, so no input is copied
/// whole: a file is read with `read(2)`, a `String` or `Data` is copied chunk by chunk into the
/// ``DecodingReader``'s buffer, the one path every source takes to the parser.
enum ByteSource {
    case data(Data)
    case text(String)
    case file(descriptor: Int32, path: String)
    case stream(InputStream)
    case async(AsyncBytePump)

    /// The same input from its start, for a second read; `nil` for a stream, which cannot be read twice.
    func reopened() -> ByteSource? {
        switch self {
        case .data, .text: return self
        case .file(_, let path): return try? ByteSource.file(at: URL(fileURLWithPath: path))
        case .stream, .async: return nil
        }
    }

    /// The input's size in bytes when it is known without reading it (in memory), else `nil`.
    var sizeHint: Int? {
        switch self {
        case .data(let data): return data.count
        case .text(let text): return text.utf8.count
        case .file, .stream, .async: return nil
        }
    }

    /// Whether ``reopened()`` can give the input again.
    var canBeReadAgain: Bool {
        switch self {
        case .data, .text, .file: return true
        case .stream, .async: return false
        }
    }

    /// Opens a file for reading, or throws ``XMLReadingError/Code/inputUnavailable``.
    static func file(at url: URL) throws(XMLReadingError) -> ByteSource {
        guard url.isFileURL else {
            throw XMLReadingError(
                code: .inputUnavailable,
                message:
                    "cannot read \(url.absoluteString): only file URLs are read; fetch remote documents with URLSession and pass the Data"
            )
        }
        // Messages name the file as the caller gave it (a relative path stays relative).
        let given = url.relativePath
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw XMLReadingError(code: .inputUnavailable, message: "cannot open \(given): \(reason)")
        }
        return .file(descriptor: descriptor, path: given)
    }
}

/// A cursor over a ``ByteSource`` that fills caller-provided buffers.
struct ByteReader {
    private let source: ByteSource
    private var offset = 0
    private(set) var error: XMLReadingError?
    /// Whether the read opened the stream (and so closes it at the end).
    private var openedStream = false

    init(_ source: ByteSource) {
        self.source = source
    }

    /// Copies up to `capacity` bytes into `buffer`; returns 0 at the end, -1 on error.
    mutating func read(into buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        switch source {
        case .data(let data):
            let count = min(capacity, data.count - offset)
            guard count > 0 else { return 0 }
            let start = data.startIndex + offset
            data.copyBytes(to: buffer, from: start..<start + count)
            offset += count
            return count
        case .text(let text):
            let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                let count = min(capacity, bytes.count - offset)
                guard count > 0 else { return 0 }
                buffer.update(from: bytes.baseAddress! + offset, count: count)
                return count
            }
            if let copied {
                offset += copied
                return copied
            }
            // A bridged string without contiguous UTF-8: walk its view.
            var count = 0
            var index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            while count < capacity, index != text.utf8.endIndex {
                buffer[count] = text.utf8[index]
                text.utf8.formIndex(after: &index)
                count += 1
            }
            offset += count
            return count
        case .file(let descriptor, let path):
            while true {
                let count = posixRead(descriptor, buffer, capacity)
                if count >= 0 { return count }
                if errno == EINTR { continue }
                error = XMLReadingError(
                    code: .inputUnavailable, message: "cannot read \(path): \(String(cString: strerror(errno)))")
                return -1
            }
        case .stream(let stream):
            if stream.streamStatus == .notOpen {
                stream.open()
                openedStream = true
            }
            let count = stream.read(buffer, maxLength: capacity)
            if count < 0 { error = Self.failure(reading: "the input stream", stream.streamError) }
            return count
        case .async(let pump):
            let count = pump.read(into: buffer, capacity: capacity)
            if count < 0 { error = Self.failure(reading: "the async byte sequence", pump.error) }
            return count
        }
    }

    /// `cannot read the input stream: <why>`.
    private static func failure(reading source: String, _ cause: (any Error)?) -> XMLReadingError {
        let reason = cause.map { "\($0)" } ?? "unknown error"
        return XMLReadingError(
            code: .inputUnavailable, message: "cannot read \(source): \(reason)", underlyingError: cause)
    }

    /// Whether the source hands over bytes as they arrive (an async sequence), rather than as many
    /// as a read asks for.
    var deliversAsItArrives: Bool {
        if case .async = source { return true }
        return false
    }

    /// Whether a read would return at once: always, except for an async sequence whose next bytes
    /// have not arrived yet (whose reads wait for them).
    var hasBytesNow: Bool {
        if case .async(let pump) = source { return pump.hasBytesNow }
        return true
    }

    /// Releases the file descriptor of a file source, and closes a stream the read opened.
    func close() {
        switch source {
        case .file(let descriptor, _): _ = posixClose(descriptor)
        case .stream(let stream) where openedStream: stream.close()
        case .async(let pump): pump.close()
        case .data, .text, .stream: break
        }
    }
}

@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always)
private func posixClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
