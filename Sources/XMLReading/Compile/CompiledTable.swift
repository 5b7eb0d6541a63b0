/// A ``ParsingDescription`` compiled into lookup tables: what the reading engine consults for
/// every start tag. Built once per model type (descriptions are `static let`s) and immutable.
///
/// The table is deliberately not generic: the engine's hot path then never asks the runtime for
/// generic type metadata. The model's type lives only inside the closures, which were formed
/// where it was known.
@usableFromInline final class CompiledTable: Sendable {
    /// A class, so that looking a slot up borrows one reference instead of copying its payload.
    @usableFromInline final class Slot: Sendable {
        /// Reads an ``Item`` of a ``Many``: its position is always shown in paths.
        @usableFromInline let isItem: Bool

        /// The kind without its payload, and the payloads one by one: the engine switches on
        /// `tag` and touches only the payload it needs, so no closure or array is copied (and
        /// retained) per event.
        @usableFromInline let tag: Tag
        /// A scalar slot's conversion from the text's valid UTF-8 (collected as bytes from either
        /// parser), unwrapped: calling a closure stored directly in a class borrows it, where one
        /// inside an optional struct is copied (and its context retained) per call. The format's
        /// reading of bytes, or else one `String` made and given to the conversion from text.
        @usableFromInline let storeScalarBytes: @Sendable (ModelFrameBase, UnsafeBufferPointer<UInt8>) throws -> Void
        /// For a slot of an optional value or model: stores `nil` for an element marked `xsi:nil="true"`.
        @usableFromInline let storeNil: (@Sendable (ModelFrameBase) -> Void)?
        /// `nested`'s store, unwrapped for the same reason.
        @usableFromInline let storeNested: @Sendable (_ parent: ModelFrameBase, _ child: ModelFrameBase) -> Void
        @usableFromInline let restartNested: @Sendable (ModelFrameBase) -> Void
        /// For a nested model's slot: where a read keeps the frame it can reuse for the next
        /// element of this slot (see `ReadingState.spareFrames`); unique in the process. -1 otherwise.
        @usableFromInline let poolIndex: Int
        @usableFromInline let attributes: [AttributeStore]
        @usableFromInline let nested: NestedStore?
        @usableFromInline let reader: ReaderStore?
        @usableFromInline let innerScope: Int
        @usableFromInline let xmlString: (@Sendable (ModelFrameBase, String) -> Void)?
        @usableFromInline let capture: (@Sendable (ModelFrameBase, AnyElement) -> Void)?
        /// For a chooser: the attribute whose value picks the slot, and the slot of each value.
        @usableFromInline let chooserAttribute: XMLName?
        @usableFromInline let chooserValues: [XMLName: Int]
        /// For a chooser: the slot read when the element lacks the attribute (``Case/byDefault()``);
        /// -1 when none is.
        @usableFromInline let chooserAbsent: Int
        /// For a required element: its bit in ``CompiledTable/requiredMask``, set in the parent's
        /// frame when the element starts; 0 otherwise.
        @usableFromInline let requiredBit: UInt64
        /// For an entry that reads one element (``Element``, ``XMLString``): its number among the
        /// table's such entries, so that a second element of it is heard with
        /// ``UnknownContentPolicy/report(_:)`` and ``UnknownContentPolicy/refuse``; -1 otherwise.
        @usableFromInline let single: Int32
        /// What reads one element, for the message of a second one.
        @usableFromInline let singleReader: SingleReader
        /// The part it plays in ``Pairs``: a key, a value, or none.
        @usableFromInline let pairRole: PairRole
        /// A case of ``Mixed``: starting it stores the text read before it into the model.
        @usableFromInline let flushesText: Bool
        /// Whether starting the element has work besides its kind's (`requiredBit`, `pairRole`, `flushesText`):
        /// one flag for the engine's per-event check.
        @usableFromInline let checksStart: Bool

        /// The attribute that holds the element's key (`.attributeKey`) or picked its case (an
        /// alternative of a choice by attribute): read for that, so the model's ``AnyAttributes``
        /// does not keep it.
        @usableFromInline let keyAttribute: XMLName?
        /// For the container of an optional collection: makes it present (empty) when the element starts.
        @usableFromInline let opened: (@Sendable (ModelFrameBase) -> Void)?
        /// Whether `xsi:nil="true"` is declared for the element (``Element/nillable()``, an item of
        /// an optional type): else, with `storeNil`, it reads as nil but is heard as unknown content.
        @usableFromInline let isNillable: Bool

