/// The items of a write item by item, handed to the ``Many`` of their key path when the write
/// reaches it: the ``Many`` writes its array, then runs the caller's closure, which writes each
/// item through an ``XMLItemSink`` as the array's items are written.
@usableFromInline final class ItemStream {
    /// The key path of the array the items belong to.
    let keyPath: AnyKeyPath
    /// The caller's closure, given the sink; dropped once the write ends (a sink the caller
    /// keeps must not keep the closure, which is not escaping).
    private var body: ((ItemStream) throws -> Void)?
    /// Whether a ``Many`` took the items (only the first one whose key path matches).
    private(set) var isTaken = false
    /// How the ``Many`` writes one item, while the caller's closure runs.
    private var writeOne: ((Any) throws -> Void)?
    /// The items written so far.
    private(set) var count = 0
    /// The error of the item that failed: the document is broken off, and no item may follow.
    private var failure: (any Error)?

    init(keyPath: AnyKeyPath, body: @escaping (ItemStream) throws -> Void) {
        self.keyPath = keyPath
        self.body = body
    }

    /// Whether the ``Many`` of `key` is the one the items belong to (once).
    @usableFromInline func takes(_ key: AnyKeyPath) -> Bool {
        guard !isTaken, key == keyPath else { return false }
        isTaken = true
        return true
    }

    /// The emitter's buffer up to the end of the last item written, while the closure runs.
    private var completeLength = 0
    private var emitter: XMLEmitter?
    /// When the closure threw: the bytes of the items written whole that the emitter still held
    /// (a sink that keeps what it was given gets the document up to the last whole item).
    private(set) var salvaged: [UInt8]?

    /// Runs the caller's closure, writing each item it gives with `write` into `emitter`.
    @usableFromInline func writeItems(into emitter: XMLEmitter, _ write: @escaping (Any) throws -> Void) throws {
        guard let body else { return }
        writeOne = write
        self.emitter = emitter
        completeLength = emitter.buffer.count
        defer {
            writeOne = nil
            self.emitter = nil
        }
        do {
            try body(self)
        } catch {
            salvaged = emitter.buffer.prefix(completeLength)
            throw error
        }
        // The closure caught an item's error and went on: the document is not whole.
        if let failure {
            salvaged = emitter.buffer.prefix(completeLength)
            throw failure
        }
    }

    /// Drops the caller's closure: the write is over.
    func end() {
        body = nil
        writeOne = nil
        emitter = nil
    }

    func write(_ item: Any) throws {
        guard let writeOne, let emitter, failure == nil else { throw Self.refusal(afterFailure: failure != nil) }
        // Pieces go to the sink between items only, so that a failing item sends none of its bytes.
        emitter.holdsPieces = true
        do {
            try writeOne(item)
        } catch {
            emitter.holdsPieces = false
            failure = error
            throw error
        }
        emitter.holdsPieces = false
        count += 1
        do {
            try emitter.flushIfNeeded()
        } catch {
            failure = error
            throw error
        }
        // After a flush the buffer holds only what followed it.
        completeLength = emitter.buffer.count
    }

    /// The error of an item written after one that failed, or once the closure that writes the
    /// items has returned (also for ``AsyncItemDriver``).
    static func refusal(afterFailure: Bool) -> XMLReadingError {
        XMLReadingError(
            code: .notWritable,
            message: afterFailure
                ? "cannot write an item after one that failed: the document ends at the item that failed"
                : "cannot write an item once the closure that writes the items has returned")
    }
}

/// Where the items of a document written item by item go, one at a time, each written as soon
/// as it is given: the closure of ``XMLWriter/write(_:element:items:to:_:)-(_,_,_,URL,_)`` receives one.
///
/// ```swift
/// try XMLWriter().write(Catalog(), element: "catalog", items: \.books, to: url) { books in
///     try XMLReader.forEach(ofType: Book.self, element: "book", from: source) { book, _ in
///         try books.write(book)
///     }
/// }
/// ```
///
/// A sink is valid only inside that closure: a write after it returned, or after an item that
/// failed, throws ``XMLReadingError/Code/notWritable``.
public struct XMLItemSink<Item> {
    let stream: ItemStream

    /// Writes one item, as the ``Many`` of the array writes its items: under the first ``Item``
    /// whose type matches. An error names the item by its place, `/catalog/book[3]/title`.
    ///
    /// `try books.write(Book(title: "Dune"))`
    public func write(_ item: Item) throws {
        try stream.write(item)
    }

    /// How many items were written through this sink so far.
    ///
    /// `print("\(books.count) books written")`
    public var count: Int { stream.count }
}
