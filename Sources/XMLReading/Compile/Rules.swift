/// The compiled form of description entries: closures over a model, with the key paths and value
/// conversions already bound. The reading engine touches only these.

/// Converts text and stores it into a model (assigning, or appending for array items).
@usableFromInline struct ScalarRule<Model>: Sendable {
    /// Throws ``ValueFailure`` when the text does not convert.
    @usableFromInline let store: @Sendable (inout Model, String) throws -> Void
    /// For an optional value: stores `nil`, for an element marked `xsi:nil="true"`.
    @usableFromInline var storeNil: (@Sendable (inout Model) -> Void)?
    /// The same conversion from the text's UTF-8 (valid, as the input layer checked it), where the
    /// format reads bytes (``ValueFormat/readBytes``): the common spellings are read from the
    /// bytes, any other text becomes one `String` that goes to ``store``. `nil`: the engine makes
    /// the `String` and calls ``store``.
    @usableFromInline var storeBytes: (@Sendable (inout Model, UnsafeBufferPointer<UInt8>) throws -> Void)?
    /// For a format that checks facets: ``store`` and ``storeBytes`` without the check, which the
    /// engine uses when ``ReadingOptions/checksFacets`` is off. `nil` for every other format.
    @usableFromInline var unchecked: UncheckedStores?

    @usableFromInline struct UncheckedStores: Sendable {
        @usableFromInline let store: @Sendable (inout Model, String) throws -> Void
        @usableFromInline let storeBytes: (@Sendable (inout Model, UnsafeBufferPointer<UInt8>) throws -> Void)?

        @usableFromInline init(
            store: @escaping @Sendable (inout Model, String) throws -> Void,
            storeBytes: (@Sendable (inout Model, UnsafeBufferPointer<UInt8>) throws -> Void)?
        ) {
            self.store = store
            self.storeBytes = storeBytes
        }
    }

    @inlinable init<Value>(
        format: ValueFormat<Value>, store: @escaping @Sendable (inout Model, consuming Value) -> Void
    ) {
        let storeText = Self.storing(format.read, format.typeName, store)
        self.store = storeText
        storeBytes = Self.storeBytes(format.readBytes, store, or: storeText)
        if let unchecked = format.unchecked {
            // The same closures over the reading without facets: no code of their own.
            let uncheckedText = Self.storing(unchecked.read, format.typeName, store)
            self.unchecked = UncheckedStores(
                store: uncheckedText, storeBytes: Self.storeBytes(unchecked.readBytes, store, or: uncheckedText))
        }
        if Value.self is any OptionalValue.Type {
            storeNil = { store(&$0, (Value.self as! any OptionalValue.Type).noneValue as! Value) }
        }
    }

    /// Reads text with `read` and stores the value; text `read` refuses is a ``ValueFailure``.
    @inlinable static func storing<Value>(
        _ read: @escaping @Sendable (String) throws -> Value?, _ typeName: String,
        _ store: @escaping @Sendable (inout Model, consuming Value) -> Void
    ) -> @Sendable (inout Model, String) throws -> Void {
        { model, text in
            let value: Value?
            do {
                value = try read(text)
            } catch {
                throw ValueFailure(text: text, typeName: typeName, underlying: error)
            }
            guard let value else { throw ValueFailure(text: text, typeName: typeName, underlying: nil) }
            store(&model, value)
        }
    }

    /// For optional targets: text the format cannot read that is empty or whitespace stores `nil`.
    @inlinable init<Value>(
        optionalFormat format: ValueFormat<Value>, store: @escaping @Sendable (inout Model, consuming Value?) -> Void
    ) {
        let storeText = Self.storingOptional(format.read, format.typeName, store)
        self.store = storeText
        storeBytes = Self.storeBytes(format.readBytes, { store(&$0, $1) }, or: storeText)
        if let unchecked = format.unchecked {
            let uncheckedText = Self.storingOptional(unchecked.read, format.typeName, store)
            self.unchecked = UncheckedStores(
                store: uncheckedText,
                storeBytes: Self.storeBytes(unchecked.readBytes, { store(&$0, $1) }, or: uncheckedText))
        }
        storeNil = { store(&$0, nil) }
    }

