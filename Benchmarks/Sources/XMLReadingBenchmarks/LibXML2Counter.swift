import CXMLReadingLibXML2
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libxml2's floor: its SAX2 interface driven through the push parser, with callbacks that only
/// count start tags, the way an engine on libxml2 would be fed.
///
/// The file is read with `read(2)` into one 64 KiB buffer and each chunk handed to
/// `xmlParseChunk`, after an empty one (as the engine does: libxml2 then drops what it parsed
/// before the chunk arrives, instead of moving the whole chunk to the front of its buffer). Network access is off (`XML_PARSE_NONET`), entities are not substituted (no
/// `XML_PARSE_NOENT`) and no DTD is loaded (no `XML_PARSE_DTDLOAD`); the handler has no entity or
/// DTD callbacks and builds no tree. Errors go to a structured handler that ignores them (libxml2
/// would print them otherwise); a failed parse is reported from `xmlCtxtGetLastError`.
enum LibXML2Counter {
    private static let chunkSize = 64 * 1024

    /// Counts the elements of a file, streamed from disk through libxml2's push parser.
    static func count(in url: URL) throws -> Int {
        let file = open(url.path, O_RDONLY)
        guard file >= 0 else { throw ModeFailure("cannot open \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(file) }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        let elements = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        elements.initialize(to: 0)
        defer { elements.deallocate() }

        xmlInitParser()
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
            context?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        handler.serror = { _, _ in }

        // The first bytes go to the context, as Foundation's XMLParser does, so that libxml2
        // detects the encoding from them.
        var count = try nextChunk(file, into: buffer)
        let head = Int32(min(count, 4))
        guard let context = xmlCreatePushParserCtxt(&handler, elements, buffer, head, url.path) else {
            throw ModeFailure("libxml2: cannot create a push parser")
        }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        var status = xmlParseChunk(context, buffer + Int(head), Int32(count) - head, count == 0 ? 1 : 0)
        while status == 0, count > 0 {
            count = try nextChunk(file, into: buffer)
            // As the engine feeds it: an empty chunk first, so that libxml2 drops the parsed input
            // before the new chunk arrives instead of moving the new chunk to the front.
            if count > 0 { _ = xmlParseChunk(context, nil, 0, 0) }
            status = xmlParseChunk(context, buffer, Int32(count), count == 0 ? 1 : 0)
        }
        guard status == 0, context.pointee.wellFormed != 0 else {
            guard let error = xmlCtxtGetLastError(context) else { throw ModeFailure("libxml2: error \(status)") }
            let message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
            throw ModeFailure(
                "libxml2: line \(error.pointee.line), column \(error.pointee.int2): "
                    + message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return elements.pointee
    }

    /// Reads up to one chunk; 0 at the end of the file.
    private static func nextChunk(_ file: Int32, into buffer: UnsafeMutablePointer<CChar>) throws -> Int {
        while true {
            let count = read(file, buffer, chunkSize)
            if count >= 0 { return count }
            if errno != EINTR { throw ModeFailure("cannot read: \(String(cString: strerror(errno)))") }
        }
    }
}
