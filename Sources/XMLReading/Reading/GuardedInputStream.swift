import Foundation

/// The stream `XMLParser` reads from: it pulls bytes from a ``ByteReader`` and runs the
/// ``PrologGuard`` over them before the parser sees them.
///
/// Feeding `XMLParser` a stream (never `XMLParser(data:)`) is what lets documents larger than
/// 10,000,000 bytes work on Linux, where `XMLParser(data:)` refuses them, and keeps memory bounded
/// for files.
final class GuardedInputStream: InputStream {
    private var reader: ByteReader
    private var prologGuard = PrologGuard()
    private var status = Stream.Status.notOpen
    private var isFirstRead = true
    /// UTF-16 with a byte order mark is scanned unit by unit: 0 = bytes, 1 = little, 2 = big endian.
    private var utf16Order = 0
    private var pendingByte: UInt8?

    /// Why the stream stopped early, if it did.
    private(set) var refusal: XMLReadingError?

    /// True when every byte read so far was whitespace (or a byte order mark).
    var sawOnlyWhitespace: Bool { prologGuard.sawOnlyWhitespace }

    init(_ source: ByteSource) {
        reader = ByteReader(source)
        super.init(data: Data())
    }

    override func open() { status = .open }

    override func close() {
        reader.close()
        status = .closed
    }

    override var streamStatus: Stream.Status { status }

    override var hasBytesAvailable: Bool { status == .open }

    override var streamError: Error? { refusal ?? reader.error }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>
    ) -> Bool { false }

    #if canImport(Darwin)
    override func property(forKey key: Stream.PropertyKey) -> Any? { nil }
    override func setProperty(_ property: Any?, forKey key: Stream.PropertyKey) -> Bool { false }
    override func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    override func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    #endif

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard refusal == nil, status == .open else { return -1 }
        let count = reader.read(into: buffer, capacity: len)
        guard count > 0 else {
            if count < 0 { status = .error } else { status = .atEnd }
            return count
        }
        if prologGuard.verdict == .passed { return count }
        inspect(UnsafeBufferPointer(start: buffer, count: count))
        return refusal == nil ? count : -1
    }

    private func inspect(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        if isFirstRead {
            isFirstRead = false
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                start = 3
            } else if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
                utf16Order = 1
                start = 2
            } else if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
                utf16Order = 2
                start = 2
            } else if bytes.count >= 2, (bytes[0] == 0 && bytes[1] == 0x3C) || (bytes[0] == 0x3C && bytes[1] == 0) {
                refusal = XMLReadingError(
                    code: .unsupportedEncoding,
                    message: "the document looks like UTF-16 without a byte order mark; add a byte order mark or convert it to UTF-8",
                    line: 1, column: 1)
                return
            }
        }
        var index = start
        while index < bytes.count {
            let unit: UInt8
            if utf16Order == 0 {
                unit = bytes[index]
                index += 1
            } else {
                let first: UInt8
                if let pending = pendingByte {
                    first = pending
                    pendingByte = nil
                } else {
                    first = bytes[index]
                    index += 1
                    if index == bytes.count {
                        pendingByte = first
                        break
                    }
                }
                let second = bytes[index]
                index += 1
                let (low, high) = utf16Order == 1 ? (first, second) : (second, first)
                unit = high == 0 && low < 0x80 ? low : 0x80
            }
            prologGuard.feed(unit)
            switch prologGuard.verdict {
            case .undecided: continue
            case .passed: return
            case .refused(let detail):
                let what = detail.name.isEmpty ? "an entity" : "the entity \"\(detail.name)\""
                refusal = detail.isExternal
                    ? XMLReadingError(
                        code: .externalEntity,
                        message: "the document declares \(what) as external; external entities are never resolved",
                        line: detail.line, column: detail.column)
                    : XMLReadingError(
                        code: .entityDeclaration,
                        message: "the document declares \(what) in its DTD; entity declarations are refused because expanding them can exhaust memory and time",
                        line: detail.line, column: detail.column)
                return
            }
        }
    }
}
