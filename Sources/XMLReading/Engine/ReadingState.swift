import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The stack-based SAX reader: one pass over the events of either parser (``XMLParserSession``,
/// ``LibXML2Session``), filling models through their compiled tables, with no tree in between.
///
/// It keeps one ``Level`` per open element it reads (ignored subtrees and the inside of values are
/// only counted), knows the current *scope* (the model, or the `Many` container of a model, whose
/// table names the next children), and stops at the first problem with the path and position.
struct ReadingState {
    enum LevelKind: UInt8 {
        /// Outside any model, looking for elements the root matcher reads.
        case search
        case skip
        case text
        case xml
        case container
        case model
        case reader
        /// An element kept whole by ``AnyElements``.
        case capture
    }

    /// Where the reader is: reading elements through the tables, or inside something that is
    /// read another way (each counting the elements open inside it), or done.
    ///
    /// The error of a failed read is kept apart, in `failure`: without it the mode is a plain
    /// value, copied and switched on with no reference counting on every event.
    enum Mode: Equatable {
        /// Reading elements through the levels, the scope's table and the root matcher.
        case reading
        /// Collecting a value's text; `nesting` counts the elements open inside the value (their
        /// text is part of it).
        case collectingText(nesting: Int)
        /// Dropping a subtree unread, `depth` elements deep (1: the dropped element itself).
        case ignoring(depth: Int)
        /// Inside an element read by an ``ElementReader`` (`reader`), `depth` elements deep.
        case elementReader(depth: Int)
        /// Inside an element an ``XMLString`` keeps as markup (`xmlWriter`), `depth` elements deep.
        case capturingXML(depth: Int)
        /// Inside an element ``AnyElements`` keeps whole (`captured`), `depth` elements deep.
        case capturingElement(depth: Int)
        /// The caller stopped the read: every later event is ignored.
        case stopped
        /// The read failed (`failure` says why): every later event is ignored.
        case failed
    }

    /// Whether the read failed or was stopped: every later event is ignored.
    var isFinished: Bool {
        @inline(__always) get {
            switch mode {
            case .stopped, .failed: true
            default: false
            }
        }
    }

    struct Level {
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

    let root: RootMatcher
    let options: ReadingOptions
    // Not weak: a weak reference gives the object a side table, and every retain and release of
    // it (Foundation retains the parser in every callback) then takes the slow path. Both outlive
    // the state's use of them: `ReadingEngine.read` keeps them alive until parsing is over.
    let parser: ParserHandle
    /// Where the parser is, read without retaining it (this is asked for every value).
    var position: XMLPosition {
        @inline(__always) get { parser.position }
    }
    unowned(unsafe) let stream: GuardedInputStream

    let source: ByteSource
    /// Where the first failure happened, to find the sibling positions of its path afterwards.
    var failureSnapshot: ElementPath.Snapshot?
    var levels: [Level] = []
    /// The frames of the open model elements, innermost last: the owners of every frame reference.
    var frames: [ModelFrameBase] = []
    /// Finished nested frames kept for reuse, by their slot's `poolIndex`: the next element the
    /// same slot reads restarts the frame instead of allocating one.
    var spareFrames: [ModelFrameBase?] = []
    var path: ElementPath
    /// The model whose table names the next children (`nil`: the root matcher).
    var scopeReference: Unmanaged<ModelFrameBase>?
    var scopeFrame: ModelFrameBase? {
        get { scopeReference?.takeUnretainedValue() }
        set { scopeReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    var scope = 0
    /// Where the reader is, which says what the next event means.
    var mode = Mode.reading
    /// The UTF-8 of the value being collected (``Mode/collectingText(nesting:)``), and where it began.
    var textBytes = MarkupBytes()
    var textLine = 0
    var textColumn = 0
    /// The reader of the element in ``Mode/elementReader(depth:)``.
    var reader: ElementReaderBox?
    /// The depth of the element an ``XMLString`` keeps (``Mode/capturingXML(depth:)``), and its markup.
    var xmlRootDepth = 0
    var xmlWriter = InnerXMLWriter()
    /// The elements open in an element kept whole by ``AnyElements`` (``Mode/capturingElement(depth:)``),
    /// outermost first.
    var captured: [AnyElement] = []
    /// Text read inside a capture since its last tag.
    var capturedText = ""
    /// The namespace bindings in scope.
    var namespaces = NamespaceScope()

    /// The frame whose own text (``TextContent``) is being collected: the innermost level is that model's.
    var ownTextReference: Unmanaged<ModelFrameBase>?

    /// Why the read failed (``Mode/failed``).
    var failure: XMLReadingError?
    /// A carriage return that ended a CDATA block, held until what follows shows whether it is CR LF.
    var pendingCarriageReturn = false
    var sawRoot = false
    var rootClosed = false
    /// The internal subset's attribute declarations, taken when the root element starts; `nil`
    /// when they change no value.
    var declaredAttributes: DeclaredAttributes?
    /// Whether unknown content is reported or refused (``ReadingOptions/unknownContent``); when it
    /// is, sibling positions are counted, so each report names its place without a second read.
    let hearsUnknown: Bool
    /// ``ReadingOptions/checksFacets`` off: each model frame stores values without their facets' check.
    let skipsFacets: Bool
    /// The attribute of a ``Choice`` by attribute while its chosen entry starts (only when
    /// `hearsUnknown`): consumed, so not unknown.
    var choiceAttribute: XMLName?
    /// The elements open whose models have ``Unique`` entries, innermost last, with the values
    /// seen below them.
    var identityScopes = IdentityScopes()
    /// The depth of the element marked `xsi:nil="true"` being skipped (only when `hearsUnknown`:
    /// its content is heard), 0 otherwise.
    var nilDepth = 0

    init(
        root: RootMatcher, options: ReadingOptions, parser: ParserHandle, stream: GuardedInputStream, source: ByteSource
    ) {
        self.source = source
        self.hearsUnknown = options.unknownContent.hears
        self.skipsFacets = !options.checksFacets
        self.path = ElementPath(countsSiblings: !source.canBeReadAgain || hearsUnknown)
        self.root = root
        self.options = options
        self.parser = parser
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
        if mode == .stopped { return }
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
}
