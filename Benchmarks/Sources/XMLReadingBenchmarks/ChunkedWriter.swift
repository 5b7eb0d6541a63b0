import Foundation

/// Appends text to a file through a buffer of about a megabyte.
struct ChunkedWriter {
    private let handle: FileHandle
    private var buffer = ""

    init(url: URL) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        buffer.reserveCapacity(1 << 20)
    }

    mutating func append(_ text: String) {
        buffer += text
        if buffer.utf8.count >= 1 << 20 { flush() }
    }

    private mutating func flush() {
        handle.write(Data(buffer.utf8))
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func close() throws {
        flush()
        try handle.close()
    }
}