        @usableFromInline init(
            kind: Kind, isItem: Bool, requiredBit: UInt64 = 0, pairRole: PairRole = .none, keyAttribute: XMLName? = nil,
            flushesText: Bool = false, opened: (@Sendable (ModelFrameBase) -> Void)? = nil, single: Int32 = -1,
            singleReader: SingleReader = .entry, isNillable: Bool = false
        ) {
            self.isItem = isItem
            self.isNillable = isNillable
            self.single = single
            self.singleReader = singleReader
            self.opened = opened
            self.keyAttribute = keyAttribute
            self.requiredBit = requiredBit
            self.pairRole = pairRole
            self.flushesText = flushesText
            self.checksStart =
                requiredBit != 0 || (pairRole != .none && pairRole != .entry && pairRole != .pairsContainer)
                || flushesText
            var scalar: ScalarStore?
            var scalarBytes: (@Sendable (ModelFrameBase, UnsafeBufferPointer<UInt8>) throws -> Void)?
            var attributes: [AttributeStore] = []
            var nested: NestedStore?
            var reader: ReaderStore?
            var innerScope = 0
            var xmlString: (@Sendable (ModelFrameBase, String) -> Void)?
            var capture: (@Sendable (ModelFrameBase, AnyElement) -> Void)?
            var chooserAttribute: XMLName?
            var chooserValues: [XMLName: Int] = [:]
            var chooserAbsent = -1
            switch kind {
            case .scalar(let store, let rules, let bytes):
                tag = .scalar
                scalar = store
                scalarBytes = bytes
                attributes = rules
            case .nested(let store):
                tag = .nested
                nested = store
            case .reader(let store):
                tag = .reader
                reader = store
            case .container(let scope, let rules):
                tag = .container
                innerScope = scope
                attributes = rules
            case .xmlString(let store, let rules):
                tag = .xmlString
                xmlString = store
                attributes = rules
            case .capture(let store):
                tag = .capture
                capture = store
            case .chooser(let attribute, let values, let absent):
                tag = .chooser
                chooserAttribute = attribute
                chooserValues = values
                chooserAbsent = absent
            case .skip:
                tag = .skip
            case .ignore:
                tag = .ignore
            }
            let storeScalar = scalar?.store ?? { @Sendable _, _ in }
            if let storeBytes = scalarBytes {
                self.storeScalarBytes = storeBytes
            } else {
                self.storeScalarBytes = { @Sendable frame, bytes in
                    try storeScalar(frame, String(validatedUTF8: bytes))
                }
            }
            self.storeNil = scalar?.storeNil ?? nested?.storeNil
            self.storeNested = nested?.store ?? { @Sendable _, _ in }
            self.restartNested = nested?.restartFrame ?? { @Sendable _ in }
            self.poolIndex = nested == nil ? -1 : FramePool.nextIndex()
            self.attributes = attributes
            self.nested = nested
            self.reader = reader
            self.innerScope = innerScope
            self.xmlString = xmlString
            self.capture = capture
            self.chooserAttribute = chooserAttribute
            self.chooserValues = chooserValues
            self.chooserAbsent = chooserAbsent
        }
    }

    /// What an element is in ``Pairs``: a key, whose text waits for its value, or a value, which
    /// takes the waiting key.
    @usableFromInline enum PairRole: UInt8, Sendable {
        /// Not part of pairs.
        case none
        /// ``Pairs``: a key, which must not find another key waiting.
        case key
        /// ``Pairs``: a value, which must find its key waiting.
        case value
        /// ``Keyed`` by element name: the element's local name is its key.
        case named
        /// ``Keyed`` by attribute: the attribute `keyAttribute` of the element is its key.
        case attributeKey
        /// ``Keyed`` by a child's text: the key child of an entry, before or after its value.
        case entryKey
        /// ``Keyed`` by a child's text: the value child of an entry, before or after its key.
        case entryValue
        /// ``Keyed`` by a child's text: the entry element, which must end with its key and value paired.
        case entry
        /// The container of ``Pairs``, which must end with no key waiting.
        case pairsContainer
    }

    @usableFromInline enum Tag: UInt8, Sendable {
        case scalar, nested, reader, container, xmlString, capture, chooser, skip, ignore
    }

