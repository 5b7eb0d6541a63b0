import Foundation

/// The canonical form of a document, as Python's `xml.etree.ElementTree.canonicalize` (C14N 2.0)
/// writes it, prefixes included: what a faithful round trip must give back.
///
/// Whitespace-only text in element-only content (the indentation between elements) is dropped
/// first, so that a document written pretty-printed compares equal to one written on one line;
/// whitespace in mixed content (an element with non-whitespace text beside child elements) is kept,
/// so a writer that loses a space between two inline elements is caught.
///
/// ```swift
/// #expect(try CanonicalXML.form(of: written) == CanonicalXML.form(of: original))
/// ```
package enum CanonicalXML {
    static let script = """
        import sys
        from xml.dom import minidom
        from xml.etree.ElementTree import canonicalize
        doc = minidom.parseString(sys.stdin.buffer.read())
        def strip(node):
            kids = list(node.childNodes)
            elements = [k for k in kids if k.nodeType == k.ELEMENT_NODE]
            texts = [k for k in kids if k.nodeType in (k.TEXT_NODE, k.CDATA_SECTION_NODE)]
            if elements and all(t.data.strip(' \\t\\r\\n') == '' for t in texts):
                for t in texts:
                    node.removeChild(t)
            for e in elements:
                strip(e)
        strip(doc.documentElement)
        sys.stdout.write(canonicalize(xml_data=doc.documentElement.toxml()))
        """

    /// Python's `canonicalize` of `document` with its defaults and nothing dropped first: the
    /// bytes ``WritingOptions/canonical`` must write.
    ///
    /// `#expect(try CanonicalXML.exact(of: plain) == canonicalBytes)`
    package static func exact(of document: Data) throws -> Data {
        let script = """
            import sys
            from xml.etree.ElementTree import canonicalize
            sys.stdout.buffer.write(canonicalize(xml_data=sys.stdin.buffer.read()).encode("utf-8"))
            """
        return try Python.run(script, input: document)
    }

    /// The canonical form of `document`'s bytes.
    package static func form(of document: Data) throws -> String {
        String(decoding: try Python.run(script, input: document), as: UTF8.self)
    }

    /// The canonical form of `document`, encoded as UTF-8.
    package static func form(of document: String) throws -> String {
        try form(of: Data(document.utf8))
    }
}
