import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parser events: start tags, end tags and text move the reader between levels, frames and scopes.
extension ReadingState {
    // MARK: Events

    mutating func start(_ elementName: String, attributes: [String: String]) {
        guard !finished else { return }
        if !sawRoot {
            // The internal subset is read whole before the root element reaches the parser.
            attributeDefaults = stream.attributeDefaults
        }
        if !attributeDefaults.isEmpty,
            let (defaulted, bytes) = attributeDefaults.applied(to: attributes, of: elementName)
        {
            defaultedBytes += bytes
            guard defaultedBytes <= options.dtd.maximumDefaultedAttributeBytes else {
                path.push(elementName)
                sawRoot = true
                fail(
                    .limitExceeded,
                    "attribute defaults from the DTD add more than \(options.dtd.maximumDefaultedAttributeBytes) bytes (ReadingOptions.dtd.maximumDefaultedAttributeBytes)"
                )
                return
            }
            begin(elementName, attributes: defaulted)
        } else {
            begin(elementName, attributes: attributes)
        }
    }

    mutating func begin(_ elementName: String, attributes: [String: String]) {
        path.push(elementName)
        sawRoot = true
        let depth = path.depth
        if depth > options.maximumDepth {
            fail(
                .depthLimitExceeded,
                "elements are nested deeper than \(options.maximumDepth) levels (ReadingOptions.maximumDepth)")
            return
        }
        if ignoreDepth > 0 {
            ignoreDepth += 1
            return
        }
        if collectingText {
            textNesting += 1
            return
        }
        // Only elements that are read or captured resolve names, so only they record bindings;
        // the end tag pops them by depth.
        if !attributes.isEmpty { bindNamespaces(attributes, depth: depth) }
        let (localName, namespace) = resolve(elementName)
        if readerDepth > 0 {
            readerDepth += 1
            do {
                try reader!.start(
                    XMLName(localName, namespace: namespace), attributes: attributes,
                    position: position)
            } catch {
                report(error)
            }
            return
        }
        if captureDepth > 0 {
            captureDepth += 1
            flushCapturedText()
            captured.append(capturedElement(localName, namespace: namespace, attributes: attributes))
            return
        }
        if xmlDepth > 0 {
            xmlDepth += 1
            xmlWriter.start(
                elementName, attributes: attributes,
                declarations: declarations(qualifiedName: elementName, namespace: namespace, attributes: attributes))
            return
        }
        guard let frameReference = scopeReference else {
            startInRoot(localName, namespace: namespace, attributes: attributes)
            updateOwnTextFrame()
            return
        }
        do {
            // Borrowed, not retained: the frame is owned by `frames` for as long as it is in scope.
            try frameReference.withInstance { frame in
                try frame.tableReference.withInstance { table in
                    try startChild(
                        of: frame, table: table, localName: localName, namespace: namespace, attributes: attributes)
                }
            }
        } catch {
            report(error)
        }
        updateOwnTextFrame()
    }

    /// Own text is collected only while the innermost open element is a model with a ``TextContent`` entry.
    @inline(__always)
    mutating func updateOwnTextFrame() {
        let count = levels.count
        if count > 0, levels[count - 1].kind == .model, let reference = levels[count - 1].frameReference,
            reference.withInstance({ $0.tableReference.withInstance { $0.hasText } })
        {
            ownTextReference = reference
        } else {
            ownTextReference = nil
        }
    }

    mutating func startChild(
        of frame: ModelFrameBase, table: CompiledTable, localName: String, namespace: String,
        attributes: [String: String]
    ) throws {
        guard
            let slot = table.slot(scope: scope, localName: localName, namespace: namespace)
                ?? table.scopes[scope].wildcard
        else {
            if table.rejectsUnknown {
                throw UnexpectedElement(
                    found: XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
                    expected: table.scopes[scope].names, advises: table.defaultNamespace == nil)
            }
            ignoreDepth = 1
            return
        }
        try table.slotReferences[slot].withInstance { entry in
            try start(entry, slot: slot, of: frame, localName: localName, namespace: namespace, attributes: attributes)
        }
    }

