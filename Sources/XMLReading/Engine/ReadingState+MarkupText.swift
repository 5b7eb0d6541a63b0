/// Text kept as markup, taken as the parser's bytes.
extension ReadingState {
    /// Takes text as UTF-8 bytes when an ``XMLString`` keeps it as markup, and answers whether it
    /// did; otherwise the caller passes the text to ``characters(_:)``. An event source that holds
    /// bytes (libxml2's `characters`) so builds no `String` for text that would only be copied into
    /// the markup.
    ///
    /// The bytes must be the document's UTF-8 as the input layer validated it (a character may be
    /// split between two calls, never replaced): the markup becomes a `String` without being
    /// validated again.
    mutating func keepAsMarkup(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .capturingXML = mode else { return false }
        xmlWriter.text(utf8: utf8)
        return true
    }
}
