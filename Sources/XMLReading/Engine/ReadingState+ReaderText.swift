/// Text for an ``ElementReader`` from a source of bytes (libxml2).
extension ReadingState {
    /// Passes a text run to the element reader as bytes (``TextRun``) and returns `true`, or
    /// returns `false` outside an element reader. The caller asked ``dropsText`` first, so the
    /// reader is not asked again whether it ignores the text.
    @inline(__always)
    mutating func readerCharacters(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .elementReader = mode else { return false }
        do { try reader.unsafelyUnwrapped.characters(TextRun(utf8: utf8)) } catch { report(error) }
        return true
    }
}