    @usableFromInline enum Kind: Sendable {
        /// Collect the element's text, convert it, store it; the attributes are the child's own,
        /// stored into the same model.
        /// `bytes`: ``ScalarRule/storeBytes`` for the model of a frame (kept out of ``ScalarStore``,
        /// which attributes copy per element).
        case scalar(
            ScalarStore, attributes: [AttributeStore],
            bytes: (@Sendable (ModelFrameBase, UnsafeBufferPointer<UInt8>) throws -> Void)? = nil)
        case nested(NestedStore)
        case reader(ReaderStore)
        /// A `Many` container or a step of a path: its children are looked up in `scopes[scope]`;
        /// the attributes are those that a path ending in `@name` reads from it.
        case container(scope: Int, attributes: [AttributeStore] = [])
        /// Capture the element's inner XML; the attributes are the element's own, stored into the same model.
        case xmlString(@Sendable (ModelFrameBase, String) -> Void, attributes: [AttributeStore] = [])
        case capture(@Sendable (ModelFrameBase, AnyElement) -> Void)
        /// The element is read by the slot its attribute's value picks.
        /// `absent`: the slot read when the element lacks the attribute, -1 for none.
        case chooser(attribute: XMLName, values: [XMLName: Int], absent: Int)
        case skip
        case ignore
    }

    @usableFromInline let slots: [Slot]
    /// Scope 0 holds the model's own children; each `Many` container adds one scope for its items.
    @usableFromInline let scopes: [NameTable]
    @usableFromInline let attributes: [AttributeStore]
    @usableFromInline let text: ScalarStore?
    /// Whether `text` is set, as a plain flag for the engine's per-event check.
    @usableFromInline let hasText: Bool
    /// The slots as trivial values, borrowed per event without reference counting.
    @usableFromInline let slotReferences: [Unmanaged<Slot>]
    /// The ``OnComplete`` hooks, in order; each throws ``CompletionFailure``.
    @usableFromInline let completions: [@Sendable (ModelFrameBase) throws -> Void]
    @usableFromInline let rejectsUnknown: Bool
    /// Mistakes found while compiling, each a sentence that says how to fix it.
    @usableFromInline let problems: [String]
    /// Where the entry behind each problem is written (`Book.swift:14`), when known.
    @usableFromInline let problemLocations: [String?]
    /// The bits of the required entries (`.required()`); a frame that ends without all of them
    /// set lacks one.
    @usableFromInline let requiredMask: UInt64
    /// The required entries, by bit, for the message.
    @usableFromInline let required: [RequiredEntry]
    /// ``AnyAttributes``: stores the attributes no entry names.
    @usableFromInline let otherAttributes: (@Sendable (ModelFrameBase, [XMLName: String]) -> Void)?
    /// The namespaces ``AnyAttributes`` keeps, when it does not keep them all: the others are
    /// unknown.
    @usableFromInline let otherAttributeNamespaces: WildcardNamespaces?
    /// ``Unique`` entries: checked below each element of this model.
    @usableFromInline let identities: [IdentityRule]
    /// ``ElementName``: stores the element's name.
    @usableFromInline let elementName: (@Sendable (ModelFrameBase, XMLName) -> Void)?
    /// ``InScopeNamespaces``: stores the namespace bindings in scope at the element.
    @usableFromInline let inScopeNamespaces: (@Sendable (ModelFrameBase, [String: String]) -> Void)?
    /// Whether starting the element has work besides its attributes (`otherAttributes`,
    /// `elementName`, `inScopeNamespaces`): one flag for the engine's per-element check.
    @usableFromInline let hasStartHooks: Bool
    /// The namespace of the description's plain element names, and of the root read as this model.
    @usableFromInline let defaultNamespace: DefaultNamespace?
    /// Whether the description has ``Pairs``: a key left without its value fails the element.
    @usableFromInline let hasPairs: Bool
    /// Whether ending an element has checks to make (`requiredMask`, `hasPairs`): one flag for the
    /// engine's per-element check.
    @usableFromInline let checksEnd: Bool

    /// The problems with their places: `Book.swift:14: ParsingDescription<Book>: …`.
    @usableFromInline var locatedProblems: [String] {
        problems.indices.map { index in
            let place = index < problemLocations.count ? problemLocations[index] : nil
            return place.map { "\($0): " + problems[index] } ?? problems[index]
        }
    }

    /// The slot for a child element in a scope, or `nil` for an element the description does not name.
    @inline(__always)
    func slot(scope: Int, localName: String, namespace: String) -> Int? {
        scopes[scope].slot(localName: localName, namespace: namespace)
    }

