import Foundation

/// Objects read one at a time as their end tags arrive, as an `AsyncSequence`.
///
/// ```swift
/// for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: url) {
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
    /// The objects read, one per matching element: `Book` in `stream(ofType: Book.self, …)`.
    public typealias Element = Object

    let input: XMLInput
    let element: XMLName
    let options: ReadingOptions
    let bufferSize: Int

    /// Starts a read; each `for try await` loop over the stream reads the document again from
    /// its input. An input made from an `InputStream` is read once: a second loop over its stream
    /// throws ``XMLReadingError/Code/inputUnavailable`` at its first `next()`.
    ///
    /// ```swift
    /// var books = XMLReader.stream(ofType: Book.self, element: "book", from: url).makeAsyncIterator()
    /// let first = try await books.next()
    /// ```
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(channel: StreamChannel(capacity: bufferSize), stream: self)
    }

    /// Produces the objects of an ``XMLObjectStream``.
    ///
    /// `for try await book in stream { … }` uses one; ``next()`` is the same by hand.
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
        ///
        /// `while let book = try await iterator.next() { print(book.title) }`
        public mutating func next() async throws -> Object? {
            if started, let object = channel.takeBuffered() { return object }
            started = true
            channel.startIfNeeded { [stream, channel] in
                do {
                    let source = try stream.input.open()
                    // Bytes that arrive over time: objects go out whenever the read waits for more.
                    if case .async(let pump) = source.kind {
                        pump.starving = { channel.flush() }
                        channel.stopInputOnCancel { pump.close() }
                    }
                    let root = RootMatcher(entries: [stream.element: try .reading(Object.self)], firstOnly: false) {
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

extension XMLReader {
    /// Reads every element named `element` as a `T`, one at a time, as an `AsyncSequence` with
    /// back-pressure; see ``XMLObjectStream``.
    ///
    /// ```swift
    /// for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: url) {
    ///     print(book.title)
    /// }
    /// ```
    ///
    /// Nothing is read until the first `next()`; the document is parsed on a thread of its own.
    public static func stream<T: XMLReadable & Sendable>(
        ofType type: T.Type, element: XMLName, from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions(), bufferSize: Int = 64
    ) -> XMLObjectStream<T> {
        XMLObjectStream(input: input.xmlInput, element: element, options: options, bufferSize: bufferSize)
    }
}
