import Foundation

/// Runs an action when the last copy of an iterator goes away (the consumer left the loop).
final class CancelOnRelease: Sendable {
    private let action: @Sendable () -> Void
    init(_ action: @escaping @Sendable () -> Void) { self.action = action }
    deinit { action() }
}

/// A bounded hand-over between the parser thread and the consumer.
///
/// `@unchecked Sendable`: every mutable field is read and written only while `condition` is locked.
final class StreamChannel<Object: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var buffer: [Object] = []
    private var head = 0
    private var started = false
    private var cancelled = false
    private var finished = false
    private var failure: (any Error)?
    private var waiting: CheckedContinuation<Object?, any Error>?
    private var stopInput: (@Sendable () -> Void)?

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Starts the producer on a thread of its own, once.
    func startIfNeeded(_ producer: @escaping @Sendable () -> Void) {
        condition.lock()
        let shouldStart = !started
        started = true
        condition.unlock()
        guard shouldStart else { return }
        let thread = Thread { producer() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Producer side: hands over one object, waiting while the buffer is full. Returns `false`
    /// when the consumer is gone, which stops the read.
    ///
    /// A waiting consumer is woken once half the buffer has filled, not for every object: waking a
    /// task costs far more than handing over an object, so objects travel in batches.
    func put(_ object: Object) -> Bool {
        condition.lock()
        while buffer.count - head >= capacity && !cancelled { condition.wait() }
        if cancelled {
            condition.unlock()
            return false
        }
        buffer.append(object)
        guard let waiting, buffer.count - head >= batch else {
            condition.unlock()
            return true
        }
        self.waiting = nil
        let first = popFirst()
        condition.unlock()
        waiting.resume(returning: first)
        return true
    }

    private var batch: Int { max(1, capacity / 2) }

    /// Producer side: hands a waiting consumer what is buffered now, batch or not (the producer
    /// is about to wait for its input).
    func flush() {
        condition.lock()
        guard let waiting, buffer.count > head else {
            condition.unlock()
            return
        }
        self.waiting = nil
        let first = popFirst()
        condition.unlock()
        waiting.resume(returning: first)
    }

    /// Removes the oldest buffered object; the lock is held.
    private func popFirst() -> Object {
        let object = buffer[head]
        head += 1
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.signal()
        return object
    }

    /// Producer side: the read ended, with an error or without.
    func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = cancelled ? nil : error
        guard let waiting = self.waiting else {
            condition.unlock()
            return
        }
        self.waiting = nil
        if head < buffer.count {
            let first = popFirst()
            condition.unlock()
            waiting.resume(returning: first)
            return
        }
        let failure = self.failure
        self.failure = nil
        condition.unlock()
        if let failure { waiting.resume(throwing: failure) } else { waiting.resume(returning: nil) }
    }

    /// Consumer side, without suspending: the next buffered object, if there is one.
    func takeBuffered() -> Object? {
        condition.lock()
        defer { condition.unlock() }
        return head < buffer.count ? popFirst() : nil
    }

    /// Consumer side: the next object, `nil` at the end, or the read's error.
    func take() async throws -> Object? {
        if let object = takeBuffered() { return object }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Object?, any Error>) in
            condition.lock()
            if head < buffer.count {
                let object = popFirst()
                condition.unlock()
                continuation.resume(returning: object)
            } else if finished || cancelled {
                let error = failure
                failure = nil
                condition.unlock()
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: nil) }
            } else {
                waiting = continuation
                condition.unlock()
            }
        }
    }

    /// The consumer is gone: wake and stop the producer, release a waiting consumer.
    func cancel() {
        condition.lock()
        cancelled = true
        let waiting = self.waiting
        self.waiting = nil
        let stop = stopInput
        stopInput = nil
        condition.broadcast()
        condition.unlock()
        waiting?.resume(returning: nil)
        stop?()
    }

    /// Stops the producer's input when the consumer goes away: a producer waiting for bytes that
    /// arrive over time (a download) would otherwise wait for them first. Set before the read.
    func stopInputOnCancel(_ stop: @escaping @Sendable () -> Void) {
        condition.lock()
        stopInput = stop
        let already = cancelled
        condition.unlock()
        if already { stop() }
    }
}
