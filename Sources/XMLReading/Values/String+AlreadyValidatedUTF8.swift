extension String {
    /// A `String` copied from UTF-8 that is known to be valid, without validating it again:
    /// the document's own text (the input layer validated it, and libxml2 hands over runs of it,
    /// whole characters from references, and the five predefined entities) or the UTF-8 of
    /// strings. Debug builds (the tests) check the promise.
    ///
    /// `String(alreadyValidatedUTF8: bytes)` costs a copy; `String(decoding:as:)` also validates.
    package init(alreadyValidatedUTF8 utf8: UnsafeBufferPointer<UInt8>) {
        #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                assert(String(validating: utf8, as: UTF8.self) != nil, "text that should be UTF-8 is not")
                self.init(copying: UTF8Span(unchecked: utf8.span))
                return
            }
        #endif
        self.init(decoding: utf8, as: UTF8.self)
    }
}
