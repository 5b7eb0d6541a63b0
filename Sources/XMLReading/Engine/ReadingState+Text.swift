/// Text: one path for every text run, whichever parser read it. Both event sources hand over the
/// document's UTF-8 bytes (libxml2 its buffer, `XMLParser` its `String`'s contiguous UTF-8, with no
/// copy); CDATA blocks get their line ends normalized first.
///
/// The bytes are the document's UTF-8 as the input layer validated it (a character may be split
/// between two runs, never replaced), so wherever text becomes a `String` it is copied without a
/// second check (`String(validatedUTF8:)`; debug builds check it; `UncheckedTextTests`). That is
/// sound because the first error finishes the read before any later text arrives here.
extension ReadingState {
    /// A run of text: appended to a value's bytes (read at its end tag, ``ScalarBytes``), to the
    /// markup an ``XMLString`` keeps, to an ``AnyElements`` capture or a model's own text
    /// (``TextContent``), or given to an ``ElementReader``; dropped anywhere else without building
    /// a `String` (whitespace between elements, mostly). `string`: the same text as a `String`,
    /// when the parser built one (`XMLParser`), used where a `String` is wanted instead of a copy.
    @inline(__always)
    mutating func text(_ utf8: UnsafeBufferPointer<UInt8>, _ string: String? = nil) {
        // (No check of `isFinished`: a finished read's mode drops the text below.)
        if _slowPath(pendingCarriageReturn) { flushCarriageReturn() }
        switch mode {
        case .collectingText:
            textBytes.append(utf8)
        case .capturingXML:
            xmlWriter.text(utf8: utf8)
        case .reading:
            if let frame = ownTextReference?.takeUnretainedValue() {
                frame.ownText += Self.string(utf8, string)
            } else if hearsUnknown {
                heardText(utf8, string)
            }
        case .elementReader:
            // Borrowed, not retained (`reader` owns the box): asked for every text run.
            let box = Unmanaged.passUnretained(reader.unsafelyUnwrapped)
            guard !box.withInstance({ $0.ignoresText }) else { return }
            do {
                try box.withInstance { try $0.characters(Self.string(utf8, string)) }
            } catch {
                report(error)
            }
        case .capturingElement:
            capturedText += Self.string(utf8, string)
        case .ignoring(let depth):
            if nilDepth != 0, depth == 1, !utf8.isEmpty {
                do {
                    try heardInsideNil(.text, Self.string(utf8, string))
                } catch {
                    report(error)
                }
            }
        case .stopped, .failed:
            break
        }
    }

    /// The text run as a `String`: the parser's own, or one copied from the bytes. (Not `??`,
    /// which would copy the optional, and retain it, on every run.)
    @inline(__always)
    static func string(_ utf8: UnsafeBufferPointer<UInt8>, _ string: String?) -> String {
        if let string { return string }
        return String(validatedUTF8: utf8)
    }

    /// Converts and stores a value's collected bytes into its slot (the end tag of a `.text`
    /// level), and empties the buffer; a failure is reported at the text's start.
    mutating func storeText(slot: Int) {
        defer { textBytes.removeAll() }
        guard let frameReference = scopeReference else { return }
        do {
            try frameReference.withInstance { frame in
                try frame.tableReference.withInstance { table in
                    try table.slotReferences[slot].withInstance { entry in
                        try textBytes.withUnsafeBytes { try entry.storeScalarBytes(frame, $0) }
                    }
                }
            }
        } catch {
            report(error, line: textLine, column: textColumn)
        }
    }

    /// Whether ``start(_:attributes:unprefixed:)`` would not look at the next start tag's
    /// attributes: inside an ignored subtree or a value's text, once the root has started, in a
    /// document whose internal subset declares no attributes (declared ones are checked even
    /// there). An event source asks this first and builds no attribute list.
    var dropsAttributes: Bool {
        guard sawRoot, declaredAttributes == nil else { return false }
        switch mode {
        case .ignoring, .collectingText: return true
        default: return false
        }
    }

    /// Stores the text collected in `frame` since its last element as one run, and starts a new
    /// one (``Mixed``: the text before a case's element is stored first, so the content keeps its order).
    @inline(__always)
    func flushMixedText(of frame: ModelFrameBase) throws {
        guard !frame.ownText.isEmpty else { return }
        var run = ""
        swap(&run, &frame.ownText)
        try frame.table.text.unsafelyUnwrapped.store(frame, run)
    }

    // MARK: CDATA

    /// Both parsers hand CDATA over in raw blocks (libxml2's push parser does not apply XML's
    /// line-end normalization there, §2.11: CR LF and a lone CR read as LF); a CR ending a block
    /// waits for what follows.
    mutating func cdata(_ block: UnsafeRawBufferPointer) {
        guard !isFinished else { return }
        let block = block.bindMemory(to: UInt8.self)
        guard pendingCarriageReturn || block.contains(0x0D) else { return text(block) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(block.count + 1)
        var index = 0
        if pendingCarriageReturn {
            pendingCarriageReturn = false
            bytes.append(0x0A)
            if block.first == 0x0A { index = 1 }
        }
        var endsWithCarriageReturn = false
        while index < block.count {
            let byte = block[index]
            index += 1
            guard byte == 0x0D else {
                bytes.append(byte)
                continue
            }
            if index == block.count {
                endsWithCarriageReturn = true
            } else {
                bytes.append(0x0A)
                if block[index] == 0x0A { index += 1 }
            }
        }
        if !bytes.isEmpty { bytes.withUnsafeBufferPointer { text($0) } }
        // Set after the block's text went out, which would otherwise send it first.
        pendingCarriageReturn = endsWithCarriageReturn
    }

    /// Sends the carriage return a CDATA block ended with, as the LF it reads as (before the next
    /// event of any kind).
    @inline(never)
    mutating func flushCarriageReturn() {
        pendingCarriageReturn = false
        var lineFeed: UInt8 = 0x0A
        withUnsafePointer(to: &lineFeed) { text(UnsafeBufferPointer(start: $0, count: 1)) }
    }
}
