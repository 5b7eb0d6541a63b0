import Foundation

/// Objects read one at a time as their end tags arrive, as an `AsyncSequence`.
///
/// ```swift
/// for try await book in XMLReader.stream(of: Book.self, element: "book", from: url) {
///     print(book.title)
///     if book.id == 42 { break }            // stops the read; the parser thread ends promptly
/// }
/// ```
///
/// The document is parsed on a thread of its own (Foundation's `XMLParser` blocks while it reads)
/// and handed over through a small buffer (64 objects unless `bufferSize` says otherwise; the
/// consumer is woken once half of it has filled, so objects travel in batches). When the buffer is
/// full, the parser waits (back-pressure), so memory stays flat however large the document is and
/// however slow the consumer. Leaving the loop or cancelling the task stops the parser. Errors
/// arrive as ``XMLReadingError`` after the objects read before them.
public struct XMLObjectStream<Object: XMLReadable & Sendable>: AsyncSequence, Sendable {
    /// The objects read, one per matching element: `Book` in `stream(of: Book.self, …)`.
    public typealias Element = Object

    let source: @Sendable () throws(XMLReadingError) -> ByteSource
    let element: XMLName
    let options: ReadingOptions
    let bufferSize: Int

    /// Starts a read; each `for try await` loop over the stream reads the document once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(channel: StreamChannel(capacity: bufferSize), stream: self)
    }

    /// Produces the objects of an ``XMLObjectStream``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let channel: StreamChannel<Object>
        let stream: XMLObjectStream
        private let guardian: CancelOnRelease
        private var started = false

        init(channel: StreamChannel<Object>, stream: XMLObjectStream) {
            self.channel = channel
            self.stream = stream
            self.guardian = CancelOnRelease { channel.cancel() }
        }

        /// The next object, `nil` at the end of the document, or the read's error.
        public mutating func next() async throws -> Object? {
            if started, let object = channel.takeBuffered() { return object }
            started = true
            channel.startIfNeeded { [stream, channel] in
                do {
                    let source = try stream.source()
                    let root = RootMatcher(entries: [stream.element: .reading(Object.self)], firstOnly: false) {
                        frame in
                        channel.put(unsafeDowncast(frame, to: ModelFrame<Object>.self).take())
                    }
                    try ReadingEngine.read(source, root: root, options: stream.options)
                    channel.finish(nil)
                } catch {
                    channel.finish(error)
                }
            }
            let channel = self.channel
            return try await withTaskCancellationHandler {
                try await channel.take()
            } onCancel: {
                channel.cancel()
            }
        }
    }
}

/// Carries a value the caller gave away (`sending`) to the parser thread.
///
/// `@unchecked Sendable`: the value was passed as `sending`, so no other code uses it; only the
/// parser thread touches it afterwards.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

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
        condition.broadcast()
        condition.unlock()
        waiting?.resume(returning: nil)
    }
}

extension XMLReader {
    /// Reads every element named `element` in a file as a `T`, one at a time, as an
    /// `AsyncSequence` with back-pressure; see ``XMLObjectStream``.
    public static func stream<T: XMLReadable & Sendable>(
        of type: T.Type, element: XMLName, from url: URL, options: ReadingOptions = ReadingOptions(),
        bufferSize: Int = 64
    ) -> XMLObjectStream<T> {
        XMLObjectStream(
            source: { () throws(XMLReadingError) in try ByteSource.file(at: url) }, element: element, options: options,
            bufferSize: bufferSize)
    }

    /// Reads every element named `element` in `data` as a `T`, one at a time, as an `AsyncSequence`.
    public static func stream<T: XMLReadable & Sendable>(
        of type: T.Type, element: XMLName, from data: Data, options: ReadingOptions = ReadingOptions(),
        bufferSize: Int = 64
    ) -> XMLObjectStream<T> {
        XMLObjectStream(
            source: { () throws(XMLReadingError) in .data(data) }, element: element, options: options,
            bufferSize: bufferSize)
    }

    /// Reads every element named `element` from an input stream as a `T`, one at a time, as an
    /// `AsyncSequence`. The stream is read on the parser's thread.
    public static func stream<T: XMLReadable & Sendable>(
        of type: T.Type, element: XMLName, from stream: sending InputStream, options: ReadingOptions = ReadingOptions(),
        bufferSize: Int = 64
    ) -> XMLObjectStream<T> {
        let box = UncheckedBox(stream)
        return XMLObjectStream(
            source: { () throws(XMLReadingError) in .stream(box.value) }, element: element, options: options,
            bufferSize: bufferSize)
    }

    /// Reads every element named `element` in `xml` as a `T`, one at a time, as an `AsyncSequence`.
    public static func stream<T: XMLReadable & Sendable>(
        of type: T.Type, element: XMLName, from xml: String, options: ReadingOptions = ReadingOptions(),
        bufferSize: Int = 64
    ) -> XMLObjectStream<T> {
        XMLObjectStream(
            source: { () throws(XMLReadingError) in .text(xml) }, element: element, options: options,
            bufferSize: bufferSize)
    }
}