    /// ``storing(_:_:_:)`` into an optional: text `read` refuses that is empty or white space stores `nil`.
    @inlinable static func storingOptional<Value>(
        _ read: @escaping @Sendable (String) throws -> Value?, _ typeName: String,
        _ store: @escaping @Sendable (inout Model, consuming Value?) -> Void
    ) -> @Sendable (inout Model, String) throws -> Void {
        { model, text in
            let value: Value?
            do {
                value = try read(text)
            } catch {
                throw ValueFailure(text: text, typeName: typeName, underlying: error)
            }
            if let value {
                store(&model, value)
            } else if text.isXMLWhitespace {
                store(&model, nil)
            } else {
                throw ValueFailure(text: text, typeName: typeName, underlying: nil)
            }
        }
    }

    /// ``storeBytes`` for a format that reads bytes: the value read from them, or else the text
    /// made a `String` once and stored the general way (which also finds every error).
    @inlinable static func storeBytes<Value>(
        _ readBytes: ScalarBytes.Reader<Value>?, _ store: @escaping @Sendable (inout Model, consuming Value) -> Void,
        or storeText: @escaping @Sendable (inout Model, String) throws -> Void
    ) -> (@Sendable (inout Model, UnsafeBufferPointer<UInt8>) throws -> Void)? {
        guard let readBytes else { return nil }
        return { model, bytes in
            if let value = readBytes(bytes) {
                store(&model, value)
            } else {
                try storeText(&model, String(validatedUTF8: bytes))
            }
        }
    }

    @inlinable init(store: @escaping @Sendable (inout Model, String) throws -> Void) {
        self.store = store
    }

    /// The same rule applied to a part of a larger model.
    @inlinable func lifted<Access: PartAccess>(through access: Access) -> ScalarRule<Access.Root>
    where Access.Part == Model {
        var lifted = ScalarRule<Access.Root>(store: Self.lift(store, through: access))
        if let storeNil { lifted.storeNil = { root in access.modify(&root) { storeNil(&$0) } } }
        lifted.storeBytes = storeBytes.map { Self.lift($0, through: access) }
        if let unchecked {
            lifted.unchecked = .init(
                store: Self.lift(unchecked.store, through: access),
                storeBytes: unchecked.storeBytes.map { Self.lift($0, through: access) })
        }
        return lifted
    }

    /// A store into a part, made a store into the whole (one closure for checked and unchecked stores).
    @inlinable static func lift<Access: PartAccess, Input>(
        _ store: @escaping @Sendable (inout Model, Input) throws -> Void, through access: Access
    ) -> @Sendable (inout Access.Root, Input) throws -> Void where Access.Part == Model {
        { root, input in try access.modify(&root) { try store(&$0, input) } }
    }
}

/// Text that did not convert; the engine adds the element, path and position.
@usableFromInline struct ValueFailure: Error {
    @usableFromInline let text: String
    @usableFromInline let typeName: String
    @usableFromInline let underlying: (any Error)?

    @usableFromInline init(text: String, typeName: String, underlying: (any Error)?) {
        self.text = text
        self.typeName = typeName
        self.underlying = underlying
    }
}

/// An attribute bound to a model.
@usableFromInline struct AttributeRule<Model>: Sendable {
    @usableFromInline let name: XMLName
    @usableFromInline let rule: ScalarRule<Model>
    /// Set by `.required()`: a read of the element fails when the attribute is absent.
    @usableFromInline var isRequired = false
    /// For an attribute required by another entry than `.required()`: that entry and how to let
    /// the attribute be absent, for the message of an element without it.
    @usableFromInline var requiredBy: (entry: String, fix: String)?

    /// The entry that requires the attribute, for the message: `Attribute("id")` or ``requiredBy``'s.
    @inlinable var requiringEntry: String { requiredBy?.entry ?? "Attribute(\"\(name)\")" }

    @usableFromInline init(name: XMLName, rule: ScalarRule<Model>) {
        self.name = name
        self.rule = rule
    }
}

/// A nested model: how to start reading it and where to put it when it is complete.
@usableFromInline struct NestedRule<Model>: Sendable {
    @usableFromInline let makeFrame: @Sendable () throws(XMLReadingError) -> ModelFrameBase
    /// Readies a frame made by `makeFrame`, whose model was stored, for the next element.
    @usableFromInline let restartFrame: @Sendable (ModelFrameBase) -> Void
    @usableFromInline let store: @Sendable (inout Model, ModelFrameBase) -> Void
    /// For an optional model: stores `nil`, for an element marked `xsi:nil="true"`.
    @usableFromInline var storeNil: (@Sendable (inout Model) -> Void)?
    /// For a rule whose table is compiled on the spot (`Item("row") { Item("cell", …) }`): the same
    /// rule with its names in the enclosing description's ``DefaultNamespace``.
    @usableFromInline var inNamespace: (@Sendable (DefaultNamespace) -> NestedRule)?

