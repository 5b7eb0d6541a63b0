#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first stage of every read: pulls a document's bytes from its ``ByteSource`` and hands out
/// valid UTF-8 only, whatever the document's encoding.
///
/// - The encoding is found once, from the first chunk (``DocumentEncoding``); a byte order mark
///   is dropped.
/// - UTF-8 is checked (``UTF8Validator``) and handed out as it is; any other encoding is
///   converted piece by piece (``Transcoder``), so memory stays bounded for any size.
/// - The declaration's `encoding="…"` is rewritten, in place and at the same length, so that the
///   parser reads the UTF-8 it is given: `encoding="UTF-8"` padded with spaces, or spaces alone
///   when the original is shorter.
/// - Bytes that are not text in the encoding stop the read with
///   ``XMLReadingError/Code/invalidByteSequence``, naming the bytes, the encoding, and the line
///   and column (in characters of the decoded text). The text before them is handed out first,
///   so what the parser saw up to there still counts.
///
/// Chunks are always filled completely from the source (until it ends), whatever sizes its reads
/// return, so the same bytes from `Data`, a file or any `InputStream` are cut into the same chunks
/// and give the same outcome.
struct DecodingReader {
    private var reader: ByteReader
    private var encoding: DocumentEncoding?
    private var transcoder: Transcoder?
    private var validator = UTF8Validator()
    /// UTF-8: bytes that begin a character the next chunk ends. Other encodings: bytes read but
    /// not yet converted.
    private var input: UnsafeMutableBufferPointer<UInt8>
    private var inputStart = 0
    private var inputEnd = 0
    private var sourceEnded = false
    /// Decoded bytes handed out so far.
    private var delivered = 0
    /// What the declaration's `encoding="…"` is replaced by, and where.
    private var rewrite: (range: Range<Int>, bytes: [UInt8])?
    /// The error to report once the text before it has been handed out.
    private var pendingError: XMLReadingError?
    /// A source's failure that came with bytes before it: those are handed out first, and the
    /// failure is placed where their text ends.
    private var deferredSourceError: XMLReadingError?
    private(set) var error: XMLReadingError?

    /// The line and column after the text handed out so far.
    var position: XMLPosition { validator.position }

    /// Whether the XML declaration says `standalone="yes"`; known once the first text is handed out.
    var isStandalone: Bool { encoding?.isStandalone ?? false }

    init(_ source: ByteSource, capacity: Int) {
        reader = ByteReader(source)
        input = UnsafeMutableBufferPointer.allocate(capacity: capacity)
    }

    /// Frees the buffer and closes the source; call once, when the read is over.
    func close() {
        input.deallocate()
        reader.close()
    }

    /// Writes the next piece of UTF-8 text into `output`; returns its length, 0 at the end, or -1
    /// with ``error`` set.
    mutating func read(into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        if let pendingError {
            error = pendingError
            return -1
        }
        if error != nil { return -1 }
        var length: Int
        if encoding == nil {
            guard let first = start(output) else { return -1 }
            length = first
        } else if transcoder == nil {
            length = passOn(into: output, keeping: 0)
        } else {
            length = convert(into: output)
        }
        if length > 0, let rewrite { apply(rewrite, to: output, length: length) }
        if delivered == 0, length > 0, let nul = output[0..<min(length, 2)].firstIndex(of: 0) {
            // The parser would take a NUL among the first two bytes for UTF-16 or UTF-32 (every
            // such pattern of libxml2's has one there) and convert the text itself; XML forbids
            // the character anyway.
            let position = UTF8Validator().position(of: nul, in: UnsafeBufferPointer(rebasing: output[0..<nul]))
            error = XMLReadingError(
                code: .malformedXML,
                message: ParserErrorMessage.sentence(for: 9),
                line: position.line, column: position.column)
            return -1
        }
        delivered += max(length, 0)
        if length == 0, let pendingError {
            error = pendingError
            return -1
        }
        if length == 0, deferredSourceError != nil {
            error = takeDeferredSourceError()
            return -1
        }
        return length
    }

