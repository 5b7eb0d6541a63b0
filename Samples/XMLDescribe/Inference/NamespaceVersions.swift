import XMLSchema

/// The namespaces of one format's versions, when the samples' roots share a local name but not a
/// namespace (KML 2.2 and 2.1; a Maven POM with `xmlns` and an old one without): the descriptions
/// in the first read all of them, `.orNone` when a root is in none, and the root's model records
/// the one a document used, so that it is written back in it.
///
/// ```swift
/// // <kml xmlns="http://www.opengis.net/kml/2.2"> and <kml xmlns="http://earth.google.com/kml/2.1">:
/// // ParsingDescription<Kml>(namespace: [Namespaces.kml, Namespaces.kml21]) {
/// //     ElementNamespace(\.namespace)
/// ```
struct NamespaceVersions {
    /// The namespace names are written in when a model holds no other: the first root's.
    var primary: String
    /// The other namespaces roots are in, in order of first use.
    var others: [String]
    /// Whether a root is in no namespace.
    var orNone: Bool

    /// The versions of `roots`, with every root's elements in its own namespace moved into the
    /// primary one (so that the samples make one set of models); `nil` when all roots are in one
    /// namespace, or when their local names differ (then they are not one format).
    static func merging(_ roots: [SampleElement]) -> NamespaceVersions? {
        var namespaces: [String] = []
        for root in roots where !namespaces.contains(root.name.namespace) { namespaces.append(root.name.namespace) }
        guard namespaces.count > 1, Set(roots.map(\.name.localName)).count == 1,
            let primary = namespaces.first(where: { !$0.isEmpty })
        else { return nil }
        for root in roots where root.name.namespace != primary {
            root.moveElements(from: root.name.namespace, into: primary)
        }
        // The prefix the samples in the primary namespace use, so that names and constants read the same.
        if let prefix = roots.first(where: { !$0.name.prefix.isEmpty })?.name.prefix {
            for root in roots where root.name.prefix.isEmpty { root.name.prefix = prefix }
        }
        return NamespaceVersions(
            primary: primary, others: namespaces.filter { !$0.isEmpty && $0 != primary },
            orNone: namespaces.contains(""))
    }

    /// The description's `namespace:` argument, given the Swift names of the URIs' constants.
    func argument(_ constant: (String) -> String) -> String {
        let uris = ([primary] + others).map(constant)
        if orNone { return ".orNone(" + uris.joined(separator: ", ") + ")" }
        return "[" + uris.joined(separator: ", ") + "]"
    }

    /// The note for stderr: what the samples' roots are in, and what the models do about it.
    func note(root: String) -> String {
        let inOthers = others.map { " and in \($0)" }.joined()
        return orNone
            ? "some samples have <\(root)> in no namespace, others in \(primary)\(inOthers): the models read "
                + "each (.orNone) and write a document back in the one it was read in (ElementNamespace)"
            : "the samples have <\(root)> in \(primary)\(inOthers): the models read each and write a document "
                + "back in the one it was read in (ElementNamespace)"
    }
}

extension ModelPlan {
    /// Takes `versions` into the plan: constants for the namespaces no name uses, and the root
    /// model's property for ``ElementNamespace`` when the root's description is in the primary one.
    mutating func record(_ versions: NamespaceVersions) {
        self.versions = versions
        var names = NameScope(taken: Set(namespaces.map(\.name)))
        for uri in [versions.primary] + versions.others where !namespaces.contains(where: { $0.uri == uri }) {
            let segments = uri.split { "/:#".contains($0) }.map(String.init)
            var candidates: [String] = []
            if let index = segments.lastIndex(where: { $0.contains { $0.isLetter } }) {
                // `http://earth.google.com/kml/2.1`: `kml21`, then `kml`.
                let version = segments[(index + 1)...].joined().filter { $0.isLetter || $0.isNumber }
                candidates += [
                    SwiftNames.lowerCamel(segments[index] + version), SwiftNames.lowerCamel(segments[index]),
                ]
            }
            candidates.append("namespace")
            namespaces.append((uri, names.claim(candidates)))
        }
        guard root.defaultNamespace == versions.primary else { return }
        var properties = NameScope(taken: Set(root.propertyNames))
        namespaceProperty = properties.claim(["namespace", "elementNamespace", "documentNamespace"])
    }
}

extension TypePlan {
    /// The Swift names of the model's properties.
    var propertyNames: [String] {
        var names = attributes.map(\.swiftName) + (text.map { [$0.swiftName] } ?? [])
        switch children {
        case .fields(let children): names += children.map(\.swiftName)
        case .sequence(let property, _, _), .keptWhole(let property): names.append(property)
        }
        return names
    }
}
