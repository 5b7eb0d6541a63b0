import Foundation
import TestSupport
import Testing
import XMLReading

/// `.bytes(asyncSequence)` as an input of every verb.
@Suite struct AsyncBytesInputTests {
    static func kennel(_ count: Int) -> String {
        "<kennel>" + (0..<count).map { "<dog><name>d\($0)</name><barks>\($0 % 2 == 0)</barks></dog>" }.joined()
            + "</kennel>"
    }

    /// An async sequence of one byte at a time that suspends before every byte, so its producer
    /// needs an executor to run on for each of them.
    struct Trickle: AsyncSequence, Sendable {
        let bytes: [UInt8]
        struct AsyncIterator: AsyncIteratorProtocol {
            let bytes: [UInt8]
            var index = 0
            mutating func next() async -> UInt8? {
                await Task.yield()
                guard index < bytes.count else { return nil }
                defer { index += 1 }
                return bytes[index]
            }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: bytes) }
    }

    /// Chunks of `Data`, then an error.
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the connection was reset" }
    }

    /// The bytes in pieces of `size`, then the end or (`failing`) ``Broken``.
    static func chunks(_ data: Data, size: Int, failing: Bool = false) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            var offset = 0
            while offset < data.count {
                continuation.yield(data[offset..<min(offset + size, data.count)])
                offset += size
            }
            continuation.finish(throwing: failing ? Broken() : nil)
        }
    }

    static func chunks(_ text: String, size: Int, failing: Bool = false) -> AsyncThrowingStream<Data, any Error> {
        chunks(Data(text.utf8), size: size, failing: failing)
    }

    @Test(arguments: ReadingParsers.all) func everyVerbReadsSingleBytesAsDataReadsThem(parser: ReadingParser)
        async throws
    {
        let xml = Self.kennel(300)
        let expected = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
        let bytes = Array(xml.utf8)
        #expect(
            try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: .bytes(Trickle(bytes: bytes)),
                options: ReadingOptions(parser: parser)) == expected)
        #expect(
            try XMLReader.object(
                ofType: Dog.self, element: "dog", from: .bytes(Trickle(bytes: bytes)),
                options: ReadingOptions(parser: parser)) == expected[0])
        var each: [Dog] = []
        try XMLReader.forEach(
            ofType: Dog.self, element: "dog", from: .bytes(Trickle(bytes: bytes)),
            options: ReadingOptions(parser: parser)
        ) { dog, _ in
            each.append(dog)
        }
        #expect(each == expected)
        var streamed: [Dog] = []
        for try await dog in XMLReader.stream(
            ofType: Dog.self, element: "dog", from: .bytes(Trickle(bytes: bytes)),
            options: ReadingOptions(parser: parser))
        {
            streamed.append(dog)
        }
        #expect(streamed == expected)
    }

    @Test(arguments: ReadingParsers.all) func chunksOfDataReadAsOneDocument(parser: ReadingParser) throws {
        let xml = Self.kennel(50)
        let expected = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
        for size in [1, 7, 4096] {
            #expect(
                try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: .bytes(Self.chunks(xml, size: size)),
                    options: ReadingOptions(parser: parser))
                    == expected)
        }
    }

    @Test(arguments: [1, 3, 64])
    func otherEncodingsArriveInPiecesAndReadAsFromData(size: Int) throws {
        let names = ["Zoë", "Ørsted", "Jürgen"]
        let body = names.map { "<dog><name>\($0)</name><barks>true</barks></dog>" }.joined()
        let utf16 = Data([0xFF, 0xFE]) + "<kennel>\(body)</kennel>".data(using: .utf16LittleEndian)!
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<kennel>\(body)</kennel>".data(
            using: .isoLatin1)!
        for document in [utf16, latin1] {
            let expected = try XMLReader.objects(ofType: Dog.self, element: "dog", from: document)
            #expect(expected.map(\.name) == names)
            #expect(
                try XMLReader.objects(ofType: Dog.self, element: "dog", from: .bytes(Self.chunks(document, size: size)))
                    == expected)
        }
    }

    @Test(arguments: ReadingParsers.all) func aFailingSequenceIsAnInputErrorPlacedWhereItsTextEnds(
        parser: ReadingParser
    ) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.objects(
                ofType: Dog.self, element: "dog",
                from: .bytes(Self.chunks("<?xml version=\"1.0\"?>\n<!-- a kennel -->\n", size: 5, failing: true)),
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .inputUnavailable)
        #expect(error?.description == "line 3, column 1: cannot read the async byte sequence: the connection was reset")
        #expect(error?.underlyingError is Broken)
    }

    @Test(arguments: ReadingParsers.all) func convertedTextBeforeAFailureIsReadFirst(parser: ReadingParser) {
        // ISO-8859-1 goes through the converter: the text before the failure still reaches the
        // parser, and the failure is placed where it ends.
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!-- Zoë -->\n"
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.objects(
                ofType: Dog.self, element: "dog",
                from: .bytes(Self.chunks(text.data(using: .isoLatin1)!, size: 7, failing: true)),
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.description == "line 3, column 1: cannot read the async byte sequence: the connection was reset")
    }

    /// Reads the first dog of `input` and stops, then waits until the sequence behind it ended
    /// (`ended` finishes when the sequence terminates): the names read.
    static func firstDog(of input: XMLInput, thenAwait ended: AsyncStream<Void>) async throws -> [String] {
        var names: [String] = []
        try XMLReader.forEach(ofType: Dog.self, element: "dog", from: input) { dog, stop in
            names.append(dog.name)
            stop = true
        }
        for await _ in ended {}
        return names
    }

    @Test func singleBytesOfAnObjectAreReadEvenWhenTheSequencePauses() async throws {
        let ended = AsyncStream<Void>.makeStream()
        let (bytes, continuation) = AsyncStream<UInt8>.makeStream()
        continuation.onTermination = { _ in ended.continuation.finish() }
        for byte in "<kennel><dog><name>a</name></dog>".utf8 { continuation.yield(byte) }
        // Nothing more comes until the read ends: the first dog must not wait for more bytes.
        #expect(try await Self.firstDog(of: .bytes(bytes), thenAwait: ended.stream) == ["a"])
    }

    @Test(arguments: ReadingParsers.all) func anAsyncInputIsReadOnce(parser: ReadingParser) throws {
        let input = XMLInput.bytes(Self.chunks(Self.kennel(2), size: 8))
        #expect(
            try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: input, options: ReadingOptions(parser: parser)
            ).map(\.name) == ["d0", "d1"])
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: input, options: ReadingOptions(parser: parser))
        }
        #expect(
            error?.description
                == "the async byte sequence was already read: it gives its bytes once; read Data, a String or a file to read a document again"
        )
    }

    @Test func stoppingEarlyCancelsThePull() async throws {
        let ended = AsyncStream<Void>.makeStream()
        let (bytes, continuation) = AsyncStream<Data>.makeStream()
        continuation.onTermination = { _ in ended.continuation.finish() }
        continuation.yield(Data("<kennel><dog><name>a</name></dog><dog><name>b</name></dog>".utf8))
        // The sequence never finishes on its own: only the read's cancelling ends it.
        #expect(try await Self.firstDog(of: .bytes(bytes), thenAwait: ended.stream) == ["a"])
    }

    @Test(arguments: ReadingParsers.all) func manySynchronousReadsFromTasksAtOnceAllFinish(parser: ReadingParser)
        async throws
    {
        // Each read blocks its thread of the shared pool; the pulls run on threads of their own,
        // so even more reads than the pool has threads all finish.
        let xml = Self.kennel(40)
        let expected = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(parser: parser))
        let results = try await withThrowingTaskGroup(of: [Dog].self) { group in
            for _ in 0..<16 {
                group.addTask {
                    try XMLReader.objects(
                        ofType: Dog.self, element: "dog", from: .bytes(Trickle(bytes: Array(xml.utf8))),
                        options: ReadingOptions(parser: parser))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: expected, count: 16))
    }
}
