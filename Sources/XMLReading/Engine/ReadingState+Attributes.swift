import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Attributes: storing the ones a table binds into a frame's model, `xsi:nil`, the start hooks of a
/// model, the attribute that picks a ``Choice``, and names resolved in their namespaces.
extension ReadingState {
    // MARK: Attributes

    /// Stores the attributes a table binds into a frame's model.
    /// (Static, like ``isMarkedNil(_:_:)``: a method of the state called from its mutating ones
    /// would copy the whole state first.)
    static func apply(
        _ rules: [AttributeStore], _ attributes: TagAttributes, to frame: ModelFrameBase, _ namespaces: NamespaceScope
    ) throws {
        // Borrowed from the array's buffer: `for attribute in rules` copies each rule (a retain
        // and a release of its name and closure).
        try rules.withUnsafeBufferPointer { rules in
            for index in rules.indices {
                try apply(rules.baseAddress! + index, attributes, to: frame, namespaces)
            }
        }
    }

    /// One rule, read in place.
    @inline(__always)
    private static func apply(
        _ rule: UnsafePointer<AttributeStore>, _ attributes: TagAttributes, to frame: ModelFrameBase,
        _ namespaces: NamespaceScope
    ) throws {
        let key: String
        if let namespace = rule.pointee.name.namespace {
            guard let found = namespaces.attributeKey(for: rule.pointee.name, namespace: namespace, in: attributes)
            else {
                return
            }
            key = found
        } else {
            key = rule.pointee.name.localName
        }
        guard let value = attributes[key] else { return }
        if rule.pointee.requiredBit != 0 { frame.seen |= rule.pointee.requiredBit }
        do {
            try rule.pointee.value.store(frame, value)
        } catch let failure as ValueFailure {
            throw AttributeFailure(attribute: key, failure: failure)
        }
    }

    /// Whether the element has `xsi:nil="true"` (or `"1"`).
    static func isMarkedNil(_ attributes: TagAttributes, _ namespaces: NamespaceScope) -> Bool {
        guard let (_, value) = namespaces.attributeValue(xsiNil, in: attributes) else { return false }
        let trimmed = value.trimmingXMLWhitespace()
        return trimmed == "true" || trimmed == "1"
    }

    /// ``ElementName`` and ``AnyAttributes`` of a model as its element starts.
    func startHooks(
        of frame: ModelFrameBase, table: CompiledTable, localName: String, namespace: String,
        attributes: TagAttributes, excluding consumed: XMLName? = nil
    ) {
        if let store = table.elementName {
            store(frame, XMLName(localName, namespace: namespace.isEmpty ? nil : namespace))
        }
        if let store = table.otherAttributes {
            var others = resolvedAttributes(attributes)
            for named in table.attributes { others[named.name] = nil }
            if let consumed { others[consumed] = nil }
            store(frame, others)
        }
    }

    /// The slot a chooser's attribute picks: by the value as written, then as a qualified name
    /// (`xsi:type="gml:Point"`), then by its local part alone.
    func chosenSlot(_ entry: CompiledTable.Slot, attributes: TagAttributes) throws -> Int {
        let attribute = entry.chooserAttribute!
        let expected = entry.chooserValues.keys.sorted { $0.description < $1.description }
        guard let (key, value) = namespaces.attributeValue(attribute, in: attributes) else {
            throw UnknownChoice(attribute: attribute, value: nil, expected: expected)
        }
        if let slot = entry.chooserValues[XMLName(value)] { return slot }
        if let colon = value.firstIndex(of: ":") {
            let local = String(value[value.index(after: colon)...])
            if let uri = namespaces.uri(forPrefix: String(value[..<colon]))?.uri,
                let slot = entry.chooserValues[XMLName(local, namespace: uri)]
            {
                return slot
            }
            if let slot = entry.chooserValues[XMLName(local)] { return slot }
        } else if let match = entry.chooserValues.first(where: { $0.key.localName == value }) {
            // A qualified case written without its prefix (as XMLWriter writes it).
            return match.value
        }
        throw UnknownChoice(attribute: XMLName(key), value: value, expected: expected)
    }

    /// An element's attributes by name and namespace, namespace declarations left out.
    func resolvedAttributes(_ attributes: TagAttributes) -> [XMLName: String] {
        var resolved: [XMLName: String] = [:]
        for (key, value) in attributes {
            if key == "xmlns" || key.hasPrefix("xmlns:") { continue }
            if NamespaceScope.hasColon(key), let colon = key.firstIndex(of: ":"),
                let uri = namespaces.uri(forPrefix: String(key[..<colon]))
            {
                resolved[XMLName(String(key[key.index(after: colon)...]), namespace: uri.uri)] = value
            } else {
                resolved[XMLName(key)] = value
            }
        }
        return resolved
    }
}
