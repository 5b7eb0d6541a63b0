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
struct ByteSource {
    /// What the bytes are read from.
    enum Kind {
        case data(Data)
        case text(String)
        case file(descriptor: Int32, path: String)
        case stream(InputStream)
        case async(AsyncBytePump)
    }

    var kind: Kind
    /// Counts the bytes read, and stops the read when cancelled (``XMLInput/reportingProgress(to:)``).
    var progress: Progress?
    /// The encoding a transport declared for the bytes, asked for once the first chunk is read
    /// (``XMLInput/declaringCharset(_:)``).
    var charset: (@Sendable () -> String?)?

    static func data(_ data: Data) -> ByteSource { ByteSource(kind: .data(data)) }
    static func text(_ text: String) -> ByteSource { ByteSource(kind: .text(text)) }
    static func stream(_ stream: InputStream) -> ByteSource { ByteSource(kind: .stream(stream)) }
    static func async(_ pump: AsyncBytePump) -> ByteSource { ByteSource(kind: .async(pump)) }

    /// The same input from its start, for a second read; `nil` for a stream, which cannot be read twice.
    func reopened() -> ByteSource? {
        // Without the progress: a second read (to locate an error) is not the read it reports.
        var again: ByteSource
        switch kind {
        case .data, .text: again = ByteSource(kind: kind)
        case .file(_, let path):
            guard let file = try? ByteSource.file(at: URL(fileURLWithPath: path)) else { return nil }
            again = file
        case .stream, .async: return nil
        }
        again.charset = charset
        return again
    }

    /// The input's size in bytes when it is known without reading it (in memory), else `nil`.
    var sizeHint: Int? {
        switch kind {
        case .data(let data): return data.count
        case .text(let text): return text.utf8.count
        case .file, .stream, .async: return nil
        }
    }

    /// The input's size in bytes when it is known before reading it: in memory, or a regular
    /// file's size; for the total of a `Progress`.
    var size: Int? {
        if case .file(let descriptor, _) = kind {
            var status = stat()
            guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Int(status.st_size)
        }
        return sizeHint
    }

    /// Whether ``reopened()`` can give the input again.
    var canBeReadAgain: Bool {
        switch kind {
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
        return ByteSource(kind: .file(descriptor: descriptor, path: given))
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
        guard let progress = source.progress else { return readSource(into: buffer, capacity: capacity) }
        if progress.isCancelled {
            error = Self.cancelled
            return -1
        }
        let count = readSource(into: buffer, capacity: capacity)
        if count > 0 { progress.completedUnitCount += Int64(count) }
        return count
    }

    /// The error of a read whose `Progress` was cancelled.
    static let cancelled = XMLReadingError(
        code: .cancelled, message: "the read was cancelled (its Progress was cancelled)")

    private mutating func readSource(into buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        switch source.kind {
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
        // A source that says itself what went wrong (a download's HTTP status) is taken at its word.
        if let cause = cause as? XMLReadingError { return cause }
        let reason = cause.map { "\($0)" } ?? "unknown error"
        return XMLReadingError(
            code: .inputUnavailable, message: "cannot read \(source): \(reason)", underlyingError: cause)
    }

    /// Whether the source hands over bytes as they arrive (an async sequence), rather than as many
    /// as a read asks for.
    /// The encoding a transport declared, if any.
    var charset: String? { source.charset?() }

    var deliversAsItArrives: Bool {
        if case .async = source.kind { return true }
        return false
    }

    /// Whether a read would return at once: always, except for an async sequence whose next bytes
    /// have not arrived yet (whose reads wait for them).
    var hasBytesNow: Bool {
        if case .async(let pump) = source.kind { return pump.hasBytesNow }
        return true
    }

    /// Releases the file descriptor of a file source, and closes a stream the read opened.
    func close() {
        switch source.kind {
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
