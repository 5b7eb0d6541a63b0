/// One alternative of a value whose element name says what it is: the element `name`, read as a
/// payload and wrapped into an enum case.
///
/// ```swift
/// indirect enum PlistValue {
///     case string(String), integer(Int), bool(Bool), array(PlistArray)
/// }
///
/// Choice(\.value) {                                        // var value: PlistValue
///     Case("string", String.self, PlistValue.string)       // <string>x</string> → .string("x")
///     Case("integer", Int.self, PlistValue.integer)        // <integer>7</integer> → .integer(7)
///     Case("array", PlistArray.self, PlistValue.array)     // <array>…</array> → .array(PlistArray)
///     Case("true", PlistValue.bool, true)                  // <true/> → .bool(true)
///     Case("false", PlistValue.bool, false)
/// }
/// ```
///
/// The same cases serve a ``Choice`` (one value), a ``Many`` (an array of them) and ``Pairs``
/// (the values of key/value siblings); keep them in one place with ``CaseBuilder``:
///
/// ```swift
/// extension PlistValue {
///     @CaseBuilder<PlistValue> static var cases: [Case<PlistValue>] {
///         Case("string", String.self, PlistValue.string)
///         …
///     }
/// }
/// Many(\.items) { PlistValue.cases }
/// ```
///
/// **Writing** finds the case of a value by reflection: `embed` must be the enum's case itself
/// (`PlistValue.string`, not a closure that builds the case in another way), whose payload is the
/// one associated value. ``XMLWriter`` writes the first `Case` whose case and payload type match;
/// a value no case matches is an ``XMLReadingError/Code/notWritable`` error.
public struct Case<Value>: Sendable {
    /// The element name (or, in a ``Choice`` by attribute, the attribute's value) of the case.
    @usableFromInline let name: XMLName
    /// Reads the case into `Value?`, which a ``Choice`` assigns and a ``Many`` appends.
    /// A `var` so that ``CaseBuilder`` can mark where the case is written (``ItemPart/location``).
    @usableFromInline var part: ItemPart<Value?>
    @usableFromInline let problem: String?
    /// Makes the writer of this case for an element name and attributes written before its content
    /// (each value a qualified name: written with a prefix bound to its namespace when it has one).
    @usableFromInline let writing:
        @Sendable (_ element: XMLName, _ attributes: [(XMLName, XMLName)]) -> ItemWriter<Value>
    /// In a ``Choice`` or ``Item`` by attribute: the case read when the element lacks the attribute
    /// (``byDefault()``).
    @usableFromInline var isDefault = false

    /// The same case, required: reading the parent fails when its element is absent (a required
    /// element of an `xs:all`, read by ``Many/eachAtMostOnce()``).
    ///
    /// ```swift
    /// Case("artifactId", String.self, Dependency.Part.artifactId).required()
    /// // <dependency><groupId>a</groupId></dependency> → missing required element <artifactId> in <dependency> (required by Case("artifactId") …)
    /// ```
    public func required() -> Case {
        var copy = self
        copy.part.isRequired = true
        return copy
    }

    /// The same case, read when the element lacks the attribute of a ``Choice`` or ``Item`` by
    /// attribute, and written without it: the declared type of an element that `xsi:type` may
    /// replace with a derived one.
    ///
    /// ```swift
    /// // <shape r="2"/> → .shape(Shape(…)); <shape xsi:type="g:Circle" r="2"/> → .circle(Circle(…))
    /// Choice("shape", \.shape, by: XMLName("type", namespace: xsi)) {
    ///     Case(XMLName("Shape", namespace: g), Shape.self, AnyShape.shape).byDefault()
    ///     Case(XMLName("Circle", namespace: g), Circle.self, AnyShape.circle)
    /// }
    /// ```
    ///
    /// The attribute naming the case explicitly (`xsi:type="g:Shape"`) reads it too. One case of
    /// a Choice or Item by attribute may be the default; elsewhere it changes nothing.
    public func byDefault() -> Case {
        var copy = self
        copy.isDefault = true
        return copy
    }

    /// How ``XMLWriter`` writes the case as the element `name`.
    @inlinable var writer: ItemWriter<Value> { writing(name, []) }