    mutating func start(
        _ entry: CompiledTable.Slot, slot: Int, of frame: ModelFrameBase, localName: String, namespace: String,
        attributes: [String: String]
    ) throws {
        if entry.isItem { path.markItem() }
        // Only for required entries and pairs: any access to a class's `var` costs a dynamic check.
        if entry.checksStart { try checkStart(entry, of: frame, localName: localName, attributes: attributes) }
        switch entry.tag {
        case .scalar:
            if !attributes.isEmpty {
                if let storeNil = entry.storeNil, isMarkedNil(attributes) {
                    // `<value xsi:nil="true"/>`: nil, whatever the element holds.
                    storeNil(frame)
                    ignoreDepth = 1
                    return
                }
                if !entry.attributes.isEmpty { try apply(entry.attributes, attributes, to: frame) }
            }
            levels.append(Level(kind: .text, slot: slot))
            collectingText = true
            text = ""
            let position = position
            textLine = position.line
            textColumn = position.column
        case .nested:
            let child: ModelFrameBase
            let poolIndex = entry.poolIndex
            if poolIndex < spareFrames.count, let spare = spareFrames[poolIndex] {
                spareFrames[poolIndex] = nil
                entry.restartNested(spare)
                child = spare
            } else {
                child = try entry.nested.unsafelyUnwrapped.makeFrame()
            }
            try child.tableReference.withInstance { table in
                if !attributes.isEmpty, !table.attributes.isEmpty { try apply(table.attributes, attributes, to: child) }
                if table.hasStartHooks {
                    startHooks(
                        of: child, table: table, localName: localName, namespace: namespace, attributes: attributes,
                        excluding: entry.keyAttribute)
                }
            }
            frames.append(child)
            levels.append(Level(kind: .model, slot: slot, frame: child, parentFrame: frame, parentScope: scope))
            scopeFrame = child
            scope = 0
        case .reader:
            reader = try entry.reader!.make(
                XMLName(localName, namespace: namespace), attributes,
                position)
            levels.append(Level(kind: .reader, slot: slot))
            readerDepth = 1
        case .container:
            // A path's step may read attributes (`Attribute("details/price/@currency", …)`).
            if !attributes.isEmpty, !entry.attributes.isEmpty { try apply(entry.attributes, attributes, to: frame) }
            // An entry of a Keyed, or the container of Pairs, marks its level (with its frame) for
            // the check at its end.
            let checksEnd = entry.pairRole == .entry || entry.pairRole == .pairsContainer
            if entry.pairRole == .entry { frame.entryState = 0 }
            levels.append(Level(kind: .container, slot: slot, frame: checksEnd ? frame : nil, parentScope: scope))
            scope = entry.innerScope
        case .xmlString:
            levels.append(Level(kind: .xml, slot: slot))
            xmlDepth = 1
            xmlRootDepth = path.depth
            xmlWriter.reset()
        case .chooser:
            let target = try chosenSlot(entry, attributes: attributes)
            try frame.tableReference.withInstance { table in
                try table.slotReferences[target].withInstance { chosen in
                    try start(
                        chosen, slot: target, of: frame, localName: localName, namespace: namespace,
                        attributes: attributes)
                }
            }
        case .capture:
            levels.append(Level(kind: .capture, slot: slot))
            captureDepth = 1
            captured = [capturedElement(localName, namespace: namespace, attributes: attributes)]
        case .skip:
            levels.append(Level(kind: .skip))
        case .ignore:
            ignoreDepth = 1
        }
    }

    /// Whether the element has `xsi:nil="true"` (or `"1"`).
    func isMarkedNil(_ attributes: [String: String]) -> Bool {
        guard let (_, value) = attributeValue(xsiNil, in: attributes) else { return false }
        let trimmed = value.trimmingXMLWhitespace()
        return trimmed == "true" || trimmed == "1"
    }

