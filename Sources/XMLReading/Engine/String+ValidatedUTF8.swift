extension String {
    /// A `String` of UTF-8 that is known to be valid: the document's own bytes as the input layer
    /// validated them (whole runs of them, never cut inside a character), or other strings' UTF-8.
    ///
    /// Copied without `String(decoding:)`'s second validation where the standard library allows it
    /// (Swift 6.2's `UTF8Span`); debug builds (the tests) check the promise.
    @usableFromInline init(validatedUTF8 utf8: UnsafeBufferPointer<UInt8>) {
        #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                assert(String(validating: utf8, as: UTF8.self) != nil, "text that should be valid UTF-8 is not")
                self = String(copying: UTF8Span(unchecked: utf8.span))
                return
            }
        #endif
        self = String(decoding: utf8, as: UTF8.self)
    }
}
