import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Unknown content (``UnknownContentPolicy``): what the reader does, only when a read asks to hear
/// it, with an element no entry names and with an attribute no entry of its element binds. With
/// the default policy none of this runs: the reader asks `hearsUnknown`, a stored `Bool`, only in
/// the branches that already drop an element or store attributes.
extension ReadingState {
    static let xsiNamespace = "http://www.w3.org/2001/XMLSchema-instance"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// Reports or refuses a child element the scope's table does not name (its subtree is then
    /// ignored by the caller). Children of a ``Skip`` group are left alone.
    mutating func heardUnknownElement(
        _ localName: String, namespace: String, table: CompiledTable
    ) throws {
        if let last = levels.last, last.kind == .skip { return }
        let found = XMLName(localName, namespace: namespace.isEmpty ? nil : namespace)
        let written = path.last ?? localName
        let nearest = NearestName.nearest(
            to: found, written: written, among: table.scopes[scope].names, advises: table.defaultNamespace == nil)
        let parent = path.parentName.map { " in <\($0)>" } ?? ""
        var message = "unknown element <\(found)>\(parent)"
        if let nearest { message += "; \(nearest.sentence)" }
        try heard(.element, found, suggestion: nearest?.name, message: message)
    }

    /// Reports or refuses the attributes of an element that `rules` (its entry's bound attributes)
    /// do not name; `excluding` is an attribute another entry consumed (a ``Keyed`` key, a
    /// ``Choice``'s attribute). Attributes are looked at in the order of their names.
    mutating func heardUnknownAttributes(
        _ attributes: TagAttributes, rules: [AttributeStore], excluding consumed: XMLName? = nil
    ) throws {
        let known = rules.map(\.name)
        for (key, _) in attributes.sorted(by: { $0.key < $1.key }) {
            if key == "xmlns" || key.hasPrefix("xmlns:") || key.hasPrefix("xml:") || key.hasPrefix("xsi:") { continue }
            var name = XMLName(key)
            if NamespaceScope.hasColon(key), let colon = key.firstIndex(of: ":") {
                let uri = namespaces.uri(forPrefix: String(key[..<colon]))?.uri
                name = XMLName(String(key[key.index(after: colon)...]), namespace: uri)
            }
            if name.namespace == Self.xsiNamespace || name.namespace == Self.xmlNamespace { continue }
            if name == consumed || name == choiceAttribute || known.contains(name) { continue }
            let nearest = NearestName.nearest(to: name, written: key, among: known, isAttribute: true)
            var message = "unknown attribute \"\(name)\" of <\(path.last ?? "")>"
            if let nearest { message += "; \(nearest.sentence)" }
            try heard(.attribute, name, suggestion: nearest?.name, message: message)
        }
    }

    private func heard(
        _ kind: UnknownContentReport.Kind, _ name: XMLName, suggestion: XMLName?, message: String
    ) throws {
        let position = position
        let rendered = path.rendered
        switch options.unknownContent.kind {
        case .ignore:
            return
        case .report(let handler):
            handler.handle(
                UnknownContentReport(
                    kind: kind, name: name, path: rendered, line: position.line, column: position.column,
                    suggestion: suggestion, message: message))
        case .refuse:
            throw XMLReadingError(
                code: kind == .attribute ? .unexpectedAttribute : .unexpectedElement, message: message,
                path: rendered, line: position.line, column: position.column)
        }
    }
}