    @usableFromInline init(
        makeFrame: @escaping @Sendable () throws(XMLReadingError) -> ModelFrameBase,
        restartFrame: @escaping @Sendable (ModelFrameBase) -> Void,
        store: @escaping @Sendable (inout Model, ModelFrameBase) -> Void
    ) {
        self.makeFrame = makeFrame
        self.restartFrame = restartFrame
        self.store = store
    }

    @inlinable func lifted<Access: PartAccess>(through access: Access) -> NestedRule<Access.Root>
    where Access.Part == Model {
        let store = self.store
        var lifted = NestedRule<Access.Root>(makeFrame: makeFrame, restartFrame: restartFrame) { root, frame in
            access.modify(&root) { store(&$0, frame) }
        }
        if let inNamespace { lifted.inNamespace = { inNamespace($0).lifted(through: access) } }
        if let storeNil { lifted.storeNil = { root in access.modify(&root) { storeNil(&$0) } } }
        return lifted
    }
}

/// What a model does with a child element of a given name.
@usableFromInline enum ChildRule<Model>: Sendable {
    /// Collect the element's text, convert it, store it; the attributes are the child's own,
    /// stored into the same model (`Element("price", \.price) { Attribute("currency", \.currency) }`).
    case scalar(ScalarRule<Model>, attributes: [AttributeRule<Model>])
    /// Read a nested model.
    case nested(NestedRule<Model>)
    /// A `Many` container: its children are matched against these items.
    case container([ItemPart<Model>])
    /// Read the element with an ``ElementReader``.
    case reader(ReaderRule<Model>)
    /// Capture the element's inner XML; the attributes are the element's own, stored into the same model.
    case xmlString(@Sendable (inout Model, String) -> Void, attributes: [AttributeRule<Model>])
    /// One of `alternatives`, picked by the value of the element's attribute `attribute` (each
    /// alternative's name is a value): ``Choice`` or ``Item`` `by:`.
    /// `absent`: the index of the alternative read when the element lacks the attribute
    /// (``Case/byDefault()``).
    case chosen(by: XMLName, [ItemPart<Model>], absent: Int?)
    /// Capture the element whole, as an ``AnyElement`` (``AnyElements``).
    case capture(@Sendable (inout Model, AnyElement) -> Void)
    /// Transparent: the element's children are matched as if they stood in its parent.
    case skip
    /// Dropped with its whole subtree.
    case ignore
    /// The key of ``Pairs`` (`.key`: its text waits in the frame for the value that follows) or of
    /// a ``Keyed`` entry (`.entryKey`: it also completes a value that came first).
    case pairKey(CompiledTable.PairRole)
    /// A value of ``Pairs`` or ``Keyed``, already compiled against the model's frame (it takes the
    /// waiting key); `role` says where the key comes from. Never lifted: the entry builds it for
    /// the model that holds the pairs.
    case pairValue(CompiledTable.Kind, role: CompiledTable.PairRole, keyAttribute: XMLName?)
    /// The entry element of a ``Keyed`` by a child's text: a container of its key and its value.
    case entry([ItemPart<Model>])
    /// The container of ``Pairs`` with a name: its children are the pairs.
    case pairsContainer([ItemPart<Model>])

    /// The same rule applied to a part of a larger model. Values and nested models, which every
    /// ``Many`` item and ``Choice`` case of a generated model holds, are lifted here, specialized
    /// for their types; the other kinds by ``liftedOtherwise(through:)``, compiled once in this
    /// module, so that a module of thousands of entries does not specialize all of them for each.
    @inlinable func lifted<Access: PartAccess>(through access: Access) -> ChildRule<Access.Root>
    where Access.Part == Model {
        switch self {
        case .scalar(let rule, let attributes):
            return .scalar(
                rule.lifted(through: access),
                attributes: attributes.map { AttributeRule(name: $0.name, rule: $0.rule.lifted(through: access)) })
        case .nested(let rule):
            return .nested(rule.lifted(through: access))
        default:
            return liftedOtherwise(through: access)
        }
    }

