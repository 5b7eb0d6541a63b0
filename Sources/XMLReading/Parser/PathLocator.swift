internal import CXMLReadingLibXML2
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a document a second time, counting sibling positions, up to the place where the first
/// read failed (see ``ElementPath``). Only ever runs after a failure; always on libxml2, whichever
/// parser read the document first: both parsers see the same events (the `differential` fuzz
/// target checks it), and libxml2 leaves none of the memory `XMLParser` leaks per malformed
/// document on Linux.
final class PathLocator {
    private var path = ElementPath(countsSiblings: true)
    private let starts: Int
    private let depth: Int
    private var positions: [Int]?
    private let stream: GuardedInputStream
    private let parser = LibXML2PushParser(handler: PathLocator.makeHandler())
    private let names = InternedNames()
    /// Set once the positions are known or the read failed: the next event stops the parser.
    private var isDone = false

    private init(starts: Int, depth: Int, stream: GuardedInputStream) {
        self.starts = starts
        self.depth = depth
        self.stream = stream
    }

    /// The sibling positions of the elements open after `starts` start tags, once `depth`
    /// elements are open; `nil` when the document cannot be read again that far.
    static func positions(in source: ByteSource, policy: DTDPolicy, starts: Int, depth: Int) -> [Int]? {
        if depth == 0 { return [] }
        let stream = GuardedInputStream(source, policy: policy)
        let locator = PathLocator(starts: starts, depth: depth, stream: stream)
        _ = withExtendedLifetime(locator) {
            locator.parser.parse(stream, userData: Unmanaged.passUnretained(locator).toOpaque())
        }
        return locator.positions
    }

    private func check() {
        if positions == nil, path.starts == starts, path.depth == depth {
            positions = path.positions
            halt()
        }
    }

    /// Stops the parse the way the reader does: no more events, and the stream ends at the next read.
    private func halt() {
        isDone = true
        stream.isStopped = true
    }

    @inline(__always)
    private static func with(_ userData: UnsafeMutableRawPointer?, _ body: (PathLocator) -> Void) {
        Unmanaged<PathLocator>.fromOpaque(userData!)._withUnsafeGuaranteedRef(body)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { userData, localName, prefix, _, _, _, _, _, _ in
            PathLocator.with(userData) { locator in
                guard !locator.isDone else { return locator.parser.stop() }
                locator.path.push(locator.names.name(localName!, prefix))
                locator.check()
            }
        }
        handler.endElementNs = { userData, _, _, _ in
            PathLocator.with(userData) { locator in
                guard !locator.isDone else { return locator.parser.stop() }
                locator.path.pop()
                locator.check()
            }
        }
        handler.serror = { userData, error in
            guard let error else { return }
            PathLocator.with(LibXML2PushParser.userData(userData, of: error)) { locator in
                guard !locator.isDone else { return }
                // A warning did not stop the first read either.
                if locator.stream.isParserWarning(Int(error.pointee.code)) { return }
                // The first read failed here too: the open elements are the failing path.
                if locator.positions == nil, locator.path.starts == locator.starts {
                    locator.positions = locator.path.positions
                }
                locator.halt()
            }
        }
        return handler
    }
}