    /// Reads the first chunk, finds the encoding and hands out the first piece.
    private mutating func start(_ output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        // Enough for the encoding to be found, even from a source that hands over bytes as they
        // arrive: a byte order mark or the first characters, and the declaration up to its `?>`.
        let limit = output.count
        var count = fill(output, from: 0, atLeast: min(5, limit))
        while count >= 0, !sourceEnded, count < limit, deferredSourceError == nil,
            !Self.holdsWholeDeclaration(UnsafeBufferPointer(rebasing: output[0..<count]))
        {
            count = fill(output, from: count)
        }
        if count >= 0, deferredSourceError != nil,
            !Self.holdsWholeDeclaration(UnsafeBufferPointer(rebasing: output[0..<count]))
        {
            // The source failed before the encoding could be known.
            error = takeDeferredSourceError()
            return nil
        }
        if count < 0 { return nil }
        let detected: DocumentEncoding
        do {
            detected = try DocumentEncoding.detect(
                UnsafeBufferPointer(rebasing: output[0..<count]), charset: reader.charset)
        } catch {
            self.error = error
            return nil
        }
        encoding = detected
        if let range = detected.declarationRewrite {
            let replacement = Array("encoding=\"UTF-8\"".utf8)
            let bytes =
                range.count >= replacement.count
                ? replacement + Array(repeating: UInt8(ascii: " "), count: range.count - replacement.count)
                : Array(repeating: UInt8(ascii: " "), count: range.count)
            rewrite = (range, bytes)
        }
        let mark = detected.byteOrderMarkLength
        guard let name = detected.converterName else {
            // UTF-8: drop the mark and check what is there.
            if mark > 0 { memmove(output.baseAddress!, output.baseAddress! + mark, count - mark) }
            return passOn(into: output, keeping: count - mark)
        }
        guard let transcoder = Transcoder(from: name) else {
            error = XMLReadingError(
                code: .unsupportedEncoding,
                message: "this system cannot convert \(detected.name); convert the document to UTF-8",
                line: 1, column: 1)
            return nil
        }
        self.transcoder = transcoder
        // The bytes read so far are the converter's input.
        let kept = min(count - mark, input.count)
        input.baseAddress!.update(from: output.baseAddress! + mark, count: kept)
        inputEnd = kept
        return convert(into: output)
    }

    /// The source's failure, placed where the text handed out so far ends (its message names the
    /// source).
    private mutating func takeDeferredSourceError() -> XMLReadingError? {
        defer { deferredSourceError = nil }
        // Before any text, the failure has no place in the document (a directory, an unreadable file).
        let placed = position.line > 1 || position.column > 1
        return deferredSourceError.map { failure in
            XMLReadingError(
                code: failure.code, message: failure.message, line: placed ? position.line : 0,
                column: placed ? position.column : 0, underlyingError: failure.underlyingError)
        }
    }

