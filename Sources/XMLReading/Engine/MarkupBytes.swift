/// The growing UTF-8 buffer of ``InnerXMLWriter``: an append is a capacity check and a copy (an
/// `Array`'s `append(contentsOf:)` costs several times that per call), and the finished markup
/// becomes a `String` without being validated a second time.
///
/// Only valid UTF-8 goes in, which ``string`` relies on: whole strings' UTF-8, runs of it cut before
/// or after an ASCII byte (so never inside a character), ASCII, and the document's own UTF-8 as the
/// input layer validated it. A value: copies share the storage until one of them appends.
struct MarkupBytes {
    private struct Header {
        var count: Int
        var capacity: Int
    }

    private final class Storage: ManagedBuffer<Header, UInt8> {}

    private var storage: Storage

    init(capacity: Int = 512) {
        storage = Self.storage(capacity: capacity)
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

    /// The bytes as a `String`.
    var string: String {
        storage.withUnsafeMutablePointers { header, elements in
            let utf8 = UnsafeBufferPointer(start: elements, count: header.pointee.count)
            #if compiler(>=6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                    // Valid UTF-8 by construction (see above): copied without `String(decoding:)`'s
                    // validation, a tenth of a capture's cost. Debug builds (the tests) check the
                    // promise, which spans the input layer, libxml2 and `keepAsMarkup`.
                    assert(String(validating: utf8, as: UTF8.self) != nil, "captured markup is not UTF-8")
                    return String(copying: UTF8Span(unchecked: utf8.span))
                }
            #endif
            return String(decoding: utf8, as: UTF8.self)
        }
    }

    /// Empties the buffer, keeping its capacity.
    mutating func removeAll() {
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
    /// the text of a value libxml2 hands over, `ReadingState.textBytes`.)
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
        let grown = Self.storage(capacity: count + extra > capacity ? max(count + extra, capacity * 2) : capacity)
        storage.withUnsafeMutablePointerToElements { old in
            grown.withUnsafeMutablePointers { header, elements in
                elements.initialize(from: old, count: count)
                header.pointee.count = count
            }
        }
        storage = grown
    }
}
