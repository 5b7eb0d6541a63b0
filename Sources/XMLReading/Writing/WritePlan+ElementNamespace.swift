/// How a model with an ``ElementNamespace`` is written: its element, its plain names and those of
/// the models inside it that read the namespace too, in the namespace the model holds.
///
/// ```swift
/// // Kml(namespace: kml21, name: "Home") with ElementNamespace(\.namespace), namespace: [kml22, kml21]:
/// // <kml xmlns="http://earth.google.com/kml/2.1"><name>Home</name></kml>
/// ```
extension WritePlan {
    /// Opens the element `name` of `model`: a plain name in the namespace the model's
    /// ``ElementNamespace`` holds, and as any other element for a description without one.
    @inlinable func startElement(
        _ name: XMLName, isItem: Bool = false, of model: Model, to emitter: XMLEmitter
    ) throws {
        guard opensSpecially else {
            try emitter.startElement(name, isItem: isItem)
            return
        }
        try startElementSpecially(name, isItem: isItem, of: model, to: emitter)
    }

    /// Opens the element in the namespace the model's ``ElementNamespace`` holds, and with the
    /// bindings its ``InScopeNamespaces`` holds.
    @usableFromInline func startElementSpecially(
        _ name: XMLName, isItem: Bool, of model: Model, to emitter: XMLEmitter
    ) throws {
        let kept = keptDeclarations?(model) ?? [:]
        guard recordsNamespace else {
            try emitter.startElement(name, isItem: isItem, keeping: kept)
            return
        }
        let uri = try recordedNamespace(of: model, element: name, path: emitter.path)
        let outer = emitter.defaultNamespace
        emitter.defaultNamespace = uri
        defer { emitter.defaultNamespace = outer }
        try emitter.startElement(name, isItem: isItem, keeping: kept)
    }

    /// Writes the fields of a model with an ``ElementNamespace`` in the namespace it holds, or of a
    /// model inside one in the namespace written there when its description reads it.
    @usableFromInline func writeFieldsInWrittenNamespace(of model: Model, to emitter: XMLEmitter) throws {
        let outer = emitter.writtenNamespace
        defer { emitter.writtenNamespace = outer }
        if recordsNamespace {
            let uri = try recordedNamespace(of: model, element: nil, path: emitter.path)
            emitter.defaultNamespace = uri
            emitter.writtenNamespace = WrittenNamespace(uri: uri)
        } else if let outer, let accepted, accepted.reads(outer.uri) {
            emitter.defaultNamespace = outer.uri
        }
        try writeFields(of: model, to: emitter)
    }

    /// The namespace the model's ``ElementNamespace`` holds, when the description reads it.
    func recordedNamespace(of model: Model, element: XMLName?, path: String) throws -> String? {
        let uri = recordedNamespace?(model) ?? nil
        guard let accepted, !accepted.reads(uri) else { return uri }
        var read = accepted.uris.map { "\"\($0)\"" }
        if accepted.matchesNoNamespace { read.append("no namespace") }
        let list = read.listed()
        let elementPath = element.map { path + "/" + $0.localName } ?? path
        let written = uri.map { "in the namespace \"\($0)\"" } ?? "in no namespace"
        throw XMLReadingError(
            code: .namespaceNotRead,
            message:
                "cannot write \(summary.typeName) \(written): its description reads \(list); set its ElementNamespace to one of them"
                + (accepted.matchesNoNamespace ? " (nil: no namespace)" : ""),
            path: elementPath)
    }
}

/// The namespace a model with an ``ElementNamespace`` is written in (`nil`: none), handed down to
/// the models inside it.
@usableFromInline struct WrittenNamespace {
    @usableFromInline let uri: String?
}

extension DefaultNamespace {
    /// Whether an element in `uri` (`nil`: no namespace) is read with these namespaces.
    func reads(_ uri: String?) -> Bool {
        guard let uri else { return matchesNoNamespace }
        return uris.contains(uri)
    }
}