    /// Whether the first bytes of a document are enough to find its encoding: they do not begin an
    /// XML declaration (`<?xml`, in any encoding Appendix F names, with NULs of UTF-16 and UTF-32
    /// left out), or they hold its end, `?>` (EBCDIC `6F 6E`).
    static func holdsWholeDeclaration(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ebcdic = bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94])
        var text: [UInt8] = []
        for byte in bytes where byte != 0 { text.append(byte) }
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
        if text.starts(with: [0xFE, 0xFF]) || text.starts(with: [0xFF, 0xFE]) { text.removeFirst(2) }
        let opening: [UInt8] = ebcdic ? [0x4C, 0x6F, 0xA7, 0x94, 0x93] : Array("<?xml".utf8)
        guard text.starts(with: opening.prefix(min(text.count, opening.count))) else { return true }
        let close: (UInt8, UInt8) = ebcdic ? (0x6F, 0x6E) : (0x3F, 0x3E)
        for index in text.indices.dropFirst(2).dropLast() where text[index] == close.0 && text[index + 1] == close.1 {
            return true
        }
        return false
    }

    /// UTF-8: fills `output` after the `kept` bytes already there (and the held-back bytes of a
    /// split character), checks it and hands out its whole characters.
    private mutating func passOn(into output: UnsafeMutableBufferPointer<UInt8>, keeping kept: Int) -> Int {
        var count = kept
        if inputEnd > 0 {
            output.baseAddress!.advanced(by: count).update(from: input.baseAddress!, count: inputEnd)
            count += inputEnd
            inputEnd = 0
        }
        var text: UnsafeBufferPointer<UInt8>
        var outcome: UTF8Validator.Outcome
        // From a source that hands over bytes as they arrive, the bytes already here are enough to
        // go on with, unless they end inside a character: then read on until one is whole.
        var enough = max(count, 1)
        repeat {
            let read = fill(output, from: count, atLeast: enough)
            if read < 0 { return -1 }
            count = read
            enough = count + 1
            text = UnsafeBufferPointer(rebasing: output[0..<count])
            outcome = validator.validate(text, isLast: sourceEnded)
        } while outcome.isEmptyButMoreToCome && !sourceEnded && count < output.count && deferredSourceError == nil
        switch outcome {
        case .valid(let length):
            let tail = count - length
            if tail > 0 { input.baseAddress!.update(from: output.baseAddress! + length, count: tail) }
            inputEnd = tail
            return length
        case .invalid(let offset, let length):
            pendingError = invalid(
                UnsafeBufferPointer(rebasing: text[offset..<offset + length]),
                at: validator.position(of: offset, in: text))
            _ = validator.validate(UnsafeBufferPointer(rebasing: text[0..<offset]), isLast: false)
            return offset
        }
    }

    /// Any other encoding: converts into `output` until it is full or the input ends.
    private mutating func convert(into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let transcoder else { return -1 }
        var produced = 0
        var needsMore = inputStart == inputEnd
        while produced < output.count {
            if needsMore {
                if sourceEnded {
                    if inputStart < inputEnd {
                        // The input ends inside a character.
                        setPendingError(
                            bytes: UnsafeBufferPointer(rebasing: input[inputStart..<inputEnd]), output: output,
                            produced: produced)
                        break
                    }
                    produced += transcoder.finish(into: UnsafeMutableBufferPointer(rebasing: output[produced...]))
                    break
                }
                // A source that hands over bytes as they arrive: pass on what is converted
                // rather than wait for more.
                if produced > 0, !reader.hasBytesNow { break }
                // The source failed after the bytes converted so far: hand their text out first
                // (`read` reports the failure once nothing is left).
                if deferredSourceError != nil { break }
                let left = inputEnd - inputStart
                if inputStart > 0, left > 0 { memmove(input.baseAddress!, input.baseAddress! + inputStart, left) }
                inputStart = 0
                inputEnd = left
                let filled = fill(input, from: left)
                if filled < 0 { return -1 }
                if filled == left, deferredSourceError != nil { break }
                inputEnd = filled
                needsMore = false
                continue
            }
            let result = transcoder.convert(
                UnsafeBufferPointer(rebasing: input[inputStart..<inputEnd]),
                into: UnsafeMutableBufferPointer(rebasing: output[produced...]))
            inputStart += result.consumed
            produced += result.produced
            switch result.stop {
            case .inputUsed, .incomplete:
                needsMore = true
            case .outputFull:
                if produced == 0 {
                    // Not even one character fits: only with a buffer of a few bytes.
                    return -1
                }
            case .invalid:
                let length = Transcoder.invalidSequenceLength(
                    in: transcoder.name, UnsafeBufferPointer(rebasing: input[inputStart..<inputEnd]))
                setPendingError(
                    bytes: UnsafeBufferPointer(rebasing: input[inputStart..<inputStart + length]), output: output,
                    produced: produced)
            }
            if result.stop == .outputFull || result.stop == .invalid { break }
        }
        // The converter writes UTF-8; checking it keeps the position and guards the parser.
        let text = UnsafeBufferPointer(rebasing: output[0..<produced])
        if case .invalid(let offset, _) = validator.validate(text, isLast: true) {
            let position = validator.position(of: offset, in: text)
            pendingError = XMLReadingError(
                code: .invalidByteSequence,
                message: "the document holds a sequence that is not a character in \(encodingName)",
                line: position.line, column: position.column)
            _ = validator.validate(UnsafeBufferPointer(rebasing: text[0..<offset]), isLast: true)
            return offset
        }
        return produced
    }

    private mutating func setPendingError(
        bytes: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, produced: Int
    ) {
        // The position is where the converted text so far ends.
        var counter = validator
        _ = counter.validate(UnsafeBufferPointer(rebasing: output[0..<produced]), isLast: true)
        pendingError = invalid(bytes, at: counter.position)
    }

    private var encodingName: String { encoding?.name ?? "UTF-8" }

    private func invalid(_ bytes: UnsafeBufferPointer<UInt8>, at position: XMLPosition) -> XMLReadingError {
        let hex = bytes.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let what = hex.count == 1 ? "the byte \(hex[0])" : "the bytes \(hex.joined(separator: " "))"
        let verb = hex.count == 1 ? "is" : "are"
        return XMLReadingError(
            code: .invalidByteSequence, message: "\(what) \(verb) not a character in \(encodingName)",
            line: position.line, column: position.column)
    }

    /// Replaces the part of the declaration's `encoding="…"` that falls into this piece.
    private func apply(
        _ rewrite: (range: Range<Int>, bytes: [UInt8]), to output: UnsafeMutableBufferPointer<UInt8>, length: Int
    ) {
        let piece = delivered..<delivered + length
        let overlap = rewrite.range.clamped(to: piece)
        for offset in overlap {
            output[offset - delivered] = rewrite.bytes[offset - rewrite.range.lowerBound]
        }
    }

    /// Reads from the source into `buffer` after its first `start` bytes until it is full or the
    /// source ends; returns the bytes now in the buffer, or -1 with ``error`` set. A source that
    /// hands over bytes as they arrive (an async sequence) stops the filling early, once `atLeast`
    /// bytes are there and it has no more at once: objects are then read as their bytes come.
    private mutating func fill(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, from start: Int, atLeast: Int? = nil
    ) -> Int {
        if deferredSourceError != nil {
            if start > 0 { return start }
            error = takeDeferredSourceError()
            return -1
        }
        var count = start
        let enough = atLeast ?? start + 1
        while !sourceEnded, count < buffer.count {
            if count >= enough, !reader.hasBytesNow { break }
            let read = reader.read(into: buffer.baseAddress! + count, capacity: buffer.count - count)
            if read < 0 {
                deferredSourceError = reader.error
                // A source that hands over bytes as they arrive keeps what it read before the
                // failure, and the failure waits until the text before it is handed out (its
                // position is known only then); the others fail at once, as they always have.
                if reader.deliversAsItArrives { return count }
                error = takeDeferredSourceError()
                return -1
            }
            if read == 0 { sourceEnded = true }
            count += read
        }
        return count
    }
}
