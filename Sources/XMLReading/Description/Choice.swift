/// Reads one value whose element name says what it is into an enum property: each ``Case``
/// names an element and the case it makes.
///
/// ```swift
/// // <shape><circle r="2"/></shape>  →  drawing.shape = .circle(Circle(r: 2))
/// Choice("shape", \.shape) {
///     Case("circle", Circle.self, Shape.circle)
///     Case("rect", Rect.self, Shape.rect)
/// }
///
/// // without a wrapper element, among the element's own children:
/// Choice(\.value) { PlistValue.cases }       // <plist><string>x</string></plist>
/// ```
///
/// When several of the elements appear, the last one wins; when none does, the property keeps
/// its default (use an optional property to tell). ``XMLWriter`` writes the element of the case
/// the property holds (see ``Case`` for how the case is found); a `nil` optional writes nothing.
public struct Choice<Model>: Sendable {
    @usableFromInline var parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the value.
    @usableFromInline let writer: WriteEntry<Model>

    /// Reads the case among the direct children of the element being read.
    ///
    /// ```swift
    /// Choice(\.value) { PlistValue.cases }      // <plist><string>x</string></plist> → .string("x")
    /// ```
    @inlinable @_disfavoredOverload public init<Value>(
        _ keyPath: WritableKeyPath<Model, Value> & Sendable, @CaseBuilder<Value> cases: () -> [Case<Value>]
    ) {
        self.init(nil, keyPath, AssignAccess(keyPath), cases()) { $0[keyPath: keyPath] }
    }

    /// Reads the case into an optional, which stays `nil` when no case's element appears.
    ///
    /// ```swift
    /// Choice(\.value) { PlistValue.cases }      // var value: PlistValue?; <plist/> → nil
    /// ```
    @inlinable public init<Value>(
        _ keyPath: WritableKeyPath<Model, Value?> & Sendable, @CaseBuilder<Value> cases: () -> [Case<Value>]
    ) {
        self.init(nil, keyPath, PropertyAccess(keyPath), cases()) { $0[keyPath: keyPath] }
    }

