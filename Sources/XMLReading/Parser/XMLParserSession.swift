import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A read on Foundation's `XMLParser` (``ReadingParser/foundation``, the default): its delegate,
/// a thin adapter that hands each event to the ``ReadingState`` the way ``LibXML2Session`` does:
/// the attribute dictionary as one list, text as its `String`'s UTF-8 (contiguous in a native
/// `String`: no copy), CDATA as its bytes.
final class XMLParserSession: NSObject, XMLParserDelegate {
    /// The state, in memory of its own: a stored `var` of a class is checked for exclusive access
    /// at run time on every access, which a pointer's `pointee` is not. Only the parsing thread
    /// touches it, one event at a time.
    let state: OwnedStorage<ReadingState>
    /// The storage of the last start tag's attribute list, for the next one to reuse.
    private var spareAttributes: [TagAttributes.Element] = []

    private init(state: ReadingState) {
        self.state = OwnedStorage(state)
    }

    /// Reads a whole source on `XMLParser`, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        let stream = GuardedInputStream(source, policy: options.dtd)
        let parser = XMLParser(stream: stream)
        // Namespaces are resolved by the reader: Foundation's own processing costs more per element
        // than everything else the reader does, and reports no namespace for attributes anyway.
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let session = XMLParserSession(
            state: ReadingState(
                root: root, options: options, parser: .foundation(Unmanaged.passUnretained(parser)), stream: stream,
                source: source))
        parser.delegate = session
        let succeeded = withExtendedLifetime((session, stream)) { parser.parse() }
        parser.delegate = nil
        try session.state.value.finish(succeeded: succeeded)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard !attributes.isEmpty, !state.value.dropsAttributes else {
            return state.value.start(elementName, attributes: .empty)
        }
        // The last tag's list, emptied: its storage is reused when the reader kept no copy of it.
        var pairs: [TagAttributes.Element] = []
        swap(&pairs, &spareAttributes)
        while pairs.popLast() != nil {}
        pairs.reserveCapacity(attributes.count)
        for (key, value) in attributes { pairs.append((key, value)) }
        let list = TagAttributes(pairs: pairs)
        state.value.start(elementName, attributes: list)
        spareAttributes = list.pairs.unsafelyUnwrapped
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        state.value.end()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text(string)
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        text(whitespaceString)
    }

    /// Text as its UTF-8, in place (a native `String`, small ones included, has it contiguous),
    /// with the `String` itself for the places that want one.
    @inline(__always)
    private func text(_ string: String) {
        guard string.utf8.withContiguousStorageIfAvailable({ state.value.text($0, string) }) == nil else { return }
        var native = string  // A bridged `String` (Apple platforms): made native once.
        native.withUTF8 { state.value.text($0, string) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        CDATABlock.withUnsafeBytes { state.value.cdata($0) }
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
