/// The growing UTF-8 buffer of ``InnerXMLWriter``: an append is a capacity check and a copy (an
/// `Array`'s `append(contentsOf:)` costs several times that per call), and the finished markup
/// becomes a `String` without being validated a second time.
///
/// Only valid UTF-8 goes in, which ``string`` relies on: whole strings' UTF-8, runs of it cut before
/// or after an ASCII byte (so never inside a character), ASCII, and the document's own UTF-8 as the
/// input layer validated it. A value: copies share the storage until one of them appends. A new
/// buffer allocates nothing until its first append (most reads capture no markup).
struct MarkupBytes {
    private struct Header {
        var count: Int
        var capacity: Int
    }

    private final class Storage: ManagedBuffer<Header, UInt8> {}

    private var storage: Storage

    /// The capacity of the first storage of a buffer's own.
    private static let firstCapacity = 512

    /// The storage of every buffer that has not appended yet: empty, with a capacity of 0 in its
    /// header, so that the first append grows (no test added to appends).
    // nonisolated(unsafe): never written. Writes go only to a storage held uniquely (`reserve`,
    // `removeAll`); this one is always also held by this constant, and `removeAll` of an empty
    // buffer writes nothing.
    private nonisolated(unsafe) static let unallocated: Storage = {
        let buffer = Storage.create(minimumCapacity: 0) { _ in Header(count: 0, capacity: 0) }
        return unsafeDowncast(buffer, to: Storage.self)
    }()

    init() {
        storage = Self.unallocated
    }

    private static func storage(capacity: Int) -> Storage {
        let buffer = Storage.create(minimumCapacity: capacity) { Header(count: 0, capacity: $0.capacity) }
        return unsafeDowncast(buffer, to: Storage.self)
    }

    /// The header, through its pointer: the class's `header` property would cost a dynamic
    /// exclusivity check per access.
    private var header: Header {
        get { storage.withUnsafeMutablePointerToHeader { $0.pointee } }
        nonmutating set { storage.withUnsafeMutablePointerToHeader { $0.pointee = newValue } }
    }

    /// The bytes its storage has room for (0 before the first append).
    var capacity: Int { header.capacity }

    /// The bytes as a `String`, copied without a second validation: valid UTF-8 by construction
    /// (see above), a promise that spans the input layer, both parsers and `ReadingState.text(_:_:)`
    /// (`String(validatedUTF8:)`; debug builds check it).
    var string: String {
        storage.withUnsafeMutablePointers { header, elements in
            String(validatedUTF8: UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    /// Empties the buffer, keeping its capacity.
    mutating func removeAll() {
        if header.count == 0 { return }
        if isKnownUniquelyReferenced(&storage) {
            header.count = 0
        } else {
            storage = Self.storage(capacity: header.capacity)
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.withUnsafeMutablePointers { header, elements in
            elements[header.pointee.count] = byte
            header.pointee.count += 1
        }
    }

    /// Whether no byte was appended since the buffer was made or emptied. (The buffer also holds
    /// the text of a value, `ReadingState.textBytes`.)
    var isEmpty: Bool {
        @inline(__always) get { header.count == 0 }
    }

    /// Runs `body` over the bytes appended so far (a value's text, read from its bytes).
    @inline(__always)
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    @inline(__always)
    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        let count = utf8.count
        reserve(count)
        storage.withUnsafeMutablePointers { header, elements in
            (elements + header.pointee.count).initialize(from: source, count: count)
            header.pointee.count += count
        }
    }

    /// Appends a string's UTF-8 as it is (names, which need no escaping).
    @inline(__always)
    mutating func append(_ string: String) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil { Array(string.utf8).withUnsafeBufferPointer { append($0) } }
    }

    @inline(__always)
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Writes up to `maximum` bytes in place: one capacity check for all the pieces `body` writes
    /// (a start tag: its name, its attributes and their escapes), which must not exceed it.
    @inline(__always)
    mutating func append(atMost maximum: Int, _ body: (inout MarkupCursor) -> Void) {
        reserve(maximum)
        storage.withUnsafeMutablePointers { header, elements in
            let start = elements + header.pointee.count
            var cursor = MarkupCursor(start, room: maximum)
            body(&cursor)
            header.pointee.count += cursor.position - start
        }
    }

    /// Makes room for `extra` more bytes in storage of this value's own.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        let header = header
        if header.capacity - header.count < extra || !isKnownUniquelyReferenced(&storage) {
            grow(extra)
        }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let (count, capacity) = (header.count, header.capacity)
        let needed = count + extra > capacity ? max(count + extra, capacity * 2) : capacity
        let grown = Self.storage(capacity: max(needed, Self.firstCapacity))
        storage.withUnsafeMutablePointerToElements { old in
            grown.withUnsafeMutablePointers { header, elements in
                elements.initialize(from: old, count: count)
                header.pointee.count = count
            }
        }
        storage = grown
    }
}