    @usableFromInline func liftedOtherwise<Access: PartAccess>(through access: Access) -> ChildRule<Access.Root>
    where Access.Part == Model {
        switch self {
        case .scalar, .nested:
            return lifted(through: access)
        case .container(let items):
            return .container(items.map { $0.lifted(through: access) })
        case .reader(let rule):
            return .reader(rule.lifted(through: access))
        case .xmlString(let store, let attributes):
            return .xmlString(
                { root, xml in access.modify(&root) { store(&$0, xml) } },
                attributes: attributes.map { AttributeRule(name: $0.name, rule: $0.rule.lifted(through: access)) })
        case .capture(let store):
            return .capture { root, element in access.modify(&root) { store(&$0, element) } }
        case .chosen(let attribute, let alternatives, let absent):
            return .chosen(by: attribute, alternatives.map { $0.lifted(through: access) }, absent: absent)
        case .skip:
            return .skip
        case .ignore, .pairKey, .pairValue, .entry, .pairsContainer:
            // Pairs are entries of a description, never items or cases, so never lifted.
            return .ignore
        }
    }
}

/// A named child rule, with the entry that declared it (for diagnostics).
@usableFromInline struct ItemPart<Model>: Sendable {
    @usableFromInline let name: XMLName
    @usableFromInline let entry: String
    @usableFromInline var rule: ChildRule<Model>
    /// Set by `.required()`: a read of the parent fails when the element is absent.
    @usableFromInline var isRequired = false
    /// Set by ``Element/nillable()``, and for an item of an optional type: `xsi:nil="true"` is
    /// declared for the element (elsewhere it is heard as unknown content).
    @usableFromInline var isNillable = false
    /// For the container of an optional collection (``PresentAccess``): run when the element
    /// starts, so that an empty container reads as an empty collection, not `nil`.
    @usableFromInline var opened: (@Sendable (inout Model) -> Void)?
    /// Where the entry is written (`Shapes.swift:12`), when it is known apart from its
    /// description entry's (a ``Case``, marked by ``CaseBuilder``).
    @usableFromInline var location: String?
    /// The name as the entry was written, when this part holds only a piece of it (the steps left
    /// of a path; `target/` of `Attribute("target/@state")`): what messages show.
    @usableFromInline var written: XMLName?
    /// The entry that reads one element among several parts (a ``Choice``'s cases): they share
    /// one required bit and one "read once" number.
    @usableFromInline var group: ObjectIdentifier?
    /// Whether a second element of this part is heard as unknown content (an `xs:all`'s case in
    /// ``Many/eachAtMostOnce()``).
    @usableFromInline var readsOnce = false

    /// The name to show in messages: the whole path, as written.
    @inlinable var shownName: XMLName { written ?? name }

    /// The entry to show in messages: `Element("title")`, or the entry itself when it names its
    /// element already (`Many("tags")`).
    @inlinable var shownEntry: String {
        entry.utf8.contains(UInt8(ascii: "(")) ? entry : "\(entry)(\"\(shownName)\")"
    }

    @usableFromInline init(
        name: XMLName, entry: String, rule: ChildRule<Model>, opened: (@Sendable (inout Model) -> Void)? = nil
    ) {
        self.name = name
        self.entry = entry
        self.rule = rule
        self.opened = opened
    }

    @inlinable func lifted<Access: PartAccess>(through access: Access) -> ItemPart<Access.Root>
    where Access.Part == Model {
        var lifted = ItemPart<Access.Root>(name: name, entry: entry, rule: rule.lifted(through: access))
        lifted.isRequired = isRequired
        lifted.isNillable = isNillable
        lifted.location = location
        lifted.written = written
        lifted.group = group
        lifted.readsOnce = readsOnce
        if let opened { lifted.opened = { root in access.modify(&root) { opened(&$0) } } }
        return lifted
    }

    /// This part with `change` made to it, or for a container element (``Many``'s, a wrapped
    /// ``Choice``'s), to each part inside it.
    func changingItems(_ change: (inout ItemPart) -> Void) -> ItemPart {
        var part = self
        if case .container(let items) = rule {
            part.rule = .container(
                items.map { item in
                    var item = item
                    change(&item)
                    return item
                })
        } else {
            change(&part)
        }
        return part
    }

    /// The same part applied to a property of a larger model.
    @inlinable func lifted<Root>(through keyPath: WritableKeyPath<Root, Model> & Sendable) -> ItemPart<Root> {
        lifted(through: PropertyAccess(keyPath))
    }
}
