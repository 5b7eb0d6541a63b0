import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Start tags: each element is read through the scope's table (or the root matcher outside any
/// model), which says whether it opens a model, collects a value's text, keeps markup, hands it
/// to a reader, or is skipped or ignored; the checks an entry makes as it starts.
extension ReadingState {
    // MARK: Start tags

    /// `unprefixed`: the parser says the name has no prefix (libxml2 reports prefixes apart), so
    /// resolving it need not look for a colon.
    mutating func start(_ elementName: String, attributes: TagAttributes, unprefixed: Bool = false) {
        guard !isFinished else { return }
        if _slowPath(pendingCarriageReturn) { flushCarriageReturn() }
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
            if nilDepth != 0, depth == 1 {
                do {
                    try heardInsideNil(.element, elementName)
                } catch {
                    report(error)
                    return
                }
            }
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
        if !identityScopes.isEmpty, !checkIdentities(localName, namespace: namespace, attributes: attributes) {
            return
        }
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

    /// Checks the element that starts against the ``Unique`` and ``KeyReference`` scopes open;
    /// `false` when it breaks a rule (the read failed). Out of line: most documents open no scope.
    @inline(never)
    mutating func checkIdentities(_ localName: String, namespace: String, attributes: TagAttributes) -> Bool {
        let parser = parser  // read for a reference only, while the scopes change
        do {
            try identityScopes.check(
                XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
                written: path.last ?? localName, depth: path.depth, position: parser.position
            ) { namespaces.attributeValue($0, in: attributes)?.value }
            return true
        } catch {
            report(error)
            return false
        }
    }

    /// Opens the scope of a model's ``Unique`` and ``KeyReference`` entries at the element that
    /// starts. Out of line: most models have none.
    @inline(never)
    mutating func openIdentityScope(_ rules: [IdentityRule], attributes: TagAttributes) throws {
        let parser = parser  // read for a reference only, while the scopes change
        try identityScopes.open(rules, depth: path.depth, element: path.last ?? "", position: parser.position) {
            namespaces.attributeValue($0, in: attributes)?.value
        }
    }

    /// Opens the element of a model, the root's (no `parent`) or a nested one's: its attributes
    /// stored, its start hooks run, its frame the new scope. `excluding`: an attribute another
    /// entry consumed (a ``Keyed`` key), which is not unknown.
    @inline(__always)
    mutating func openModel(
        _ frame: ModelFrameBase, slot: Int = 0, parent: ModelFrameBase? = nil, localName: String, namespace: String,
        attributes: TagAttributes, excluding consumed: XMLName? = nil
    ) throws {
        frame.skipsFacets = skipsFacets
        if hearsUnknown {
            frame.seenSingles = 0
            if !frame.seenMoreSingles.isEmpty { frame.seenMoreSingles = [] }
            frame.heardText = false
        }
        try frame.tableReference.withInstance { table in
            if !table.identities.isEmpty { try openIdentityScope(table.identities, attributes: attributes) }
            if !attributes.isEmpty {
                if !table.attributes.isEmpty { try Self.apply(table.attributes, attributes, to: frame, namespaces) }
                if hearsUnknown, table.otherAttributes == nil || table.otherAttributeNamespaces != nil {
                    try heardUnknownAttributes(
                        attributes, rules: table.attributes, excluding: consumed,
                        admitting: table.otherAttributeNamespaces)
                }
            }
            if table.hasStartHooks {
                startHooks(
                    of: frame, table: table, localName: localName, namespace: namespace, attributes: attributes,
                    excluding: consumed)
            }
        }
        frames.append(frame)
        levels.append(
            Level(kind: .model, slot: slot, frame: frame, parentFrame: parent, parentScope: parent == nil ? 0 : scope))
        scopeFrame = frame
        scope = 0
    }

    mutating func startChild(
        of frame: ModelFrameBase, table: CompiledTable, localName: String, namespace: String,
        attributes: TagAttributes
    ) throws {
        guard
            let slot = table.slot(scope: scope, localName: localName, namespace: namespace)
                ?? table.scopes[scope].wildcard(admitting: namespace)
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
        if hearsUnknown, entry.single >= 0 {
            try heardRepeat(
                single: entry.single, reader: entry.singleReader, of: frame, localName: localName, namespace: namespace)
        }
        switch entry.tag {
        case .scalar:
            if !attributes.isEmpty {
                if let storeNil = entry.storeNil, try Self.isMarkedNil(attributes, namespaces) {
                    // `<value xsi:nil="true"/>`: nil, whatever the element holds; its attributes
                    // are read (`<amount currency="EUR" xsi:nil="true"/>`).
                    storeNil(frame)
                    if !entry.attributes.isEmpty { try Self.apply(entry.attributes, attributes, to: frame, namespaces) }
                    if hearsUnknown {
                        if !entry.isNillable { try heardNilNotDeclared() }
                        try heardUnknownAttributes(attributes, rules: entry.attributes)
                        nilDepth = path.depth
                    }
                    mode = .ignoring(depth: 1)
                    return
                }
                if !entry.attributes.isEmpty { try Self.apply(entry.attributes, attributes, to: frame, namespaces) }
                // A value's element with attributes no entry names (`<name lang="en">` read as a
                // `String`): unknown too; so is `xsi:nil="true"` on a value that cannot be nil.
                if hearsUnknown {
                    if try Self.isMarkedNil(attributes, namespaces) { try heardNilNotDeclared() }
                    try heardUnknownAttributes(attributes, rules: entry.attributes)
                }
            }
            levels.append(Level(kind: .text, slot: slot))
            mode = .collectingText(nesting: 0)
            let position = position
            textLine = position.line
            textColumn = position.column
        case .nested:
            if !attributes.isEmpty, entry.storeNil != nil || hearsUnknown, try Self.isMarkedNil(attributes, namespaces)
            {
                if let storeNil = entry.storeNil {
                    // `<party xsi:nil="true"/>` for an optional model: nil (its attributes have no
                    // model to go to).
                    storeNil(frame)
                    if hearsUnknown {
                        if !entry.isNillable { try heardNilNotDeclared() }
                        // XML Schema allows the model's attributes on a nil element; others are heard.
                        let table = try entry.nested.unsafelyUnwrapped.makeFrame().table
                        if table.otherAttributes == nil || table.otherAttributeNamespaces != nil {
                            try heardUnknownAttributes(
                                attributes, rules: table.attributes, excluding: entry.keyAttribute,
                                admitting: table.otherAttributeNamespaces)
                        }
                        nilDepth = path.depth
                    }
                    mode = .ignoring(depth: 1)
                    return
                }
                // A model that cannot be nil (heard only under `.report`/`.refuse`).
                try heardNilNotDeclared()
            }
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
            try openModel(
                child, slot: slot, parent: frame, localName: localName, namespace: namespace, attributes: attributes,
                excluding: entry.keyAttribute)
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
            if !attributes.isEmpty {
                if !entry.attributes.isEmpty { try Self.apply(entry.attributes, attributes, to: frame, namespaces) }
                if hearsUnknown { try heardUnknownAttributes(attributes, rules: entry.attributes) }
            }
            // An entry of a Keyed, or the container of Pairs, marks its level (with its frame) for
            // the check at its end.
            let checksEnd = entry.pairRole == .entry || entry.pairRole == .pairsContainer
            if entry.pairRole == .entry { frame.entryState = 0 }
            levels.append(Level(kind: .container, slot: slot, frame: checksEnd ? frame : nil, parentScope: scope))
            scope = entry.innerScope
        case .xmlString:
            if !attributes.isEmpty {
                if !entry.attributes.isEmpty { try Self.apply(entry.attributes, attributes, to: frame, namespaces) }
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

    // MARK: Outside any model
    // Elements outside any model: the root matcher and its route decide what is read, searched or dropped.

    mutating func startInRoot(_ localName: String, namespace: String, attributes: TagAttributes) {
        if let route = root.route {
            // Only the route's elements are entered, and only their children looked up.
            let ancestors = path.depth - 1
            if ancestors < route.count {
                if RootMatcher.matches(route[ancestors], localName: localName, namespace: namespace) {
                    levels.append(Level(kind: .search))
                } else if ancestors == 0 {
                    fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected <\(route[0])>")
                } else {
                    mode = .ignoring(depth: 1)
                }
                return
            }
        }
        switch root.entry(localName: localName, namespace: namespace) {
        case nil where root.route != nil:
            mode = .ignoring(depth: 1)
        case nil:
            if root.nearMiss == nil, root.localNames.contains(localName) {
                root.nearMiss = RootMatcher.NearMiss(
                    name: XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
                    qualifiedName: path.last ?? localName, path: path.rendered, position: position)
            }
            if root.rootOnly {
                if let miss = root.nearMiss {
                    // The right name in another namespace: that alone is the news.
                    fail(
                        .unexpectedElement,
                        "the root element " + root.hint(for: miss))
                } else {
                    let expected = root.names.map { "<\($0)>" }.listed(empty: "nothing")
                    fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected \(expected)")
                }
                return
            }
            levels.append(Level(kind: .search))
        case .ignore?:
            mode = .ignoring(depth: 1)
        case .read(let makeFrame, _)?:
            do {
                let frame = try makeFrame()
                if !root.firstOnly { path.markItem() }
                try openModel(frame, localName: localName, namespace: namespace, attributes: attributes)
            } catch {
                report(error)
            }
        }
    }

    // MARK: Declared attributes
    // Elements of a document whose internal subset declares attributes: the declared types other
    // than `CDATA` normalize their values (XML 1.0 §3.3.3) and the declared defaults are supplied
    // (§5.1), before namespaces are resolved and before any value reaches a model.

    /// Starts an element of a document with ``declaredAttributes``: every start tag of a document
    /// whose internal subset declares a default or a type other than `CDATA` comes here, on either
    /// parser; any other document goes from ``start(_:attributes:)`` straight to ``begin(_:attributes:)``.
    /// The declarations work on dictionaries, so the list of attributes becomes one here
    /// once (`written.dictionary`, which hashes every name): a cost only such documents pay.
    mutating func startDeclared(
        _ elementName: String, attributes written: TagAttributes, _ declared: DeclaredAttributes
    ) {
        let writtenDictionary = written.dictionary
        var attributes = written
        var dictionary = writtenDictionary
        if let (applied, bytes) = declared.declarations.applied(to: writtenDictionary, of: elementName) {
            declared.defaultedBytes += bytes
            guard declared.defaultedBytes <= options.dtd.maximumDefaultedAttributeBytes else {
                return refuseStart(
                    elementName, .limitExceeded,
                    "attribute defaults from the DTD add more than \(options.dtd.maximumDefaultedAttributeBytes) bytes (ReadingOptions.dtd.maximumDefaultedAttributeBytes)"
                )
            }
            attributes = TagAttributes(applied)
            dictionary = applied
        }
        if declared.declarations.changesNamespaceDeclarations,
            let problem = declared.expandedNames.problem(
                in: dictionary, written: writtenDictionary, depth: path.depth + 1)
        {
            return refuseStart(elementName, .malformedXML, problem)
        }
        begin(elementName, attributes: attributes)
    }

    /// Fails at the start of `elementName`, which the path then names.
    private mutating func refuseStart(_ elementName: String, _ code: XMLReadingError.Code, _ message: String) {
        path.push(elementName)
        sawRoot = true
        fail(code, message)
    }

    // MARK: Entry checks
    // The checks around an entry: required entries seen, and ``Pairs`` keys and values in order.

    /// A required entry is marked seen; a ``Pairs`` key must not find another key waiting, and a
    /// value must find one.
    func checkStart(
        _ entry: CompiledTable.Slot, of frame: ModelFrameBase, localName: String, attributes: TagAttributes
    ) throws {
        if entry.requiredBit != 0 { frame.seen |= entry.requiredBit }
        if entry.flushesText { try flushMixedText(of: frame) }
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
            guard let (_, value) = namespaces.attributeValue(name, in: attributes) else {
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
}
