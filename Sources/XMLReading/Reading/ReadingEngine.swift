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
    private weak var parser: XMLParser?

    private var levels: [Level] = []
    private var path = ElementPath()
    /// The model whose table names the next children (`nil`: the root matcher).
    private var scopeFrame: ModelFrameBase?
    private var scope = 0
    /// Depth inside a dropped subtree (0: not dropping).
    private var ignoreDepth = 0
    /// Collecting text for a value.
    private var collectingText = false
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

    init(root: RootMatcher, options: ReadingOptions) {
        self.root = root
        self.options = options
    }

    /// Reads a whole source, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        let stream = GuardedInputStream(source)
        let parser = XMLParser(stream: stream)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        let engine = ReadingEngine(root: root, options: options)
        engine.parser = parser
        parser.delegate = engine
        let succeeded = withExtendedLifetime(engine) { parser.parse() }
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
        parser?.abortParsing()
    }

    private func fail(_ code: XMLReadingError.Code, _ message: String, underlying: (any Error)? = nil) {
        fail(
            XMLReadingError(
                code: code, message: message, path: path.rendered, line: parser?.lineNumber ?? 0,
                column: parser?.columnNumber ?? 0, underlyingError: underlying))
    }

    private func parseFailure(code: Int, underlying: (any Error)?) -> XMLReadingError {
        let line = parser?.lineNumber ?? 0
        let column = parser?.columnNumber ?? 0
        var errorCode = XMLReadingError.Code.malformedXML
        var message = ParserErrorMessage.sentence(for: code)
        if code == 5 || code == 77 || code == 85 || code == 74 {
            if let open = path.last {
                errorCode = .unexpectedEndOfDocument
                message = "the document ends before <\(open)> is closed"
            }
        } else if code == 76, let open = path.last {
            message = "the end tag does not match the open element <\(open)>"
        } else if code == 4, !sawRoot {
            errorCode = .emptyDocument
        }
        return XMLReadingError(
            code: errorCode, message: message, path: path.rendered, line: line, column: column,
            underlyingError: underlying)
    }

    /// Turns an error thrown by a frame into an ``XMLReadingError`` about the current element.
    private func report(_ error: any Error, line: Int? = nil, column: Int? = nil) {
        let element = path.last.map { "<\($0)>" } ?? "the element"
        let position = (line ?? parser?.lineNumber ?? 0, column ?? parser?.columnNumber ?? 0)
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

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        bindings.append((prefix, namespaceURI, path.depth + 1))
    }

    func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
        if let index = bindings.lastIndex(where: { $0.prefix == prefix }) { bindings.remove(at: index) }
    }

    private func uri(forPrefix prefix: String) -> (uri: String, depth: Int)? {
        if prefix == "xml" { return ("http://www.w3.org/XML/1998/namespace", 0) }
        guard let binding = bindings.last(where: { $0.prefix == prefix }) else { return nil }
        return (binding.uri, binding.depth)
    }

    /// The key under which `XMLParser` reports an attribute in `namespace` (`prefix:local`).
    func attributeKey(for name: XMLName, namespace: String, in attributes: [String: String]) -> String? {
        for key in attributes.keys {
            guard let colon = key.firstIndex(of: ":"), key[key.index(after: colon)...] == name.localName else {
                continue
            }
            if uri(forPrefix: String(key[..<colon]))?.uri == namespace { return key }
        }
        return nil
    }

    /// The namespace declarations a captured element needs to stand on its own.
    private func declarations(qualifiedName: String, namespace: String, attributes: [String: String]) -> [(String, String)] {
        let depth = path.depth
        var result: [(String, String)] = bindings.filter { $0.depth == depth }.map { ($0.prefix, $0.uri) }
        var used: [String] = []
        if let colon = qualifiedName.firstIndex(of: ":") {
            used.append(String(qualifiedName[..<colon]))
        } else if !namespace.isEmpty {
            used.append("")
        }
        for key in attributes.keys {
            if let colon = key.firstIndex(of: ":") { used.append(String(key[..<colon])) }
        }
        for prefix in used where prefix != "xml" && !result.contains(where: { $0.0 == prefix }) {
            if let binding = uri(forPrefix: prefix), binding.depth <= xmlRootDepth {
                result.append((prefix, binding.uri))
            }
        }
        return result
    }

    // MARK: Events

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil, !stopped else { return }
        let displayName = qualifiedName ?? elementName
        path.push(displayName)
        sawRoot = true
        if path.depth > options.maximumDepth {
            fail(
                .depthLimitExceeded,
                "elements are nested deeper than \(options.maximumDepth) levels (ReadingOptions.maximumDepth)")
            return
        }
        if ignoreDepth > 0 {
            ignoreDepth += 1
            return
        }
        let namespace = namespaceURI ?? ""
        if xmlDepth > 0 {
            xmlDepth += 1
            xmlWriter.start(
                displayName, attributes: attributes,
                declarations: declarations(qualifiedName: displayName, namespace: namespace, attributes: attributes))
            return
        }
        if collectingText {
            ignoreDepth = 1
            return
        }
        guard let frame = scopeFrame else {
            startInRoot(elementName, namespace: namespace, attributes: attributes)
            return
        }
        do {
            let instruction = try frame.start(
                scope: scope, localName: elementName, namespace: namespace, attributes: attributes, engine: self)
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
            textLine = parser?.lineNumber ?? 0
            textColumn = parser?.columnNumber ?? 0
        case .xml(let slot):
            levels.append(Level(kind: .xml, slot: slot))
            xmlDepth = 1
            xmlRootDepth = path.depth
            xmlWriter.reset()
        case .container(let inner):
            levels.append(Level(kind: .container, parentScope: scope))
            scope = inner
        case .push(let child, let slot):
            if scope != 0 { path.markItem() }
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
            path.pop()
            if path.depth == 0 { rootClosed = true }
        }
        if ignoreDepth > 0 {
            ignoreDepth -= 1
            return
        }
        if xmlDepth > 1 {
            xmlDepth -= 1
            xmlWriter.end(qualifiedName ?? elementName)
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
            if ignoreDepth == 0 { text += string }
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
