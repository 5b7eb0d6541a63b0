import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `XMLParser` delegate: forwards each event to a ``ReadingState``.
///
/// All reading logic lives in the state, a struct: each event is then one access to one stored
/// property, instead of a dynamic exclusivity check for every property the logic touches.
final class ReadingEngine: NSObject, XMLParserDelegate {
    /// The state, in memory of its own: a stored `var` of a class is checked for exclusive access
    /// at run time on every access, which a pointer's `pointee` is not. Only the parsing thread
    /// touches it, one event at a time.
    private let state: UnsafeMutablePointer<ReadingState>

    private init(state: ReadingState) {
        self.state = UnsafeMutablePointer<ReadingState>.allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Reads a whole source, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        let stream = GuardedInputStream(source, policy: options.dtd)
        let parser = XMLParser(stream: stream)
        // Namespaces are resolved by the reader: Foundation's own processing costs more per element
        // than everything else the reader does, and reports no namespace for attributes anyway.
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let engine = ReadingEngine(
            state: ReadingState(root: root, options: options, parser: parser, stream: stream, source: source))
        parser.delegate = engine
        let succeeded = withExtendedLifetime((engine, stream)) { parser.parse() }
        parser.delegate = nil
        try engine.state.pointee.finish(succeeded: succeeded)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if state.pointee.pendingCarriageReturn { flushCarriageReturn() }
        state.pointee.start(elementName, attributes: attributes)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if state.pointee.pendingCarriageReturn { flushCarriageReturn() }
        state.pointee.end(elementName)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if state.pointee.pendingCarriageReturn { flushCarriageReturn() }
        state.pointee.characters(string)
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        if state.pointee.pendingCarriageReturn { flushCarriageReturn() }
        state.pointee.characters(whitespaceString)
    }

    /// libxml2's push parser hands CDATA over in raw blocks, without the line-end normalization XML
    /// requires (§2.11: CR LF and a lone CR read as LF); a CR ending a block waits for what follows.
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard state.pointee.pendingCarriageReturn || CDATABlock.contains(0x0D) else {
            state.pointee.characters(String(decoding: CDATABlock, as: UTF8.self))
            return
        }
        var block = CDATABlock[...]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(block.count + 1)
        if state.pointee.pendingCarriageReturn {
            state.pointee.pendingCarriageReturn = false
            bytes.append(0x0A)
            if block.first == 0x0A { block = block.dropFirst() }
        }
        var index = block.startIndex
        while index < block.endIndex {
            let byte = block[index]
            index = block.index(after: index)
            guard byte == 0x0D else {
                bytes.append(byte)
                continue
            }
            if index == block.endIndex {
                state.pointee.pendingCarriageReturn = true
            } else {
                bytes.append(0x0A)
                if block[index] == 0x0A { index = block.index(after: index) }
            }
        }
        if !bytes.isEmpty { state.pointee.characters(String(decoding: bytes, as: UTF8.self)) }
    }

    private func flushCarriageReturn() {
        state.pointee.pendingCarriageReturn = false
        state.pointee.characters("\n")
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        state.pointee.parseError(parseError)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        state.pointee.parseError(validationError)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        state.pointee.undeclaredEntity(name)
        return nil
    }
}

/// The stack-based SAX reader: one pass over `XMLParser` events, filling models through their
/// compiled tables, with no tree in between.
///
/// It keeps one ``Level`` per open element it reads (ignored subtrees and the inside of values are
/// only counted), knows the current *scope* (the model, or the `Many` container of a model, whose
/// table names the next children), and stops at the first problem with the path and position.
struct ReadingState {
    private enum LevelKind: UInt8 {
        /// Outside any model, looking for elements the root matcher reads.
        case search
        case skip
        case text
        case xml
        case container
        case model
        case reader
    }

    private struct Level {
        var kind: LevelKind
        var slot: Int = 0
        /// For `.model`: the frame being read. Frames are owned by `frames`; the levels and the scope
        /// only point at them, which spares a retain and a release per reference per event.
        var frameReference: Unmanaged<ModelFrameBase>?
        /// The scope to restore when this element ends.
        var parentReference: Unmanaged<ModelFrameBase>?

