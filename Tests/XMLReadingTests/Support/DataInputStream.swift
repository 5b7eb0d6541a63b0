// The one input stream over data of the tests and the fuzz targets: Tests/Fuzz/build compiles this
// file into the `input` and `differential` targets too, so it imports Foundation alone.
import Foundation

/// How many bytes a ``DataInputStream`` has handed out; read from the test's task.
final class ByteCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ bytes: Int) { lock.withLock { count += bytes } }
}

/// An input stream over data that hands out at most the given numbers of bytes per read, in turn
/// (so a document's constructs can be split across reads at every place), and counts what the
/// parser has pulled.
///
/// ```swift
/// DataInputStream(data, piece: 1)                     // one byte per read
/// DataInputStream(data, pieces: [1, 7, 2, 64, 3])     // 1, 7, 2, 64, 3, 1, 7, … bytes per read
/// ```
final class DataInputStream: InputStream {
    private let data: Data
    private let pieces: [Int]
    private let counter: ByteCounter?
    private var turn = 0
    private var offset = 0
    private var status = Stream.Status.notOpen

    /// A stream whose reads hand out at most `pieces[0]`, `pieces[1]`, … bytes, starting again
    /// after the last.
    init(_ data: Data, pieces: [Int], counter: ByteCounter? = nil) {
        precondition(!pieces.isEmpty && pieces.allSatisfy { $0 > 0 }, "pieces must be positive: \(pieces)")
        self.data = data
        self.pieces = pieces
        self.counter = counter
        super.init(data: Data())
    }

    /// A stream whose reads hand out at most `piece` bytes each (all that is asked for by default).
    convenience init(_ data: Data, piece: Int = .max, counter: ByteCounter? = nil) {
        self.init(data, pieces: [piece], counter: counter)
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var hasBytesAvailable: Bool { offset < data.count }
    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        let count = min(len, pieces[turn % pieces.count], data.count - offset)
        guard count > 0 else { return 0 }
        turn += 1
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<start + count)
        offset += count
        counter?.add(count)
        return count
    }
}