    @usableFromInline init(
        slots: [Slot], scopes: [NameTable], attributes: [AttributeStore], text: ScalarStore?,
        completions: [@Sendable (ModelFrameBase) throws -> Void], rejectsUnknown: Bool, problems: [String],
        problemLocations: [String?] = [], required: [RequiredEntry] = [], namespace: DefaultNamespace? = nil,
        otherAttributes: (@Sendable (ModelFrameBase, [XMLName: String]) -> Void)? = nil,
        otherAttributeNamespaces: WildcardNamespaces? = nil,
        elementName: (@Sendable (ModelFrameBase, XMLName) -> Void)? = nil,
        inScopeNamespaces: (@Sendable (ModelFrameBase, [String: String]) -> Void)? = nil,
        identities: [IdentityRule] = []
    ) {
        self.identities = identities
        self.defaultNamespace = namespace
        self.otherAttributes = otherAttributes
        self.otherAttributeNamespaces = otherAttributeNamespaces
        self.elementName = elementName
        self.inScopeNamespaces = inScopeNamespaces
        self.hasStartHooks = otherAttributes != nil || elementName != nil || inScopeNamespaces != nil
        self.problemLocations = problemLocations
        self.required = required
        self.requiredMask = required.reduce(0) { $0 | $1.bit }
        self.hasPairs = slots.contains { $0.pairRole == .key || $0.pairRole == .value }
        self.checksEnd = requiredMask != 0 || hasPairs
        self.slots = slots
        self.scopes = scopes
        self.attributes = attributes
        self.text = text
        self.hasText = text != nil
        self.slotReferences = slots.map { Unmanaged.passUnretained($0) }
        self.completions = completions
        self.rejectsUnknown = rejectsUnknown
        self.problems = problems
    }
}

/// Converts text and stores it into the model of a frame. Throws ``ValueFailure``.
@usableFromInline struct ScalarStore: Sendable {
    @usableFromInline let store: @Sendable (ModelFrameBase, String) throws -> Void
    @usableFromInline var storeNil: (@Sendable (ModelFrameBase) -> Void)?

    @usableFromInline init(
        store: @escaping @Sendable (ModelFrameBase, String) throws -> Void,
        storeNil: (@Sendable (ModelFrameBase) -> Void)? = nil
    ) {
        self.store = store
        self.storeNil = storeNil
    }
}

/// An attribute bound to the model of a frame.
@usableFromInline struct AttributeStore: Sendable {
    @usableFromInline let name: XMLName
    @usableFromInline let value: ScalarStore
    /// For a required attribute: its bit in ``CompiledTable/requiredMask``; 0 otherwise.
    @usableFromInline let requiredBit: UInt64

    @usableFromInline init(name: XMLName, value: ScalarStore, requiredBit: UInt64 = 0) {
        self.name = name
        self.value = value
        self.requiredBit = requiredBit
    }
}

/// A required entry that a finished element lacks; the engine adds the path and position.
@usableFromInline struct MissingRequired: Error {
    @usableFromInline let entry: RequiredEntry
}

/// An element whose attribute picks no alternative of a ``Choice`` by attribute; the engine adds
/// the path and position.
@usableFromInline struct UnknownChoice: Error {
    @usableFromInline let attribute: XMLName
    /// The attribute's value; `nil` when the element lacks the attribute.
    @usableFromInline let value: String?
    @usableFromInline let expected: [XMLName]
}

/// A key of ``Pairs`` without its value, or a value without its key; the engine adds the path and
/// position.
@usableFromInline enum UnpairedEntry: Error {
    /// The key's text; `followedByKey` when another key came before a value.
    case keyWithoutValue(String, followedByKey: Bool)
    case valueWithoutKey
    /// ``Keyed`` by attribute: the element lacks the attribute.
    case missingKeyAttribute(XMLName)
    /// ``Keyed`` by a child's text: the entry ended without its key or its value, or has two of one.
    case incompleteEntry(missing: String)
    case repeatedInEntry(String)
}