    /// A case whose payload is read from the element's text.
    ///
    /// ```swift
    /// Case("string", String.self, PlistValue.string)      // <string>Dune</string> → .string("Dune")
    /// ```
    @inlinable public init<Payload: XMLScalar>(
        _ name: XMLName, _ type: Payload.Type, _ embed: @escaping @Sendable (Payload) -> Value
    ) {
        self.init(name, type, format: .standard, embed)
    }

    /// A case whose payload is read from the element's text with a ``ValueFormat``.
    ///
    /// ```swift
    /// Case("date", Date.self, format: .date("yyyy-MM-dd"), Event.date)   // <date>2024-03-01</date>
    /// ```
    @inlinable @_disfavoredOverload public init<Payload>(
        _ name: XMLName, _ type: Payload.Type, format: ValueFormat<Payload>,
        _ embed: @escaping @Sendable (Payload) -> Value
    ) {
        self.name = name
        part = ItemPart(
            name: name, entry: "Case", rule: .scalar(ScalarRule(format: format) { $0 = embed($1) }, attributes: []))
        // An optional payload is nil for `<name xsi:nil="true"/>`, and written so.
        let isOptional = Payload.self is any OptionalValue.Type
        part.isNillable = isOptional
        problem = format.problem
        let matcher = CaseMatcher(embed: embed)
        guard let write = format.write else {
            let problem = WriteEntry<Value>.noWriteConversion("Case(\"\(name)\")", typeName: format.typeName)
            writing = { element, _ in ItemWriter(names: [element], nested: [], problem: problem) { _, _ in false } }
            return
        }
        let cdata = format.writesCDATA
        writing = Self.writing(
            matcher: matcher, label: matcher.label(sampling: format), nested: [], writesNil: isOptional
        ) { payload, emitter in
            if isOptional, (payload as! any OptionalValue).isNone {
                try emitter.attribute(xsiNil, "true")
            } else if cdata {
                try emitter.cdata(write(payload))
            } else {
                try emitter.text(write(payload))
            }
        }
    }

    /// A case whose payload is a model that may be nil: `<name xsi:nil="true"/>` reads as the case
    /// with `nil`, and is written so (an element XML Schema declares `nillable` in a choice).
    ///
    /// ```swift
    /// Case("party", Party?.self, Role.party)   // <party xsi:nil="true"/> → .party(nil)
    /// ```
    @inlinable public init<Member: XMLReadable>(
        _ name: XMLName, _ type: Member?.Type, _ embed: @escaping @Sendable (Member?) -> Value
    ) {
        self.name = name
        var rule = NestedRule<Value?>.reading(Member.self) { $0 = embed($1) }
        rule.storeNil = { $0 = embed(nil) }
        part = ItemPart(name: name, entry: "Case", rule: .nested(rule))
        part.isNillable = true
        problem = nil
        let matcher = CaseMatcher(embed: embed)
        writing = Self.writing(
            matcher: matcher, label: matcher.label(of: nil), nested: [NestedType(Member.self)], writesNil: true,
            start: { payload, element, emitter in
                guard let member = payload else {
                    try emitter.startElement(element, isItem: true)
                    try emitter.attribute(xsiNil, "true")
                    return
                }
                try Member.parsingDescription.writePlan.startElement(element, isItem: true, of: member, to: emitter)
            }
        ) { payload, emitter in
            if let member = payload { try Member.parsingDescription.writePlan.writeContent(of: member, to: emitter) }
        }
    }

    /// A case whose payload is a model read with its own ``ParsingDescription``.
    ///
    /// ```swift
    /// Case("circle", Circle.self, Shape.circle)           // <circle r="2"/> → .circle(Circle(r: 2))
    /// ```
    @inlinable public init<Payload: XMLReadable>(
        _ name: XMLName, _ type: Payload.Type, _ embed: @escaping @Sendable (Payload) -> Value
    ) {
        self.name = name
        part = ItemPart(name: name, entry: "Case", rule: .nested(NestedRule.reading(type) { $0 = embed($1) }))
        problem = nil
        let matcher = CaseMatcher(embed: embed)
        writing = Self.writing(
            matcher: matcher, label: matcher.label(of: Payload()), nested: [NestedType(Payload.self)],
            start: { payload, element, emitter in
                try Payload.parsingDescription.writePlan.startElement(element, isItem: true, of: payload, to: emitter)
            }
        ) { payload, emitter in
            try Payload.parsingDescription.writePlan.writeContent(of: payload, to: emitter)
        }
    }

