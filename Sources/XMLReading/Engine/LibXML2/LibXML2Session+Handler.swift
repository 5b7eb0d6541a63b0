internal import CXMLReadingLibXML2
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SAX2 callbacks: the ones Foundation's `XMLParser` sets that the reader listens to, giving
/// the reader what `XMLParser` gives it with namespace processing off — qualified names, and the
/// namespace declarations among the attributes.
///
/// Like `XMLParser`'s handler, it sets no `startDocument` (so libxml2 builds no document), no
/// `entityDecl` (the guard expands entities itself) and no `ignorableWhitespace` (without a
/// document, libxml2 hands all whitespace to `characters`).
extension LibXML2Session {
    /// The session a callback's user data points to (unretained: the read keeps it alive).
    @inline(__always)
    static func from(_ userData: UnsafeMutableRawPointer?) -> LibXML2Session {
        Unmanaged<LibXML2Session>.fromOpaque(userData!).takeUnretainedValue()
    }

    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = {
            userData, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            let session = LibXML2Session.from(userData)
            guard !session.isHalted else { return session.stopParser() }
            let name = LibXML2Session.qualifiedName(localName, prefix)
            var dictionary: [String: String] = [:]
            for index in stride(from: 0, to: Int(namespaceCount) * 2, by: 2) {
                let key = namespaces![index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                dictionary[key] = namespaces![index + 1].map { String(cString: $0) } ?? ""
            }
            for index in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
                guard let local = attributes![index], let value = attributes![index + 3],
                    let end = attributes![index + 4]
                else { continue }
                let count = end - value
                dictionary[LibXML2Session.qualifiedName(local, attributes![index + 1])] =
                    count > 0 ? String(decoding: UnsafeBufferPointer(start: value, count: count), as: UTF8.self) : ""
            }
            if session.state.pointee.pendingCarriageReturn { session.state.pointee.flushCarriageReturn() }
            session.state.pointee.start(name, attributes: dictionary)
        }
        handler.endElementNs = { userData, localName, prefix, _ in
            let session = LibXML2Session.from(userData)
            guard !session.isHalted else { return session.stopParser() }
            if session.state.pointee.pendingCarriageReturn { session.state.pointee.flushCarriageReturn() }
            session.state.pointee.end(LibXML2Session.qualifiedName(localName, prefix))
        }
        handler.characters = { userData, characters, count in
            let session = LibXML2Session.from(userData)
            guard !session.isHalted else { return session.stopParser() }
            if session.state.pointee.pendingCarriageReturn { session.state.pointee.flushCarriageReturn() }
            session.state.pointee.characters(
                String(decoding: UnsafeBufferPointer(start: characters, count: Int(count)), as: UTF8.self))
        }
        handler.cdataBlock = { userData, block, count in
            let session = LibXML2Session.from(userData)
            guard !session.isHalted else { return session.stopParser() }
            session.state.pointee.cdata(UnsafeRawBufferPointer(start: block, count: Int(count)))
        }
        handler.getEntity = { userData, name in
            // As `XMLParser`: a predefined entity, or none (no document keeps declarations); the
            // reader hears of an undeclared one before libxml2 reports it.
            if let entity = xmlGetPredefinedEntity(name) { return entity }
            let session = LibXML2Session.from(userData)
            if !session.isHalted, let name { session.state.pointee.undeclaredEntity(String(cString: name)) }
            return nil
        }
        handler.serror = { userData, error in
            guard let error else { return }
            let session = LibXML2Session.from(userData)
            let reported = NSError(domain: XMLParser.errorDomain, code: Int(error.pointee.code))
            session.parserError = reported
            if !session.isHalted { session.state.pointee.parseError(reported) }
        }
        return handler
    }

    /// `prefix:local`, or `local`, as `XMLParser` names elements and attributes with namespace
    /// processing off.
    static func qualifiedName(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let local = String(cString: localName!)
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }
}
