/// Keeps every child element the description does not name, whole (``AnyElement``), in document
/// order, so that a model read and written back loses nothing.
///
/// ```swift
/// struct Entry: XMLReadable {
///     var title = ""
///     var extensions: [AnyElement] = []        // <media:thumbnail url="…"/>, <georss:point>…
///     var otherAttributes: [XMLName: String] = [:]
///     static let parsingDescription = ParsingDescription<Entry> {
///         Element("title", \.title)
///         AnyElements(\.extensions)
///         AnyAttributes(\.otherAttributes)
///     }
/// }
/// ```
///
/// "Not named" means: no entry binds its local name in its namespace, so `<x:title>` is kept
/// when only `<title>` is described; ``Ignore``d elements are not kept. An unnamed child of a
/// path's step (`<isbn>` in `<details>` when only `details/pages` is described) is kept inside a
/// copy of the steps that held it (`<details><isbn>…</isbn></details>`), so it is written back
/// where it was read. ``XMLWriter`` writes the
/// kept elements after all the others (outside any ``Skip`` group), in their order, with their
/// attributes, text and children exactly, and with the prefixes they were read with
/// (``AnyElement/namespaceDeclarations``), declared where they are not in scope already.
public struct AnyElements<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    @usableFromInline let writer: WriteEntry<Model>

    /// Appends each unnamed child element to `keyPath`.
    ///
    /// ```swift
    /// AnyElements(\.extensions)     // var extensions: [AnyElement] = []
    /// ```
    @inlinable public init(_ keyPath: WritableKeyPath<Model, [AnyElement]> & Sendable) {
        self.init(keyPath, namespaces: .any)
    }

    /// Appends each unnamed child element in `namespaces` to `keyPath`; an element outside them is
    /// unknown content (refused with ``UnknownContentPolicy/refuse``).
    ///
    /// ```swift
    /// // <xs:any namespace="##other"/>: elements of other namespaces than the sitemap's.
    /// AnyElements(\.extensions, namespaces: .other(than: "http://www.sitemaps.org/schemas/sitemap/0.9"))
    /// ```
    @inlinable public init(
        _ keyPath: WritableKeyPath<Model, [AnyElement]> & Sendable, namespaces: WildcardNamespaces
    ) {
        parts = [
            .elementWildcard(namespaces),
            .child(
                ItemPart(
                    name: CompiledTable.anyElement, entry: "AnyElements",
                    rule: .capture { [access = PropertyAccess(keyPath)] model, element in
                        access.modify(&model) { $0.append(element) }
                    })),
            .binding(keyPath, entry: "AnyElements"),
        ]
        writer = .otherElements(
            ChildWriter(names: []) { model, emitter in
                // Kept elements carry their own namespaces: the description's default is not theirs.
                let outer = emitter.defaultNamespace
                emitter.defaultNamespace = nil
                defer { emitter.defaultNamespace = outer }
                for element in model[keyPath: keyPath] { try element.write(to: emitter) }
            })
    }
}

/// Keeps every attribute of the element that the description does not name (namespace
/// declarations aside), by name and namespace; ``XMLWriter`` writes them back after the named ones.
///
/// ```swift
/// // <svg width="10" data-id="7" xmlns:v="urn:v" v:layer="a">
/// Attribute("width", \.width)
/// AnyAttributes(\.others)     // [XMLName("data-id"): "7", XMLName("layer", namespace: "urn:v"): "a"]
/// ```
public struct AnyAttributes<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    @usableFromInline let writer: WriteEntry<Model>

    /// Stores the unnamed attributes into `keyPath`.
    ///
    /// ```swift
    /// AnyAttributes(\.others)       // var others: [XMLName: String] = [:]
    /// ```
    @inlinable public init(_ keyPath: WritableKeyPath<Model, [XMLName: String]> & Sendable) {
        self.init(keyPath, namespaces: .any)
    }

    /// Stores the unnamed attributes in `namespaces` into `keyPath`; an attribute outside them is
    /// unknown content (refused with ``UnknownContentPolicy/refuse``).
    ///
    /// ```swift
    /// // <xs:anyAttribute namespace="##other"/> in the namespace urn:doc:
    /// AnyAttributes(\.others, namespaces: .other(than: "urn:doc"))   // keeps v:layer, not data-id
    /// ```
    @inlinable public init(
        _ keyPath: WritableKeyPath<Model, [XMLName: String]> & Sendable, namespaces: WildcardNamespaces
    ) {
        parts = [
            .attributeWildcard(namespaces),
            .otherAttributes { [access = PropertyAccess(keyPath)] model, attributes in access.set(&model, attributes) },
            .binding(keyPath, entry: "AnyAttributes"),
        ]
        writer = .otherAttributes { model in
            model[keyPath: keyPath].sorted { $0.key.description < $1.key.description }.map { ($0.key, $0.value) }
        }
    }
}

/// Stores the name of the element a model is read from: for a model reached through a ``Choice``
/// or ``Keyed`` whose cases share one type, or read by several names.
///
/// ```swift
/// // <circle/> or <ellipse/>, both read as Round:
/// Choice(\.shape) { Case("circle", Round.self, Shape.round); Case("ellipse", Round.self, Shape.round) }
/// // in Round's description:
/// ElementName(\.kind)         // XMLName("circle") or XMLName("ellipse")
/// ```
///
/// Reading only: the element's name is written by the entry that writes the model.
public struct ElementName<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]

    /// Stores the element's name and namespace into `keyPath`.
    ///
    /// ```swift
    /// ElementName(\.kind)           // var kind = XMLName("circle")
    /// ```
    @inlinable public init(_ keyPath: WritableKeyPath<Model, XMLName> & Sendable) {
        parts = [
            .elementName { [access = PropertyAccess(keyPath)] model, name in access.set(&model, name) },
            .binding(keyPath, entry: "ElementName"),
        ]
    }
}
