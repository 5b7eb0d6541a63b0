import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stream `XMLParser` reads from: it pulls bytes from a ``ByteReader`` and passes them
/// through the ``InputGuard`` on their way to the parser.
///
/// Feeding `XMLParser` a stream (never `XMLParser(data:)`) is what lets documents larger than
/// 10,000,000 bytes work on Linux, where `XMLParser(data:)` refuses them, and keeps memory bounded
/// for files.
final class GuardedInputStream: InputStream {
    private static let chunkSize = 128 * 1024

    private var reader: ByteReader
    /// The guard, in memory of its own: a stored `var` of a class is checked for exclusive access
    /// at run time on every use, and the guard is used for every byte outside plain text.
    private let guardian: UnsafeMutablePointer<InputGuard>
    private var status = Stream.Status.notOpen
    private var isFirstRead = true
    /// 0: bytes (UTF-8 or another ASCII-compatible encoding); 1: UTF-16 little, 2: big endian.
    private var utf16Order = 0
    /// A UTF-16 byte held back so that every chunk holds whole units.
    private var carry: UInt8?
    /// The largest chunk handed to the parser: `chunkSize`, or less for a smaller document whose
    /// size is known (a 128 KiB allocation per read would cost a small document more than its parse).
    private let bufferSize: Int
    private let raw: UnsafeMutablePointer<UInt8>
    /// Output that did not fit the caller's buffer (only after insertions).
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var sourceEnded = false

    /// Why the stream stopped early, if it did.
    private(set) var refusal: XMLReadingError?

    /// True when every byte read so far was whitespace (or a byte order mark).
    var sawOnlyWhitespace: Bool { guardian.pointee.sawOnlyWhitespace }

