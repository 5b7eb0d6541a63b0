/// Where every read starts: the parser of the read's options (``ReadingParser``) is one of two
/// event sources, ``XMLParserSession`` (Foundation's `XMLParser`, the default) and
/// ``LibXML2Session`` (libxml2's push parser), each a thin adapter that hands the same events to
/// one ``ReadingState``: names as written, attributes as one ``TagAttributes`` list, text as
/// UTF-8 bytes, CDATA blocks, errors and undeclared entities. Everything below the adapters is
/// shared, the path locator included (``PathLocator``, on libxml2 whichever parser read).
enum ReadingEngine {
    /// Reads a whole source, or throws the first problem.
    static func read(_ source: ByteSource, root: RootMatcher, options: ReadingOptions) throws(XMLReadingError) {
        if options.parser == .libxml2 { return try LibXML2Session.read(source, root: root, options: options) }
        try XMLParserSession.read(source, root: root, options: options)
    }
}