    /// A case read from an element whose content does not matter, with a fixed payload:
    /// `Case("true", PlistValue.bool, true)` reads `<true/>` as `.bool(true)` and writes it back so.
    @inlinable public init<Payload: Equatable & Sendable>(
        _ name: XMLName, _ embed: @escaping @Sendable (Payload) -> Value, _ payload: Payload
    ) {
        self.name = name
        part = ItemPart(
            name: name, entry: "Case", rule: .scalar(ScalarRule { value, _ in value = embed(payload) }, attributes: []))
        problem = nil
        let matcher = CaseMatcher(embed: embed)
        let constant = payload
        writing = Self.writing(
            matcher: matcher, label: matcher.label(of: payload), nested: [], accepts: { $0 == constant }
        ) { _, _ in }
    }

    /// A case without payload, read from an element whose content does not matter:
    /// `Case("none", Shape.none)` reads `<none/>` as `.none` and writes it back so.
    @inlinable public init(_ name: XMLName, _ constant: Value) where Value: Equatable & Sendable {
        self.name = name
        part = ItemPart(
            name: name, entry: "Case", rule: .scalar(ScalarRule { value, _ in value = constant }, attributes: []))
        problem = nil
        writing = { element, attributes in
            ItemWriter(names: [element] + attributes.map(\.0), nested: [], problem: nil) { value, emitter in
                guard value == constant else { return false }
                try emitter.startElement(element, isItem: true)
                for (name, value) in attributes { try emitter.attribute(name, qualifiedValue: value) }
                try emitter.endElement()
                return true
            }
        }
    }

    /// The writers of a case with a payload: the element, the attributes given, then `content`.
    /// `writesNil`: the payload may be written `xsi:nil="true"` (its namespace is planned).
    @inlinable static func writing<Payload>(
        matcher: CaseMatcher<Value, Payload>, label: String?, nested: [NestedType], writesNil: Bool = false,
        accepts: (@Sendable (Payload) -> Bool)? = nil,
        start: (@Sendable (Payload, XMLName, XMLEmitter) throws -> Void)? = nil,
        content: @escaping @Sendable (Payload, XMLEmitter) throws -> Void
    ) -> @Sendable (XMLName, [(XMLName, XMLName)]) -> ItemWriter<Value> {
        { element, attributes in
            let writePayload: @Sendable (Payload, XMLEmitter) throws -> Bool = { payload, emitter in
                if let accepts, !accepts(payload) { return false }
                // A model payload opens its element itself, in the namespace its ElementNamespace holds.
                if let start {
                    try start(payload, element, emitter)
                } else {
                    try emitter.startElement(element, isItem: true)
                }
                for (name, value) in attributes { try emitter.attribute(name, qualifiedValue: value) }
                try content(payload, emitter)
                try emitter.endElement()
                return true
            }
            var writer = ItemWriter(
                // A value's namespace too (`xsi:type="g:Circle"`), so the root declares it once.
                names: [element] + attributes.flatMap { [$0.0] + ($0.1.namespace == nil ? [] : [$0.1]) }
                    + (writesNil ? [xsiNil] : []), nested: nested, problem: nil
            ) { value, emitter in
                guard let payload = matcher.payload(of: value) else { return false }
                return try writePayload(payload, emitter)
            }
            writer.known(label: label, writePayload)
            return writer
        }
    }
}

/// Finds, by reflection, whether a value is the case that `embed` makes, and its payload.
@usableFromInline struct CaseMatcher<Value, Payload>: Sendable {
    @usableFromInline let embed: @Sendable (Payload) -> Value

    @inlinable init(embed: @escaping @Sendable (Payload) -> Value) {
        self.embed = embed
    }

    /// The payload when `value` is this case: an enum case with one associated value of type
    /// `Payload`, and the same case as `embed` makes from it.
    @usableFromInline func payload(of value: Value) -> Payload? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label,
            let payload = child.value as? Payload
        else { return nil }
        return Mirror(reflecting: embed(payload)).children.first?.label == label ? payload : nil
    }

    /// The label of the case `embed` makes from `payload`, when it is an enum case with a payload.
    @usableFromInline func label(of payload: Payload) -> String? {
        let mirror = Mirror(reflecting: embed(payload))
        guard mirror.displayStyle == .enum else { return nil }
        return mirror.children.first?.label
    }

    /// The label of the case, from a payload the format reads from a few common texts; `nil` when
    /// it reads none of them (the case is then found by reflecting twice per write).
    @usableFromInline func label(sampling format: ValueFormat<Payload>) -> String? {
        for text in ["", "0", "true", "1970-01-01T00:00:00Z", "1970-01-01", "a", "AA=="] {
            if let payload = try? format.read(text) { return label(of: payload) }
        }
        return nil
    }
}

