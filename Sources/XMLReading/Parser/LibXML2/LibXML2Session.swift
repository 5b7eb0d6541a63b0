internal import CXMLReadingLibXML2
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A read on libxml2 (``ReadingParser/libxml2``): a ``LibXML2PushParser`` driven as `XMLParser`
/// drives it, with the callbacks `XMLParser` sets that the reader listens to, so that the reader
/// sees the same events, errors and positions, without the `String`s and dictionaries `XMLParser`
/// builds for each of them.
final class LibXML2Session {
    /// The push parser, fed the stream's chunks, calling back with this session as user data.
    let parser = LibXML2PushParser(handler: LibXML2Session.makeHandler())
    /// The reading state the callbacks feed, initialized by ``read(_:root:options:)`` before the
    /// parse (a `let`: the callbacks read it with no exclusivity check). Once the state is
    /// finished (failed or stopped), the callbacks forward nothing and stop the parser.
    let state = UnsafeMutablePointer<ReadingState>.allocate(capacity: 1)
    /// The `String`s of the names the parser reports, by their interned pointers.
    let names = InternedNames()
    /// The storage of the last start tag's attribute list, for the next one to reuse.
    var spareAttributes: [TagAttributes.Element] = []

    private init() {}

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Reads a whole source on libxml2, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        let stream = GuardedInputStream(source, policy: options.dtd)
        let session = LibXML2Session()
        session.state.initialize(
            to: ReadingState(
                root: root, options: options, parser: .libxml2(Unmanaged.passUnretained(session)), stream: stream,
                source: source))
        try withExtendedLifetime((session, stream)) { () throws(XMLReadingError) in
            let succeeded = session.parser.parse(stream, userData: Unmanaged.passUnretained(session).toOpaque())
            try session.state.pointee.finish(succeeded: succeeded)
        }
    }

    var lineNumber: Int { parser.lineNumber }
    var columnNumber: Int { parser.columnNumber }
    var parserError: (any Error)? { parser.parserError }

    /// Stops the parser at the first event after the state finished (the documented way to stop
    /// it from a callback); the error callback only stops forwarding, as libxml2 may still be
    /// inside the construct it reports.
    func stopParser() { parser.stop() }
}
