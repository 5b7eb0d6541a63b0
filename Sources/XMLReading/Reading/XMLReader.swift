import Foundation

/// One-line reads of XML into ``XMLReadable`` models.
///
/// ```swift
/// let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url)
/// let books = try XMLReader.objects(ofType: Book.self, element: "book", from: xmlString)
/// let pets = try XMLReader.objects(in: ["dog": Dog.self, "cat": Cat.self, "bird": .ignored], from: data)
/// ```
///
/// Input can be a `String`, `Data`, a file `URL` or an `InputStream`; every input is fed to the
/// parser in chunks, so files of any size are read with bounded memory. Every read is a single
/// pass; it either returns complete objects or throws an ``XMLReadingError``, never a partial
/// result. Reads are independent: call them from as many threads or tasks as you like.
public enum XMLReader {
    // MARK: One object

    /// Reads the first element named `element`, at any depth, as a `T`.
    ///
    /// The whole document is still checked for well-formedness. Throws
    /// ``XMLReadingError/Code/missingElement`` when there is no such element.
    public static func object<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from xml: String, options: ReadingOptions = ReadingOptions()
    ) throws -> T {
        try object(type, element, .text(xml), options)
    }

    /// Reads the first element named `element`, at any depth, as a `T`.
    public static func object<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from data: Data, options: ReadingOptions = ReadingOptions()
    ) throws -> T {
        try object(type, element, .data(data), options)
    }

    /// Reads the first element named `element`, at any depth, as a `T`, streaming the file.
    public static func object<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from url: URL, options: ReadingOptions = ReadingOptions()
    ) throws -> T {
        try object(type, element, ByteSource.file(at: url), options)
    }

    /// Reads the first element named `element`, at any depth, as a `T`, pulling from the stream.
    public static func object<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from stream: InputStream, options: ReadingOptions = ReadingOptions()
    ) throws -> T {
        try object(type, element, .stream(stream), options)
    }

    // MARK: Objects of one type

    /// Reads every element named `element` as a `T`, in document order, at any depth except
    /// inside an element already being read.
    public static func objects<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from xml: String, options: ReadingOptions = ReadingOptions()
    ) throws -> [T] {
        try objects(type, element, .text(xml), options)
    }

    /// Reads every element named `element` as a `T`, in document order.
    public static func objects<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from data: Data, options: ReadingOptions = ReadingOptions()
    ) throws -> [T] {
        try objects(type, element, .data(data), options)
    }

    /// Reads every element named `element` as a `T`, in document order, streaming the file.
    public static func objects<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from url: URL, options: ReadingOptions = ReadingOptions()
    ) throws -> [T] {
        try objects(type, element, ByteSource.file(at: url), options)
    }

    /// Reads every element named `element` as a `T`, in document order, pulling from the stream.
    public static func objects<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from stream: InputStream, options: ReadingOptions = ReadingOptions()
    ) throws -> [T] {
        try objects(type, element, .stream(stream), options)
    }

    // MARK: Objects of several types

    /// Reads every element whose name is a key of `types`, each as its type, in document order.
    ///
    /// Elements are found at any depth, except inside an element marked `.ignored` and inside an
    /// element already being read (its description decides what happens to its children):
    ///
    /// ```swift
    /// let pets = try XMLReader.objects(in: ["dog": Dog.self, "cat": Cat.self, "bird": .ignored], from: xml)
    /// for case let dog as Dog in pets { … }
    /// ```
    public static func objects(
        in types: [XMLName: (any XMLReadable.Type)?], from xml: String, options: ReadingOptions = ReadingOptions()
    ) throws -> [any XMLReadable] {
        try objects(types, .text(xml), options)
    }

    /// Reads every element whose name is a key of `types`, each as its type, in document order.
    public static func objects(
        in types: [XMLName: (any XMLReadable.Type)?], from data: Data, options: ReadingOptions = ReadingOptions()
    ) throws -> [any XMLReadable] {
        try objects(types, .data(data), options)
    }

    /// Reads every element whose name is a key of `types`, each as its type, streaming the file.
    public static func objects(
        in types: [XMLName: (any XMLReadable.Type)?], from url: URL, options: ReadingOptions = ReadingOptions()
    ) throws -> [any XMLReadable] {
        try objects(types, ByteSource.file(at: url), options)
    }

    /// Reads every element whose name is a key of `types`, each as its type, pulling from the stream.
    public static func objects(
        in types: [XMLName: (any XMLReadable.Type)?], from stream: InputStream,
        options: ReadingOptions = ReadingOptions()
    ) throws -> [any XMLReadable] {
        try objects(types, .stream(stream), options)
    }

    // MARK: Engine entry points

    private static func object<T: XMLReadable>(
        _ type: T.Type, _ element: XMLName, _ source: ByteSource, _ options: ReadingOptions
    ) throws(XMLReadingError) -> T {
        var result: T?
        let root = RootMatcher(entries: [element: .reading(T.self)], firstOnly: true) { frame in
            result = unsafeDowncast(frame, to: ModelFrame<T>.self).take()
            return true
        }
        try ReadingEngine.read(source, root: root, options: options)
        guard let result else {
            throw XMLReadingError(code: .missingElement, message: "the document has no <\(element)> element")
        }
        return result
    }

    private static func objects<T: XMLReadable>(
        _ type: T.Type, _ element: XMLName, _ source: ByteSource, _ options: ReadingOptions
    ) throws(XMLReadingError) -> [T] {
        var results: [T] = []
        let root = RootMatcher(entries: [element: .reading(T.self)], firstOnly: false) { frame in
            results.append(unsafeDowncast(frame, to: ModelFrame<T>.self).take())
            return true
        }
        try ReadingEngine.read(source, root: root, options: options)
        return results
    }

    private static func objects(
        _ types: [XMLName: (any XMLReadable.Type)?], _ source: ByteSource, _ options: ReadingOptions
    ) throws(XMLReadingError) -> [any XMLReadable] {
        var results: [any XMLReadable] = []
        var entries: [XMLName: RootMatcher.Entry] = [:]
        for (name, type) in types {
            entries[name] = type.map { RootMatcher.Entry.reading($0) } ?? .ignore
        }
        let root = RootMatcher(entries: entries, firstOnly: false) { frame in
            results.append(frame.readable)
            return true
        }
        try ReadingEngine.read(source, root: root, options: options)
        return results
    }
}

extension Optional where Wrapped == any XMLReadable.Type {
    /// Marks an element in ``XMLReader/objects(in:from:options:)-(_,String,_)`` whose subtree is
    /// dropped unread: `["dog": Dog.self, "bird": .ignored]`.
    public static var ignored: Self { nil }
}

extension RootMatcher.Entry {
    static func reading<T: XMLReadable>(_ type: T.Type) -> RootMatcher.Entry {
        .read(makeFrame: { () throws(XMLReadingError) -> ModelFrameBase in try ModelFrame<T>.make() })
    }
}
