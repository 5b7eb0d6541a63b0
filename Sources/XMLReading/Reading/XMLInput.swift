import Foundation

/// Where a document comes from: the one input type every ``XMLReader`` method takes.
///
/// `Data`, `String` (the XML text itself) and a file `URL` stand for an input as they are;
/// an `InputStream` is wrapped with ``stream(_:)``:
///
/// ```swift
/// let book = try XMLReader.object(ofType: Book.self, element: "book", from: url)       // a file
/// let books = try XMLReader.objects(ofType: Book.self, element: "book", from: data)    // bytes in memory
/// let first = try XMLReader.object(ofType: Book.self, element: "book", from: "<book id=\"1\"/>")
/// let streamed = try XMLReader.objects(ofType: Book.self, element: "book", from: .stream(input))
/// ```
///
/// An input can be read as often as you like, except one made from an `InputStream`: a stream
/// gives its bytes once, so the second read of it (a second `for try await` loop over the same
/// ``XMLObjectStream``, say) throws ``XMLReadingError/Code/inputUnavailable``.
public struct XMLInput: Sendable, XMLInputConvertible {
    enum Storage: Sendable {
        case data(Data)
        case text(String)
        case file(URL)
        case stream(StreamClaim)
    }

    let storage: Storage

    /// The input itself.
    public var xmlInput: XMLInput { self }

    /// The bytes, ready for the decoding layer; throws when a file cannot be opened or a stream
    /// was already read.
    func open() throws(XMLReadingError) -> ByteSource {
        switch storage {
        case .data(let data): return .data(data)
        case .text(let text): return .text(text)
        case .file(let url): return try ByteSource.file(at: url)
        case .stream(let claim):
            guard let stream = claim.take() else {
                throw XMLReadingError(
                    code: .inputUnavailable,
                    message:
                        "the InputStream was already read: a stream gives its bytes once; read Data, a String or a file to read a document again"
                )
            }
            return .stream(stream)
        }
    }
}

/// A value that stands for an ``XMLInput``: `Data`, `String` (XML text), a file `URL`, or an
/// ``XMLInput`` itself. Lets every read take `from: url`, `from: data`, `from: xml` or
/// `from: .stream(input)` with one method per verb.
public protocol XMLInputConvertible: Sendable {
    /// The input this value stands for.
    var xmlInput: XMLInput { get }
}

extension XMLInputConvertible where Self == XMLInput {
    /// The document in memory, in any encoding the reader knows (see the README's Encodings):
    /// `from: .data(bytes)`.
    public static func data(_ data: Data) -> XMLInput { XMLInput(storage: .data(data)) }

    /// The document's text, read as its UTF-8 bytes: `from: .string("<catalog>…</catalog>")`.
    public static func string(_ xml: String) -> XMLInput { XMLInput(storage: .text(xml)) }

    /// A file, read in chunks with bounded memory: `from: .file(url)`. Only `file:` URLs are
    /// read; any other fails with ``XMLReadingError/Code/inputUnavailable`` when the read starts.
    public static func file(_ url: URL) -> XMLInput { XMLInput(storage: .file(url)) }

    /// A stream, pulled in chunks on the thread that parses: `from: .stream(input)`. The stream
    /// is given away (`sending`): the read owns it, opens it if needed, and it is read only once.
    public static func stream(_ stream: sending InputStream) -> XMLInput {
        XMLInput(storage: .stream(StreamClaim(stream)))
    }
}

extension Data: XMLInputConvertible {
    /// The bytes as a document.
    public var xmlInput: XMLInput { .data(self) }
}

extension String: XMLInputConvertible {
    /// The string as XML text (not a path: use a file `URL` for that).
    public var xmlInput: XMLInput { .string(self) }
}

extension URL: XMLInputConvertible {
    /// The file at this URL.
    public var xmlInput: XMLInput { .file(self) }
}

/// Hands an `InputStream` to exactly one read.
///
/// `@unchecked Sendable`: the stream arrived through a `sending` parameter, so no code outside
/// holds it; `take()` gives it out at most once, under the lock, and the claim keeps no reference
/// afterwards. So one read, on one thread, ever touches the stream.
final class StreamClaim: @unchecked Sendable {
    private let lock = NSLock()
    private var stream: InputStream?

    init(_ stream: InputStream) { self.stream = stream }

    /// The stream for the first caller; `nil` for every later one.
    func take() -> InputStream? {
        lock.lock()
        defer { lock.unlock() }
        let taken = stream
        stream = nil
        return taken
    }
}
