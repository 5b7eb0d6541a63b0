/// ``Mixed``: the text read before a case's element is stored first, so that the content keeps
/// its order.
extension ReadingState {
    /// Stores the text collected in `frame` since its last element as one run, and starts a new one.
    @inline(__always)
    func flushMixedText(of frame: ModelFrameBase) throws {
        guard !frame.ownText.isEmpty else { return }
        var run = ""
        swap(&run, &frame.ownText)
        try frame.table.text.unsafelyUnwrapped.store(frame, run)
    }
}
