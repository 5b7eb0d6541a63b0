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
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Text's UTF-8, copied whole from its contiguous storage.
    @inline(__always) func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
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
}
