import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// How the reader fails: libxml2 error codes and thrown errors become one positioned
/// ``XMLReadingError`` with the element path, and the parse stops.
extension ReadingState {
    // MARK: Failing

    /// A document of whitespace alone, placed where it ends.
    func emptyDocument(underlying: (any Error)?) -> XMLReadingError {
        let end = stream.endPosition
        return XMLReadingError(
            code: .emptyDocument, message: "the document is empty", line: end.line, column: end.column,
            underlyingError: underlying)
    }

    mutating func fail(_ error: XMLReadingError) {
        guard !isFinished else { return }
        if !path.countsSiblings && !error.path.isEmpty { failureSnapshot = path.snapshot }
        failure = error
        mode = .failed
        halt()
    }

    /// Stops the parse without `XMLParser.abortParsing()`, which crashes Foundation on Linux when
    /// called after an encoding error: the delegate is taken away, so the parser makes no more
    /// callbacks (in its recovery mode, some after an error pass NULL where Foundation expects a
    /// string), and the stream ends at the parser's next read. The parser only finishes, silently,
    /// the chunk it holds.
    func halt() {
        parser.halt()
        stream.isStopped = true
    }

    /// The failure, with sibling positions in its path found by reading the input again.
    func locatedFailure(_ failure: XMLReadingError) -> XMLReadingError {
        guard let snapshot = failureSnapshot else { return failure }
        let positions = source.reopened().flatMap {
            PathLocator.positions(in: $0, policy: options.dtd, starts: snapshot.starts, depth: snapshot.depth)
        }
        return XMLReadingError(
            code: failure.code, message: failure.message, path: snapshot.rendered(positions: positions),
            line: failure.line, column: failure.column, underlyingError: failure.underlyingError)
    }

    mutating func fail(_ code: XMLReadingError.Code, _ message: String, underlying: (any Error)? = nil) {
        fail(
            XMLReadingError(
                code: code, message: message, path: path.rendered, line: parser.lineNumber,
                column: parser.columnNumber, underlyingError: underlying))
    }

    mutating func parseError(_ error: any Error) {
        guard !isFinished else { return }
        let code = (error as NSError).code
        // Foundation reports libxml2's warnings as errors; the parse goes on after them.
        if stream.isParserWarning(code) { return }
        fail(parseFailure(code: code, underlying: error))
    }

    mutating func undeclaredEntity(_ name: String) {
        guard !isFinished else { return }
        fail(
            .malformedXML,
            UndeclaredEntity.message(
                name: name, isStandalone: stream.isStandalone, afterParameterReference: stream.sawParameterReference))
    }

    func parseFailure(code: Int, underlying: (any Error)?) -> XMLReadingError {
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
    mutating func report(_ error: any Error, line: Int? = nil, column: Int? = nil) {
        let element = path.last.map { "<\($0)>" } ?? "the element"
        let position = (line ?? parser.lineNumber, column ?? parser.columnNumber)
        let rendered = path.rendered
        /// The error at the current element, placed at `position`.
        func here(
            _ code: XMLReadingError.Code, _ message: String, _ underlying: (any Error)? = nil
        ) -> XMLReadingError {
            XMLReadingError(
                code: code, message: message, path: rendered, line: position.0, column: position.1,
                underlyingError: underlying)
        }
        let made: XMLReadingError
        switch error {
        case let error as XMLReadingError:
            // An error that knows where it happened (an ElementReader's) keeps its position; a
            // description's problem is placed in the source that declares it, not in the document.
            let located =
                error.line > 0 || error.code == .invalidDescription ? (error.line, error.column) : position
            made = XMLReadingError(
                code: error.code, message: error.message, path: rendered, line: located.0,
                column: located.1, underlyingError: error.underlyingError)
        case let failure as ValueFailure:
            made = Self.conversionError(failure, subject: "for \(element)", path: rendered, position: position)
        case let failure as AttributeFailure:
            made = Self.conversionError(
                failure.failure, subject: "for attribute \"\(failure.attribute)\" of \(element)", path: rendered,
                position: position)
        case let failure as CompletionFailure where failure.error is XMLReadingError:
            let error = failure.error as! XMLReadingError
            made = here(error.code, error.message, error.underlyingError)
        case let unexpected as UnexpectedElement:
            // The found element in the same `{uri}local` form as the expected names.
            let error = XMLReadingError.unexpectedElement(
                unexpected.found, in: path.parentName.map { XMLName($0) }, expected: unexpected.expected)
            var message = error.message
            // The right name in the wrong namespace, or a misspelling: point to the name meant.
            if let nearest = NearestName.nearest(
                to: unexpected.found, written: path.last ?? "", among: unexpected.expected,
                advises: unexpected.advises)
            {
                message += " (\(nearest.sentence))"
            }
            made = here(error.code, message)
        case let missing as MissingRequired:
            let entry = missing.entry
            made = here(entry.isAttribute ? .missingAttribute : .missingElement, entry.missingMessage(in: element))
        case let unknown as UnknownChoice:
            let list = unknown.expected.map(\.description).listed()
            made = here(
                .unexpectedElement,
                unknown.value.map {
                    "\(element) has \(unknown.attribute)=\($0.debugDescription), which no Case names; expected \(list)"
                } ?? "\(element) has no attribute \"\(unknown.attribute)\", which picks its Case; expected \(list)")
        case let unpaired as UnpairedEntry:
            made = Self.unpairedError(unpaired, path: path, position: position)
        case let failure as CompletionFailure:
            made = here(.completionFailed, "OnComplete of \(failure.typeName) failed: \(failure.error)", failure.error)
        case let failure as ReaderFailure:
            made = here(.elementReaderFailed, "\(failure.readerName) failed: \(failure.error)", failure.error)
        default:
            made = here(.valueConversion, "\(error)", error)
        }
        fail(made)
    }

    /// A ``Pairs`` key without its value, or a value without its key.
    static func unpairedError(_ unpaired: UnpairedEntry, path: ElementPath, position: (Int, Int)) -> XMLReadingError {
        let element = path.last.map { "<\($0)>" } ?? "the element"
        let parent = path.parentName.map { "<\($0)>" } ?? "the document"
        /// The error at the element of `path`, placed at `position`.
        func here(_ code: XMLReadingError.Code, _ message: String) -> XMLReadingError {
            XMLReadingError(code: code, message: message, path: path.rendered, line: position.0, column: position.1)
        }
        switch unpaired {
        case .keyWithoutValue(let key, let followedByKey):
            return here(
                .missingElement,
                followedByKey
                    ? "the key \(key.debugDescription) in \(parent) has no value: another \(element) follows it"
                    : "the key \(key.debugDescription) in \(element) has no value")
        case .valueWithoutKey:
            return here(
                .unexpectedElement, "\(element) in \(parent) has no key before it; each value follows its own key")
        case .missingKeyAttribute(let name):
            return here(.missingAttribute, "\(element) has no attribute \"\(name)\", which holds its key")
        case .incompleteEntry(let missing):
            return here(.missingElement, "\(element) has no \(missing)")
        case .repeatedInEntry(let what):
            return here(.unexpectedElement, "\(parent) has a second \(what), \(element)")
        }
    }

    static func conversionError(
        _ failure: ValueFailure, subject: String, path: String, position: (Int, Int)
    ) -> XMLReadingError {
        XMLReadingError.valueConversion(
            text: failure.text, typeName: failure.typeName, subject: subject, path: path,
            position: XMLPosition(line: position.0, column: position.1), underlyingError: failure.underlying)
    }
}
