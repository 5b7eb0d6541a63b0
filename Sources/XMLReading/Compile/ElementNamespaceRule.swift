/// How ``ElementNamespace`` is compiled: its hook joins ``ElementName``'s, so that a start tag of a
/// model whose description has neither costs the engine nothing more (`hasStartHooks` is false).
///
/// ```swift
/// let hook = ElementNamespaceRule.hook(name: nil, namespace: store)   // stores name.namespace
/// ```
@usableFromInline enum ElementNamespaceRule {
    /// The problem of an ``ElementNamespace`` in a description without a ``DefaultNamespace``.
    @usableFromInline static let withoutNamespace =
        "ElementNamespace records which of the description's namespaces an element is read in, and the description has none; give it namespace: [uri, olderURI] or namespace: .orNone(uri), or leave ElementNamespace out"

    /// The start hook of a model's element: ``ElementName``'s, ``ElementNamespace``'s, or both.
    @usableFromInline static func hook(
        name: (@Sendable (ModelFrameBase, XMLName) -> Void)?,
        namespace: (@Sendable (ModelFrameBase, String?) -> Void)?
    ) -> (@Sendable (ModelFrameBase, XMLName) -> Void)? {
        guard let namespace else { return name }
        guard let name else { return { frame, element in namespace(frame, element.namespace) } }
        return { frame, element in
            name(frame, element)
            namespace(frame, element.namespace)
        }
    }
}
