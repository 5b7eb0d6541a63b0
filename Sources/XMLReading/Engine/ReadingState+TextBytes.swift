/// A value's text taken as the parser's bytes: libxml2's text runs are collected in one reusable
/// buffer, and the value is converted from the bytes at its end tag (``ScalarBytes``).
extension ReadingState {
    /// Takes text as UTF-8 bytes while a value's text is collected, and answers whether it did;
    /// otherwise the caller passes the text to ``characters(_:)``. An event source that holds
    /// bytes (libxml2's `characters`) so builds no `String` per text run.
    ///
    /// The bytes must be the document's UTF-8 as the input layer validated it (a character may be
    /// split between two calls, never replaced): the value reads them without validating them
    /// again. Text that came as a `String` before (a CDATA block) moves into the bytes first, and
    /// text that comes as a `String` after joins them (``characters(_:)``), so the order is kept.
    @inline(__always)
    mutating func collectText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .collectingText = mode else { return false }
        if !text.isEmpty {
            textBytes.append(text)
            text = ""
        }
        textBytes.append(utf8)
        return true
    }

    /// Converts and stores the text collected as bytes into the value's slot (the end tag of a
    /// `.text` level), and empties the buffer; a failure is reported at the text's start.
    mutating func storeTextBytes(slot: Int) {
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
}
