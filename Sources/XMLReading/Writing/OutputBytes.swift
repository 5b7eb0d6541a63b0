/// The bytes an ``XMLEmitter`` has written and not yet handed to its sink: a growable buffer
/// appended to with `memcpy`.
///
/// `Array<UInt8>.append(contentsOf:)` copies an `UnsafeBufferPointer` element by element and
/// checks uniqueness on each append (about 15 % of writing the benchmark catalog); the writer
/// appends a few bytes at a time, hundreds of thousands of times, so it keeps its own buffer.
final class OutputBytes {
    // Touched only by this class's methods, one at a time, by the one write that owns the emitter.
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    @inline(__always) func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always) func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        Self.copy(bytes.count, from: base, to: start + count)
        count += bytes.count
    }

    /// Copies `length` bytes: up to 16 (names, short values, escapes: most of what a writer
    /// appends) as two overlapping loads and stores, without the call into `memcpy`.
    @inline(__always) static func copy(
        _ length: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch length {
        case 8...16:
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8,
                as: UInt64.self)
        case 4..<8:
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4,
                as: UInt32.self)
        case 2..<4:
            to.storeBytes(of: from.loadUnaligned(as: UInt16.self), as: UInt16.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: length - 2, as: UInt16.self), toByteOffset: length - 2,
                as: UInt16.self)
        case 1:
            target.pointee = source.pointee
        default:
            target.initialize(from: source, count: length)
        }
    }

    func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Text's UTF-8, copied whole from its contiguous storage.
    @inline(__always) func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: Array(text.utf8))
        }
    }

    @inline(never) private func grow(toHold minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        new.initialize(from: start, count: count)
        start.deallocate()
        start = new
        capacity = newCapacity
    }

    /// The bytes, copied out.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The first `length` bytes, copied out.
    func prefix(_ length: Int) -> [UInt8] { Array(UnsafeBufferPointer(start: start, count: min(length, count))) }

    /// Forgets the bytes, keeping the memory.
    func removeAll() { count = 0 }

    /// Forgets the bytes after the first `length`.
    @inline(__always) func truncate(to length: Int) { count = length }

    /// `length` bytes from `offset`: valid until the next append.
    @inline(__always) func bytes(from offset: Int, count length: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start + offset, count: length)
    }

    /// Whether the `length` bytes from `offset` are `bytes`.
    @inline(__always) func holds(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, count length: Int) -> Bool {
        guard length == bytes.count else { return false }
        var index = 0
        while index < length {
            if start[offset + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }
}
