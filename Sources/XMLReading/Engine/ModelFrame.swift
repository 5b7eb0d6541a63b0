/// A model under construction: one per element being read as a model. The engine sees this
/// non-generic base, with the model's compiled table; ``ModelFrame`` holds the model itself.
///
/// Its mutable fields are `@exclusivity(unchecked)`: a frame belongs to one read, which runs on one
/// thread and touches it one event at a time, and no access to a field is ever open while another
/// one starts (the engine never passes a field `inout` to code that reads the frame), so the
/// dynamic check that every access to a class's stored `var` costs (`swift_beginAccess`, some 76
/// instructions, several per element) could never fire.
@usableFromInline class ModelFrameBase {
    @usableFromInline final let table: CompiledTable
    /// Text directly inside the element, collected only when the description has a ``TextContent`` entry.
    @exclusivity(unchecked) @usableFromInline final var ownText = ""
    /// The required entries read so far, as bits of the table's `requiredMask`.
    @exclusivity(unchecked) @usableFromInline final var seen: UInt64 = 0
    /// The entries that read one element seen so far (``CompiledTable/Slot/single``): the first 64
    /// as bits, the rest in a set; and whether text no entry reads was heard in the element. Used,
    /// and reset when the frame opens an element, only when unknown content is heard.
    @exclusivity(unchecked) @usableFromInline final var seenSingles: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline final var seenMoreSingles: Set<Int32> = []
    @exclusivity(unchecked) @usableFromInline final var heardText = false
    /// The text of a ``Pairs`` key waiting for its value. Every element that holds pairs (the
    /// model, a `Pairs` container, a `Keyed` entry) ends with none or fails the read, so a
    /// restarted frame needs no reset.
    @exclusivity(unchecked) @usableFromInline final var pendingKey: String?
    /// In a ``Keyed`` entry by a child's text: bit 0, its key was read; bit 1, its value.
    @exclusivity(unchecked) @usableFromInline final var entryState: UInt8 = 0
    /// A ``Keyed`` entry's value read before its key: stores it once the key is known.
    @exclusivity(unchecked) @usableFromInline final var pendingValue: ((String) -> Void)?
    /// Set when the frame opens an element of a read with ``ReadingOptions/checksFacets`` off:
    /// values of formats that check facets are stored without the check. A frame that no read
    /// opened checks.
    @exclusivity(unchecked) @usableFromInline final var skipsFacets = false

    /// The same table as `table`, as a trivial value: the engine borrows it per event without
    /// reference counting (`table` keeps it alive).
    @usableFromInline final let tableReference: Unmanaged<CompiledTable>

    @inlinable init(table: CompiledTable) {
        self.table = table
        self.tableReference = Unmanaged.passUnretained(table)
    }

    /// The finished model, for `objects(in:)`.
    @usableFromInline var readable: any XMLReadable { fatalError("abstract") }
}

@usableFromInline final class ModelFrame<Model>: ModelFrameBase {
    /// The model, in memory of its own: writes through `storage.value` need no dynamic
    /// exclusivity check, unlike a stored property of a class (see ``MovableStorage``).
    @usableFromInline let storage: MovableStorage<Model>

    @inlinable init(model: Model, table: CompiledTable) {
        storage = MovableStorage(model)
        super.init(table: table)
    }

    /// False once ``take()`` moved the model out.
    @exclusivity(unchecked) @usableFromInline var holdsModel = true

    deinit {
        storage.release(holdingValue: holdsModel)
    }

    /// Moves the finished model out (no copy, no reference counting of its fields). The frame is
    /// done afterwards: this is called once, when the model is handed to its parent or the caller.
    @inlinable func take() -> Model {
        holdsModel = false
        return storage.take()
    }

    override var readable: any XMLReadable { take() as! any XMLReadable }
}

extension ModelFrame {
    /// Readies a frame whose model was taken for the next element, starting from `model`.
    @inlinable func restart(with model: consuming Model) {
        if holdsModel { _ = storage.take() }
        storage.put(model)
        holdsModel = true
        ownText = ""
        seen = 0
    }
}

extension NestedRule {
    /// Reads an element into a `Part` with a table compiled on the spot (not a type's description):
    /// the inner array of `[[T]]`, the attribute of a repeated element. Each element starts from
    /// `initial`; `store` gets the finished part.
    @inlinable static func reading<Part>(
        _ table: CompiledTable, initial: Part, store: @escaping @Sendable (inout Model, consuming Part) -> Void
    ) -> NestedRule where Part: Sendable {
        NestedRule(
            makeFrame: { () throws(XMLReadingError) -> ModelFrameBase in
                if let problem = table.locatedProblems.first {
                    throw XMLReadingError(code: .invalidDescription, message: problem)
                }
                return ModelFrame<Part>(model: initial, table: table)
            },
            restartFrame: { frame in unsafeDowncast(frame, to: ModelFrame<Part>.self).restart(with: initial) },
            store: { model, frame in store(&model, unsafeDowncast(frame, to: ModelFrame<Part>.self).take()) })
    }
}

extension ModelFrame where Model: XMLReadable {
    /// Readies a frame whose model was taken for the next element of the same type, sparing the
    /// two allocations of a new frame.
    @inlinable func restart() {
        restart(with: Model())
    }

    /// A frame for a new `Model`, or ``XMLReadingError/Code/invalidDescription`` when its
    /// description has problems.
    @inlinable static func make() throws(XMLReadingError) -> ModelFrame {
        let table = Model.cachedDescription.compiled
        if let problem = table.locatedProblems.first {
            throw XMLReadingError(code: .invalidDescription, message: problem)
        }
        return Self(model: Model(), table: table)
    }
}

/// An attribute that did not convert.
@usableFromInline struct AttributeFailure: Error {
    @usableFromInline let attribute: String
    @usableFromInline let failure: ValueFailure
}

/// A child element that a ``RejectUnknown`` description does not name.
@usableFromInline struct UnexpectedElement: Error {
    /// The element as found, its namespace resolved.
    @usableFromInline let found: XMLName
    @usableFromInline let expected: [XMLName]
    /// Whether a hint may suggest a qualified name (not when a ``DefaultNamespace`` set the namespace).
    @usableFromInline var advises = true
}

/// An ``OnComplete`` hook's error.
@usableFromInline struct CompletionFailure: Error {
    @usableFromInline let typeName: String
    @usableFromInline let error: any Error

    @usableFromInline init(typeName: String, error: any Error) {
        self.typeName = typeName
        self.error = error
    }
}
