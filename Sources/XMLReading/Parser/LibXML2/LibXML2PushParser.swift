internal import CXMLReadingLibXML2
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// libxml2's push parser driven as Foundation's `XMLParser` drives it on Linux: the same chunks
/// and options, so that its callbacks see the same events, errors and positions.
///
/// It reads the ``GuardedInputStream`` in chunks of 128 KiB, creates the parser context once it
/// has four bytes (libxml2 detects the encoding from them; the stream gives UTF-8), parses with
/// `XML_PARSE_RECOVER | XML_PARSE_NOENT` (and `XML_PARSE_NONET`), and ends with an empty
/// terminating chunk. Recovery matches `XMLParser`'s answers (errors after the first one are
/// reported the same way, and readers stop at the first one anyway); entity substitution only
/// concerns the five predefined entities, since the input guard blanks the internal subset before
/// the parser sees it. ``CanonicalXMLFilter`` pushes a written document's pieces through one with
/// options of its own.
final class LibXML2PushParser {
    /// The size of the chunks read from the stream, as `XMLParser` reads them.
    static let chunkSize = 4096 * 32

    /// libxml2's global state, set up once per process before the first context.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The callbacks; libxml2 copies them into each context.
    private var handler: xmlSAXHandler
    /// The parser options (`xmlParserOption` bits) set on the context.
    private let options: Int32
    /// The parser context, once the first four bytes are read.
    private(set) var context: xmlParserCtxtPtr?
    /// The last error libxml2 reported (set by the handler's `serror`), or the result of a failed
    /// chunk, as `XMLParser.parserError` keeps it.
    var parserError: (any Error)?
    /// The first bytes, held until there are four of them.
    private var head: [UInt8] = []

    /// A parser with these callbacks and options: by default `XMLParser`'s (recovery, entities
    /// substituted, no network).
    init(
        handler: xmlSAXHandler,
        options: Int32 = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue)
    ) {
        self.handler = handler
        self.options = options
    }

    deinit {
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
    }

    /// The line the parser is at (0 before it has a context: fewer than four bytes read).
    var lineNumber: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }
    /// The column the parser is at (0 before it has a context).
    var columnNumber: Int { context.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0 }

    /// The user data of a structured-error callback: the one the callbacks were set up with, except
    /// for libxml2's validity errors (raised while it reads a DTD), which pass the validation
    /// context's user data, the parser context itself; then the parser context's own user data.
    static func userData(_ given: UnsafeMutableRawPointer?, of error: UnsafePointer<xmlError>)
        -> UnsafeMutableRawPointer?
    {
        guard let context = error.pointee.ctxt, context == given else { return given }
        return context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.userData
    }

    /// Stops the parser from one of its callbacks (the documented way).
    func stop() {
        if let context { xmlStopParser(context) }
    }

    /// `XMLParser.parseFrom(_:)`: chunks from the stream until it ends (an empty last chunk) or fails.
    func parse(_ stream: GuardedInputStream, userData: UnsafeMutableRawPointer) -> Bool {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.chunkSize)
        defer { buffer.deallocate() }
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(buffer, maxLength: Self.chunkSize)
            if count > 0 {
                guard parseChunk(UnsafeBufferPointer(start: buffer, count: count), isLast: false, userData: userData)
                else {
                    return false
                }
            } else if count == 0 {
                return parseChunk(UnsafeBufferPointer(start: buffer, count: 0), isLast: true, userData: userData)
            } else {
                if parserError == nil { parserError = stream.streamError }
                return false
            }
        }
    }

    /// `XMLParser.parseData(_:lastChunkOfData:)`: the context is created with the first four
    /// bytes; fewer than four bytes in all are never parsed (the reader then finds no root).
    private func parseChunk(
        _ chunk: UnsafeBufferPointer<UInt8>, isLast: Bool, userData: UnsafeMutableRawPointer
    ) -> Bool {
        guard var result = push(chunk, isLast: isLast, userData: userData) else {
            if parserError == nil { parserError = NSError(domain: XMLParser.errorDomain, code: 1) }
            return false
        }
        // The end of the document reported by the terminating chunk is no failure of its own:
        // libxml2 reports it to the error callback too, which has already failed the read when
        // the root was not closed (Foundation's `parseData` keeps the code instead; the reader's
        // answer is the same either way).
        if result == Int32(XML_ERR_DOCUMENT_END.rawValue) && isLast { result = 0 }
        guard result == 0 else {
            if parserError == nil { parserError = NSError(domain: XMLParser.errorDomain, code: Int(result)) }
            return false
        }
        return true
    }

    /// Parses the next chunk: libxml2's result (0 when it found no error), or `nil` when libxml2
    /// could make no parser context. The context is made once four bytes have come (libxml2
    /// detects the encoding from them).
    func push(_ chunk: UnsafeBufferPointer<UInt8>, isLast: Bool, userData: UnsafeMutableRawPointer) -> Int32? {
        if let context {
            // An empty chunk first lets libxml2 drop what it has parsed while little is left in its
            // buffer: it moves the unparsed rest to the front when it starts on new input, which
            // would otherwise be the whole new chunk (once per byte of the document).
            if chunk.count > 0 { _ = xmlParseChunk(context, nil, 0, 0) }
            return chunk.withMemoryRebound(to: CChar.self) {
                xmlParseChunk(context, $0.baseAddress, Int32($0.count), isLast ? 1 : 0)
            }
        }
        head.append(contentsOf: chunk)
        guard head.count >= 4 else { return 0 }
        _ = Self.initialized
        let created = head.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) {
                xmlCreatePushParserCtxt(&handler, userData, $0.baseAddress, 4, nil)
            }
        }
        guard let created else { return nil }
        context = created
        _ = xmlCtxtUseOptions(created, options)
        defer { head = [] }
        return head.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) {
                xmlParseChunk(created, $0.baseAddress! + 4, Int32($0.count - 4), isLast ? 1 : 0)
            }
        }
    }
}
