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

    /// Writes `header`, then the items `next` makes for as long as the file stays within
    /// `targetBytes` with `footer` after them, then `footer`; returns how many items it wrote.
    static func writeDocument(
        to url: URL, targetBytes: Int, header: String, footer: String, next: () -> String
    ) throws -> Int {
        var writer = try ChunkedWriter(url: url)
        writer.append(header)
        var written = header.utf8.count
        var count = 0
        while true {
            let item = next()
            if written + item.utf8.count + footer.utf8.count > targetBytes { break }
            writer.append(item)
            written += item.utf8.count
            count += 1
        }
        writer.append(footer)
        try writer.close()
        return count
    }
}