/// Starts a nested model's frame, and stores the finished child into its parent's model.
@usableFromInline struct NestedStore: Sendable {
    @usableFromInline let makeFrame: @Sendable () throws(XMLReadingError) -> ModelFrameBase
    @usableFromInline let restartFrame: @Sendable (ModelFrameBase) -> Void
    @usableFromInline let store: @Sendable (_ parent: ModelFrameBase, _ child: ModelFrameBase) -> Void
    /// For an optional model: stores `nil` into the parent's model (`xsi:nil="true"`).
    @usableFromInline var storeNil: (@Sendable (ModelFrameBase) -> Void)?

    @usableFromInline init(
        makeFrame: @escaping @Sendable () throws(XMLReadingError) -> ModelFrameBase,
        restartFrame: @escaping @Sendable (ModelFrameBase) -> Void,
        store: @escaping @Sendable (_ parent: ModelFrameBase, _ child: ModelFrameBase) -> Void
    ) {
        self.makeFrame = makeFrame
        self.restartFrame = restartFrame
        self.store = store
    }
}

/// Starts an ``ElementReader`` for a child element, and stores its value into the model of a frame.
@usableFromInline struct ReaderStore: Sendable {
    @usableFromInline let make: @Sendable (XMLName, [String: String], XMLPosition) throws -> ElementReaderBox
    @usableFromInline let store: @Sendable (_ frame: ModelFrameBase, _ reader: ElementReaderBox) throws -> Void

    @usableFromInline init(
        make: @escaping @Sendable (XMLName, [String: String], XMLPosition) throws -> ElementReaderBox,
        store: @escaping @Sendable (_ frame: ModelFrameBase, _ reader: ElementReaderBox) throws -> Void
    ) {
        self.make = make
        self.store = store
    }
}

/// What reads one element (``CompiledTable/Slot/single``): an ``Element`` or ``XMLString``, the
/// cases of a ``Choice``, a case of ``Many/eachAtMostOnce()``.
@usableFromInline enum SingleReader: Sendable {
    case entry, choice, eachAtMostOnce
}

/// Element names to slot numbers; names in no namespace are looked up by local name alone.
@usableFromInline final class NameTable: Sendable {
    private let plain: [String: Int]
    private let qualified: [XMLName: Int]
    /// Few plain names (the usual case) are searched linearly: comparing short strings, length
    /// first, costs less than hashing the name.
    private let shortNames: [(name: String, length: Int, slot: Int)]?
    private static let linearLimit = 16
    /// The names this table matches, sorted, for diagnostics.
    @usableFromInline let names: [XMLName]

    /// The slot of an element no name matches (``Keyed`` by element name), if any.
    @usableFromInline let wildcard: Int?
    /// The namespaces ``AnyElements`` keeps, when it keeps the scope's unnamed children and does
    /// not keep them all.
    @usableFromInline let wildcardNamespaces: WildcardNamespaces?

    @usableFromInline init(
        _ entries: [XMLName: Int], wildcard: Int? = nil, wildcardNamespaces: WildcardNamespaces? = nil
    ) {
        self.wildcard = wildcard
        self.wildcardNamespaces = wildcardNamespaces
        var plain: [String: Int] = [:]
        var qualified: [XMLName: Int] = [:]
        for (name, slot) in entries {
            if let namespace = name.namespace {
                qualified[XMLName(name.localName, namespace: namespace)] = slot
            } else {
                plain[name.localName] = slot
            }
        }
        self.plain = plain
        self.qualified = qualified
        shortNames =
            plain.count <= Self.linearLimit
            ? plain.map { (name: $0.key, length: $0.key.utf8.count, slot: $0.value) } : nil
        // Each name spelled once, not at each comparison.
        names = entries.keys.map { (key: $0.description, name: $0) }.sorted { $0.key < $1.key }.map(\.name)
    }

    /// The slot of an element no name matches, given its namespace URI (empty: no namespace):
    /// the wildcard's, when it admits the namespace.
    @inline(__always)
    func wildcard(admitting namespace: String) -> Int? {
        guard let wildcardNamespaces else { return wildcard }
        return wildcardNamespaces.admits(namespace.isEmpty ? nil : namespace) ? wildcard : nil
    }

    /// The slot for an element, given its local name and namespace URI (empty: no namespace).
    @inline(__always)
    func slot(localName: String, namespace: String) -> Int? {
        if namespace.isEmpty {
            guard let shortNames else { return plain[localName] }
            let length = localName.utf8.count
            for entry in shortNames where entry.length == length && entry.name == localName {
                return entry.slot
            }
            return nil
        }
        if qualified.isEmpty { return nil }
        return qualified[XMLName(localName, namespace: namespace)]
    }
}