    /// ``ElementName`` and ``AnyAttributes`` of a model as its element starts.
    func startHooks(
        of frame: ModelFrameBase, table: CompiledTable, localName: String, namespace: String,
        attributes: [String: String], excluding consumed: XMLName? = nil
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
    func chosenSlot(_ entry: CompiledTable.Slot, attributes: [String: String]) throws -> Int {
        let attribute = entry.chooserAttribute!
        let expected = entry.chooserValues.keys.sorted { $0.description < $1.description }
        guard let (key, value) = attributeValue(attribute, in: attributes) else {
            throw UnknownChoice(attribute: attribute, value: nil, expected: expected)
        }
        if let slot = entry.chooserValues[XMLName(value)] { return slot }
        if let colon = value.firstIndex(of: ":") {
            let local = String(value[value.index(after: colon)...])
            if let uri = uri(forPrefix: String(value[..<colon]))?.uri,
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

    /// Adds the text collected since the last tag to the innermost captured element.
    mutating func flushCapturedText() {
        guard !capturedText.isEmpty else { return }
        captured[captured.count - 1].content.append(.text(capturedText))
        capturedText = ""
    }

    /// A captured element as it starts: its name and attributes resolved, namespace declarations left out.
    func capturedElement(_ localName: String, namespace: String, attributes: [String: String]) -> AnyElement {
        AnyElement(
            XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
            attributes: resolvedAttributes(attributes))
    }

    /// An element's attributes by name and namespace, namespace declarations left out.
    func resolvedAttributes(_ attributes: [String: String]) -> [XMLName: String] {
        var resolved: [XMLName: String] = [:]
        for (key, value) in attributes {
            if key == "xmlns" || key.hasPrefix("xmlns:") { continue }
            if Self.hasColon(key), let colon = key.firstIndex(of: ":"), let uri = uri(forPrefix: String(key[..<colon]))
            {
                resolved[XMLName(String(key[key.index(after: colon)...]), namespace: uri.uri)] = value
            } else {
                resolved[XMLName(key)] = value
            }
        }
        return resolved
    }

    /// A required entry is marked seen; a ``Pairs`` key must not find another key waiting, and a
    /// value must find one.
    func checkStart(
        _ entry: CompiledTable.Slot, of frame: ModelFrameBase, localName: String, attributes: [String: String]
    ) throws {
        if entry.requiredBit != 0 { frame.seen |= entry.requiredBit }
        switch entry.pairRole {
        case .none, .entry, .pairsContainer:
            break
        case .key:
            if let key = frame.pendingKey { throw UnpairedEntry.keyWithoutValue(key, followedByKey: true) }
        case .value:
            if frame.pendingKey == nil { throw UnpairedEntry.valueWithoutKey }
        case .named:
            frame.pendingKey = localName
        case .attributeKey:
            let name = entry.keyAttribute!
            guard let (_, value) = attributeValue(name, in: attributes) else {
                throw UnpairedEntry.missingKeyAttribute(name)
            }
            frame.pendingKey = value
        case .entryKey:
            if frame.entryState & 1 != 0 { throw UnpairedEntry.repeatedInEntry("key") }
            frame.entryState |= 1
        case .entryValue:
            if frame.entryState & 2 != 0 { throw UnpairedEntry.repeatedInEntry("value") }
            frame.entryState |= 2
        }
    }

    /// Every required entry was read, and no ``Pairs`` key waits for its value.
    static func checkEnd(of frame: ModelFrameBase, table: CompiledTable) throws {
        if table.requiredMask != 0, frame.seen & table.requiredMask != table.requiredMask {
            let missing = table.required.first { frame.seen & $0.bit == 0 }!
            throw MissingRequired(entry: missing)
        }
        if table.hasPairs, let key = frame.pendingKey {
            throw UnpairedEntry.keyWithoutValue(key, followedByKey: false)
        }
    }

    mutating func startInRoot(_ localName: String, namespace: String, attributes: [String: String]) {
        if let route = root.route {
            // Only the route's elements are entered, and only their children looked up.
            let ancestors = path.depth - 1
            if ancestors < route.count {
                if RootMatcher.matches(route[ancestors], localName: localName, namespace: namespace) {
                    levels.append(Level(kind: .search))
                } else if ancestors == 0 {
                    fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected <\(route[0])>")
                } else {
                    ignoreDepth = 1
                }
                return
            }
        }
        switch root.entry(localName: localName, namespace: namespace) {
        case nil where root.route != nil:
            ignoreDepth = 1
        case nil:
            if root.nearMiss == nil, root.localNames.contains(localName) {
                root.nearMiss = RootMatcher.NearMiss(
                    name: XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
                    qualifiedName: path.last ?? localName, path: path.rendered, position: position)
            }
            if root.rootOnly {
                let names = root.names.map { "<\($0)>" }
                let expected =
                    names.count > 1
                    ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.first ?? "nothing"
                if let miss = root.nearMiss {
                    // The right name in another namespace: that alone is the news.
                    fail(
                        .unexpectedElement,
                        "the root element " + miss.hint(for: root.names, advises: !root.usesDefaultNamespace))
                } else {
                    fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected \(expected)")
                }
                return
            }
            levels.append(Level(kind: .search))
        case .ignore?:
            ignoreDepth = 1
        case .read(let makeFrame, _)?:
            do {
                let frame = try makeFrame()
                if !root.firstOnly { path.markItem() }
                if !attributes.isEmpty, !frame.table.attributes.isEmpty {
                    try apply(frame.table.attributes, attributes, to: frame)
                }
                if frame.table.hasStartHooks {
                    startHooks(
                        of: frame, table: frame.table, localName: localName, namespace: namespace,
                        attributes: attributes)
                }
                frames.append(frame)
                levels.append(Level(kind: .model, frame: frame))
                scopeFrame = frame
                scope = 0
            } catch {
                report(error)
            }
        }
    }

    mutating func end(_ elementName: String) {
        guard !finished else { return }
        defer {
            let depth = path.depth
            while !bindings.isEmpty && bindings[bindings.count - 1].depth == depth {
                if bindings[bindings.count - 1].prefix.isEmpty { defaultBindings -= 1 }
                bindings.removeLast()
            }
            path.pop()
            if path.depth == 0 { rootClosed = true }
        }
        if ignoreDepth > 0 {
            ignoreDepth -= 1
            return
        }
        if textNesting > 0 {
            textNesting -= 1
            return
        }
        if readerDepth > 1 {
            readerDepth -= 1
            do { try reader!.end() } catch { report(error) }
            return
        }
        if captureDepth > 1 {
            captureDepth -= 1
            flushCapturedText()
            let element = captured.removeLast()
            captured[captured.count - 1].content.append(.element(element))
            return
        }
        if xmlDepth > 1 {
            xmlDepth -= 1
            xmlWriter.end(elementName)
            return
        }
        guard let level = levels.popLast() else { return }
        defer { updateOwnTextFrame() }
        switch level.kind {
        case .search, .skip:
            break
        case .text:
            collectingText = false
            // Moved out, not copied: the store gets the only reference to the text.
            var value = ""
            swap(&value, &text)
            guard let frameReference = scopeReference else { break }
            do {
                try frameReference.withInstance { frame in
                    try frame.tableReference.withInstance { table in
                        try table.slotReferences[level.slot].withInstance { entry in
                            try entry.storeScalar(frame, value)
                        }
                    }
                }
            } catch {
                report(error, line: textLine, column: textColumn)
            }
        case .capture:
            captureDepth = 0
            flushCapturedText()
            let element = captured.removeLast()
            if let frame = scopeFrame, let store = frame.table.slots[level.slot].capture { store(frame, element) }
        case .xml:
            xmlDepth = 0
            if let frame = scopeFrame, let store = frame.table.slots[level.slot].xmlString {
                store(frame, xmlWriter.output)
            }
            xmlWriter.reset()
        case .reader:
            readerDepth = 0
            guard let box = reader, let frameReference = scopeReference else { break }
            reader = nil
            do {
                try frameReference.withInstance { frame in
                    try frame.tableReference.withInstance { table in
                        try table.slotReferences[level.slot].withInstance { entry in
                            try entry.reader!.store(frame, box)
                        }
                    }
                }
            } catch {
                report(error)
            }
        case .container:
            scope = level.parentScope
            // The entry of a Keyed by a child's text ends with its key and its value; Pairs end
            // with no key waiting.
            if let frameReference = level.frameReference {
                let frame = frameReference.takeUnretainedValue()
                if frame.table.slots[level.slot].pairRole == .pairsContainer {
                    if let key = frame.pendingKey {
                        frame.pendingKey = nil
                        report(UnpairedEntry.keyWithoutValue(key, followedByKey: false))
                    }
                } else {
                    let state = frame.entryState
                    frame.entryState = 0
                    frame.pendingKey = nil
                    frame.pendingValue = nil
                    if state & 3 != 3 {
                        report(UnpairedEntry.incompleteEntry(missing: state & 1 == 0 ? "key" : "value"))
                    }
                }
            }
        case .model:
            // Everything borrowed: the frame is owned by `frames` until the end of this case.
            var poolIndex = -1
            defer {
                let frame = frames.removeLast()
                // Slots numbered past the limit (a process with thousands of nested entries) are
                // not pooled, so a read's spare table stays small.
                if poolIndex >= 0 && poolIndex < FramePool.limit {
                    if poolIndex >= spareFrames.count {
                        spareFrames.append(contentsOf: repeatElement(nil, count: poolIndex + 1 - spareFrames.count))
                    }
                    spareFrames[poolIndex] = frame
                }
            }
            do {
                let delivered = try level.frameReference.unsafelyUnwrapped.withInstance { frame in
                    try frame.tableReference.withInstance { table in
                        if table.checksEnd { try Self.checkEnd(of: frame, table: table) }
                        if table.hasText { try table.text.unsafelyUnwrapped.store(frame, frame.ownText) }
                        if !table.completions.isEmpty {
                            for hook in table.completions { try hook(frame) }
                        }
                    }
                    guard let parentReference = level.parentReference else { return try root.deliver(frame) }
                    parentReference.withInstance { parent in
                        parent.tableReference.withInstance { table in
                            table.slotReferences[level.slot].withInstance { entry in
                                entry.storeNested(parent, frame)
                                poolIndex = entry.poolIndex
                            }
                        }
                    }
                    return true
                }
                if !delivered {
                    stopped = true
                    halt()
                }
            } catch {
                report(error)
                return
            }
            scopeReference = level.parentReference
            scope = level.parentScope
        }
    }

    mutating func characters(_ string: String) {
        if readerDepth > 0 {
            guard !finished else { return }
            do { try reader!.characters(string) } catch { report(error) }
            return
        }
        if collectingText {
            if text.isEmpty { text = string } else { text += string }
        } else if xmlDepth > 0 {
            if ignoreDepth == 0 { xmlWriter.text(string) }
        } else if captureDepth > 0 {
            if ignoreDepth == 0 { capturedText += string }
        } else if ignoreDepth == 0, let frame = ownTextReference?.takeUnretainedValue() {
            frame.ownText += string
        }
    }
}
