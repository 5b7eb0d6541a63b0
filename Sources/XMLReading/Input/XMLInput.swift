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
/// Bytes that arrive over time, such as a download's, are `.bytes(asyncSequence)`.
///
/// An input can be read as often as you like, except one made from an `InputStream` or an async
/// sequence: those give their bytes once, so the second read of one (a second `for try await` loop over the same
/// ``XMLObjectStream``, say) throws ``XMLReadingError/Code/inputUnavailable``.
public struct XMLInput: Sendable, XMLInputConvertible {
    enum Storage: Sendable {
        case data(Data)
        case text(String)
        case file(URL)
        case stream(OneTimeClaim<InputStream>)
        case async(OneTimeClaim<AsyncBytePump>)
    }

    let storage: Storage
    /// Counts the bytes read (``reportingProgress(to:)``).
    var progress: Progress?
    /// The encoding a transport declared (``declaringCharset(_:)``).
    var charset: (@Sendable () -> String?)?

    init(storage: Storage) {
        self.storage = storage
    }

    /// The same input, with the bytes read counted in `progress`; cancelling `progress` stops
    /// the read with ``XMLReadingError/Code/cancelled``.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 0)
    /// let books = try XMLReader.objects(ofType: Book.self, element: "book",
    ///                                   from: XMLInput.file(url).reportingProgress(to: progress))
    /// // elsewhere: progress.fractionCompleted → 0.42; progress.cancel() → the read throws
    /// // "the read was cancelled (its Progress was cancelled)"
    /// ```
    ///
    /// The total (`totalUnitCount`) is set to the input's size where it is known and the progress
    /// has none yet: a file's size, the bytes of `Data` or a `String`; a download's length comes
    /// from its response. `completedUnitCount` counts bytes as the parser takes them (in 64 KiB
    /// chunks), before any conversion to UTF-8.
    public func reportingProgress(to progress: Progress) -> XMLInput {
        var input = self
        input.progress = progress
        return input
    }

    /// The same input, with the encoding a transport declared for its bytes: an HTTP
    /// `Content-Type`'s `charset`, asked for once the first bytes have arrived.
    ///
    /// ```swift
    /// // Content-Type: application/xml; charset=ISO-8859-1
    /// let input = XMLInput.data(body).declaringCharset { "ISO-8859-1" }
    /// ```
    ///
    /// RFC 7303's order holds: a byte order mark decides first, then this charset, then the
    /// document's own `encoding="…"` declaration. A document whose first bytes show it is
    /// UTF-16 or UTF-32 (`<` as two or four bytes) is read as such whatever the charset says;
    /// `nil` leaves the decision to the document.
    public func declaringCharset(_ charset: @escaping @Sendable () -> String?) -> XMLInput {
        var input = self
        input.charset = charset
        return input
    }

    /// The input itself.
    ///
    /// `let input: XMLInput = .file(url)` is passed as it is: `from: input`.
    public var xmlInput: XMLInput { self }

    /// The bytes, ready for the decoding layer; throws when a file cannot be opened or a stream
    /// was already read.
    func open() throws(XMLReadingError) -> ByteSource {
        var source = try openStorage()
        source.charset = charset
        if let progress {
            if progress.totalUnitCount <= 0, let size = source.size { progress.totalUnitCount = Int64(size) }
            source.progress = progress
        }
        return source
    }

    private func openStorage() throws(XMLReadingError) -> ByteSource {
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
        case .async(let claim):
            guard let pump = claim.take() else {
                throw XMLReadingError(
                    code: .inputUnavailable,
                    message:
                        "the async byte sequence was already read: it gives its bytes once; read Data, a String or a file to read a document again"
                )
            }
            return .async(pump)
        }
    }
}

extension XMLInputConvertible where Self == XMLInput {
    /// Bytes as they arrive: `from: .bytes(asyncSequence)`, for instance a `URLSession`'s
    /// `AsyncBytes`, or an `AsyncStream<UInt8>`.
    ///
    /// ```swift
    /// let (bytes, _) = try await URLSession.shared.bytes(from: url)
    /// for try await book in XMLReader.stream(ofType: Book.self, element: "book", from: .bytes(bytes)) { … }
    /// ```
    ///
    /// A task of the read pulls the sequence (on a thread of its own where task executors exist:
    /// macOS 15, iOS 18 and Linux) into a 64 KiB buffer that the parser drains, so memory stays flat;
    /// ending the read early cancels that task. Every verb takes it, the synchronous ones too
    /// (they block their thread until the bytes arrive). Read once, as a stream is.
    public static func bytes<Bytes: AsyncSequence & Sendable>(_ bytes: Bytes) -> XMLInput
    where Bytes.Element == UInt8 {
        XMLInput(storage: .async(OneTimeClaim(AsyncBytePump(bytes: bytes))))
    }

    /// Chunks of bytes as they arrive: `from: .bytes(chunks)` for an `AsyncSequence` of `Data` or
    /// `[UInt8]`, read as ``bytes(_:)-(Bytes)`` reads single bytes.
    public static func bytes<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) -> XMLInput
    where Chunks.Element: Sequence<UInt8> {
        XMLInput(storage: .async(OneTimeClaim(AsyncBytePump(chunks: chunks))))
    }
}

/// A value that stands for an ``XMLInput``: `Data`, `String` (XML text), a file `URL`, or an
/// ``XMLInput`` itself. Lets every read take `from: url`, `from: data`, `from: xml` or
/// `from: .stream(input)` with one method per verb.
public protocol XMLInputConvertible: Sendable {
    /// The input this value stands for.
    ///
    /// `url.xmlInput` is `.file(url)`.
    var xmlInput: XMLInput { get }
}

extension XMLInputConvertible where Self == XMLInput {
    /// The document in memory, in any encoding the reader knows (see <doc:SafetyLimits>):
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
        XMLInput(storage: .stream(OneTimeClaim(stream)))
    }
}

extension Data: XMLInputConvertible {
    /// The bytes as a document.
    ///
    /// `from: try Data(contentsOf: url)`
    public var xmlInput: XMLInput { .data(self) }
}

extension String: XMLInputConvertible {
    /// The string as XML text (not a path: use a file `URL` for that).
    ///
    /// `from: "<book id=\"1\"/>"`
    public var xmlInput: XMLInput { .string(self) }
}

extension URL: XMLInputConvertible {
    /// The file at this URL.
    ///
    /// `from: URL(fileURLWithPath: "catalog.xml")`
    public var xmlInput: XMLInput { .file(self) }
}

/// An `InputStream` is not an input as it is: it is given to one read with `.stream(input)`.
/// Without this, `from: inputStream` (the spelling before `XMLInput`) would fail with "requires
/// that 'InputStream' conform to 'XMLInputConvertible'"; with it, the compiler says what to write.
@available(*, unavailable, message: "wrap the stream: from: .stream(input) (the read takes it and reads it once)")
extension InputStream: XMLInputConvertible {
    public var xmlInput: XMLInput { fatalError("unavailable") }
}

/// Hands a value that can be used once (an `InputStream`, an async sequence's pump) to exactly
/// one read.
///
/// `@unchecked Sendable`: `value` is read and cleared only under the lock, so one caller gets
/// it; the value arrived through a `sending` parameter (a stream) or is `Sendable` itself (a pump),
/// so no code outside uses it concurrently. One read, on one thread, ever touches it.
final class OneTimeClaim<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    init(_ value: Value) { self.value = value }

    /// The value for the first caller; `nil` for every later one.
    func take() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let taken = value
        value = nil
        return taken
    }
}
