import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stream `XMLParser` reads from: it pulls valid UTF-8 from a ``DecodingReader`` and passes
/// it through the ``InputGuard`` on its way to the parser.
///
/// Feeding `XMLParser` a stream (never `XMLParser(data:)`) is what lets documents larger than
/// 10,000,000 bytes work on Linux, where `XMLParser(data:)` refuses them, and keeps memory bounded
/// for files.
final class GuardedInputStream: InputStream {
    private static let chunkSize = 128 * 1024

    private var decoder: DecodingReader
    /// The guard, in memory of its own: a stored `var` of a class is checked for exclusive access
    /// at run time on every use, and the guard is used for every byte outside plain text.
    private let guardian: OwnedStorage<InputGuard>
    private var status = Stream.Status.notOpen
    /// The largest chunk handed to the parser: `chunkSize`, or less for a small document whose
    /// size is known (a 128 KiB allocation per read would cost a small document more than its parse).
    private let bufferSize: Int
    /// Output that did not fit the caller's buffer (only after insertions).
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var sourceEnded = false

    /// Why the stream stopped early, if it did: a refused declaration, or bytes that are not text
    /// in the document's encoding.
    private(set) var refusal: XMLReadingError?

    /// Set by the reader to stop the parse at the stream's next read, instead of
    /// `XMLParser.abortParsing()`, which is not safe in every callback (called after an encoding
    /// error, Foundation on Linux crashes).
    var isStopped = false

    /// True when every character read so far was whitespace.
    var sawOnlyWhitespace: Bool { guardian.value.sawOnlyWhitespace }

    /// How many times the parser has reported a processing instruction target that starts with
    /// `xml` (libxml2's code 64).
    private var xmlTargetReports = 0

    /// Whether an error the parser reports, by its code, is one of libxml2's warnings, which
    /// Foundation reports as errors although the parse goes on (``ParserErrorMessage/isWarning(_:)``).
    /// Code 64 is a warning for a target that only starts with `xml` (`<?xmla?>`) and an error for
    /// the reserved `xml` itself, in any case: the guard counted the targets that start with `xml`
    /// (not the XML declaration, nor `xml-stylesheet` or `xml-model`), and the parser reports
    /// them in the same order. Call it once per report.
    func isParserWarning(_ code: Int) -> Bool {
        if ParserErrorMessage.isWarning(code) { return true }
        guard code == 64 else { return false }
        xmlTargetReports += 1
        guard let first = guardian.value.firstReservedTarget else { return true }
        return xmlTargetReports - 1 < first
    }

    /// The line and column after the text handed to the parser so far.
    var endPosition: XMLPosition { decoder.position }

    /// Expands entity references once the internal subset has declared entities.
    private var expander: EntityExpander?
    private var expansionRefusal: XMLReadingError?
    private let policy: DTDPolicy?

    /// A stream over `source` that reads what `policy` allows of the internal subset (`nil`: none of it).
    init(_ source: ByteSource, policy: DTDPolicy?) {
        self.policy = policy
        // Four times the size holds any document converted to UTF-8 (no encoding takes more than
        // four times as many bytes in UTF-8), so an input of known size is cut into the same
        // chunks as the same bytes from a stream.
        bufferSize = max(16, min(Self.chunkSize, (source.sizeHint ?? Self.chunkSize) * 4))
        decoder = DecodingReader(source, capacity: bufferSize)
        guardian = OwnedStorage(InputGuard(policy: policy))
        super.init(data: Data())
    }

    deinit {
        decoder.close()
    }

    override func open() { status = .open }

    override func close() { status = .closed }

    override var streamStatus: Stream.Status { status }

    override var hasBytesAvailable: Bool { status == .open }

