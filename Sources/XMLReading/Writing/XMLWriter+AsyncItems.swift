import Foundation

/// Documents of any size written item by item to an async consumer: an HTTP response body, an
/// upload, a channel.
extension XMLWriter {
    /// Writes `model` as the root element `element`, with the items of its array `items` given one
    /// at a time by `writeItems`, handing the document to `consumer` in pieces of about 64 KiB as
    /// it is written: memory stays flat however many items there are.
    ///
    /// ```swift
    /// // A Hummingbird response body: books from a database, written as they come.
    /// ResponseBody { writer in
    ///     try await XMLWriter().write(
    ///         Catalog(), element: "catalog", items: \.books,
    ///         to: { piece in try await writer.write(ByteBuffer(bytes: piece)) }
    ///     ) { books in
    ///         for try await book in database.books() { try await books.write(book) }
    ///     }
    ///     try await writer.finish(nil)
    /// }
    /// ```
    ///
    /// The bytes are those of ``write(_:element:items:to:_:)-(_,_,_,URL,_)`` (and so of
    /// ``write(_:element:to:)`` for `model` with every item in its array), ``WritingOptions/canonical``
    /// included; `items` names the array of a ``Many`` of `Model`'s description, and a key path no
    /// ``Many`` binds throws ``XMLReadingError/Code/notWritable`` before anything is written.
    ///
    /// The writer runs on a thread of its own (one per write, with 8 MiB of stack reserved) and
    /// takes turns with the caller: one piece or one item is in flight at a time, so a slow
    /// consumer slows the items down (back-pressure) and no thread of the cooperative pool ever
    /// blocks. The function is `nonisolated`: its closures run off the caller's actor, so what
    /// they capture must be safe to send there (as with any `nonisolated` async function in Swift
    /// 6.0 and 6.1). Pieces end between items. An item that cannot be written throws from its
    /// ``XMLAsyncItemSink/write(_:)``, naming its place (`/catalog/book[3]/title`), once
    /// the consumer has the document up to the last whole item before it; an error `writeItems`
    /// throws ends the write the same way and is rethrown as it is, and so is an error of the
    /// consumer (the write stops at once). A cancelled task stops at the next item with
    /// `CancellationError`.
    public func write<Model: XMLReadable & Sendable, Item: Sendable>(
        _ model: Model, element: XMLName, items: KeyPath<Model, [Item]> & Sendable,
        to consumer: ([UInt8]) async throws -> Void,
        _ writeItems: (XMLAsyncItemSink<Item>) async throws -> Void
    ) async throws {
        let namespaces = try itemNamespaces(of: Model.self, element: element, items: items)
        try await withoutActuallyEscaping(consumer) { consumer in
            let driver = AsyncItemDriver<Item>(consumer: consumer)
            // A sink the caller keeps must not keep the consumer, which is not escaping.
            defer { driver.consumer = nil }
            driver.bridge.start { [self] bridge in
                do {
                    try write(model, element: element, items: items, namespaces: namespaces) { sink in
                        while true {
                            switch bridge.post(.needsItem) {
                            case .item(let item): try sink.write(item)
                            case .end, .proceed: return
                            case .stop(let error): throw error
                            }
                        }
                    } sink: { bytes in
                        if case .stop(let error) = bridge.post(.bytes(bytes)) { throw error }
                    }
                    bridge.finish(nil)
                } catch {
                    bridge.finish(error)
                }
            }
            // Everything before the first item; a Many the write never reaches asks for none.
            guard try await driver.pump(await driver.bridge.next()) else { return }
            driver.isOpen = true
            do {
                try await writeItems(XMLAsyncItemSink(driver: driver))
            } catch {
                driver.isOpen = false
                // The consumer gets the document up to the last whole item, as a file handle does.
                throw await driver.stop(error, handingOver: true)
            }
            driver.isOpen = false
            try await driver.end()
        }
    }
}

