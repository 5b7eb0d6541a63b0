/// Text the reader drops, known before the text is made a `String`.
extension ReadingState {
    /// Whether ``characters(_:)`` would drop text now: between the elements of models (no
    /// ``TextContent`` open), in an ignored subtree, or after the read stopped. An event source
    /// that holds bytes asks this first and builds no `String` for such text (whitespace between
    /// elements, mostly).
    var dropsText: Bool {
        switch mode {
        case .reading: ownTextReference == nil
        case .ignoring, .stopped, .failed: true
        case .collectingText, .elementReader, .capturingXML, .capturingElement: false
        }
    }
}
