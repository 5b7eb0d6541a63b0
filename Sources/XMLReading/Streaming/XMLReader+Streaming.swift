import Foundation

extension XMLReader {
    /// Reads every element named `element` as a `T` and hands each to `body` as soon as its end
    /// tag is read, without collecting them: memory stays flat however large the document is.
    ///
    /// ```swift
    /// try XMLReader.forEach(ofType: Book.self, element: "book", from: url) { book, stop in
    ///     print(book.title)
    ///     if book.id == 42 { stop = true }      // ends the read early, without an error
    /// }
    /// ```
    ///
    /// Objects already handed over stay handed over: if the document turns out to be malformed
    /// after them, the error is thrown after `body` has seen them.
    public static func forEach<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions(), _ body: (_ object: T, _ stop: inout Bool) throws -> Void
    ) throws {
        try forEach(type, element, input.xmlInput.open(), options, body)
    }

    private static func forEach<T: XMLReadable>(
        _ type: T.Type, _ element: XMLName, _ source: ByteSource, _ options: ReadingOptions,
        _ body: (T, inout Bool) throws -> Void
    ) throws {
        try withoutActuallyEscaping(body) { body in
            var bodyError: (any Error)?
            let root = RootMatcher(entries: [element: try .reading(T.self)], firstOnly: false) { frame in
                var stop = false
                do {
                    try body(unsafeDowncast(frame, to: ModelFrame<T>.self).take(), &stop)
                } catch {
                    bodyError = error
                    return false
                }
                return !stop
            }
            do {
                try ReadingEngine.read(source, root: root, options: options)
            } catch {
                throw bodyError ?? error
            }
            if let bodyError { throw bodyError }
        }
    }
}
