/// A run of text inside the element an ``ElementReader`` reads, as
/// ``ElementReader/characters(from:)`` gets it: the text's UTF-8 as the parser delivered it, made a
/// `String` only when the reader asks for one.
///
/// On libxml2 (``ReadingParser/libxml2``) the run is the parser's own bytes, and a reader that
/// collects bytes (to convert a number, say) makes no `String` of them; on `XMLParser` it is the
/// `String` the parser made. The run is borrowed for the call and cannot be kept (it is not
/// copyable): read it while the call lasts.
///
/// ```swift
/// mutating func characters(from text: borrowing TextRun) {
///     text.withUTF8 { digits.append(contentsOf: $0) }     // digits: [UInt8]
/// }
/// ```
public struct TextRun: ~Copyable {
    // Borrowed from the engine for the call (the run cannot outlive it: it is borrowed and not
    // copyable), so that the run holds no reference to retain or release.
    private let utf8: UnsafeBufferPointer<UInt8>?
    private let stringPointer: UnsafePointer<String>?

    /// A run of the parser's bytes, valid UTF-8 (the input layer validated the document), which
    /// must outlive it.
    init(utf8: UnsafeBufferPointer<UInt8>) {
        self.utf8 = utf8
        stringPointer = nil
    }

    /// A run of text the parser made a `String` of, which must outlive it.
    init(string: UnsafePointer<String>) {
        utf8 = nil
        stringPointer = string
    }

    /// The text as a `String` (made from the bytes when the parser delivered bytes).
    ///
    /// `mutating func characters(from text: borrowing TextRun) { label += text.string }`
    public var string: String {
        if let stringPointer { return stringPointer.pointee }
        return String(alreadyValidatedUTF8: utf8.unsafelyUnwrapped)
    }

    /// Calls `body` with the text's UTF-8, valid only inside `body`.
    ///
    /// `text.withUTF8 { digits.append(contentsOf: $0) }      // <n>12</n>: [0x31, 0x32]`
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let utf8 { return try body(utf8) }
        var string = stringPointer.unsafelyUnwrapped.pointee
        return try string.withUTF8(body)
    }
}
