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
///
/// The trailing closure reads attributes of the same element into the model, as ``Element``'s does:
///
/// ```swift
/// // <target state="translated">Hallo, <g id="1">Welt</g>!</target>
/// XMLString("target", \.target) { Attribute("state", \.state) }   // "Hallo, <g id=\"1\">Welt</g>!", "translated"
/// ```
///
/// To read the content as text runs and typed elements instead of markup, read the element as a
/// model with ``Mixed``.
public struct XMLString<Model>: Sendable {
    @usableFromInline var parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the element: the stored XML as markup, verbatim.
    @usableFromInline let writer: WriteEntry<Model>

    /// Stores the inner XML of the element named `name`; `attributes` reads attributes of the
    /// same element into the model.
    ///
    /// ```swift
    /// XMLString("description", \.descriptionXML)   // <description>A <em>b</em></description> → "A <em>b</em>"
    /// XMLString("target", \.target) { Attribute("state", \.state) }   // <target state="new">…</target>
    /// ```
    @inlinable public init(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, String> & Sendable,
        @AttributeBuilder<Model> attributes: () -> [Attribute<Model>] = { [] }
    ) {
        let access = PropertyAccess(keyPath)
        self.init(name, store: { access.set(&$0, $1) }, get: { access.get($0) }, attributes: attributes())
        parts.append(.binding(keyPath, entry: "XMLString(\"\(name)\")"))
    }

    /// Stores the inner XML of the element named `name`; `nil` when the element is absent.
    ///
    /// ```swift
    /// XMLString("summary", \.summaryXML)            // var summaryXML: String?
    /// XMLString("summary", \.summaryXML) { Attribute("type", \.summaryType) }
    /// ```
    @inlinable public init(
        _ name: XMLName, _ keyPath: WritableKeyPath<Model, String?> & Sendable,
        @AttributeBuilder<Model> attributes: () -> [Attribute<Model>] = { [] }
    ) {
        let access = PropertyAccess(keyPath)
        self.init(name, store: { access.set(&$0, $1) }, get: { access.get($0) }, attributes: attributes())
        parts.append(.binding(keyPath, entry: "XMLString(\"\(name)\")"))
    }

    @inlinable init(
        _ name: XMLName, store: @escaping @Sendable (inout Model, String) -> Void,
        get: @escaping @Sendable (Model) -> String?, attributes: [Attribute<Model>]
    ) {
        parts = [
            .child(
                ItemPart(name: name, entry: "XMLString", rule: .xmlString(store, attributes: attributes.map(\.rule))))
        ]
        parts += attributes.compactMap { $0.problem.map { .problem($0) } }
        parts += attributes.map(\.binding)
        writer = .markupElement(name, get: get, attributes: attributes.map(\.writer))
    }
}
