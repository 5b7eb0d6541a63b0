import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parser events: start tags and text move the reader between levels, frames and scopes (end tags
/// in `ReadingState+EndTags.swift`).
extension ReadingState {
    // MARK: Events

    /// `unprefixed`: the parser says the name has no prefix (libxml2 reports prefixes apart), so
    /// resolving it need not look for a colon.
    mutating func start(_ elementName: String, attributes: TagAttributes, unprefixed: Bool = false) {
        guard !isFinished else { return }
        if !sawRoot {
            // The internal subset is read whole before the root element reaches the parser.
            let declarations = stream.attributeDefaults
            if !declarations.isEmpty { declaredAttributes = DeclaredAttributes(declarations) }
        }
        if let declared = declaredAttributes {
            startDeclared(elementName, attributes: attributes, declared)
        } else {
            begin(elementName, attributes: attributes, unprefixed: unprefixed)
        }
    }

    mutating func begin(_ elementName: String, attributes: TagAttributes, unprefixed: Bool = false) {
        path.push(elementName)
        sawRoot = true
        let depth = path.depth
        if depth > options.maximumDepth {
            fail(
                .depthLimitExceeded,
                "elements are nested deeper than \(options.maximumDepth) levels (ReadingOptions.maximumDepth)")
            return
        }
        switch mode {
        case .ignoring(let depth):
            mode = .ignoring(depth: depth + 1)
            return
        case .collectingText(let nesting):
            mode = .collectingText(nesting: nesting + 1)
            return
        default:
            break
        }
        // Only elements that are read or captured resolve names, so only they record bindings;
        // the end tag pops them by depth.
        if !attributes.isEmpty { namespaces.bind(attributes, depth: depth) }
        let (localName, namespace) = namespaces.resolve(elementName, unprefixed: unprefixed)
        switch mode {
        case .elementReader(let depth):
            mode = .elementReader(depth: depth + 1)
            do {
                // Attributes and position are worked out only if the reader asks (`StartTag`).
                try reader!.start(
                    StartTag(name: XMLName(localName, namespace: namespace), attributes: attributes, parser: parser))
            } catch {
                report(error)
            }
            return
        case .capturingElement(let depth):
            mode = .capturingElement(depth: depth + 1)
            flushCapturedText()
            captured.append(capturedElement(localName, namespace: namespace, attributes: attributes))
            return
        case .capturingXML(let depth):
            mode = .capturingXML(depth: depth + 1)
            // Most tags can miss no declaration (see `mayNeedDeclarations`): no list to build.
            if !namespaces.mayNeedDeclarations(
                qualifiedName: elementName, namespace: namespace, attributes: attributes, unprefixed: unprefixed)
            {
                xmlWriter.start(elementName, attributes: attributes)
            } else {
                xmlWriter.start(
                    elementName, attributes: attributes,
                    declarations: namespaces.declarations(
                        qualifiedName: elementName, namespace: namespace, attributes: attributes,
                        fragmentDepth: xmlRootDepth))
            }
            return
        default:
            break
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
        attributes: TagAttributes
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
            if hearsUnknown { try heardUnknownElement(localName, namespace: namespace, table: table) }
            mode = .ignoring(depth: 1)
            return
        }
        try table.slotReferences[slot].withInstance { entry in
            try start(entry, slot: slot, of: frame, localName: localName, namespace: namespace, attributes: attributes)
        }
    }

    mutating func start(
        _ entry: CompiledTable.Slot, slot: Int, of frame: ModelFrameBase, localName: String, namespace: String,
        attributes: TagAttributes
    ) throws {
        if entry.isItem { path.markItem() }
        // Only for required entries and pairs: any access to a class's `var` costs a dynamic check.
        if entry.checksStart { try checkStart(entry, of: frame, localName: localName, attributes: attributes) }
        switch entry.tag {
        case .scalar:
            if !attributes.isEmpty {
                if let storeNil = entry.storeNil, Self.isMarkedNil(attributes, namespaces) {
                    // `<value xsi:nil="true"/>`: nil, whatever the element holds.
                    storeNil(frame)
                    mode = .ignoring(depth: 1)
                    return
                }
                if !entry.attributes.isEmpty {
                    try Self.apply(entry.attributes, attributes, to: frame, namespaces)
                    if hearsUnknown { try heardUnknownAttributes(attributes, rules: entry.attributes) }
                }
            }
            levels.append(Level(kind: .text, slot: slot))
            mode = .collectingText(nesting: 0)
            text = ""
            let position = position
            textLine = position.line
            textColumn = position.column
        case .nested:
            let child: ModelFrameBase
            let poolIndex = entry.poolIndex
            // Moved out of the pool, not copied: no retain and release of the spare frame.
            var spare: ModelFrameBase?
            if poolIndex < spareFrames.count { swap(&spare, &spareFrames[poolIndex]) }
            if let spare {
                entry.restartNested(spare)
                child = spare
            } else {
                child = try entry.nested.unsafelyUnwrapped.makeFrame()
            }
            try child.tableReference.withInstance { table in
                if !attributes.isEmpty, !table.attributes.isEmpty {
                    try Self.apply(table.attributes, attributes, to: child, namespaces)
                    if hearsUnknown, table.otherAttributes == nil {
                        try heardUnknownAttributes(attributes, rules: table.attributes, excluding: entry.keyAttribute)
                    }
                }
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
                XMLName(localName, namespace: namespace), attributes.dictionary,
                position)
            levels.append(Level(kind: .reader, slot: slot))
            mode = .elementReader(depth: 1)
        case .container:
            // The container of an optional collection makes it present, so an empty one is not nil.
            if let opened = entry.opened { opened(frame) }
            // A path's step may read attributes (`Attribute("details/price/@currency", …)`).
            if !attributes.isEmpty, !entry.attributes.isEmpty {
                try Self.apply(entry.attributes, attributes, to: frame, namespaces)
                if hearsUnknown { try heardUnknownAttributes(attributes, rules: entry.attributes) }
            }
            // An entry of a Keyed, or the container of Pairs, marks its level (with its frame) for
            // the check at its end.
            let checksEnd = entry.pairRole == .entry || entry.pairRole == .pairsContainer
            if entry.pairRole == .entry { frame.entryState = 0 }
            levels.append(Level(kind: .container, slot: slot, frame: checksEnd ? frame : nil, parentScope: scope))
            scope = entry.innerScope
        case .xmlString:
            if !attributes.isEmpty, !entry.attributes.isEmpty {
                try Self.apply(entry.attributes, attributes, to: frame, namespaces)
                if hearsUnknown { try heardUnknownAttributes(attributes, rules: entry.attributes) }
            }
            levels.append(Level(kind: .xml, slot: slot))
            mode = .capturingXML(depth: 1)
            xmlRootDepth = path.depth
            xmlWriter.reset()
        case .chooser:
            let target = try chosenSlot(entry, attributes: attributes)
            if hearsUnknown { choiceAttribute = entry.chooserAttribute }
            defer { if hearsUnknown { choiceAttribute = nil } }
            try frame.tableReference.withInstance { table in
                try table.slotReferences[target].withInstance { chosen in
                    try start(
                        chosen, slot: target, of: frame, localName: localName, namespace: namespace,
                        attributes: attributes)
                }
            }
        case .capture:
            levels.append(Level(kind: .capture, slot: slot))
            mode = .capturingElement(depth: 1)
            captured = [capturedElement(localName, namespace: namespace, attributes: attributes)]
        case .skip:
            levels.append(Level(kind: .skip))
        case .ignore:
            mode = .ignoring(depth: 1)
        }
    }

    mutating func characters(_ string: String) {
        switch mode {
        case .reading:
            if let frame = ownTextReference?.takeUnretainedValue() { frame.ownText += string }
        case .collectingText:
            if !textBytes.isEmpty {
                textBytes.append(string)
            } else if text.isEmpty {
                text = string
            } else {
                text += string
            }
        case .elementReader:
            // What the reader ignores is not passed on (a source of bytes asked `dropsText` first).
            guard !reader!.ignoresText else { return }
            do { try reader!.characters(string) } catch { report(error) }
        case .capturingXML:
            xmlWriter.text(string)
        case .capturingElement:
            capturedText += string
        case .ignoring, .stopped, .failed:
            break
        }
    }
}
