internal import CXMLReadingLibXML2
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A read on libxml2's push parser (``ReadingParser/libxml2``): the same chunks, options and
/// callbacks as Foundation's `XMLParser` on Linux, so that the reader sees the same events, errors
/// and positions, without the `String`s and dictionaries `XMLParser` builds for each of them.
///
/// Like `XMLParser`, it reads the ``GuardedInputStream`` in chunks of 128 KiB, creates the parser
/// context once it has four bytes (libxml2 detects the encoding from them; the stream gives UTF-8),
/// parses with `XML_PARSE_RECOVER | XML_PARSE_NOENT` (and `XML_PARSE_NONET`), and ends with an empty
/// terminating chunk. Recovery matches `XMLParser`'s answers (errors after the first one are
/// reported the same way, and the reader stops at the first one anyway); entity substitution only
/// concerns the five predefined entities, since the input guard blanks the internal subset before
/// the parser sees it.
final class LibXML2Session {
    /// The size of the chunks read from the stream, as `XMLParser` reads them.
    static let chunkSize = 4096 * 32

    /// libxml2's global state, set up once per process before the first context.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The parser context, once the first four bytes are read.
    private(set) var context: xmlParserCtxtPtr?
    /// The reading state the callbacks feed, initialized by ``read(_:root:options:)`` before the
    /// parse (a `let`: the callbacks read it with no exclusivity check). Once the state is
    /// finished (failed or stopped), the callbacks forward nothing and stop the parser.
    let state = UnsafeMutablePointer<ReadingState>.allocate(capacity: 1)
    /// The last error libxml2 reported, or the result of a failed chunk, as `XMLParser` keeps it.
    var parserError: (any Error)?
    /// The `String`s of the names the parser reports, by their interned pointers.
    let names = InternedNames()
    /// The first bytes, held until there are four of them.
    private var head: [UInt8] = []
    private let stream: GuardedInputStream

    private init(stream: GuardedInputStream) {
        self.stream = stream
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
    }

    /// Reads a whole source on libxml2, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        _ = initialized
        let stream = GuardedInputStream(source, policy: options.dtd)
        let session = LibXML2Session(stream: stream)
        session.state.initialize(
            to: ReadingState(
                root: root, options: options, parser: .libxml2(Unmanaged.passUnretained(session)), stream: stream,
                source: source))
        try withExtendedLifetime(session) { () throws(XMLReadingError) in
            let succeeded = session.parse()
            try session.state.pointee.finish(succeeded: succeeded)
        }
    }

    var lineNumber: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }
    var columnNumber: Int { context.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0 }

    /// Stops the parser at the first event after the state finished (the documented way to stop
    /// it from a callback); the error callback only stops forwarding, as libxml2 may still be
    /// inside the construct it reports.
    func stopParser() {
        if let context { xmlStopParser(context) }
    }

    /// `XMLParser.parseFrom(_:)`: chunks from the stream until it ends (an empty last chunk) or fails.
    private func parse() -> Bool {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.chunkSize)
        defer { buffer.deallocate() }
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(buffer, maxLength: Self.chunkSize)
            if count > 0 {
                guard parseChunk(UnsafeBufferPointer(start: buffer, count: count), isLast: false) else { return false }
            } else if count == 0 {
                return parseChunk(UnsafeBufferPointer(start: buffer, count: 0), isLast: true)
            } else {
                if parserError == nil { parserError = stream.streamError }
                return false
            }
        }
    }

    /// `XMLParser.parseData(_:lastChunkOfData:)`: the context is created with the first four
    /// bytes; fewer than four bytes in all are never parsed (the reader then finds no root).
    private func parseChunk(_ chunk: UnsafeBufferPointer<UInt8>, isLast: Bool) -> Bool {
        var result: Int32
        if let context {
            result = chunk.withMemoryRebound(to: CChar.self) {
                xmlParseChunk(context, $0.baseAddress, Int32($0.count), isLast ? 1 : 0)
            }
        } else {
            head.append(contentsOf: chunk)
            guard head.count >= 4 else { return true }
            var handler = Self.makeHandler()
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let created = head.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) {
                    xmlCreatePushParserCtxt(&handler, userData, $0.baseAddress, 4, nil)
                }
            }
            guard let created else {
                if parserError == nil { parserError = NSError(domain: XMLParser.errorDomain, code: 1) }
                return false
            }
            context = created
            let options = XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue
            _ = xmlCtxtUseOptions(created, Int32(options))
            result = head.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) {
                    xmlParseChunk(created, $0.baseAddress! + 4, Int32($0.count - 4), isLast ? 1 : 0)
                }
            }
            head = []
        }
        // As Foundation: the end of the document reported by the terminating chunk is no failure
        // of its own (the reader knows whether the root was closed).
        if result == Int32(XML_ERR_DOCUMENT_END.rawValue) && isLast { result = 0 }
        guard result == 0 else {
            if parserError == nil { parserError = NSError(domain: XMLParser.errorDomain, code: Int(result)) }
            return false
        }
        return true
    }
}