    init(_ source: ByteSource) {
        reader = ByteReader(source)
        bufferSize = max(16, min(Self.chunkSize, source.sizeHint ?? Self.chunkSize))
        raw = UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize + 1)
        guardian = UnsafeMutablePointer<InputGuard>.allocate(capacity: 1)
        guardian.initialize(to: InputGuard())
        super.init(data: Data())
    }

    deinit {
        raw.deallocate()
        guardian.deinitialize(count: 1)
        guardian.deallocate()
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
        guard refusal == nil, status == .open, len > 0 else { return -1 }
        while true {
            if pendingStart < pending.count {
                let count = min(len, pending.count - pendingStart)
                pending.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + pendingStart, count: count) }
                pendingStart += count
                if pendingStart == pending.count {
                    pending.removeAll(keepingCapacity: true)
                    pendingStart = 0
                }
                return count
            }
            if sourceEnded {
                status = .atEnd
                return 0
            }
            var start = 0
            if let byte = carry {
                raw[0] = byte
                carry = nil
                start = 1
            }
            let count = reader.read(into: raw + start, capacity: min(bufferSize, len) - start)
            if count < 0 {
                status = .error
                return -1
            }
            if count == 0 {
                sourceEnded = true
                if start == 0 { continue }
            }
            var total = start + count
            if isFirstRead {
                isFirstRead = false
                if let problem = detectEncoding(UnsafeBufferPointer(start: raw, count: total)) {
                    refusal = problem
                    status = .error
                    return -1
                }
            }
            if utf16Order != 0, total % 2 == 1, !sourceEnded {
                total -= 1
                carry = raw[total]
            }
            if total == 0 { continue }
            let chunk = UnsafeMutableBufferPointer(start: raw, count: total)
            let insertions = utf16Order == 0 ? inspectBytes(chunk) : inspectUnits(chunk)
            if refusal != nil {
                status = .error
                return -1
            }
            if insertions.isEmpty {
                buffer.update(from: raw, count: total)
                return total
            }
            // Rare: a processing instruction without data. Build the output with the spaces.
            let space: [UInt8] = utf16Order == 0 ? [0x20] : (utf16Order == 1 ? [0x20, 0] : [0, 0x20])
            var previous = 0
            for offset in insertions {
                pending.append(contentsOf: UnsafeBufferPointer(start: raw + previous, count: offset - previous))
                pending.append(contentsOf: space)
                previous = offset
            }
            pending.append(contentsOf: UnsafeBufferPointer(start: raw + previous, count: total - previous))
        }
    }

    /// Skips a byte order mark; refuses UTF-16 without one.
    private func detectEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLReadingError? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFF && bytes[1] == 0xFE {
            utf16Order = 1
        } else if bytes[0] == 0xFE && bytes[1] == 0xFF {
            utf16Order = 2
        } else if (bytes[0] == 0 && bytes[1] == 0x3C) || (bytes[0] == 0x3C && bytes[1] == 0) {
            return XMLReadingError(
                code: .unsupportedEncoding,
                message:
                    "the document looks like UTF-16 without a byte order mark; add a byte order mark or convert it to UTF-8",
                line: 1, column: 1)
        }
        return nil
    }

    /// Runs the guard over bytes, blanking in place; returns the offsets that need a space inserted.
    private func inspectBytes(_ chunk: UnsafeMutableBufferPointer<UInt8>) -> [Int] {
        var insertions: [Int] = []
        var index = 0
        let base = chunk.baseAddress!
        if isBOM(chunk) { index = 3 }
        // Where the next '!' and '?' are, found once per stretch of text.
        var nextBang = -1
        var nextQuestion = -1
        while index < chunk.count {
            if case .text = guardian.pointee.state {
                // The hot loop. In text only "<!" and "<?" need the guard, and '!' and '?' are rare
                // where '<' starts every tag: find the next of either, then look at the byte before.
                if nextBang < index { nextBang = Self.offset(of: 0x21, in: chunk, from: index) }
                if nextQuestion < index { nextQuestion = Self.offset(of: 0x3F, in: chunk, from: index) }
                let candidate = min(nextBang, nextQuestion)
                if candidate == chunk.count {
                    // A '<' ending the chunk may start "<!" or "<?" in the next one.
                    if chunk[chunk.count - 1] == UInt8(ascii: "<") { _ = guardian.pointee.feed(UInt8(ascii: "<")) }
                    return insertions
                }
                guard candidate > index, chunk[candidate - 1] == UInt8(ascii: "<") else {
                    index = candidate + 1
                    continue
                }
                index = candidate - 1
            } else if let target = guardian.pointee.skippableUntil {
                guard let found = memchr(base + index, Int32(target), chunk.count - index) else {
                    guardian.pointee.skipped(UnsafeBufferPointer(rebasing: chunk[index...]))
                    return insertions
                }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if position > index { guardian.pointee.skipped(UnsafeBufferPointer(rebasing: chunk[index..<position])) }
                index = position
            }
            switch guardian.pointee.feed(chunk[index]) {
            case .keep: break
            case .blank: chunk[index] = 0x20
            case .insertSpace: insertions.append(index)
            }
            if guardian.pointee.refusal != nil {
                refusal = makeRefusal()
                return insertions
            }
            index += 1
        }
        return insertions
    }

    /// The offset of the first `byte` in `chunk` at or after `start`, or `chunk.count`.
    @inline(__always)
    private static func offset(of byte: UInt8, in chunk: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < chunk.count, let found = memchr(chunk.baseAddress! + start, Int32(byte), chunk.count - start)
        else {
            return chunk.count
        }
        return chunk.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private var sawBOMCheck = false

    private func isBOM(_ chunk: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard !sawBOMCheck else { return false }
        sawBOMCheck = true
        return chunk.count >= 3 && chunk[0] == 0xEF && chunk[1] == 0xBB && chunk[2] == 0xBF
    }

    /// Runs the guard over whole UTF-16 units; non-ASCII units are folded to 0x80.
    private func inspectUnits(_ chunk: UnsafeMutableBufferPointer<UInt8>) -> [Int] {
        var insertions: [Int] = []
        var index = 0
        if !sawBOMCheck {
            sawBOMCheck = true
            index = 2
        }
        let lowFirst = utf16Order == 1
        while index + 1 < chunk.count {
            let low = lowFirst ? chunk[index] : chunk[index + 1]
            let high = lowFirst ? chunk[index + 1] : chunk[index]
            let unit: UInt8 = high == 0 && low < 0x80 ? low : 0x80
            switch guardian.pointee.feed(unit) {
            case .keep: break
            case .blank:
                chunk[index] = lowFirst ? 0x20 : 0
                chunk[index + 1] = lowFirst ? 0 : 0x20
            case .insertSpace: insertions.append(index)
            }
            if guardian.pointee.refusal != nil {
                refusal = makeRefusal()
                return insertions
            }
            index += 2
        }
        return insertions
    }

    private func makeRefusal() -> XMLReadingError? {
        guard let detail = guardian.pointee.refusal else { return nil }
        let what = detail.name.isEmpty ? "an entity" : "the entity \"\(detail.name)\""
        return detail.isExternal
            ? XMLReadingError(
                code: .externalEntity,
                message: "the document declares \(what) as external; external entities are never resolved",
                line: detail.line, column: detail.column)
            : XMLReadingError(
                code: .entityDeclaration,
                message:
                    "the document declares \(what) in its DTD; entity declarations are refused because expanding them can exhaust memory and time",
                line: detail.line, column: detail.column)
    }
}
