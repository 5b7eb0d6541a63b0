import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The stack-based SAX reader: one pass over `XMLParser` events, filling models through their
/// compiled descriptions, with no tree in between.
///
/// It keeps one ``Level`` per open element it reads (ignored subtrees are only counted), knows the
/// current *scope* (the model, or the `Many` container of a model, whose table names the next
/// children), and stops at the first problem with the path and position.
final class ReadingEngine: NSObject, XMLParserDelegate {
    private enum LevelKind: UInt8 {
        /// Outside any model, looking for elements the root matcher reads.
        case search
        case skip
        case text
        case xml
        case container
        case model
    }

    private struct Level {
        var kind: LevelKind
        var slot: Int = 0
        /// For `.model`: the frame being read. For `.container`: unused.
        var frame: ModelFrameBase?
        /// The scope to restore when this element ends.
        var parentFrame: ModelFrameBase?
        var parentScope: Int = 0
    }

    private let root: RootMatcher
    private let options: ReadingOptions
    // Not weak: a weak reference gives the object a side table, and every retain and release of
    // it (Foundation retains the parser in every callback) then takes the slow path. Both
    // outlive the engine's use of them: `read` keeps them alive until parsing is over.
    private unowned(unsafe) let parser: XMLParser
    private unowned(unsafe) let stream: GuardedInputStream

    private var levels: [Level] = []
    private var path = ElementPath()
    /// The model whose table names the next children (`nil`: the root matcher).
    private var scopeFrame: ModelFrameBase?
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
    /// Depth inside an ``XMLString`` capture (0: not capturing).
    private var xmlDepth = 0
    private var xmlRootDepth = 0
    private var xmlWriter = InnerXMLWriter()
    /// Namespace bindings in scope, innermost last, with the depth of the element declaring them.
    private var bindings: [(prefix: String, uri: String, depth: Int)] = []

    private(set) var failure: XMLReadingError?
    private(set) var stopped = false
    private(set) var sawRoot = false
    private(set) var rootClosed = false

    init(root: RootMatcher, options: ReadingOptions, parser: XMLParser, stream: GuardedInputStream) {
        self.root = root
        self.options = options
        self.parser = parser
        self.stream = stream
    }

