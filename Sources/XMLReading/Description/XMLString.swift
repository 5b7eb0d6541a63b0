/// Binds a child element's inner XML, re-serialized as a string: markup such as HTML-like
/// formatting is kept.
///
/// ```swift
/// XMLString("description", \.descriptionXML)
/// // <description>A <em>classic</em> &amp; more</description>  →  "A <em>classic</em> &amp; more"
/// ```
///
/// Elements and attributes are kept (attributes sorted by name), text is re-escaped, CDATA
/// becomes escaped text, empty elements are written `<br/>`, comments and processing
/// instructions are dropped, and namespace declarations the fragment needs are added, so the
/// result is well-formed. ``XMLWriter`` leaves out again each declaration already in scope where
/// it writes the markup, and gives an element the markup leaves in no namespace `xmlns=""` inside
/// a default namespace: `<summary>Read <xh:em>this</xh:em></summary>` below
/// `<feed xmlns:xh="…">` is stored as `Read <xh:em xmlns:xh="…">this</xh:em>` and written back as read.
public struct XMLString<Model>: Sendable {
    @usableFromInline var parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the element: the stored XML as markup, verbatim.
    @usableFromInline let writer: WriteEntry<Model>

    /// Stores the inner XML of the element named `name`.
    ///
    /// ```swift
    /// XMLString("description", \.descriptionXML)   // <description>A <em>b</em></description> → "A <em>b</em>"
    /// ```
    @inlinable public init(_ name: XMLName, _ keyPath: WritableKeyPath<Model, String> & Sendable) {
        self.init(
            name, store: { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) }, get: { $0[keyPath: keyPath] })
        parts.append(.binding(keyPath, entry: "XMLString(\"\(name)\")"))
    }

    /// Stores the inner XML of the element named `name`; `nil` when the element is absent.
    ///
    /// ```swift
    /// XMLString("summary", \.summaryXML)            // var summaryXML: String?
    /// ```
    @inlinable public init(_ name: XMLName, _ keyPath: WritableKeyPath<Model, String?> & Sendable) {
        self.init(
            name, store: { [access = PropertyAccess(keyPath)] in access.set(&$0, $1) }, get: { $0[keyPath: keyPath] })
        parts.append(.binding(keyPath, entry: "XMLString(\"\(name)\")"))
    }

    @inlinable init(
        _ name: XMLName, store: @escaping @Sendable (inout Model, String) -> Void,
        get: @escaping @Sendable (Model) -> String?
    ) {
        parts = [.child(ItemPart(name: name, entry: "XMLString", rule: .xmlString(store)))]
        writer = .markupElement(name, get: get)
    }
}
