internal import CXMLReadingLibXML2
import Foundation

/// Canonical XML 2.0 of the document a write produces, made as it is produced: the written bytes
/// are parsed again, in pieces, by libxml2's push parser, and each event is written in canonical
/// form (``CanonicalXMLFilter/Form``) to the sink.
///
/// Parsing what was written, rather than writing a second way, gives the canonical form of
/// exactly the document the same options write otherwise, including what ``XMLString`` markup
/// holds verbatim (its empty-element tags, character references, CDATA sections and comments),
/// which only a parser sees. It costs one libxml2 parse of the output.
///
/// The canonical form is the one Python's `xml.etree.ElementTree.canonicalize` writes with its
/// defaults (C14N 2.0 without comments): no XML declaration or document type declaration; start
/// and end tags for empty elements; namespace declarations written on the elements that use them
/// (sorted by prefix), before the attributes (sorted by namespace URI and local name); text and
/// attribute values escaped as C14N says; processing instructions kept, comments dropped.
final class CanonicalXMLFilter {
    /// Where canonical bytes go, in pieces of about 64 KiB (`nil`: they stay in ``output``).
    private let sink: (([UInt8]) throws -> Void)?
    /// The canonical bytes not handed to the sink yet.
    private(set) var output: [UInt8] = []
    /// Entities replaced, so that `&amp;` in an attribute reaches the handler as `&` (not `&#38;`);
    /// no network; no limit on the size of one text (the document is our own); no recovery.
    private let parser = LibXML2PushParser(
        handler: CanonicalXMLFilter.makeHandler(),
        options: Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue))
    /// The first problem the parser found.
    private var failure: XMLReadingError?
    private var form = Form()

    init(sink: (([UInt8]) throws -> Void)?) {
        self.sink = sink
    }

    /// Parses the next piece of the document, handing the sink what is canonical so far.
    func push(_ bytes: ArraySlice<UInt8>) throws(XMLReadingError) {
        try parse(bytes, isLast: false)
        if let sink, output.count >= 1 << 16 { try hand(to: sink) }
    }

    /// Ends the document: fails when it is not whole, and hands the sink the rest.
    func finish() throws(XMLReadingError) {
        try parse([], isLast: true)
        if let sink { try hand(to: sink) }
    }

    private func hand(to sink: ([UInt8]) throws -> Void) throws(XMLReadingError) {
        do {
            try sink(output)
        } catch let error as XMLReadingError {
            throw error
        } catch {
            throw XMLReadingError(
                code: .outputUnavailable, message: "cannot write the canonical XML: \(error)", underlyingError: error)
        }
        output.removeAll(keepingCapacity: true)
    }

    private func parse(_ bytes: ArraySlice<UInt8>, isLast: Bool) throws(XMLReadingError) {
        let userData = Unmanaged.passUnretained(self).toOpaque()
        let result = bytes.withUnsafeBufferPointer { parser.push($0, isLast: isLast, userData: userData) }
        guard let result else {
            throw XMLReadingError(code: .malformedXML, message: "cannot make the canonical XML: libxml2 has no parser")
        }
        if let failure { throw failure }
        if result != 0 {
            throw XMLReadingError(
                code: .malformedXML, message: "cannot make the canonical XML: libxml2 stopped (error \(result))",
                path: form.path)
        }
        if isLast && !form.rootDone {
            throw XMLReadingError(
                code: .malformedXML, message: "cannot make the canonical XML: the document written has no root element")
        }
    }

    /// The handler's callbacks, each borrowing the filter from the user data (the filter runs
    /// the parser, so it outlives every callback).
    @inline(__always)
    private static func with(_ userData: UnsafeMutableRawPointer?, _ body: (CanonicalXMLFilter) -> Void) {
        Unmanaged<CanonicalXMLFilter>.fromOpaque(userData!)._withUnsafeGuaranteedRef(body)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = {
            userData, localName, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
            CanonicalXMLFilter.with(userData) { filter in
                var declared: [(prefix: String, uri: String)] = []
                for index in stride(from: 0, to: Int(namespaceCount) * 2, by: 2) {
                    declared.append(
                        (
                            namespaces![index].map { String(cString: $0) } ?? "",
                            namespaces![index + 1].map { String(cString: $0) } ?? ""
                        ))
                }
                var attributeList: [(uri: String, localName: String, value: String)] = []
                for index in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
                    guard let local = attributes![index], let start = attributes![index + 3],
                        let end = attributes![index + 4]
                    else { continue }
                    let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    attributeList.append(
                        (attributes![index + 2].map { String(cString: $0) } ?? "", String(cString: local), value))
                }
                filter.form.start(
                    uri: uri.map { String(cString: $0) } ?? "", localName: String(cString: localName!),
                    prefix: prefix.map { String(cString: $0) }, declared: declared, attributes: attributeList,
                    into: &filter.output)
            }
        }
        handler.endElementNs = { userData, _, _, _ in
            CanonicalXMLFilter.with(userData) { filter in filter.form.end(into: &filter.output) }
        }
        handler.characters = { userData, characters, count in
            CanonicalXMLFilter.with(userData) { filter in
                filter.form.text(UnsafeBufferPointer(start: characters, count: Int(count)), into: &filter.output)
            }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.processingInstruction = { userData, target, data in
            CanonicalXMLFilter.with(userData) { filter in
                filter.form.processingInstruction(
                    String(cString: target!), data.map { String(cString: $0) } ?? "", into: &filter.output)
            }
        }
        handler.getEntity = { userData, name in
            if let entity = xmlGetPredefinedEntity(name) { return entity }
            CanonicalXMLFilter.with(userData) { filter in
                let entity = name.map { String(cString: $0) } ?? ""
                filter.fail("the entity &\(entity); is not declared")
            }
            return nil
        }
        handler.serror = { userData, error in
            guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            CanonicalXMLFilter.with(userData) { filter in
                let message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
                filter.fail(
                    message.trimmingCharacters(in: .whitespacesAndNewlines), line: Int(error.pointee.line),
                    column: Int(error.pointee.int2))
            }
        }
        return handler
    }

    /// Keeps the first problem, and stops the parser.
    private func fail(_ problem: String, line: Int? = nil, column: Int? = nil) {
        guard failure == nil else { return }
        let line = line ?? parser.lineNumber
        let column = column ?? parser.columnNumber
        failure = XMLReadingError(
            code: .malformedXML,
            message: "cannot make the canonical XML: the XML written is not well-formed: \(problem)",
            path: form.path, line: line, column: column)
        parser.stop()
    }
}
