/// Text for an ``ElementReader`` from a source of bytes (libxml2).
extension ReadingState {
    /// Passes a text run to the element reader and returns `true`, or returns `false` outside an
    /// element reader. The caller asked ``dropsText`` first, so the reader is not asked again
    /// whether it ignores the text.
    ///
    /// The `String` is copied from the bytes without validating them a second time: the input
    /// layer validated the document as UTF-8, and libxml2 hands over runs of it, whole characters
    /// from references, and the five predefined entities (the promise ``MarkupBytes/string``
    /// relies on too: `String(validatedUTF8:)`; debug builds check it).
    @inline(__always)
    mutating func readerCharacters(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .elementReader = mode else { return false }
        do {
            // Borrowed, not retained (`reader` owns the box).
            try Unmanaged.passUnretained(reader.unsafelyUnwrapped).withInstance {
                try $0.characters(String(validatedUTF8: utf8))
            }
        } catch {
            report(error)
        }
        return true
    }
}