    /// Reads a whole source, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        let stream = GuardedInputStream(source)
        let parser = XMLParser(stream: stream)
        // Namespaces are resolved by the engine: Foundation's own processing costs more per element
        // than everything else the engine does, and reports no namespace for attributes anyway.
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let engine = ReadingEngine(root: root, options: options, parser: parser, stream: stream)
        parser.delegate = engine
        let succeeded = withExtendedLifetime((engine, stream)) { parser.parse() }
        parser.delegate = nil
        if let refusal = stream.refusal { throw refusal }
        if let failure = engine.failure { throw failure }
        if engine.stopped { return }
        if !succeeded {
            if let error = stream.streamError as? XMLReadingError { throw error }
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw engine.parseFailure(code: code, underlying: parser.parserError)
        }
        if !engine.sawRoot {
            throw stream.sawOnlyWhitespace
                ? XMLReadingError(code: .emptyDocument, message: "the document is empty")
                : XMLReadingError(code: .emptyDocument, message: "the input is not XML: no root element found")
        }
        if !engine.rootClosed {
            throw XMLReadingError(
                code: .unexpectedEndOfDocument, message: "the document ends before its root element is closed")
        }
    }

    // MARK: Failing

    private func fail(_ error: XMLReadingError) {
        guard failure == nil else { return }
        failure = error
        parser.abortParsing()
    }

    private func fail(_ code: XMLReadingError.Code, _ message: String, underlying: (any Error)? = nil) {
        fail(
            XMLReadingError(
                code: code, message: message, path: path.rendered, line: parser.lineNumber,
                column: parser.columnNumber, underlyingError: underlying))
    }

    private func parseFailure(code: Int, underlying: (any Error)?) -> XMLReadingError {
        let line = parser.lineNumber
        let column = parser.columnNumber
        var errorCode = XMLReadingError.Code.malformedXML
        var message = ParserErrorMessage.sentence(for: code)
        if !sawRoot, stream.sawOnlyWhitespace {
            return XMLReadingError(code: .emptyDocument, message: "the document is empty", underlyingError: underlying)
        } else if !sawRoot, code == 4 || code == 5 {
            errorCode = .emptyDocument
            message = ParserErrorMessage.sentence(for: 4)
        } else if code == 5 || code == 77 || code == 85 || code == 74 {
            if let open = path.last {
                errorCode = .unexpectedEndOfDocument
                message = "the document ends before <\(open)> is closed"
            }
        } else if code == 76, let open = path.last {
            message = "the end tag does not match the open element <\(open)>"
        }
        return XMLReadingError(
            code: errorCode, message: message, path: path.rendered, line: line, column: column,
            underlyingError: underlying)
    }

    /// Turns an error thrown by a frame into an ``XMLReadingError`` about the current element.
    private func report(_ error: any Error, line: Int? = nil, column: Int? = nil) {
        let element = path.last.map { "<\($0)>" } ?? "the element"
        let position = (line ?? parser.lineNumber, column ?? parser.columnNumber)
        let made: XMLReadingError
        switch error {
        case let error as XMLReadingError:
            made = XMLReadingError(
                code: error.code, message: error.message, path: path.rendered, line: position.0,
                column: position.1, underlyingError: error.underlyingError)
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
            let parent = path.parentName.map { " in <\($0)>" } ?? ""
            let names = unexpected.expected.map { "<\($0)>" }
            let expected: String
            switch names.count {
            case 0: expected = "no child elements"
            case 1: expected = names[0]
            default: expected = names.dropLast().joined(separator: ", ") + " or " + names.last!
            }
            made = XMLReadingError(
                code: .unexpectedElement, message: "unexpected element \(element)\(parent); expected \(expected)",
                path: path.rendered, line: position.0, column: position.1)
        case let failure as CompletionFailure:
            made = XMLReadingError(
                code: .completionFailed, message: "OnComplete of \(failure.typeName) failed: \(failure.error)",
                path: path.rendered, line: position.0, column: position.1, underlyingError: failure.error)
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
        var shown = failure.text
        if shown.count > 80 { shown = String(shown.prefix(77)) + "..." }
        var message = "cannot read \(String(reflecting: shown)) as \(failure.typeName) \(subject)"
        if let underlying = failure.underlying { message += ": \(underlying)" }
        return XMLReadingError(
            code: .valueConversion, message: message, path: path, line: position.0, column: position.1,
            underlyingError: failure.underlying)
    }

    // MARK: Namespaces

    /// Records the `xmlns` and `xmlns:p` attributes of the element at `depth`.
    private func bindNamespaces(_ attributes: [String: String], depth: Int) {
        for (key, value) in attributes where key.utf8.starts(with: "xmlns".utf8) {
            if key.utf8.count == 5 {
                bindings.append(("", value, depth))
            } else if key.utf8.count > 6, key.utf8[key.utf8.index(key.utf8.startIndex, offsetBy: 5)] == UInt8(ascii: ":") {
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
        if let colon = qualifiedName.utf8.firstIndex(of: UInt8(ascii: ":")) {
            let prefix = String(qualifiedName[..<colon])
            let local = String(qualifiedName[qualifiedName.index(after: colon)...])
            return (local, uri(forPrefix: prefix)?.uri ?? "")
        }
        if bindings.isEmpty { return (qualifiedName, "") }
        return (qualifiedName, uri(forPrefix: "")?.uri ?? "")
    }

    /// The key under which `XMLParser` reports an attribute in `namespace` (`prefix:local`).
    func attributeKey(for name: XMLName, namespace: String, in attributes: [String: String]) -> String? {
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
    private func declarations(qualifiedName: String, namespace: String, attributes: [String: String]) -> [(String, String)] {
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

    /// Called by a frame when the element just started is an item of a `Many`.
    func markCurrentElementAsItem() {
        path.markItem()
    }

    // MARK: Events

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil, !stopped else { return }
        path.push(elementName)
        sawRoot = true
        let depth = path.depth
        if depth > options.maximumDepth {
            fail(
                .depthLimitExceeded,
                "elements are nested deeper than \(options.maximumDepth) levels (ReadingOptions.maximumDepth)")
            return
        }
        if !attributes.isEmpty { bindNamespaces(attributes, depth: depth) }
        if ignoreDepth > 0 {
            ignoreDepth += 1
            return
        }
        if collectingText {
            textNesting += 1
            return
        }
        let (localName, namespace) = resolve(elementName)
        if xmlDepth > 0 {
            xmlDepth += 1
            xmlWriter.start(
                elementName, attributes: attributes,
                declarations: declarations(qualifiedName: elementName, namespace: namespace, attributes: attributes))
            return
        }
        guard let frame = scopeFrame else {
            startInRoot(localName, namespace: namespace, attributes: attributes)
            return
        }
        do {
            let instruction = try frame.start(
                scope: scope, localName: localName, namespace: namespace, attributes: attributes, engine: self)
            perform(instruction, parentFrame: frame)
        } catch {
            report(error)
        }
    }

    private func perform(_ instruction: Instruction, parentFrame: ModelFrameBase) {
        switch instruction {
        case .ignore:
            ignoreDepth = 1
        case .skip:
            levels.append(Level(kind: .skip))
        case .text(let slot):
            levels.append(Level(kind: .text, slot: slot))
            collectingText = true
            text = ""
            textLine = parser.lineNumber
            textColumn = parser.columnNumber
        case .xml(let slot):
            levels.append(Level(kind: .xml, slot: slot))
            xmlDepth = 1
            xmlRootDepth = path.depth
            xmlWriter.reset()
        case .container(let inner):
            levels.append(Level(kind: .container, parentScope: scope))
            scope = inner
        case .push(let child, let slot):
            levels.append(Level(kind: .model, slot: slot, frame: child, parentFrame: parentFrame, parentScope: scope))
            scopeFrame = child
            scope = 0
        }
    }

    private func startInRoot(_ localName: String, namespace: String, attributes: [String: String]) {
        switch root.entry(localName: localName, namespace: namespace) {
        case nil:
            if root.rootOnly {
                let names = root.names.map { "<\($0)>" }
                let expected = names.count > 1
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
                if !attributes.isEmpty { try frame.applyAttributes(attributes, engine: self) }
                levels.append(Level(kind: .model, frame: frame))
                scopeFrame = frame
                scope = 0
            } catch {
                report(error)
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, !stopped else { return }
        defer {
            if let binding = bindings.last, binding.depth == path.depth {
                bindings.removeAll { $0.depth == binding.depth }
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
        if xmlDepth > 1 {
            xmlDepth -= 1
            xmlWriter.end(elementName)
            return
        }
        guard let level = levels.popLast() else { return }
        switch level.kind {
        case .search, .skip:
            break
        case .text:
            collectingText = false
            do {
                try scopeFrame?.finishText(slot: level.slot, text: text)
            } catch {
                report(error, line: textLine, column: textColumn)
            }
            text = ""
        case .xml:
            xmlDepth = 0
            scopeFrame?.finishXML(slot: level.slot, xml: xmlWriter.output)
            xmlWriter.reset()
        case .container:
            scope = level.parentScope
        case .model:
            let frame = level.frame!
            do {
                try frame.complete()
                if let parentFrame = level.parentFrame {
                    parentFrame.finishChild(slot: level.slot, child: frame)
                } else if try !root.deliver(frame) {
                    stopped = true
                    parser.abortParsing()
                }
            } catch {
                report(error)
                return
            }
            scopeFrame = level.parentFrame
            scope = level.parentScope
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collectingText {
            text += string
        } else if xmlDepth > 0 {
            if ignoreDepth == 0 { xmlWriter.text(string) }
        } else if ignoreDepth == 0, let frame = scopeFrame, frame.collectsOwnText, levels.last?.kind == .model {
            frame.ownText += string
        }
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        self.parser(parser, foundCharacters: whitespaceString)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil, !stopped else { return }
        fail(parseFailure(code: (parseError as NSError).code, underlying: parseError))
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        fail(
            .malformedXML,
            "reference to the undeclared entity &\(name);; only &lt; &gt; &amp; &quot; &apos; and character references are allowed")
        return nil
    }
}
