/// Where ``MarkupBytes/append(atMost:_:)`` writes: a position in room already reserved, so each
/// write is a copy with no capacity or uniqueness check (a tag checks once for all
/// its pieces).
struct MarkupCursor {
    private(set) var position: UnsafeMutablePointer<UInt8>
    /// The end of the reserved room, checked in debug builds only.
    private let end: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>, room: Int) {
        position = start
        end = start + room
    }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        assert(position < end, "markup written past its reserved room")
        position.initialize(to: byte)
        position += 1
    }

    @inline(__always)
    mutating func write(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        assert(end - position >= utf8.count, "markup written past its reserved room")
        position.initialize(from: source, count: utf8.count)
        position += utf8.count
    }

    /// A string's UTF-8 as it is (names, which need no escaping).
    @inline(__always)
    mutating func write(_ string: String) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { write($0) }
        if done == nil { for byte in string.utf8 { write(byte) } }
    }

    @inline(__always)
    mutating func write(literal: StaticString) {
        literal.withUTF8Buffer { write($0) }
    }
}
