/// Binds an attribute of the element being read to a property.
///
/// ```swift
/// // <book id="7" available="yes">
/// Attribute("id", \.id)                 // id = 7
/// Attribute("available", \.available)   // available = true (false when the attribute is absent
///                                       // and the property's default is false)
/// Attribute("updated", \.updated, format: .date("yyyy-MM-dd"))
/// ```
///
/// Inside an ``Element`` entry's trailing closure, `Attribute` reads an attribute of that child
/// element instead: `Element("price", \.price) { Attribute("currency", \.currency) }`.
/// A plain name matches only an attribute without a prefix; use ``XMLName/init(_:namespace:)``
/// for `xml:lang` or `xlink:href`.
public struct Attribute<Model>: Sendable {
    @usableFromInline var rule: AttributeRule<Model>
    @usableFromInline let problem: String?
    /// The property it reads into.
    @usableFromInline let keyPath: AnyKeyPath & Sendable
    /// How ``XMLWriter`` writes the attribute (or why it cannot).
    @usableFromInline let writer: WriteEntry<Model>

    /// The same entry, required: reading the element fails when the attribute is absent, with the
    /// element's path and the position of its end tag.
    ///
    /// ```swift
    /// Attribute("id", \.id).required()
    /// // <book><title>Dune</title></book> → line 1, column 33: missing required attribute "id" in <book> (required by Attribute("id") at Book.swift:7; drop .required() if <book> may lack it) at /book
    /// ```
    ///
    /// For the element's own attributes; an attribute of a child read through an ``Element``
    /// entry's trailing closure cannot be required (the description reports it).
    public func required() -> Attribute {
        var copy = self
        copy.rule.isRequired = true
        return copy
    }

    @inlinable var parts: [DescriptionBuilder<Model>.Component.Part] {
        [.attribute(rule)] + (problem.map { [.problem($0)] } ?? []) + [binding]
    }

    /// The part that reports the property if another entry binds it too.
    @inlinable var binding: DescriptionBuilder<Model>.Component.Part {
        .binding(keyPath, entry: "Attribute(\"\(rule.name)\")")
    }

    /// Reads the attribute as the property's type (`Int`, `Bool`, `Date`, an enum, an optional…).
    ///
    /// ```swift
    /// Attribute("id", \.id)         // <book id="7">  →  id = 7
    /// ```
    @inlinable public init<Value: XMLScalar>(_ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable) {
        self.init(name, keyPath, format: .standard)
    }

    /// Reads the attribute with a ``ValueFormat``.
    ///
    /// ```swift
    /// Attribute("updated", \.updated, format: .date("yyyy-MM-dd"))   // <book updated="2024-03-01">
    /// ```
    @inlinable @_disfavoredOverload
    public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value> & Sendable, format: ValueFormat<Value>
    ) {
        rule = AttributeRule(
            name: name, rule: ScalarRule(format: format) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) })
        problem = format.problem
        self.keyPath = keyPath
        writer =
            format.write.map { .attribute(name, WriteEntry.scalarText(keyPath, $0)) }
            ?? .readOnly(WriteEntry<Model>.noWriteConversion("Attribute(\"\(name)\")", typeName: format.typeName))
    }

    /// Reads the attribute with a ``ValueFormat`` into an optional; a blank value it cannot read is `nil`.
    ///
    /// ```swift
    /// Attribute("updated", \.updated, format: .iso8601)   // var updated: Date?; updated="" → nil
    /// ```
    @inlinable public init<Value>(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, Value?> & Sendable, format: ValueFormat<Value>
    ) {
        rule = AttributeRule(
            name: name,
            rule: ScalarRule(optionalFormat: format) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) })
        problem = format.problem
        self.keyPath = keyPath
        writer =
            format.write.map { .attribute(name, WriteEntry.optionalText(keyPath, $0)) }
            ?? .readOnly(WriteEntry<Model>.noWriteConversion("Attribute(\"\(name)\")", typeName: format.typeName))
    }
}

/// The result builder for the attributes of an ``Element`` entry's child element.
///
/// ```swift
/// Element("price", \.price) {          // <price currency="EUR" vat="true">9.50</price>
///     Attribute("currency", \.currency)
///     Attribute("vat", \.includesVAT)
/// }
/// ```
@resultBuilder
public enum AttributeBuilder<Model> {
    /// `Attribute("currency", \.currency)`
    @inlinable public static func buildExpression(_ entry: Attribute<Model>) -> [Attribute<Model>] { [entry] }
    /// Several attributes, one per line.
    ///
    /// `{ Attribute("currency", \.currency); Attribute("vat", \.vat) }`
    @inlinable public static func buildBlock(_ components: [Attribute<Model>]...) -> [Attribute<Model>] {
        components.flatMap { $0 }
    }
    /// `if condition { … }`
    @inlinable public static func buildOptional(_ component: [Attribute<Model>]?) -> [Attribute<Model>] {
        component ?? []
    }
    /// The `if` branch of `if`/`else`.
    ///
    /// `if withVAT { Attribute("vat", \.vat) } else { … }`
    @inlinable public static func buildEither(first component: [Attribute<Model>]) -> [Attribute<Model>] { component }
    /// The `else` branch of `if`/`else`.
    ///
    /// `if withVAT { … } else { Attribute("tax", \.tax) }`
    @inlinable public static func buildEither(second component: [Attribute<Model>]) -> [Attribute<Model>] { component }
    /// `for name in names { … }`
    @inlinable public static func buildArray(_ components: [[Attribute<Model>]]) -> [Attribute<Model>] {
        components.flatMap { $0 }
    }
}
