import Foundation
import TestSupport
import Testing
import XMLReading

@Suite struct AsyncStreamTests {
    static func kennel(_ count: Int) -> String {
        "<kennel>" + (0..<count).map { "<dog><name>d\($0)</name><barks>\($0 % 2 == 0)</barks></dog>" }.joined()
            + "</kennel>"
    }

    @Test(arguments: ReadingParsers.all) func objectsArriveInDocumentOrder(parser: ReadingParser) async throws {
        var names: [String] = []
        for try await dog in XMLReader.stream(
            ofType: Dog.self, element: "dog", from: Self.kennel(50), options: ReadingOptions(parser: parser))
        {
            names.append(dog.name)
        }
        #expect(names == (0..<50).map { "d\($0)" })
    }

    @Test(arguments: ReadingParsers.all) func anErrorArrivesAfterTheObjectsBeforeIt(parser: ReadingParser) async throws
    {
        let xml = "<r><dog><name>a</name></dog><dog><name>b</name></dog>\n<dog><barks>maybe</barks></dog></r>"
        var names: [String] = []
        let error = await #expect(throws: XMLReadingError.self) {
            for try await dog in XMLReader.stream(
                ofType: Dog.self, element: "dog", from: Data(xml.utf8), options: ReadingOptions(parser: parser))
            {
                names.append(dog.name)
            }
        }
        #expect(names == ["a", "b"])
        #expect(error?.description == "line 2, column 12: cannot read \"maybe\" as Bool for <barks> at /r/dog[3]/barks")
    }

    @Test(arguments: ReadingParsers.all) func theParserStaysABufferAheadOfTheConsumerAndLeavingTheLoopStopsIt(
        parser: ReadingParser
    ) async throws {
        let data = Data(Self.kennel(200_000).utf8)  // about 10 MB
        let bytesPerDog = data.count / 200_000
        let watch = ReadAheadWatch()
        let closed = AsyncStream<Void>.makeStream()
        let input = WatchedInputStream(data, watch: watch, onClose: { closed.continuation.finish() })
        var seen = 0
        for try await _ in XMLReader.stream(
            ofType: Dog.self, element: "dog", from: .stream(input), options: ReadingOptions(parser: parser),
            bufferSize: 4)
        {
            seen += 1
            watch.consumed(bytes: seen * bytesPerDog)
            if seen == 20_000 { break }
        }
        for await _ in closed.stream {}  // the read closes the stream it opened when it stops
        // Back-pressure: whenever the parser pulled bytes, it was at most its chunks (the decoding
        // buffer and the parser's own, 128 KiB each) and 4 buffered dogs ahead of the consumer.
        #expect(watch.largestLead <= 3 * 128 * 1024)
        #expect(watch.readsAfterClose == 0)
        #expect(watch.bytesRead < 2_000_000)
    }

    @Test(arguments: ReadingParsers.all) func aStreamOverAnInputStreamIsReadOnceAndTheSecondLoopSaysSo(
        parser: ReadingParser
    ) async throws {
        let stream = XMLReader.stream(
            ofType: Dog.self, element: "dog",
            from: .stream(InputStream(data: Data("<r><dog><name>a</name></dog></r>".utf8))),
            options: ReadingOptions(parser: parser))
        var names: [String] = []
        for try await dog in stream { names.append(dog.name) }
        #expect(names == ["a"])
        let error = await #expect(throws: XMLReadingError.self) {
            for try await dog in stream { names.append(dog.name) }
        }
        #expect(error?.code == .inputUnavailable)
        #expect(
            error?.description
                == "the InputStream was already read: a stream gives its bytes once; read Data, a String or a file to read a document again"
        )
        #expect(names == ["a"])
    }

    @Test(arguments: ReadingParsers.all) func aStreamOverDataReadsAgainOnEveryLoop(parser: ReadingParser) async throws {
        let stream = XMLReader.stream(
            ofType: Dog.self, element: "dog", from: Self.kennel(3), options: ReadingOptions(parser: parser))
        var names: [String] = []
        for try await dog in stream { names.append(dog.name) }
        for try await dog in stream { names.append(dog.name) }
        #expect(names == ["d0", "d1", "d2", "d0", "d1", "d2"])
    }
}

/// What a ``WatchedInputStream`` saw: how far the parser's reads ran ahead of the consumer.
final class ReadAheadWatch: @unchecked Sendable {
    // @unchecked: every field is touched only under `lock`.
    private let lock = NSLock()
    private var consumedBytes = 0
    private var read = 0
    private var lead = 0
    private var closed = false
    private var afterClose = 0

    func consumed(bytes: Int) { lock.withLock { consumedBytes = bytes } }
    func didRead(_ count: Int) {
        lock.withLock {
            if closed { afterClose += 1 }
            read += count
            lead = max(lead, read - consumedBytes)
        }
    }
    func didClose() { lock.withLock { closed = true } }
    var largestLead: Int { lock.withLock { lead } }
    var bytesRead: Int { lock.withLock { read } }
    var readsAfterClose: Int { lock.withLock { afterClose } }
}

/// An input stream over data that reports every read and its closing to a ``ReadAheadWatch``.
final class WatchedInputStream: InputStream {
    private let data: Data
    private let watch: ReadAheadWatch
    private let onClose: @Sendable () -> Void
    private var offset = 0
    private var status = Stream.Status.notOpen

    init(_ data: Data, watch: ReadAheadWatch, onClose: @escaping @Sendable () -> Void) {
        self.data = data
        self.watch = watch
        self.onClose = onClose
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() {
        status = .closed
        watch.didClose()
        onClose()
    }
    override var streamStatus: Stream.Status { status }
    override var hasBytesAvailable: Bool { offset < data.count }
    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        let count = min(len, data.count - offset)
        data.copyBytes(to: buffer, from: offset..<offset + count)
        offset += count
        watch.didRead(count)
        return count
    }
}