extension ItemWriter {
    /// Records the label of the case this writer writes, and how to write a payload already
    /// taken out of a value; without a label, the writer keeps finding the case itself.
    @usableFromInline mutating func known<Payload>(
        label: String?, _ write: @escaping @Sendable (Payload, XMLEmitter) throws -> Bool
    ) {
        guard let label else { return }
        caseLabel = label
        writePayload = { payload, emitter in
            guard let payload = payload as? Payload else { return false }
            return try write(payload, emitter)
        }
    }
}

/// The result builder for the cases of a ``Choice``, a ``Pairs`` or a shared list of cases.
///
/// ```swift
/// extension Shape {
///     @CaseBuilder<Shape> static var cases: [Case<Shape>] {
///         Case("circle", Circle.self, Shape.circle)
///         Case("rect", Rect.self, Shape.rect)
///     }
/// }
/// Choice(\.shape) { Shape.cases }
/// ```
@resultBuilder
public enum CaseBuilder<Value> {
    /// `Case("string", String.self, PlistValue.string)`, marked with where it is written, for
    /// the problems that name it (`Shapes.swift:12`).
    @inlinable public static func buildExpression(
        _ entry: Case<Value>, fileID: String = #fileID, line: Int = #line
    ) -> [Case<Value>] {
        var entry = entry
        entry.part.location = "\(fileID):\(line)"
        return [entry]
    }
    /// A shared list of cases: `PlistValue.cases`.
    ///
    /// `Choice(\.value) { PlistValue.cases; Case("uid", UID.self, PlistValue.uid) }`
    @inlinable public static func buildExpression(_ entries: [Case<Value>]) -> [Case<Value>] { entries }
    /// Several cases, one per line.
    ///
    /// `{ Case("true", PlistValue.bool, true); Case("false", PlistValue.bool, false) }`
    @inlinable public static func buildBlock(_ components: [Case<Value>]...) -> [Case<Value>] {
        components.flatMap { $0 }
    }
    /// `if condition { … }`
    @inlinable public static func buildOptional(_ component: [Case<Value>]?) -> [Case<Value>] { component ?? [] }
    /// The `if` branch of `if`/`else`.
    ///
    /// `if allowsDates { Case("date", Date.self, PlistValue.date) } else { … }`
    @inlinable public static func buildEither(first component: [Case<Value>]) -> [Case<Value>] { component }
    /// The `else` branch of `if`/`else`.
    ///
    /// `if allowsDates { … } else { Case("date", String.self, PlistValue.string) }`
    @inlinable public static func buildEither(second component: [Case<Value>]) -> [Case<Value>] { component }
    /// `for name in names { … }`
    @inlinable public static func buildArray(_ components: [[Case<Value>]]) -> [Case<Value>] {
        components.flatMap { $0 }
    }
}

extension ItemPart {
    /// The same part, reported as declared by `entry`.
    @inlinable func declared(by entry: String) -> ItemPart {
        var part = ItemPart(name: name, entry: entry, rule: rule)
        part.isRequired = isRequired
        part.isNillable = isNillable
        part.location = location
        part.group = group
        part.readsOnce = readsOnce
        return part
    }

    /// The same part, one of the parts of `group`.
    @inlinable func grouped(_ group: ObjectIdentifier) -> ItemPart {
        var part = self
        part.group = group
        return part
    }
}

extension Case {
    /// The problem of a Choice or Item by attribute with more than one ``byDefault()`` case.
    @usableFromInline static func defaultsProblem(_ cases: [Case], entry: String) -> String? {
        let defaults = cases.filter(\.isDefault)
        guard defaults.count > 1 else { return nil }
        return
            "\(entry) has \(defaults.count) Cases marked byDefault() (\(defaults.map { "\"\($0.name)\"" }.joined(separator: ", "))); one may be read when the attribute is absent"
    }
}
