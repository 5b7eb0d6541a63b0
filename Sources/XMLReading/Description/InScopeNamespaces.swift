/// Stores the namespace bindings in scope at the model's element, prefix to URI (`""` for the
/// default namespace), those declared on the element itself included: for values that are
/// qualified names, which a document writes with its own prefixes (XML Schema's
/// `type="xs:string"`, SOAP's `faultcode`, `xsi:type`).
///
/// ```swift
/// // <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:books">
/// //   <xs:element name="book" type="tns:Book"/>
/// struct Declaration: XMLReadable {
///     var type = "", namespaces: [String: String] = [:]
///     static let parsingDescription = ParsingDescription<Declaration> {
///         Attribute("type", \.type)
///         InScopeNamespaces(\.namespaces)    // ["xs": "http://www.w3.org/2001/XMLSchema", "tns": "urn:books"]
///     }
///     var typeName: XMLName? { XMLName(qualified: type, in: namespaces) }   // {urn:books}Book
/// }
/// ```
///
/// The `xml` prefix is always bound and not listed. An inner declaration of a prefix hides an
/// outer one, as in the document; `xmlns=""` binds the default namespace to `""` (none).
///
/// Writing declares on the element the prefixes it holds that are not bound as they were where
/// the element is written (`xmlns:xs="…XMLSchema"` when `xs` is not in scope), before the
/// element's name is chosen, so that qualified names in values read back as they were; not the
/// default namespace, which the writer keeps for names. A name on that tag whose chosen prefix a
/// kept one hides (the element's own, an `xsi:type` a case writes) takes a generated prefix. A
/// model that holds the root's bindings declares them again on each element where they are not
/// in scope: declare them on the root (``WritingOptions/declareNamespacePrefix(_:for:)``) to
/// write them once. Descriptions without it pay nothing: its hook joins ``ElementName``'s, which
/// the engine checks once per model element anyway, and its writing takes the branch that
/// ``ElementNamespace`` takes.
public struct InScopeNamespaces<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    @usableFromInline let writer: WriteEntry<Model>

    /// Stores the bindings in scope into `keyPath`.
    ///
    /// ```swift
    /// InScopeNamespaces(\.namespaces)    // var namespaces: [String: String] = [:]
    /// ```
    @inlinable public init(_ keyPath: WritableKeyPath<Model, [String: String]> & Sendable) {
        parts = [
            .inScopeNamespaces { [access = PropertyAccess(keyPath)] model, bindings in access.set(&model, bindings) },
            .binding(keyPath, entry: "InScopeNamespaces"),
        ]
        writer = .declarations { $0[keyPath: keyPath] }
    }
}

extension InScopeNamespaces: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension XMLName {
    /// A qualified name written in a document (`xs:string`, `Book`), resolved against the
    /// bindings in scope where it was written (``InScopeNamespaces``); `nil` when its prefix is
    /// not bound or it is not a qualified name (empty, two colons, a colon at either end).
    ///
    /// ```swift
    /// XMLName(qualified: "xs:string", in: ["xs": "http://www.w3.org/2001/XMLSchema"])
    /// // XMLName("string", namespace: "http://www.w3.org/2001/XMLSchema")
    /// XMLName(qualified: "Book", in: ["": "urn:books"])     // XMLName("Book", namespace: "urn:books")
    /// XMLName(qualified: "Book", in: [:])                   // XMLName("Book"): no namespace
    /// XMLName(qualified: "p:Book", in: [:])                 // nil: p is not bound
    /// ```
    ///
    /// Surrounding XML whitespace is ignored, as XML Schema's `xs:QName` does.
    public init?(qualified text: String, in namespaces: [String: String]) {
        let name = String(text.trimmingXMLWhitespace())
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard !name.isEmpty, parts.count <= 2, !parts.contains(where: \.isEmpty) else { return nil }
        if parts.count == 1 {
            let uri = namespaces[""] ?? ""
            self.init(name, namespace: uri.isEmpty ? nil : uri)
            return
        }
        let prefix = String(parts[0])
        let uri = prefix == "xml" ? "http://www.w3.org/XML/1998/namespace" : namespaces[prefix]
        guard let uri, !uri.isEmpty else { return nil }
        self.init(String(parts[1]), namespace: uri)
    }
}
