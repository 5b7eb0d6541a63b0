import Foundation
import Testing
import XMLReading

/// The error a read throws, as `XMLReadingError`, or a test failure when it does not throw one.
func readingError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> XMLReadingError? {
    do {
        try body()
        Issue.record("expected an XMLReadingError, but the read succeeded", sourceLocation: sourceLocation)
        return nil
    } catch let error as XMLReadingError {
        return error
    } catch {
        Issue.record("expected an XMLReadingError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The whole description of the error a read throws.
func errorMessage(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    readingError(body, sourceLocation: sourceLocation).map { String(describing: $0) }
}

/// A date from UTC components.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// A temporary file holding `contents`, removed by the caller.
func temporaryFile(_ contents: Data, suffix: String = ".xml") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlreading-\(UUID().uuidString)\(suffix)")
    try contents.write(to: url)
    return url
}

/// How many bytes a ``DataInputStream`` has handed out; read from the test's task.
final class ByteCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ bytes: Int) { lock.withLock { count += bytes } }
}

/// An input stream over data that hands out at most `piece` bytes per read (so a document's
/// constructs can be split across reads at every place) and counts what the parser has pulled.
final class DataInputStream: InputStream {
    private let data: Data
    private let piece: Int
    private let counter: ByteCounter?
    private var offset = 0
    private var status = Stream.Status.notOpen

    init(_ data: Data, piece: Int = .max, counter: ByteCounter? = nil) {
        self.data = data
        self.piece = piece
        self.counter = counter
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var hasBytesAvailable: Bool { offset < data.count }
    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        let count = min(len, piece, data.count - offset)
        data.copyBytes(to: buffer, from: offset..<offset + count)
        offset += count
        counter?.add(count)
        return count
    }
}
