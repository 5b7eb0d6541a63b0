import Foundation

/// The hand-over between an async write item by item and the synchronous writer, which runs on a
/// thread of its own: the two take turns, so one piece of output (about 64 KiB) or one item is
/// in flight at a time and memory stays flat.
///
/// The writer thread tells what it has (``Event``: a piece of the document for the consumer, a
/// request for the next item, the end of the write) and waits until the async side answers with a
/// ``Command``; the async side never blocks a thread of the cooperative pool: it awaits the next
/// event through a continuation.
///
/// `@unchecked Sendable`: `event`, `command` and `waiter` are read and written only while
/// `condition` is locked; each side sends only after the other has answered, so at most one
/// event and one command are pending.
final class AsyncItemBridge<Item: Sendable>: @unchecked Sendable {
    /// What the writer thread has for the async side.
    enum Event: Sendable {
        /// A piece of the document, for the consumer.
        case bytes([UInt8])
        /// The ``Many`` of the items is ready for the next one.
        case needsItem
        /// The write is over, with its error or without.
        case finished((any Error)?)
    }

    /// What the async side tells the writer thread to do next.
    enum Command: Sendable {
        /// Go on writing (the consumer took the piece).
        case proceed
        /// Write this item.
        case item(Item)
        /// No more items: write what follows them and end the document.
        case end
        /// Stop with this error (the consumer or the caller's closure threw).
        case stop(any Error)
    }

    private let condition = NSCondition()
    private var event: Event?
    private var command: Command?
    private var waiter: CheckedContinuation<Event, Never>?

    /// Starts `write` on a thread of its own (8 MiB of stack, as the reading threads have); it is
    /// given the bridge and ends when the write does.
    func start(_ write: @escaping @Sendable (AsyncItemBridge) -> Void) {
        let thread = Thread { [self] in write(self) }
        thread.name = "XMLReading async write"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Writer side: posts `event` and waits for the answer.
    func post(_ event: Event) -> Command {
        deliver(event)
        condition.lock()
        while command == nil { condition.wait() }
        let command = self.command.unsafelyUnwrapped
        self.command = nil
        condition.unlock()
        return command
    }

    /// Writer side: posts the end of the write; nothing answers it.
    func finish(_ error: (any Error)?) {
        deliver(.finished(error))
    }

    private func deliver(_ event: Event) {
        condition.lock()
        if let waiter {
            self.waiter = nil
            condition.unlock()
            waiter.resume(returning: event)
        } else {
            self.event = event
            condition.unlock()
        }
    }

    /// Async side: the writer thread's next event.
    func next() async -> Event {
        await withCheckedContinuation { continuation in
            condition.lock()
            if let event {
                self.event = nil
                condition.unlock()
                continuation.resume(returning: event)
            } else {
                waiter = continuation
                condition.unlock()
            }
        }
    }

    /// Async side: answers the writer thread's last event and waits for its next one.
    func answer(_ command: Command) async -> Event {
        send(command)
        return await next()
    }

    /// Wakes the writer thread with `command` (synchronous: the lock is held for no more than a
    /// store and a signal).
    private func send(_ command: Command) {
        condition.lock()
        self.command = command
        condition.signal()
        condition.unlock()
    }
}
