import Foundation

/// Numbers the slots that read nested models, so that each read can keep one spare frame per
/// slot in a plain array (`ReadingState.spareFrames`): reading the next `<book>` then reuses the
/// frame of the previous one instead of allocating a frame and its model's storage again.
///
/// Slots are numbered once, when their description is compiled; the numbers only grow.
enum FramePool {
    /// Slots numbered from here on are not pooled.
    static let limit = 4096

    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    static func nextIndex() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count - 1
    }
}