    /// Reads the case inside the wrapper element `name` (`<value><int>7</int></value>`).
    @inlinable @_disfavoredOverload public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable,
        @CaseBuilder<Value> cases: () -> [Case<Value>]
    ) {
        self.init(name, keyPath, AssignAccess(keyPath), cases()) { $0[keyPath: keyPath] }
    }

    /// Reads the case inside the wrapper element `name` into an optional, which stays `nil` when
    /// the wrapper or its case is absent.
    ///
    /// ```swift
    /// Choice("shape", \.shape) { Shape.cases }  // var shape: Shape?; no <shape> → nil
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value?> & Sendable,
        @CaseBuilder<Value> cases: () -> [Case<Value>]
    ) {
        self.init(name, keyPath, PropertyAccess(keyPath), cases()) { $0[keyPath: keyPath] }
    }

    /// Reads the element `name` as the case its attribute `attribute` names: each ``Case``'s name
    /// is a value of the attribute.
    ///
    /// ```swift
    /// // <shape type="circle" r="2"/>  →  .circle(Circle(r: 2))
    /// Choice("shape", \.shape, by: "type") {
    ///     Case("circle", Circle.self, Shape.circle)
    ///     Case("rect", Rect.self, Shape.rect)
    /// }
    /// // xsi:type: a Case named with a namespace matches the value as a qualified name
    /// Choice("geometry", \.geometry, by: XMLName("type", namespace: xsi)) {
    ///     Case(XMLName("PointType", namespace: gml), Point.self, Geometry.point)
    /// }
    /// ```
    ///
    /// A value no case names, or a missing attribute, is an error listing the values expected
    /// (a missing attribute reads the case marked ``Case/byDefault()``, when there is one).
    /// ``XMLWriter`` writes `<name attribute="case">` with the case's payload inside; a qualified
    /// case name is written with a prefix bound to its namespace (`xsi:type="gml:PointType"`,
    /// declared where it is not in scope), and the default case without the attribute.
    @inlinable @_disfavoredOverload public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable, by attribute: XMLName,
        @CaseBuilder<Value> cases: () -> [Case<Value>]
    ) {
        self.init(name, keyPath, by: attribute, AssignAccess(keyPath), cases()) { $0[keyPath: keyPath] }
    }

    /// Reads the element `name` as the case its attribute names, into an optional.
    ///
    /// ```swift
    /// Choice("shape", \.shape, by: "type") { Shape.cases }   // var shape: Shape?
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value?> & Sendable, by attribute: XMLName,
        @CaseBuilder<Value> cases: () -> [Case<Value>]
    ) {
        self.init(name, keyPath, by: attribute, PropertyAccess(keyPath), cases()) { $0[keyPath: keyPath] }
    }

    @inlinable init<Value, Access: PartAccess>(
        _ name: XMLName, _ keyPath: AnyKeyPath & Sendable, by attribute: XMLName, _ access: Access,
        _ cases: [Case<Value>], get: @escaping @Sendable (Model) -> Value?
    ) where Access.Root == Model, Access.Part == Value? {
        let entry = "Choice(\"\(name)\", by: \"\(attribute)\")"
        var parts: [DescriptionBuilder<Model>.Component.Part] = [
            .child(
                ItemPart(
                    name: name, entry: entry,
                    rule: .chosen(
                        by: attribute, cases.map { $0.part.lifted(through: access) },
                        absent: cases.firstIndex(where: \.isDefault))))
        ]
        if cases.isEmpty { parts.append(.problem("\(entry) has no Case; name at least one value of \"\(attribute)\"")) }
        if let problem = Case.defaultsProblem(cases, entry: entry) { parts.append(.problem(problem)) }
        parts += cases.compactMap { $0.problem.map { .problem($0) } }
        parts.append(.binding(keyPath, entry: entry))
        self.parts = parts
        let writers = cases.map { $0.writing(name, $0.isDefault ? [] : [(attribute, $0.name)]) }
        writer = .choice(nil, entry: entry, writers, get: get)
    }

    @inlinable init<Value, Access: PartAccess>(
        _ name: XMLName?, _ keyPath: AnyKeyPath & Sendable, _ access: Access, _ cases: [Case<Value>],
        get: @escaping @Sendable (Model) -> Value?
    ) where Access.Root == Model, Access.Part == Value? {
        self.init(
            name, keyPath, lifted: cases.map { $0.part.lifted(through: access) },
            problems: cases.compactMap(\.problem)
        ) { entry in .choice(name, entry: entry, cases.map(\.writer), get: get) }
    }

    /// The half of a Choice that does not depend on its value's type: the parts around the
    /// specialized cases, and the writer `writer` makes for the entry's name. Not `@inlinable`
    /// (see `CompiledTable.compile`).
    @usableFromInline init(
        _ name: XMLName?, _ keyPath: AnyKeyPath & Sendable, lifted: [ItemPart<Model>], problems: [String],
        writer: (String) -> WriteEntry<Model>
    ) {
        let entry = name.map { "Choice(\"\($0)\")" } ?? "Choice"
        // The cases are one entry: one of them is read (a second is heard as unknown content), and
        // `.required()` requires one of them.
        let group = ObjectIdentifier(keyPath)
        let lifted = lifted.map { $0.declared(by: entry).grouped(group) }
        var parts: [DescriptionBuilder<Model>.Component.Part] =
            if let name {
                [.child(ItemPart(name: name, entry: entry, rule: .container(lifted)))]
            } else {
                lifted.map { .child($0) }
            }
        if lifted.isEmpty { parts.append(.problem("\(entry) has no Case; name at least one element it reads")) }
        parts += problems.map { .problem($0) }
        parts.append(.binding(keyPath, entry: entry))
        self.parts = parts
        self.writer = writer(entry)
    }

    /// The same entry, required: reading the parent fails when none of the cases' elements is
    /// there (for a Choice with a wrapper element, when the wrapper or its case is absent).
    ///
    /// ```swift
    /// Choice(\.amount) { Case("InstdAmt", Amount.self, Money.instructed); Case("EqvtAmt", Equivalent.self, Money.equivalent) }
    ///     .required()
    /// // <Amt></Amt> → missing required element <InstdAmt> or <EqvtAmt> in <Amt> (required by Choice …) at /…/Amt
    /// ```
    ///
    /// A Choice by attribute is required with its element.
    public func required() -> Choice {
        var copy = self
        // A wrapper's cases are required inside it, which requires it too.
        copy.parts = parts.map { part in
            guard case .child(let item) = part else { return part }
            return .child(item.changingItems { $0.isRequired = true })
        }
        return copy
    }
}

extension WriteEntry {
    /// A ``Choice``: the element of the first case that matches the value, inside the wrapper
    /// `name` when there is one; nothing for `nil`.
    @inlinable static func choice<Value>(
        _ name: XMLName?, entry: String, _ cases: [ItemWriter<Value>], get: @escaping @Sendable (Model) -> Value?
    ) -> WriteEntry {
        .child(
            ChildWriter(
                names: (name.map { [$0] } ?? []) + cases.flatMap(\.names), nested: cases.flatMap(\.nested),
                problems: cases.compactMap(\.problem)
            ) { model, emitter in
                guard let value = get(model) else { return }
                if let name { try emitter.startElement(name) }
                try ItemWriter.writeFirstMatch(value, cases, entry: entry, to: emitter)
                if name != nil { try emitter.endElement() }
            })
    }
}

extension ItemWriter {
    /// Writes `value` with the first writer that takes it, or throws
    /// ``XMLReadingError/Code/notWritable`` naming `entry`.
    @usableFromInline static func writeFirstMatch(
        _ value: Value, _ writers: [ItemWriter], entry: String, to emitter: XMLEmitter
    ) throws {
        if try ItemWriter.writeFirst(value, writers, to: emitter) { return }
        let typeName = _typeName(type(of: value as Any), qualified: false)
        let label = Mirror(reflecting: value).children.first?.label.map { "the case .\($0) of " } ?? "a value of "
        throw XMLReadingError(
            code: .notWritable, message: "no Case of \(entry) matches \(label)\(typeName)", path: emitter.path)
    }
}
