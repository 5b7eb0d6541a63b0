/// An ``ElementReader`` with its type erased, as the engine drives it: one object per bound
/// element, subclassed per reader type so each event is one virtual call.
@usableFromInline class ElementReaderBox {
    @usableFromInline init() {}

    @usableFromInline func start(_ tag: borrowing StartTag) throws { fatalError("abstract") }
    @usableFromInline func characters(_ text: String) throws { fatalError("abstract") }
    @usableFromInline var ignoresText: Bool { fatalError("abstract") }
    @usableFromInline func end() throws { fatalError("abstract") }
}

@usableFromInline final class TypedElementReaderBox<Reader: ElementReader>: ElementReaderBox {
    /// The reader, in memory of its own: mutating it needs no dynamic exclusivity check (only the
    /// reading thread touches it, one event at a time).
    @usableFromInline let storage: OwnedStorage<Reader>

    @inlinable init(_ reader: Reader) {
        storage = OwnedStorage(reader)
        super.init()
    }

    @inlinable override func start(_ tag: borrowing StartTag) throws {
        do {
            try storage.value.startElement(tag)
        } catch {
            throw Self.failure(error)
        }
    }

    @inlinable override func characters(_ text: String) throws {
        do {
            try storage.value.characters(text)
        } catch {
            throw Self.failure(error)
        }
    }

    @inlinable override var ignoresText: Bool { storage.value.ignoresText }

    @inlinable override func end() throws {
        do {
            try storage.value.endElement()
        } catch {
            throw Self.failure(error)
        }
    }

    @inlinable func finish() throws -> Reader.Value {
        do {
            return try storage.value.finish()
        } catch {
            throw Self.failure(error)
        }
    }

    /// An ``XMLReadingError`` as it is; any other error marked as the reader's.
    @inlinable static func failure(_ error: any Error) -> any Error {
        if error is XMLReadingError { return error }
        return ReaderFailure(readerName: _typeName(Reader.self, qualified: false), error: error)
    }
}

/// An error an ``ElementReader`` threw that is not an ``XMLReadingError``.
@usableFromInline struct ReaderFailure: Error {
    @usableFromInline let readerName: String
    @usableFromInline let error: any Error

    @usableFromInline init(readerName: String, error: any Error) {
        self.readerName = readerName
        self.error = error
    }
}

/// An element read by an ``ElementReader``: how to start the reader, and where its value goes.
@usableFromInline struct ReaderRule<Model>: Sendable {
    @usableFromInline let make: @Sendable (XMLName, [String: String], XMLPosition) throws -> ElementReaderBox
    /// Finishes the reader and stores its value.
    @usableFromInline let store: @Sendable (inout Model, ElementReaderBox) throws -> Void

    @usableFromInline init(
        make: @escaping @Sendable (XMLName, [String: String], XMLPosition) throws -> ElementReaderBox,
        store: @escaping @Sendable (inout Model, ElementReaderBox) throws -> Void
    ) {
        self.make = make
        self.store = store
    }

    @inlinable static func reading<Reader: ElementReader>(
        _ type: Reader.Type, store: @escaping @Sendable (inout Model, Reader.Value) -> Void
    ) -> ReaderRule {
        ReaderRule(
            make: { name, attributes, position in
                do {
                    return TypedElementReaderBox(try Reader(element: name, attributes: attributes, position: position))
                } catch {
                    throw TypedElementReaderBox<Reader>.failure(error)
                }
            },
            store: { model, box in
                store(&model, try unsafeDowncast(box, to: TypedElementReaderBox<Reader>.self).finish())
            })
    }

    @inlinable func lifted<Access: PartAccess>(through access: Access) -> ReaderRule<Access.Root>
    where Access.Part == Model {
        let store = self.store
        return ReaderRule<Access.Root>(make: make) { root, box in try access.modify(&root) { try store(&$0, box) } }
    }
}
