/// Records the namespace a model's element was read in, so that ``XMLWriter`` writes the model back
/// in it: for a description that reads several namespaces (``DefaultNamespace``), as old and new
/// versions of a format use.
///
/// ```swift
/// let kml22 = "http://www.opengis.net/kml/2.2", kml21 = "http://earth.google.com/kml/2.1"
/// struct Kml: XMLReadable {
///     var namespace: String? = kml22, name = ""
///     static let parsingDescription = ParsingDescription<Kml>(namespace: [kml22, kml21]) {
///         ElementNamespace(\.namespace)       // <kml xmlns="http://earth.google.com/kml/2.1"> → kml21
///         Element("name", \.name)
///     }
/// }
/// // Read from a KML 2.1 file, written back as KML 2.1: <kml xmlns="http://earth.google.com/kml/2.1">…
/// ```
///
/// Reading stores the namespace URI of the element the model is read from (`nil`: no namespace,
/// as `.orNone` reads). Writing puts the model's element (when its name is plain), its entries'
/// plain names, and those of the models inside it whose descriptions read that namespace too and
/// record none of their own, in the namespace the property holds; `nil` writes them in no
/// namespace. A value the description does not read (`nil` without `.orNone`) throws
/// ``XMLReadingError/Code/namespaceNotRead`` before the element is written. Give the property the
/// namespace a model made in code is written in as its initial value.
///
/// The entry needs a description with a ``DefaultNamespace``; descriptions without it read and
/// write as before, at no cost.
public struct ElementNamespace<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    @usableFromInline let writer: WriteEntry<Model>

    /// Stores the namespace URI of the element read into `keyPath`, and writes the model in it.
    ///
    /// ```swift
    /// ElementNamespace(\.namespace)    // var namespace: String? = pom; <project> without xmlns → nil
    /// ```
    @inlinable public init(_ keyPath: WritableKeyPath<Model, String?> & Sendable) {
        parts = [
            .elementNamespace { [access = PropertyAccess(keyPath)] model, uri in access.set(&model, uri) },
            .binding(keyPath, entry: "ElementNamespace"),
        ]
        writer = .elementNamespace { $0[keyPath: keyPath] }
    }
}

extension ElementNamespace: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}
