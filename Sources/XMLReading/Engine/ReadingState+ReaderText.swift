/// Text for an ``ElementReader`` from a source of bytes (libxml2).
extension ReadingState {
    /// Passes a text run to the element reader and returns `true`, or returns `false` outside an
    /// element reader. The caller asked ``dropsText`` first, so the reader is not asked again
    /// whether it ignores the text.
    ///
    /// The `String` is copied from the bytes without validating them a second time: the input
    /// layer validated the document as UTF-8, and libxml2 hands over runs of it, whole characters
    /// from references, and the five predefined entities (the promise ``MarkupBytes/string``
    /// relies on too; debug builds check it).
    @inline(__always)
    mutating func readerCharacters(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .elementReader = mode else { return false }
        do {
            // Borrowed, not retained (`reader` owns the box).
            try Unmanaged.passUnretained(reader.unsafelyUnwrapped).withInstance {
                try $0.characters(Self.readerText(utf8))
            }
        } catch {
            report(error)
        }
        return true
    }

    private static func readerText(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                assert(String(validating: utf8, as: UTF8.self) != nil, "text for an element reader is not UTF-8")
                return String(copying: UTF8Span(unchecked: utf8.span))
            }
        #endif
        return String(decoding: utf8, as: UTF8.self)
    }
}
