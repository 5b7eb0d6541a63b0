import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The floor: an `XMLParser` pass over the file whose delegate only counts start tags.
final class ElementCounter: NSObject, XMLParserDelegate {
    private(set) var elements = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements += 1
    }

    /// Counts the elements of a file, streamed from disk.
    static func count(in url: URL) throws -> Int {
        let counter = ElementCounter()
        try parseFile(url, with: counter)
        return counter.elements
    }
}
