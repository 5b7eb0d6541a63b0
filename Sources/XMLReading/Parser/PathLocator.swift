import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a document a second time, counting sibling positions, up to the place where the first
/// read failed (see ``ElementPath``). Only ever runs after a failure.
final class PathLocator: NSObject, XMLParserDelegate {
    private var path = ElementPath(countsSiblings: true)
    private let starts: Int
    private let depth: Int
    private(set) var positions: [Int]?
    private unowned(unsafe) let parser: XMLParser
    private unowned(unsafe) let stream: GuardedInputStream

    private init(starts: Int, depth: Int, parser: XMLParser, stream: GuardedInputStream) {
        self.starts = starts
        self.depth = depth
        self.parser = parser
        self.stream = stream
    }

    /// The sibling positions of the elements open after `starts` start tags, once `depth`
    /// elements are open; `nil` when the document cannot be read again that far.
    static func positions(in source: ByteSource, policy: DTDPolicy, starts: Int, depth: Int) -> [Int]? {
        if depth == 0 { return [] }
        let stream = GuardedInputStream(source, policy: policy)
        let parser = XMLParser(stream: stream)
        let locator = PathLocator(starts: starts, depth: depth, parser: parser, stream: stream)
        parser.delegate = locator
        withExtendedLifetime((locator, stream)) { _ = parser.parse() }
        parser.delegate = nil
        return locator.positions
    }

    private func check() {
        if positions == nil, path.starts == starts, path.depth == depth {
            positions = path.positions
            halt()
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard positions == nil else { return }
        path.push(elementName)
        check()
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard positions == nil else { return }
        path.pop()
        check()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        // A warning did not stop the first read either.
        if stream.isParserWarning((parseError as NSError).code) { return }
        // The first read failed here too: the open elements are the failing path.
        if positions == nil, path.starts == starts { positions = path.positions }
        halt()
    }

    /// Stops the parse the way the reader does (see `ReadingState.halt()`): no more callbacks, and
    /// the stream ends at the next read.
    private func halt() {
        parser.delegate = nil
        stream.isStopped = true
    }
}
