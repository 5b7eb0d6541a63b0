import Foundation

/// One-line reads of XML into ``XMLReadable`` models.
///
/// ```swift
/// let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url)
/// let books = try XMLReader.objects(ofType: Book.self, element: "book", from: xmlString)
/// let pets = try XMLReader.objects(in: ["dog": Dog.self, "cat": Cat.self], ignoring: ["bird"], from: data)
/// ```
///
/// Every method takes its document `from:` an ``XMLInput``: `Data`, a `String` of XML, a file
/// `URL`, `.stream(inputStream)` or `.bytes(asyncSequence)`. Every input is fed to the parser in chunks, so files of any
/// size are read with bounded memory. Every read is a single pass; it either returns complete
/// objects or throws an ``XMLReadingError``, never a partial result. Reads are independent: call
/// them from as many threads or tasks as you like.
///
/// | verb | reads |
/// | --- | --- |
/// | ``object(ofType:element:under:from:options:)`` | the first element of a name, at any depth or under a route |
/// | ``objects(ofType:element:from:options:)`` | every element of a name, in document order |
/// | ``objects(in:ignoring:from:options:)`` | elements of several names, each as its type |
/// | ``rootObject(in:from:options:)`` | the root element, as the type its name maps to |
/// | ``forEach(ofType:element:from:options:_:)`` | every element of a name, one at a time |
/// | ``stream(ofType:element:from:options:bufferSize:)`` | the same as an `AsyncSequence` |
public enum XMLReader {
    /// Reads the first element named `element` as a `T`: at any depth, or, given `ancestors`, only
    /// among the children of the element at that route (from the root down).
    ///
    /// ```swift
    /// let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url)
    ///
    /// // <e:Envelope><e:Header><c:AddResponse>…</c:AddResponse></e:Header>
    /// //   <e:Body><c:AddResponse><c:result>5</c:result></c:AddResponse></e:Body></e:Envelope>
    /// let sum = try XMLReader.object(ofType: AddResponse.self, element: XMLName("AddResponse", namespace: calc),
    ///                                under: [XMLName("Envelope", namespace: soap), XMLName("Body", namespace: soap)],
    ///                                from: data)         // the Body's, not the Header's
    /// ```
    ///
    /// The whole document is still checked for well-formedness. Throws
    /// ``XMLReadingError/Code/missingElement`` when there is no such element:
    /// `the document has no <catalog> element`, or with a route
    /// `the document has no <AddResponse> element under /Envelope/Body`. With a route, a root
    /// element other than `ancestors[0]` fails with ``XMLReadingError/Code/unexpectedElement``,
    /// elements off the route are skipped unread, and plain names are in no namespace.
    public static func object<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, under ancestors: [XMLName] = [], from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> T {
        var result: T?
        let root = RootMatcher(
            entries: [element: try .reading(T.self)], firstOnly: true, route: ancestors.isEmpty ? nil : ancestors
        ) { frame in
            result = unsafeDowncast(frame, to: ModelFrame<T>.self).take()
            return true
        }
        try ReadingEngine.read(input.xmlInput.open(), root: root, options: options)
        if let result { return result }
        if !ancestors.isEmpty {
            let route = ancestors.map { "/\($0)" }.joined()
            throw XMLReadingError(
                code: .missingElement, message: "the document has no <\(element)> element under \(route)")
        }
        guard let miss = root.nearMiss else {
            throw XMLReadingError(code: .missingElement, message: "the document has no <\(element)> element")
        }
        // The element is there, in another namespace: the usual cause, so say so where it is.
        throw XMLReadingError(
            code: .missingElement,
            message:
                "the document has no <\(element)> element; \(root.hint(for: miss))",
            path: miss.path, line: miss.position.line, column: miss.position.column)
    }

    /// Reads every element named `element` as a `T`, in document order, at any depth except
    /// inside an element already being read.
    ///
    /// ```swift
    /// let books = try XMLReader.objects(ofType: Book.self, element: "book", from: data)
    /// ```
    public static func objects<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> [T] {
        var results: [T] = []
        let root = RootMatcher(entries: [element: try .reading(T.self)], firstOnly: false) { frame in
            results.append(unsafeDowncast(frame, to: ModelFrame<T>.self).take())
            return true
        }
        try ReadingEngine.read(input.xmlInput.open(), root: root, options: options)
        return results
    }

    /// Reads every element whose name is a key of `types`, each as its type, in document order.
    ///
    /// Elements are found at any depth, except inside an element named in `ignoring` (its subtree
    /// is dropped unread) and inside an element already being read (its description decides what
    /// happens to its children):
    ///
    /// ```swift
    /// let pets = try XMLReader.objects(in: ["dog": Dog.self, "cat": Cat.self], ignoring: ["bird"], from: xml)
    /// for case let dog as Dog in pets { … }
    /// ```
    ///
    /// A name both in `types` and in `ignoring` is read.
    public static func objects(
        in types: [XMLName: any XMLReadable.Type], ignoring: Set<XMLName> = [], from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> [any XMLReadable] {
        var results: [any XMLReadable] = []
        var entries: [XMLName: RootMatcher.Entry] = [:]
        for name in ignoring { entries[name] = .ignore }
        for (name, type) in types { entries[name] = try .reading(type) }
        let root = RootMatcher(entries: entries, firstOnly: false) { frame in
            results.append(frame.readable)
            return true
        }
        try ReadingEngine.read(input.xmlInput.open(), root: root, options: options)
        return results
    }
}

extension RootMatcher.Entry {
    /// Reads elements as `T`; throws the first problem of `T`'s description or of one reachable
    /// from it, so that a read with one fails before any XML is read.
    static func reading<T: XMLReadable>(_ type: T.Type) throws(XMLReadingError) -> RootMatcher.Entry {
        let description = T.cachedDescription
        try description.checkReachable()
        return .read(
            makeFrame: { () throws(XMLReadingError) -> ModelFrameBase in try ModelFrame<T>.make() },
            namespace: description.compiled.defaultNamespace)
    }
}