        init(
            kind: LevelKind, slot: Int = 0, frame: ModelFrameBase? = nil, parentFrame: ModelFrameBase? = nil,
            parentScope: Int = 0
        ) {
            self.kind = kind
            self.slot = slot
            self.frameReference = frame.map { Unmanaged.passUnretained($0) }
            self.parentReference = parentFrame.map { Unmanaged.passUnretained($0) }
            self.parentScope = parentScope
        }

        var parentScope: Int = 0
    }

    private let root: RootMatcher
    private let options: ReadingOptions
    // Not weak: a weak reference gives the object a side table, and every retain and release of
    // it (Foundation retains the parser in every callback) then takes the slow path. Both outlive
    // the state's use of them: `ReadingEngine.read` keeps them alive until parsing is over.
    private let parserReference: Unmanaged<XMLParser>
    private var parser: XMLParser { parserReference.takeUnretainedValue() }
    /// Where the parser is, read without retaining it (this is asked for every value).
    private var position: XMLPosition {
        parserReference._withUnsafeGuaranteedRef { XMLPosition(line: $0.lineNumber, column: $0.columnNumber) }
    }
    private unowned(unsafe) let stream: GuardedInputStream

    private let source: ByteSource
    /// Where the first failure happened, to find the sibling positions of its path afterwards.
    private var failureSnapshot: ElementPath.Snapshot?
    private var levels: [Level] = []
    /// The frames of the open model elements, innermost last: the owners of every frame reference.
    private var frames: [ModelFrameBase] = []
    /// Finished nested frames kept for reuse, by their slot's `poolIndex`: the next element the
    /// same slot reads restarts the frame instead of allocating one.
    private var spareFrames: [ModelFrameBase?] = []
    private var path: ElementPath
    /// The model whose table names the next children (`nil`: the root matcher).
    private var scopeReference: Unmanaged<ModelFrameBase>?
    private var scopeFrame: ModelFrameBase? {
        get { scopeReference?.takeUnretainedValue() }
        set { scopeReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    private var scope = 0
    /// Depth inside a dropped subtree (0: not dropping).
    private var ignoreDepth = 0
    /// Collecting text for a value.
    private var collectingText = false
    /// Depth of elements inside a value being collected (their text is part of the value).
    private var textNesting = 0
    private var text = ""
    private var textLine = 0
    private var textColumn = 0
    /// Depth inside an element read by an ``ElementReader`` (0: none), and its reader.
    private var readerDepth = 0
    private var reader: ElementReaderBox?
    /// Depth inside an ``XMLString`` capture (0: not capturing).
    private var xmlDepth = 0
    private var xmlRootDepth = 0
    private var xmlWriter = InnerXMLWriter()
    /// Namespace bindings in scope, innermost last, with the depth of the element declaring them.
    private var bindings: [(prefix: String, uri: String, depth: Int)] = []
    /// How many of `bindings` bind the default namespace (usually none: then no look-up is needed).
    private var defaultBindings = 0

    /// The frame whose own text (``Text``) is being collected: the innermost level is that model's.
    private var ownTextReference: Unmanaged<ModelFrameBase>?

    private var failure: XMLReadingError? {
        didSet { finished = true }
    }
    private var stopped = false {
        didSet { finished = stopped || failure != nil }
    }
    /// Set once the read failed or was stopped: every later event is ignored. (A plain flag: testing
    /// the optional error for `nil` on every event copies it.)
    private var finished = false
    /// A carriage return that ended a CDATA block, held until what follows shows whether it is CR LF.
    var pendingCarriageReturn = false
    private var sawRoot = false
    private var rootClosed = false
    /// The internal subset's attribute defaults, taken when the root element starts.
    private var attributeDefaults = AttributeDefaults()
    /// Bytes of defaulted values added so far (see ``DTDPolicy/maximumDefaultedAttributeBytes``).
    private var defaultedBytes = 0

    init(root: RootMatcher, options: ReadingOptions, parser: XMLParser, stream: GuardedInputStream, source: ByteSource)
    {
        self.source = source
        self.path = ElementPath(countsSiblings: !source.canBeReadAgain)
        self.root = root
        self.options = options
        self.parserReference = Unmanaged.passUnretained(parser)
        self.stream = stream
        levels.reserveCapacity(16)
    }

    /// Throws the first problem of a finished parse, if any.
    mutating func finish(succeeded: Bool) throws(XMLReadingError) {
        // The parser saw the text before a refusal, so a failure in it came first.
        if let failure { throw locatedFailure(failure) }
        if let refusal = stream.refusal {
            // Bytes that are not text stop the read inside an element: name its path.
            if !path.countsSiblings && !path.rendered.isEmpty { failureSnapshot = path.snapshot }
            throw locatedFailure(
                XMLReadingError(
                    code: refusal.code, message: refusal.message, path: path.rendered, line: refusal.line,
                    column: refusal.column, underlyingError: refusal.underlyingError))
        }
        if stopped { return }
        if !succeeded {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw parseFailure(code: code, underlying: parser.parserError)
        }
        if !sawRoot {
            if stream.sawOnlyWhitespace { throw emptyDocument(underlying: nil) }
            // Where the input ended: a prefix such as `<?x` names the place the root was expected.
            throw XMLReadingError(
                code: .emptyDocument, message: "the input is not XML: no root element found",
                line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        if !rootClosed {
            throw XMLReadingError(
                code: .unexpectedEndOfDocument, message: "the document ends before its root element is closed")
        }
    }

    // MARK: Failing

    /// A document of whitespace alone, placed where it ends.
    private func emptyDocument(underlying: (any Error)?) -> XMLReadingError {
        let end = stream.endPosition
        return XMLReadingError(
            code: .emptyDocument, message: "the document is empty", line: end.line, column: end.column,
            underlyingError: underlying)
    }

    private mutating func fail(_ error: XMLReadingError) {
        guard !finished else { return }
        if !path.countsSiblings && !error.path.isEmpty { failureSnapshot = path.snapshot }
        failure = error
        halt()
    }

    /// Stops the parse without `XMLParser.abortParsing()`, which crashes Foundation on Linux when
    /// called after an encoding error: the delegate is taken away, so the parser makes no more
    /// callbacks (in its recovery mode, some after an error pass NULL where Foundation expects a
    /// string), and the stream ends at the parser's next read. The parser only finishes, silently,
    /// the chunk it holds.
    private func halt() {
        parser.delegate = nil
        stream.isStopped = true
    }

    /// The failure, with sibling positions in its path found by reading the input again.
    private func locatedFailure(_ failure: XMLReadingError) -> XMLReadingError {
        guard let snapshot = failureSnapshot else { return failure }
        let positions = source.reopened().flatMap {
            PathLocator.positions(in: $0, policy: options.dtd, starts: snapshot.starts, depth: snapshot.depth)
        }
        return XMLReadingError(
            code: failure.code, message: failure.message, path: snapshot.rendered(positions: positions),
            line: failure.line, column: failure.column, underlyingError: failure.underlyingError)
    }

    private mutating func fail(_ code: XMLReadingError.Code, _ message: String, underlying: (any Error)? = nil) {
        fail(
            XMLReadingError(
                code: code, message: message, path: path.rendered, line: parser.lineNumber,
                column: parser.columnNumber, underlyingError: underlying))
    }

    mutating func parseError(_ error: any Error) {
        guard !finished else { return }
        fail(parseFailure(code: (error as NSError).code, underlying: error))
    }

    mutating func undeclaredEntity(_ name: String) {
        guard !finished else { return }
        fail(
            .malformedXML,
            "reference to the undeclared entity &\(name);; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
        )
    }

    private func parseFailure(code: Int, underlying: (any Error)?) -> XMLReadingError {
        // Before the parser has a context (fewer than four bytes) it has no position: the input's
        // end is where it stopped.
        let known = parser.lineNumber > 0
        let line = known ? parser.lineNumber : stream.endPosition.line
        let column = known ? parser.columnNumber : stream.endPosition.column
        var errorCode = XMLReadingError.Code.malformedXML
        var message = ParserErrorMessage.sentence(for: code)
        if !sawRoot, stream.sawOnlyWhitespace {
            return emptyDocument(underlying: underlying)
        } else if !sawRoot, code == 4 || code == 5 {
            errorCode = .emptyDocument
            message = ParserErrorMessage.sentence(for: 4)
        } else if code == 5 || code == 77 || code == 85 || code == 74 {
            if let open = path.last {
                errorCode = .unexpectedEndOfDocument
                message = "the document ends before <\(open)> is closed"
            }
        } else if code == 1 {
            // libxml2's push parser gives up, with no message, on a single construct longer than
            // its lookup limit (XML_MAX_LOOKUP_LIMIT): the position is where that construct starts.
            errorCode = .limitExceeded
            message = ParserErrorMessage.lookupLimit
        } else if code == 76, let open = path.last {
            message = "the end tag does not match the open element <\(open)>"
        }
        return XMLReadingError(
            code: errorCode, message: message, path: path.rendered, line: line, column: column,
            underlyingError: underlying)
    }

    /// Turns an error thrown while reading into an ``XMLReadingError`` about the current element.
    private mutating func report(_ error: any Error, line: Int? = nil, column: Int? = nil) {
        let element = path.last.map { "<\($0)>" } ?? "the element"
        let position = (line ?? parser.lineNumber, column ?? parser.columnNumber)
        let made: XMLReadingError
        switch error {
        case let error as XMLReadingError:
            // An error that knows where it happened (an ElementReader's) keeps its position.
            let located = error.line > 0 ? (error.line, error.column) : position
            made = XMLReadingError(
                code: error.code, message: error.message, path: path.rendered, line: located.0,
                column: located.1, underlyingError: error.underlyingError)
        case let failure as ValueFailure:
            made = Self.conversionError(failure, subject: "for \(element)", path: path.rendered, position: position)
        case let failure as AttributeFailure:
            made = Self.conversionError(
                failure.failure, subject: "for attribute \"\(failure.attribute)\" of \(element)", path: path.rendered,
                position: position)
        case let failure as CompletionFailure where failure.error is XMLReadingError:
            let error = failure.error as! XMLReadingError
            made = XMLReadingError(
                code: error.code, message: error.message, path: path.rendered, line: position.0,
                column: position.1, underlyingError: error.underlyingError)
        case let unexpected as UnexpectedElement:
            let error = XMLReadingError.unexpectedElement(
                XMLName(path.last ?? ""), in: path.parentName.map { XMLName($0) }, expected: unexpected.expected)
            made = XMLReadingError(
                code: error.code, message: error.message, path: path.rendered, line: position.0, column: position.1)
        case let failure as CompletionFailure:
            made = XMLReadingError(
                code: .completionFailed, message: "OnComplete of \(failure.typeName) failed: \(failure.error)",
                path: path.rendered, line: position.0, column: position.1, underlyingError: failure.error)
        case let failure as ReaderFailure:
            made = XMLReadingError(
                code: .elementReaderFailed, message: "\(failure.readerName) failed: \(failure.error)",
                path: path.rendered,
                line: position.0, column: position.1, underlyingError: failure.error)
        default:
            made = XMLReadingError(
                code: .valueConversion, message: "\(error)", path: path.rendered, line: position.0,
                column: position.1, underlyingError: error)
        }
        fail(made)
    }

    private static func conversionError(
        _ failure: ValueFailure, subject: String, path: String, position: (Int, Int)
    ) -> XMLReadingError {
        XMLReadingError.valueConversion(
            text: failure.text, typeName: failure.typeName, subject: subject, path: path,
            position: XMLPosition(line: position.0, column: position.1), underlyingError: failure.underlying)
    }

    // MARK: Namespaces

    /// Records the `xmlns` and `xmlns:p` attributes of the element at `depth`.
    private mutating func bindNamespaces(_ attributes: [String: String], depth: Int) {
        for (key, value) in attributes where key.utf8.first == UInt8(ascii: "x") && key.utf8.starts(with: "xmlns".utf8)
        {
            let utf8 = key.utf8
            if utf8.count == 5 {
                bindings.append(("", value, depth))
                defaultBindings += 1
            } else if utf8.count > 6, utf8[utf8.index(utf8.startIndex, offsetBy: 5)] == UInt8(ascii: ":") {
                bindings.append((String(key.dropFirst(6)), value, depth))
            }
        }
    }

    private func uri(forPrefix prefix: String) -> (uri: String, depth: Int)? {
        if prefix == "xml" { return ("http://www.w3.org/XML/1998/namespace", 0) }
        guard let binding = bindings.last(where: { $0.prefix == prefix }) else { return nil }
        return (binding.uri, binding.depth)
    }

    /// Splits a qualified name into its local name and namespace URI (empty: no namespace).
    @inline(__always)
    private func resolve(_ qualifiedName: String) -> (localName: String, namespace: String) {
        if Self.hasColon(qualifiedName), let colon = qualifiedName.firstIndex(of: ":") {
            let prefix = String(qualifiedName[..<colon])
            let local = String(qualifiedName[qualifiedName.index(after: colon)...])
            return (local, uri(forPrefix: prefix)?.uri ?? "")
        }
        if defaultBindings == 0 { return (qualifiedName, "") }
        return (qualifiedName, uri(forPrefix: "")?.uri ?? "")
    }

    @inline(__always)
    private static func hasColon(_ name: String) -> Bool {
        for byte in name.utf8 where byte == 0x3A { return true }
        return false
    }

    /// The key under which `XMLParser` reports an attribute in `namespace` (`prefix:local`).
    private func attributeKey(for name: XMLName, namespace: String, in attributes: [String: String]) -> String? {
        for key in attributes.keys {
            guard let colon = key.firstIndex(of: ":"), key[key.index(after: colon)...] == name.localName else {
                continue
            }
            let prefix = String(key[..<colon])
            if prefix != "xmlns", uri(forPrefix: prefix)?.uri == namespace { return key }
        }
        return nil
    }

    /// The namespace declarations a captured element needs to stand on its own: those of prefixes
    /// it uses that are declared outside the captured fragment (its own `xmlns` attributes are
    /// written as they are).
    private func declarations(qualifiedName: String, namespace: String, attributes: [String: String]) -> [(
        String, String
    )] {
        if bindings.isEmpty { return [] }
        var usesPrefix = !namespace.isEmpty || Self.hasColon(qualifiedName)
        if !usesPrefix {
            for key in attributes.keys where Self.hasColon(key) {
                usesPrefix = true
                break
            }
        }
        if !usesPrefix { return [] }
        var used: [String] = []
        if let colon = qualifiedName.firstIndex(of: ":") {
            used.append(String(qualifiedName[..<colon]))
        } else if !namespace.isEmpty {
            used.append("")
        }
        for key in attributes.keys {
            if let colon = key.firstIndex(of: ":") {
                let prefix = String(key[..<colon])
                if prefix != "xmlns" { used.append(prefix) }
            }
        }
        var result: [(String, String)] = []
        for prefix in used where prefix != "xml" && !result.contains(where: { $0.0 == prefix }) {
            let declaredHere = attributes[prefix.isEmpty ? "xmlns" : "xmlns:" + prefix] != nil
            if !declaredHere, let binding = uri(forPrefix: prefix), binding.depth <= xmlRootDepth {
                result.append((prefix, binding.uri))
            }
        }
        return result
    }

    // MARK: Attributes

    /// Stores the attributes a table binds into a frame's model.
    private func apply(_ rules: [AttributeStore], _ attributes: [String: String], to frame: ModelFrameBase) throws {
        for attribute in rules {
            let key: String
            if let namespace = attribute.name.namespace {
                guard let found = attributeKey(for: attribute.name, namespace: namespace, in: attributes) else {
                    continue
                }
                key = found
            } else {
                key = attribute.name.localName
            }
            guard let value = attributes[key] else { continue }
            do {
                try attribute.value.store(frame, value)
            } catch let failure as ValueFailure {
                throw AttributeFailure(attribute: key, failure: failure)
            }
        }
    }

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

    private mutating func begin(_ elementName: String, attributes: [String: String]) {
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
            try frameReference._withUnsafeGuaranteedRef { frame in
                try frame.tableReference._withUnsafeGuaranteedRef { table in
                    try startChild(
                        of: frame, table: table, localName: localName, namespace: namespace, attributes: attributes)
                }
            }
        } catch {
            report(error)
        }
        updateOwnTextFrame()
    }

    /// Own text is collected only while the innermost open element is a model with a ``Text`` entry.
    @inline(__always)
    private mutating func updateOwnTextFrame() {
        let count = levels.count
        if count > 0, levels[count - 1].kind == .model, let reference = levels[count - 1].frameReference,
            reference._withUnsafeGuaranteedRef({ $0.tableReference._withUnsafeGuaranteedRef { $0.hasText } })
        {
            ownTextReference = reference
        } else {
            ownTextReference = nil
        }
    }

    private mutating func startChild(
        of frame: ModelFrameBase, table: CompiledTable, localName: String, namespace: String,
        attributes: [String: String]
    ) throws {
        guard let slot = table.slot(scope: scope, localName: localName, namespace: namespace) else {
            if table.rejectsUnknown { throw UnexpectedElement(expected: table.scopes[scope].names) }
            ignoreDepth = 1
            return
        }
        try table.slotReferences[slot]._withUnsafeGuaranteedRef { entry in
            try start(entry, slot: slot, of: frame, localName: localName, namespace: namespace, attributes: attributes)
        }
    }

    private mutating func start(
        _ entry: CompiledTable.Slot, slot: Int, of frame: ModelFrameBase, localName: String, namespace: String,
        attributes: [String: String]
    ) throws {
        if entry.isItem { path.markItem() }
        switch entry.tag {
        case .scalar:
            if !attributes.isEmpty, !entry.attributes.isEmpty { try apply(entry.attributes, attributes, to: frame) }
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
            if !attributes.isEmpty {
                try child.tableReference._withUnsafeGuaranteedRef { table in
                    if !table.attributes.isEmpty { try apply(table.attributes, attributes, to: child) }
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
            levels.append(Level(kind: .container, parentScope: scope))
            scope = entry.innerScope
        case .xmlString:
            levels.append(Level(kind: .xml, slot: slot))
            xmlDepth = 1
            xmlRootDepth = path.depth
            xmlWriter.reset()
        case .skip:
            levels.append(Level(kind: .skip))
        case .ignore:
            ignoreDepth = 1
        }
    }

    private mutating func startInRoot(_ localName: String, namespace: String, attributes: [String: String]) {
        switch root.entry(localName: localName, namespace: namespace) {
        case nil:
            if root.rootOnly {
                let names = root.names.map { "<\($0)>" }
                let expected =
                    names.count > 1
                    ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.first ?? "nothing"
                fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected \(expected)")
                return
            }
            levels.append(Level(kind: .search))
        case .ignore?:
            ignoreDepth = 1
        case .read(let makeFrame)?:
            do {
                let frame = try makeFrame()
                if !root.firstOnly { path.markItem() }
                if !attributes.isEmpty, !frame.table.attributes.isEmpty {
                    try apply(frame.table.attributes, attributes, to: frame)
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
                try frameReference._withUnsafeGuaranteedRef { frame in
                    try frame.tableReference._withUnsafeGuaranteedRef { table in
                        try table.slotReferences[level.slot]._withUnsafeGuaranteedRef { entry in
                            try entry.storeScalar(frame, value)
                        }
                    }
                }
            } catch {
                report(error, line: textLine, column: textColumn)
            }
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
                try frameReference._withUnsafeGuaranteedRef { frame in
                    try frame.tableReference._withUnsafeGuaranteedRef { table in
                        try table.slotReferences[level.slot]._withUnsafeGuaranteedRef { entry in
                            try entry.reader!.store(frame, box)
                        }
                    }
                }
            } catch {
                report(error)
            }
        case .container:
            scope = level.parentScope
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
                let delivered = try level.frameReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { frame in
                    try frame.tableReference._withUnsafeGuaranteedRef { table in
                        if table.hasText { try table.text.unsafelyUnwrapped.store(frame, frame.ownText) }
                        if !table.completions.isEmpty {
                            for hook in table.completions { try hook(frame) }
                        }
                    }
                    guard let parentReference = level.parentReference else { return try root.deliver(frame) }
                    parentReference._withUnsafeGuaranteedRef { parent in
                        parent.tableReference._withUnsafeGuaranteedRef { table in
                            table.slotReferences[level.slot]._withUnsafeGuaranteedRef { entry in
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
        } else if ignoreDepth == 0, let frame = ownTextReference?.takeUnretainedValue() {
            frame.ownText += string
        }
    }
}
