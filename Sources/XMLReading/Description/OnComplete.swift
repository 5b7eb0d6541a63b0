/// Runs after a model's end tag is read, before the model is handed to its parent (or returned).
///
/// ```swift
/// OnComplete { book in
///     book.title = book.title.trimmingCharacters(in: .whitespaces)
///     guard book.pages > 0 else { throw CatalogError.noPages }   // fails the read, with position
/// }
/// ```
///
/// Several hooks run in the order they are declared. An error thrown here ends the read with
/// ``XMLReadingError/Code/completionFailed``, the element's path and position, and the error as
/// the underlying error. A hook that throws an ``XMLReadingError`` keeps its code and message
/// (libraries on XMLReading use this to report their own rules), and gets the path and position.
public struct OnComplete<Model>: Sendable {
    @usableFromInline let body: @Sendable (inout Model) throws -> Void

    /// Creates a hook that may change or reject the finished model.
    ///
    /// ```swift
    /// OnComplete { book in book.title = book.title.trimmingCharacters(in: .whitespaces) }
    /// ```
    @inlinable public init(_ body: @escaping @Sendable (inout Model) throws -> Void) {
        self.body = body
    }
}
