internal import CXMLReadingLibXML2
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SAX2 callbacks: the ones Foundation's `XMLParser` sets that the reader listens to, giving
/// the reader what `XMLParser` gives it with namespace processing off — qualified names, and the
/// namespace declarations among the attributes.
///
/// Like `XMLParser`'s handler, it sets no `startDocument` and no `entityDecl`: the guard blanks
/// the internal subset and expands its entities itself, so libxml2 sees no declaration to keep.
/// (Were one to reach it, libxml2 2.9 would still record it in a compatibility document,
/// `myDoc`, which the parser frees; `getEntity` below never hands such an entity back, so nothing
/// declared is ever substituted.) `ignorableWhitespace` is `characters` itself: libxml2 then
/// gives every whitespace run to `characters` without asking whether it is ignorable.
extension LibXML2Session {
    /// Runs `body` with the session a callback's user data points to, borrowed without a retain:
    /// the read that runs the parser keeps the session alive.
    @inline(__always)
    static func with<Result>(_ userData: UnsafeMutableRawPointer?, _ body: (LibXML2Session) -> Result) -> Result {
        Unmanaged<LibXML2Session>.fromOpaque(userData!)._withUnsafeGuaranteedRef(body)
    }

    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = {
            userData, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            LibXML2Session.with(userData) { session in
                guard !session.state.pointee.isFinished else { return session.stopParser() }
                let name = session.names.name(localName!, prefix)
                let tagAttributes =
                    namespaceCount + attributeCount > 0 && !session.state.pointee.dropsAttributes
                    ? session.attributes(namespaceCount, namespaces, attributeCount, attributes) : .empty
                session.state.pointee.start(name, attributes: tagAttributes, unprefixed: prefix == nil)
                if let pairs = tagAttributes.pairs { session.spareAttributes = pairs }
            }
        }
        handler.endElementNs = { userData, _, _, _ in
            LibXML2Session.with(userData) { session in
                guard !session.state.pointee.isFinished else { return session.stopParser() }
                session.state.pointee.end()
            }
        }
        handler.characters = { userData, characters, count in
            LibXML2Session.with(userData) { session in
                guard !session.state.pointee.isFinished else { return session.stopParser() }
                session.state.pointee.text(UnsafeBufferPointer(start: characters, count: Int(count)))
            }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { userData, block, count in
            LibXML2Session.with(userData) { session in
                guard !session.state.pointee.isFinished else { return session.stopParser() }
                session.state.pointee.cdata(UnsafeRawBufferPointer(start: block, count: Int(count)))
            }
        }
        handler.getEntity = { userData, name in
            // A predefined entity, or none: never a declared one (see the type's comment), so
            // XML_PARSE_NOENT substitutes only the five predefined entities; the reader hears of
            // an undeclared one before libxml2 reports it.
            if let entity = xmlGetPredefinedEntity(name) { return entity }
            LibXML2Session.with(userData) { session in
                if let name { session.state.pointee.undeclaredEntity(String(cString: name)) }
            }
            return nil
        }
        handler.serror = { userData, error in
            guard let error else { return }
            LibXML2Session.with(LibXML2PushParser.userData(userData, of: error)) { session in
                let reported = NSError(domain: XMLParser.errorDomain, code: Int(error.pointee.code))
                session.parser.parserError = reported
                session.state.pointee.parseError(reported)
            }
        }
        return handler
    }

    /// A start tag's namespace declarations (`xmlns`, `xmlns:p`) and attributes, as `XMLParser`
    /// names them, from `startElementNs`'s arrays: `namespaces` holds (prefix, URI) pairs;
    /// `attributes` (local name, prefix, URI, value start, value end) quintuples (each `nil`
    /// when its count is 0).
    func attributes(
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
        _ attributeCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) -> TagAttributes {
        // The last tag's list, emptied: its storage is reused when the reader kept no copy of it.
        var pairs: [TagAttributes.Element] = []
        swap(&pairs, &spareAttributes)
        // Popped one by one: `removeAll(keepingCapacity:)` goes through `replaceSubrange`, some 300
        // instructions for the one or two pairs a tag usually has.
        while pairs.popLast() != nil {}
        pairs.reserveCapacity(Int(namespaceCount + attributeCount))
        for index in stride(from: 0, to: Int(namespaceCount) * 2, by: 2) {
            let key = namespaces![index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
            pairs.append((key, namespaces![index + 1].map { String(cString: $0) } ?? ""))
        }
        for index in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
            guard let local = attributes![index], let value = attributes![index + 3], let end = attributes![index + 4]
            else { continue }
            let count = end - value
            // A whole value of the document's UTF-8, as the input layer validated it (libxml2
            // builds a value whole, references expanded): made a `String` without validating again.
            pairs.append(
                (
                    names.name(local, attributes![index + 1]),
                    count > 0 ? String(validatedUTF8: UnsafeBufferPointer(start: value, count: count)) : ""
                ))
        }
        return TagAttributes(pairs: pairs)
    }

}
