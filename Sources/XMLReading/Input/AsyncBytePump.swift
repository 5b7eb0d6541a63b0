import Foundation

/// Moves the bytes of an `AsyncSequence` to a parser that reads them synchronously.
///
/// A task pulls the sequence and fills a bounded buffer (64 KiB): when the buffer is full it waits
/// for the parser, and the parser waits for the task when the buffer is empty, so memory stays flat
/// however long the sequence is. A sequence of single bytes hands each byte over at once (a lock
/// per byte: a batch could hold back the last bytes of an object while the sequence pauses), so a
/// sequence of chunks (`Data`) is faster. Closing the pump (the read is over, or stopped early)
/// cancels the task; a sequence that ignores cancellation and never yields again keeps its task
/// (and its thread) until it does.
///
/// `@unchecked Sendable`: every mutable field is read and written only while `condition` is
/// locked, except ``starving``, which the reading thread sets before its read starts and alone
/// reads.
final class AsyncBytePump: @unchecked Sendable {
    private static let capacity = 64 * 1024

    private let condition = NSCondition()
    private var buffer: [UInt8] = []
    private var head = 0
    private var finished = false
    private var closed = false
    private var failure: (any Error)?
    private var task: Task<Void, Never>?
    private let start: @Sendable (AsyncBytePump) -> Task<Void, Never>
    /// Called by the reading thread when it is about to wait for bytes; set before the read
    /// starts (``XMLObjectStream`` hands over the objects it holds).
    var starving: (@Sendable () -> Void)?

    /// A pump over a sequence of bytes.
    init<Bytes: AsyncSequence & Sendable>(bytes: Bytes) where Bytes.Element == UInt8 {
        start = { pump in
            pump.run {
                for try await byte in bytes {
                    guard pump.put(CollectionOfOne(byte)) else { return }
                }
            }
        }
    }

    /// A pump over a sequence of chunks of bytes (`Data`, `[UInt8]`, …).
    init<Chunks: AsyncSequence & Sendable>(chunks: Chunks) where Chunks.Element: Sequence<UInt8> {
        start = { pump in
            pump.run {
                for try await chunk in chunks {
                    guard pump.put(chunk) else { return }
                }
            }
        }
    }

    /// Runs `pull` in a task: on a thread of its own where task executors exist, so that a read
    /// blocked on the pump never waits for a thread of the shared pool.
    private func run(_ pull: @escaping @Sendable () async throws -> Void) -> Task<Void, Never> {
        let body: @Sendable () async -> Void = { [self] in
            do {
                try await pull()
                finish(nil)
            } catch {
                finish(error)
            }
        }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let executor = ThreadExecutor(name: "XMLReading async bytes")
            return Task(executorPreference: executor) {
                await body()
                executor.stop()
            }
        }
        return Task.detached { await body() }
    }

    /// Producer side: appends bytes, waiting while the buffer is full. `false` once the pump is
    /// closed, which ends the pull.
    private func put(_ bytes: some Sequence<UInt8>) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while buffer.count - head >= Self.capacity && !closed { condition.wait() }
        if closed { return false }
        // Bytes already read go before new ones come in, so the buffer never holds more than
        // what is unread plus one piece.
        if head > 0 {
            buffer.removeFirst(head)
            head = 0
        }
        buffer.append(contentsOf: bytes)
        condition.broadcast()
        return true
    }

    private func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        // The cancellation `close()` caused is no failure; any other error is, a cancellation
        // from upstream included.
        if !(closed && error is CancellationError) { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Parser side: copies up to `capacity` bytes into `destination`, waiting for them; 0 at the
    /// end of the sequence, -1 when it failed (``error`` says how).
    func read(into destination: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        if task == nil && !closed { task = start(self) }
        if head == buffer.count && !finished && !closed, let starving {
            // The reader is about to wait for bytes: what it has read so far goes out first
            // (a stream's consumer gets the objects before the next bytes arrive).
            condition.unlock()
            starving()
            condition.lock()
        }
        while head == buffer.count && !finished && !closed { condition.wait() }
        let count = min(capacity, buffer.count - head)
        if count == 0 { return failure == nil ? 0 : -1 }
        buffer.withUnsafeBufferPointer { bytes in
            destination.update(from: bytes.baseAddress! + head, count: count)
        }
        head += count
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return count
    }

    /// Whether ``read(into:capacity:)`` would return at once: bytes are buffered, or the sequence
    /// has ended.
    var hasBytesNow: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head < buffer.count || finished || closed
    }

    /// What ended the sequence with an error, for the read's message.
    var error: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// The read is over: stops the pull and frees the buffer.
    func close() {
        condition.lock()
        closed = true
        let task = self.task
        buffer = []
        head = 0
        condition.broadcast()
        condition.unlock()
        task?.cancel()
    }
}