    override var streamError: Error? { refusal }

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
        guard refusal == nil, !isStopped, status == .open, len > 0 else { return -1 }
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
            if let expansionRefusal {
                refusal = expansionRefusal
                status = .error
                return -1
            }
            if sourceEnded {
                status = .atEnd
                return 0
            }
            let chunkStart = decoder.position
            // The text is decoded straight into the caller's buffer and checked there: most chunks
            // go to the parser as they are, without another copy.
            let total = decoder.read(into: UnsafeMutableBufferPointer(start: buffer, count: min(bufferSize, len)))
            if total < 0 {
                refusal = decoder.error
                status = .error
                return -1
            }
            if total == 0 {
                sourceEnded = true
                continue
            }
            let chunk = UnsafeMutableBufferPointer(start: buffer, count: total)
            if decoder.isStandalone, !guardian.value.isStandalone { guardian.value.isStandalone = true }
            let insertions = inspect(chunk)
            if refusal != nil {
                status = .error
                return -1
            }
            if expander == nil, let policy, guardian.value.subsetEnded, !guardian.value.entities.isEmpty {
                expander = EntityExpander(entities: guardian.value.entities, policy: policy, position: chunkStart)
            }
            if insertions.isEmpty && expander == nil { return total }
            // Rare: a processing instruction without data, or entities to expand. The chunk is
            // copied out of the caller's buffer, which the next pass fills from `pending`.
            var output: [UInt8] = []
            var previous = 0
            for offset in insertions {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[previous..<offset]))
                output.append(0x20)
                previous = offset
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[previous...]))
            guard expander != nil else {
                pending.append(contentsOf: output)
                continue
            }
            var problem: EntityExpander.Problem?
            output.withUnsafeBufferPointer { text in
                do throws(EntityExpander.Problem) {
                    try expander!.expand(text, into: &pending)
                } catch {
                    problem = error
                }
            }
            if let problem {
                // The text expanded before the problem goes to the parser first, so the refusal
                // names the element it happened in.
                expansionRefusal = XMLReadingError(
                    code: problem.code, message: problem.message, line: expander!.line, column: expander!.column)
            }
        }
    }

    /// Runs the guard over bytes, blanking in place; returns the offsets that need a space inserted.
    private func inspect(_ chunk: UnsafeMutableBufferPointer<UInt8>) -> [Int] {
        var insertions: [Int] = []
        var index = 0
        let base = chunk.baseAddress!
        // Where the next '!' and '?' are, found once per stretch of text.
        var nextBang = -1
        var nextQuestion = -1
        while index < chunk.count {
            if case .text = guardian.value.state {
                // The hot loop. In text only "<!" and "<?" need the guard, and '!' and '?' are rare
                // where '<' starts every tag: find the next of either, then look at the byte before.
                if nextBang < index { nextBang = Self.offset(of: 0x21, in: chunk, from: index) }
                if nextQuestion < index { nextQuestion = Self.offset(of: 0x3F, in: chunk, from: index) }
                let candidate = min(nextBang, nextQuestion)
                if candidate == chunk.count {
                    // A '<' ending the chunk may start "<!" or "<?" in the next one.
                    if chunk[chunk.count - 1] == UInt8(ascii: "<") { _ = guardian.value.feed(UInt8(ascii: "<")) }
                    return insertions
                }
                guard candidate > index, chunk[candidate - 1] == UInt8(ascii: "<") else {
                    index = candidate + 1
                    continue
                }
                index = candidate - 1
            } else if let target = guardian.value.skippableUntil {
                guard let found = memchr(base + index, Int32(target), chunk.count - index) else {
                    guardian.value.skipped(UnsafeBufferPointer(rebasing: chunk[index...]))
                    return insertions
                }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if position > index { guardian.value.skipped(UnsafeBufferPointer(rebasing: chunk[index..<position])) }
                index = position
            }
            switch guardian.value.feed(chunk[index]) {
            case .keep: break
            case .blank: chunk[index] = 0x20
            case .insertSpace: insertions.append(index)
            }
            if guardian.value.refusal != nil {
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

    private func makeRefusal() -> XMLReadingError? {
        guard let detail = guardian.value.refusal else { return nil }
        switch detail.kind {
        case .entity(let name, let isExternal):
            let what = name.isEmpty ? "an entity" : "the entity \"\(name)\""
            return isExternal
                ? XMLReadingError(
                    code: .externalEntity,
                    message: "the document declares \(what) as external; external entities are never resolved",
                    line: detail.line, column: detail.column)
                : XMLReadingError(
                    code: .entityDeclaration,
                    message:
                        "the document declares \(what) in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)",
                    line: detail.line, column: detail.column)
        case .problem(let code, let message):
            return XMLReadingError(code: code, message: message, line: detail.line, column: detail.column)
        }
    }

    /// Whether the XML declaration says `standalone="yes"`.
    var isStandalone: Bool { guardian.value.isStandalone }

    /// Whether the internal subset holds a parameter-entity reference (never read).
    var sawParameterReference: Bool { guardian.value.sawParameterReference }

    /// The attribute defaults of the internal subset; complete once the root element is read.
    var attributeDefaults: AttributeDefaults { guardian.value.attributeDefaults }
}
