import Foundation

/// Documents of any size written item by item: the root element and its wrappers come from a
/// model, the items of one of its arrays from a closure, each written as soon as it is given.
extension XMLWriter {
    /// Writes `model` as the root element `element` to a file, replacing it atomically, with the
    /// items of its array `items` given one at a time by `writeItems`: memory stays flat however
    /// many items there are.
    ///
    /// ```swift
    /// // <catalog><book>…</book><book>…</book>…</catalog>, one book in memory at a time
    /// try XMLWriter().write(Catalog(), element: "catalog", items: \.books, to: url) { books in
    ///     try XMLReader.forEach(ofType: Book.self, element: "book", from: source) { book, _ in
    ///         try books.write(book)
    ///     }
    /// }
    /// ```
    ///
    /// `items` names the array of a ``Many`` of `Model`'s description. Everything else is written
    /// from `model`, as ``write(_:element:to:)`` writes it: the root's attributes, the elements
    /// declared before the ``Many`` and its container element (or ``Skip`` group) before the
    /// items; the elements declared after it once `writeItems` returns. Items the array already
    /// holds are written first. The bytes are those ``write(_:element:to:)`` writes for `model`
    /// with every item in the array, ``WritingOptions/canonical`` included.
    ///
    /// The file is replaced only once `writeItems` returned and the document is whole: when an
    /// item cannot be written, or `writeItems` throws, the file is untouched and the error is
    /// rethrown. An item's error names it by its place: `/catalog/book[3]/title`. A key path no
    /// ``Many`` of the description binds throws ``XMLReadingError/Code/notWritable`` before
    /// anything is written.
    public func write<Model: XMLReadable, Item>(
        _ model: Model, element: XMLName, items: KeyPath<Model, [Item]>, to url: URL,
        _ writeItems: (XMLItemSink<Item>) throws -> Void
    ) throws {
        let namespaces = try itemNamespaces(of: Model.self, element: element, items: items)
        try AtomicFile.replace(url) { file in
            try write(model, element: element, items: items, namespaces: namespaces, writeItems, salvages: false) {
                bytes in try file.write(bytes)
            }
        }
    }

    /// ``write(_:element:items:to:_:)-(_,_,_,URL,_)`` to an open file handle (standard output, a socket, a pipe),
    /// written in pieces of about 64 KiB as items come.
    ///
    /// ```swift
    /// try XMLWriter().write(Catalog(), element: "catalog", items: \.books, to: .standardOutput) { books in
    ///     for book in someBooks { try books.write(book) }
    /// }
    /// ```
    ///
    /// What was written before an error stays written: the handle holds the document up to the
    /// last whole item before the failure (an item that fails, or an error `writeItems` throws,
    /// such as a read that fails; in canonical form, up to a piece of about 64 KiB). A handle that cannot be written throws
    /// ``XMLReadingError/Code/outputUnavailable`` with the system's reason.
    public func write<Model: XMLReadable, Item>(
        _ model: Model, element: XMLName, items: KeyPath<Model, [Item]>, to handle: FileHandle,
        _ writeItems: (XMLItemSink<Item>) throws -> Void
    ) throws {
        let namespaces = try itemNamespaces(of: Model.self, element: element, items: items)
        try write(model, element: element, items: items, namespaces: namespaces, writeItems) { bytes in
            do {
                try handle.write(contentsOf: bytes)
            } catch {
                throw XMLReadingError(
                    code: .outputUnavailable, message: "cannot write to the file handle: \(error)",
                    underlyingError: error)
            }
        }
    }

    /// ``write(_:element:items:to:_:)-(_,_,_,URL,_)`` to an `OutputStream`, which the caller opens and closes.
    ///
    /// ```swift
    /// let stream = OutputStream(toFileAtPath: "catalog.xml", append: false)!
    /// stream.open()
    /// defer { stream.close() }
    /// try XMLWriter().write(Catalog(), element: "catalog", items: \.books, to: stream) { books in
    ///     for book in someBooks { try books.write(book) }
    /// }
    /// ```
    ///
    /// On an error, the stream holds the document up to the last whole item before it, as with a
    /// file handle. A stream that refuses bytes throws ``XMLReadingError/Code/outputUnavailable`` with the
    /// reason: `cannot write to the output stream: the stream is not open`, or its `streamError`.
    public func write<Model: XMLReadable, Item>(
        _ model: Model, element: XMLName, items: KeyPath<Model, [Item]>, to stream: OutputStream,
        _ writeItems: (XMLItemSink<Item>) throws -> Void
    ) throws {
        let namespaces = try itemNamespaces(of: Model.self, element: element, items: items)
        try write(model, element: element, items: items, namespaces: namespaces, writeItems) { bytes in
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBufferPointer {
                    stream.write($0.baseAddress!, maxLength: $0.count)
                }
                guard count > 0 else { throw Self.refusal(of: stream) }
                written += count
            }
        }
    }

    /// Why `stream` took no bytes. (`streamError` is read only for a stream in error: on Linux,
    /// Foundation's getter traps when there is none.)
    private static func refusal(of stream: OutputStream) -> XMLReadingError {
        let error = stream.streamStatus == .error ? stream.streamError : nil
        let reason =
            switch stream.streamStatus {
            case .notOpen: "the stream is not open"
            case .closed: "the stream is closed"
            case .atEnd: "the stream is full"
            case .error: error.map { "\($0)" } ?? "the stream failed"
            default: "the stream took no bytes"
            }
        return XMLReadingError(
            code: .outputUnavailable, message: "cannot write to the output stream: \(reason)", underlyingError: error)
    }

    /// What the write needs before anything is written: the descriptions checked, their
    /// namespaces, and a ``Many`` that binds `items`.
    func itemNamespaces<Model: XMLReadable, Item>(
        of type: Model.Type, element: XMLName, items: KeyPath<Model, [Item]>
    ) throws -> NamespacePlan {
        let namespaces = try Model.writableNamespaces(root: element, options: options)
        let plan = Model.parsingDescription.writePlan
        let key: AnyKeyPath = items
        guard plan.groups.contains(where: { $0.children.contains { $0.itemsKey.map { $0 as AnyKeyPath } == key } })
        else {
            throw XMLReadingError(
                code: .notWritable,
                message:
                    "cannot write \(Model.self) item by item: its description has no Many of \(items); name the array of one of its Many entries"
            )
        }
        return namespaces
    }

    func write<Model: XMLReadable, Item>(
        _ model: Model, element: XMLName, items: KeyPath<Model, [Item]>, namespaces: NamespacePlan,
        _ writeItems: (XMLItemSink<Item>) throws -> Void, salvages: Bool = true,
        sink: @escaping ([UInt8]) throws -> Void
    ) throws {
        try withoutActuallyEscaping(writeItems) { writeItems in
            let stream = ItemStream(keyPath: items) { stream in try writeItems(XMLItemSink(stream: stream)) }
            defer { stream.end() }
            do {
                _ = try emitting(namespaces: namespaces, to: sink) { emitter in
                    emitter.itemStream = stream
                    try write(model, element: element, to: emitter)
                }
            } catch {
                // The whole items written before the failure, for a sink that keeps what it is
                // given (the canonical form of a broken document is no document: not then).
                if salvages, !options.canonical, let salvaged = stream.salvaged, !salvaged.isEmpty {
                    try? sink(salvaged)
                }
                throw error
            }
        }
    }
}
