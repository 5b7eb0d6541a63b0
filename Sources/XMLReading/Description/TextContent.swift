/// Binds the text of the element being read itself, for elements that carry attributes and text.
///
/// ```swift
/// struct Price: XMLReadable {                   // <price currency="USD">12.50</price>
///     var amount = 0.0, currency = ""
///     static let parsingDescription = ParsingDescription<Price> {
///         TextContent(\.amount)                        // 12.5
///         Attribute("currency", \.currency)     // "USD"
///     }
/// }
/// ```
///
/// Only text directly inside the element counts; text inside its child elements does not.
public struct TextContent<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the text (or why it cannot).
    @usableFromInline let writer: WriteEntry<Model>

    /// Reads the element's own text as the property's type.
    ///
    /// ```swift
    /// TextContent(\.amount)      // <price currency="USD">12.50</price> → 12.5
    /// ```
    @inlinable public init<Value: XMLScalar>(_ keyPath: WritableKeyPath<Model, Value> & Sendable) {
        self.init(keyPath, format: .standard)
    }

    /// Reads the element's own text with a ``ValueFormat``.
    ///
    /// ```swift
    /// TextContent(\.code, format: .cdata)        // written as <![CDATA[…]]>
    /// ```
    @inlinable @_disfavoredOverload
    public init<Value>(_ keyPath: WritableKeyPath<Model, Value> & Sendable, format: ValueFormat<Value>) {
        parts =
            [.text(ScalarRule(format: format) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) })]
            + (format.problem.map { [.problem($0)] } ?? []) + [.binding(keyPath, entry: "TextContent")]
        writer =
            format.write.map { .text(WriteEntry.scalarText(keyPath, $0), cdata: format.writesCDATA) }
            ?? .readOnly(WriteEntry<Model>.noWriteConversion("TextContent", typeName: format.typeName))
    }

    /// Reads the element's own text with a ``ValueFormat`` into an optional.
    ///
    /// ```swift
    /// TextContent(\.day, format: .date("yyyy-MM-dd"))   // var day: Date?; <due/> → nil
    /// ```
    @inlinable public init<Value>(_ keyPath: WritableKeyPath<Model, Value?> & Sendable, format: ValueFormat<Value>) {
        parts =
            [.text(ScalarRule(optionalFormat: format) { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) })]
            + (format.problem.map { [.problem($0)] } ?? []) + [.binding(keyPath, entry: "TextContent")]
        writer =
            format.write.map { .text(WriteEntry.optionalText(keyPath, $0), cdata: format.writesCDATA) }
            ?? .readOnly(WriteEntry<Model>.noWriteConversion("TextContent", typeName: format.typeName))
    }
}