/// Where the items of a document written item by item to an async consumer go, one at a time:
/// the closure of ``XMLWriter/write(_:element:items:to:_:)-(_,_,_,([UInt8])->Void,_)`` receives one.
///
/// ```swift
/// for try await book in database.books() { try await books.write(book) }
/// ```
///
/// A sink is valid only inside that closure: a write after it returned, or after an item that
/// failed, throws ``XMLReadingError/Code/notWritable``.
public struct XMLAsyncItemSink<Item: Sendable> {
    let driver: AsyncItemDriver<Item>

    /// Writes one item, as the ``Many`` of the array writes its items, and returns once it is
    /// written (the pieces of the document it completed handed to the consumer). An error names
    /// the item by its place, `/catalog/book[3]/title`.
    ///
    /// `try await books.write(Book(title: "Dune"))`
    public func write(_ item: Item) async throws {
        try await driver.write(item)
    }

    /// How many items were written through this sink so far.
    ///
    /// `print("\(books.count) books written")`
    public var count: Int { driver.count }
}

/// The async side of a write item by item: answers the writer thread's events, handing its pieces
/// to the consumer and its items to it. Used only by the task that called the write (the sink is
/// not `Sendable`).
final class AsyncItemDriver<Item: Sendable> {
    let bridge = AsyncItemBridge<Item>()
    /// The caller's consumer, dropped once the write ends.
    var consumer: (([UInt8]) async throws -> Void)?
    /// Whether the caller's closure is running (items may be written).
    var isOpen = false
    /// The items written so far.
    private(set) var count = 0
    /// Whether the writer thread has ended; `failure` holds its error.
    private var isFinished = false
    private var failure: (any Error)?

    init(consumer: @escaping ([UInt8]) async throws -> Void) {
        self.consumer = consumer
    }

    /// Handles the writer's events from `event` on, until it asks for an item (`true`) or ends
    /// (`false`; its error is thrown). A consumer that throws stops the writer.
    func pump(_ event: AsyncItemBridge<Item>.Event) async throws -> Bool {
        var event = event
        while true {
            switch event {
            case .bytes(let bytes):
                do {
                    try await consumer?(bytes)
                } catch {
                    // An item's error, whose whole items the consumer refused, stays the error.
                    throw await stop(error, handingOver: false)
                }
                event = await bridge.answer(.proceed)
            case .needsItem:
                return true
            case .finished(let error):
                isFinished = true
                failure = error
                if let error { throw error }
                return false
            }
        }
    }

    func write(_ item: Item) async throws {
        guard isOpen, !isFinished else { throw ItemStream.refusal(afterFailure: isOpen) }
        do {
            try Task.checkCancellation()
        } catch {
            throw await stop(error, handingOver: true)
        }
        _ = try await pump(await bridge.answer(.item(item)))
        count += 1
    }

    /// The caller's closure returned: the writer ends the document.
    func end() async throws {
        if isFinished {
            // An item failed and the closure went on: the document was not written whole.
            if let failure { throw failure }
            return
        }
        _ = try await pump(await bridge.answer(.end))
    }

    /// Stops the writer thread with `error` and waits for it to end; returns the write's error:
    /// `error`, or the writer's own when it had already failed (an item that could not be
    /// written, whose whole items the consumer was being given). With `handingOver`, the consumer
    /// is given the whole items the writer still held (a consumer that failed is not).
    func stop(_ error: any Error, handingOver: Bool) async -> any Error {
        guard !isFinished else { return failure ?? error }
        var event = await bridge.answer(.stop(AsyncItemStop()))
        while true {
            switch event {
            case .finished(let ended):
                isFinished = true
                // The writer ends with the stop it was given, unless it had failed before.
                let result = ended.flatMap { $0 is AsyncItemStop ? nil : $0 } ?? error
                failure = result
                return result
            case .bytes(let bytes) where handingOver:
                // Its error changes nothing: the write has already failed with `error`.
                try? await consumer?(bytes)
                event = await bridge.answer(.proceed)
            case .bytes, .needsItem:
                event = await bridge.answer(.stop(AsyncItemStop()))
            }
        }
    }
}

/// What the writer thread is stopped with: the error the async side then throws is its own.
struct AsyncItemStop: Error {}
