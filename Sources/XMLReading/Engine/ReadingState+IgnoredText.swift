/// Text and attributes the reader drops, known before the parser's bytes are made `String`s.
extension ReadingState {
    /// Whether ``characters(_:)`` would drop text now: between the elements of models (no
    /// ``TextContent`` open), in an ignored subtree, where an ``ElementReader`` ignores text, or
    /// after the read stopped. An event source
    /// that holds bytes asks this first and builds no `String` for such text (whitespace between
    /// elements, mostly).
    ///
    /// (`mutating get`: asking the reader from a method of the whole state that could not write
    /// would copy the state first, and the reader with it.)
    var dropsText: Bool {
        mutating get {
            switch mode {
            case .reading: ownTextReference == nil
            case .ignoring, .stopped, .failed: true
            // Borrowed, not retained (`reader` owns the box): asked for every text run.
            case .elementReader: Unmanaged.passUnretained(reader.unsafelyUnwrapped).withInstance { $0.ignoresText }
            case .collectingText, .capturingXML, .capturingElement: false
            }
        }
    }

    /// Whether ``start(_:attributes:)`` would not look at the next start tag's attributes: inside
    /// an ignored subtree or a value's text, once the root has started, in a document whose
    /// internal subset declares no attributes (declared ones are checked even there). An event
    /// source that holds bytes asks this first and builds no attribute list.
    var dropsAttributes: Bool {
        guard sawRoot, declaredAttributes == nil else { return false }
        switch mode {
        case .ignoring, .collectingText: return true
        default: return false
        }
    }
}
