import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Attributes and names: the attributes a table binds, `xsi:nil`, start hooks, the attribute that
/// picks a ``Choice``, unknown content, and elements kept whole by ``AnyElements`` with their
/// attributes and namespace declarations resolved.
extension ReadingState {
    // MARK: Attributes
    // Attributes: storing the ones a table binds into a frame's model, `xsi:nil`, the start hooks of a
    // model, the attribute that picks a ``Choice``, and names resolved in their namespaces.

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

    /// Whether the element has `xsi:nil="true"` (or `"1"`); a value that is not a boolean
    /// (`xsi:nil="yes"`) is an ``AttributeFailure``.
    static func isMarkedNil(_ attributes: TagAttributes, _ namespaces: NamespaceScope) throws -> Bool {
        guard let (key, value) = namespaces.attributeValue(xsiNil, in: attributes) else { return false }
        switch value.trimmingXMLWhitespace() {
        case "true", "1": return true
        case "false", "0": return false
        default:
            throw AttributeFailure(
                attribute: key, failure: ValueFailure(text: value, typeName: "Bool", underlying: nil))
        }
    }

    /// ``ElementName``, ``AnyAttributes`` and ``InScopeNamespaces`` of a model as its element starts.
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
            if let admitted = table.otherAttributeNamespaces {
                others = others.filter { admitted.admits($0.key.namespace) }
            }
            store(frame, others)
        }
        if let store = table.inScopeNamespaces { store(frame, namespaces.inScope) }
    }

    /// The slot a chooser's attribute picks: by the value as written, then as a qualified name
    /// (`xsi:type="gml:Point"`), then by its local part alone; without the attribute, the slot of
    /// the case read by default.
    func chosenSlot(_ entry: CompiledTable.Slot, attributes: TagAttributes) throws -> Int {
        let attribute = entry.chooserAttribute!
        let expected = entry.chooserValues.keys.sorted { $0.description < $1.description }
        guard let (key, value) = namespaces.attributeValue(attribute, in: attributes) else {
            if entry.chooserAbsent >= 0 { return entry.chooserAbsent }
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
        } else {
            // Unprefixed: a case in the default namespace in scope (as XMLWriter writes it there),
            // else the one case of that local name, if only one has it.
            if let uri = namespaces.uri(forPrefix: "")?.uri, !uri.isEmpty,
                let slot = entry.chooserValues[XMLName(value, namespace: uri)]
            {
                return slot
            }
            let matches = entry.chooserValues.filter { $0.key.localName == value }
            if matches.count == 1, let match = matches.first { return match.value }
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

    // MARK: Unknown content
    // Unknown content (``UnknownContentPolicy``): what the reader does, only when a read asks to hear
    // it, with an element no entry names and with an attribute no entry of its element binds. With
    // the default policy none of this runs: the reader asks `hearsUnknown`, a stored `Bool`, only in
    // the branches that already drop an element or store attributes.

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
        if let kept = table.scopes[scope].wildcardNamespaces {
            message += "; AnyElements keeps only elements in \(kept)"
        }
        try heard(.element, found, suggestion: nearest?.name, message: message)
    }

    /// Hears a second element of an entry that reads one (an ``Element``, an ``XMLString``), the
    /// way unknown content is heard: the read keeps the last one, as it does with `.ignore`.
    mutating func heardRepeat(
        single: Int32, reader: SingleReader, of frame: ModelFrameBase, localName: String, namespace: String
    ) throws {
        if single < 64 {
            let bit = UInt64(1) << UInt64(single)
            if frame.seenSingles & bit == 0 {
                frame.seenSingles |= bit
                return
            }
        } else if frame.seenMoreSingles.insert(single).inserted {
            return
        }
        let found = XMLName(localName, namespace: namespace.isEmpty ? nil : namespace)
        let parent = path.parentName.map { " in <\($0)>" } ?? ""
        let message =
            switch reader {
            case .choice:
                "<\(found)>\(parent) after a case of its Choice, which reads one of them (read several with Many)"
            case .eachAtMostOnce:
                "a second <\(found)>\(parent), where Many reads each element once (eachAtMostOnce)"
            case .entry:
                "a second <\(found)>\(parent), where the description reads one (read several with Many)"
            }
        try heard(.element, found, suggestion: nil, message: message)
    }

    /// Hears text other than white space in a model's element (or a container's) whose description
    /// reads none: the first such run of text of each model's element (its containers included).
    mutating func heardText(_ utf8: UnsafeBufferPointer<UInt8>, _ string: String?) {
        guard let level = levels.last, level.kind == .model || level.kind == .container,
            let frame = scopeFrame, !frame.heardText,
            utf8.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        else { return }
        frame.heardText = true
        var shown = Self.string(utf8, string).trimmingCharacters(in: .whitespacesAndNewlines)
        if shown.count > 40 { shown = String(shown.prefix(37)) + "..." }
        let element = path.last ?? ""
        do {
            try heard(
                .text, XMLName(element), suggestion: nil,
                message:
                    "text \(String(reflecting: shown)) in <\(element)>, where the description reads none (read it with TextContent or Mixed)"
            )
        } catch {
            report(error)
        }
    }

    /// Reports or refuses the attributes of an element that `rules` (its entry's bound attributes)
    /// do not name; `excluding` is an attribute another entry consumed (a ``Keyed`` key, a
    /// ``Choice``'s attribute); `admitting`: the namespaces ``AnyAttributes`` keeps, which are not
    /// unknown. Attributes are looked at in the order of their names.
    mutating func heardUnknownAttributes(
        _ attributes: TagAttributes, rules: [AttributeStore], excluding consumed: XMLName? = nil,
        admitting kept: WildcardNamespaces? = nil
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
            if let kept, kept.admits(name.namespace) { continue }
            let nearest = NearestName.nearest(to: name, written: key, among: known, isAttribute: true)
            var message = "unknown attribute \"\(name)\" of <\(path.last ?? "")>"
            if let nearest { message += "; \(nearest.sentence)" }
            if let kept { message += "; AnyAttributes keeps only attributes in \(kept)" }
            try heard(.attribute, name, suggestion: nearest?.name, message: message)
        }
    }

    /// Hears an element (`kind` `.element`, its `name`) or a run of text (`.text`, `name` the text)
    /// directly inside an element marked `xsi:nil="true"`, which XML Schema requires to be empty
    /// (white space included; comments are not content).
    mutating func heardInsideNil(_ kind: UnknownContentReport.Kind, _ name: String) throws {
        let element = path.name(atDepth: nilDepth)
        let content = kind == .element ? "<\(name)>" : "text \(String(reflecting: name))"
        try heard(
            kind, XMLName(kind == .element ? name : element), suggestion: nil,
            message: "\(content) in <\(element)>, which is nil (xsi:nil=\"true\") and so must be empty")
    }

    /// Hears `xsi:nil="true"` on an element whose entry does not declare it (``Element/nillable()``):
    /// XML Schema refuses it where the element is not `nillable`.
    mutating func heardNilNotDeclared() throws {
        try heard(
            .attribute, XMLName("nil", namespace: Self.xsiNamespace), suggestion: nil,
            message:
                "xsi:nil=\"true\" on <\(path.last ?? "")>, whose entry does not declare it nillable (Element(…).nillable(), or an Item or Case of an optional type)"
        )
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
                code: kind == .attribute ? .unexpectedAttribute : kind == .text ? .unexpectedText : .unexpectedElement,
                message: message,
                path: rendered, line: position.line, column: position.column)
        }
    }

    // MARK: Elements kept whole
    // ``AnyElements``: elements kept whole, with their text.

    /// Adds the text collected since the last tag to the innermost captured element.
    mutating func flushCapturedText() {
        guard !capturedText.isEmpty else { return }
        captured[captured.count - 1].content.append(.text(capturedText))
        capturedText = ""
    }

    /// A captured element as it starts: its name and attributes resolved, its namespace
    /// declarations kept apart (``AnyElement/namespaceDeclarations``).
    func capturedElement(_ localName: String, namespace: String, attributes: TagAttributes) -> AnyElement {
        var declarations: [String: String] = [:]
        for (key, value) in attributes where key.utf8.first == UInt8(ascii: "x") && key.hasPrefix("xmlns") {
            if key == "xmlns" {
                declarations[""] = value
            } else if key.utf8.count > 6, key.hasPrefix("xmlns:") {
                declarations[String(key.dropFirst(6))] = value
            }
        }
        return AnyElement(
            XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
            attributes: resolvedAttributes(attributes), namespaceDeclarations: declarations)
    }

    /// Adds to a captured element, which ends at `depth`, the declarations made outside it for the
    /// namespaces of the names inside it, so that it is written back with the prefixes it was read with.
    func keepingOutsideDeclarations(_ element: AnyElement, depth: Int) -> AnyElement {
        guard namespaces.bindings.contains(where: { $0.depth < depth }) else { return element }
        var elementNamespaces: Set<String> = []
        var attributeNamespaces: Set<String> = []
        // Each element with the namespaces declared on it or on its captured ancestors.
        var pending = [(element, Set<String>())]
        while let (next, inherited) = pending.popLast() {
            let declared = inherited.union(next.namespaceDeclarations.values)
            if let namespace = next.name.namespace, !declared.contains(namespace) {
                elementNamespaces.insert(namespace)
            }
            for name in next.attributes.keys {
                if let namespace = name.namespace, !declared.contains(namespace) {
                    attributeNamespaces.insert(namespace)
                }
            }
            pending += next.children.map { ($0, declared) }
        }
        let outside = namespaces.bindings.filter { $0.depth < depth }
        /// The prefix `namespace` has outside: the innermost binding to it that no later one hides.
        /// One start tag's bindings come in its attribute dictionary's order, which differs from
        /// one read to the next: of those, the smallest prefix, so every read keeps the same one.
        func prefix(of namespace: String, allowingDefault: Bool) -> String? {
            var found: (prefix: String, depth: Int)?
            for (index, binding) in outside.enumerated().reversed() {
                if let found, binding.depth < found.depth { break }
                guard binding.uri == namespace, allowingDefault || !binding.prefix.isEmpty,
                    !outside[(index + 1)...].contains(where: { $0.prefix == binding.prefix })
                else { continue }
                if found.map({ binding.prefix < $0.prefix }) ?? true { found = (binding.prefix, binding.depth) }
            }
            return found?.prefix
        }
        var kept = element
        for namespace in elementNamespaces.union(attributeNamespaces).sorted() {
            let usedByElements = elementNamespaces.contains(namespace)
            // An element read in the default namespace outside keeps it as the default.
            if usedByElements, let prefix = prefix(of: namespace, allowingDefault: true),
                kept.namespaceDeclarations[prefix] == nil
            {
                kept.namespaceDeclarations[prefix] = namespace
            }
            if attributeNamespaces.contains(namespace), !kept.namespaceDeclarations.values.contains(namespace),
                let prefix = prefix(of: namespace, allowingDefault: false), kept.namespaceDeclarations[prefix] == nil
            {
                kept.namespaceDeclarations[prefix] = namespace
            }
        }
        return kept
    }
}
