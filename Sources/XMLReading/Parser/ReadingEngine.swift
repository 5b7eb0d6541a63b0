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
    let state: OwnedStorage<ReadingState>

    private init(state: ReadingState) {
        self.state = OwnedStorage(state)
    }

    /// Reads a whole source, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        if options.parser == .libxml2 { return try LibXML2Session.read(source, root: root, options: options) }
        let stream = GuardedInputStream(source, policy: options.dtd)
        let parser = XMLParser(stream: stream)
        // Namespaces are resolved by the reader: Foundation's own processing costs more per element
        // than everything else the reader does, and reports no namespace for attributes anyway.
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let engine = ReadingEngine(
            state: ReadingState(
                root: root, options: options, parser: .foundation(Unmanaged.passUnretained(parser)), stream: stream,
                source: source))
        parser.delegate = engine
        let succeeded = withExtendedLifetime((engine, stream)) { parser.parse() }
        parser.delegate = nil
        try engine.state.value.finish(succeeded: succeeded)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if state.value.pendingCarriageReturn { flushCarriageReturn() }
        state.value.start(elementName, attributes: TagAttributes(attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if state.value.pendingCarriageReturn { flushCarriageReturn() }
        state.value.end()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if state.value.pendingCarriageReturn { flushCarriageReturn() }
        state.value.characters(string)
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        if state.value.pendingCarriageReturn { flushCarriageReturn() }
        state.value.characters(whitespaceString)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        state.value.parseError(parseError)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        state.value.parseError(validationError)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        state.value.undeclaredEntity(name)
        return nil
    }
}
