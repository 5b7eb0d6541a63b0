import Foundation
import TestSupport
import Testing
import XMLRPC
import XMLReading

@Suite struct ConcurrencyTests {
    static let valid = (0..<8).map { index in
        "<r>" + (0..<50).map { "<dog><name>t\(index)-\($0)</name><barks>\($0 % 3 == 0)</barks></dog>" }.joined()
            + "</r>"
    }
    static let malformed = "<r><dog><name>x</name><barks>maybe</barks></dog></r>"

    @Test(arguments: ReadingParsers.all) func manyTasksReadWithSharedDescriptionsAndGetTheSerialResults(
        parser: ReadingParser
    ) async throws {
        let expected = try Self.valid.map {
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: $0, options: ReadingOptions(parser: parser))
        }
        let expectedError = errorMessage {
            _ = try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: Self.malformed, options: ReadingOptions(parser: parser))
        }
        // Each task lists what differed from the serial reads: every list must be empty.
        let mismatches = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches: [String] = []
                    for round in 0..<25 {
                        let index = (task + round) % Self.valid.count
                        let dogs = try XMLReader.objects(
                            ofType: Dog.self, element: "dog", from: Data(Self.valid[index].utf8),
                            options: ReadingOptions(parser: parser))
                        if dogs != expected[index] { mismatches.append("task \(task) round \(round): \(dogs)") }
                        let message = errorMessage {
                            _ = try XMLReader.objects(
                                ofType: Dog.self, element: "dog", from: Self.malformed,
                                options: ReadingOptions(parser: parser))
                        }
                        if message != expectedError {
                            mismatches.append("task \(task) round \(round): \(message ?? "no error")")
                        }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(mismatches == [])
        #expect(expectedError == "line 1, column 29: cannot read \"maybe\" as Bool for <barks> at /r/dog[1]/barks")
    }
}

/// A model written by the test below and nowhere else, so that its write plan is built there,
/// by whichever of the concurrent writes asks first.
private struct Kennel: XMLReadable, Equatable {
    var name = ""
    var dogs: [String] = []
    static let parsingDescription = ParsingDescription<Kennel> {
        Attribute("name", \.name)
        Many(\.dogs) { Item("dog", String.self) }
    }
}

@Suite struct WriteConcurrencyTests {
    /// The write plan is built on a description's first write: 16 tasks writing the same new
    /// description at once all write the same document (CI runs this suite under the thread sanitizer too).
    @Test func tasksWritingADescriptionForTheFirstTimeAtOnceAllWriteTheSameDocument() async throws {
        let kennel = Kennel(name: "north", dogs: ["Rex", "Fido"])
        let written = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask { try XMLWriter().string(kennel, element: "kennel") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(
            Set(written) == [
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <kennel name="north">
                  <dog>Rex</dog>
                  <dog>Fido</dog>
                </kennel>

                """
            ])
        #expect(written.count == 16)
    }
}

/// 8 threads × 1,000 reads (`XMLREADING_STRESS_READS` changes the count) of valid and malformed
/// documents through every entry point — whole reads, `forEach`, `XMLReader.stream` and XML-RPC
/// decoding — sharing the static descriptions; each result must equal the serial one. CI runs it
/// under the thread sanitizer too (`swift test --package-path Tests/ThreadSanitizer --sanitize=thread
/// --filter ConcurrencyStressTests`).
@Suite struct ConcurrencyStressTests {
    /// One way of reading one document, and what it gives as comparable text.
    struct Read: Sendable {
        var name: String
        var run: @Sendable () -> String
    }

    static func describe(_ body: () throws -> some Any) -> String {
        do {
            return "\(try body())"
        } catch {
            return "\(type(of: error)): \(error)"
        }
    }

    static let kennels = (0..<4).map { index in
        "<r>" + (0..<6).map { "<dog><name>k\(index)-\($0) &amp; é</name><barks>\($0 % 2 == 0)</barks></dog>" }.joined()
            + "</r>"
    }
    static let brokenKennels = [
        "<r><dog><name>x</name><barks>maybe</barks></dog></r>",
        "<r><dog><name>x</name></dog><dog><name>y</name></cat></r>",
        "<r><dog><name>x</name>",
        "<r><dog><name>&e;</name></dog></r>",
    ]
    static let messages = [
        "<methodResponse><params><param><value><struct><member><name>a</name><value><i4>1</i4></value></member></struct></value></param></params></methodResponse>",
        "<methodCall><methodName>m</methodName><params><param><value><array><data><value>x</value><value><double>1.5</double></value></data></array></value></param></params></methodCall>",
        "<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member><member><name>faultString</name><value>no</value></member></struct></value></fault></methodResponse>",
        "<methodResponse><params><param><value><int>x</int></value></param></params></methodResponse>",
        "<methodResponse><params><param><value><boolean>1</boolean></value></param></params>",
    ]

    static func stream(_ xml: String) -> String {
        // Runs the async stream from a plain thread: the parser runs on a thread of its own, the
        // consumer on a task, this thread waits for it.
        let semaphore = DispatchSemaphore(value: 0)
        let result = LockedText()
        Task {
            result.set(
                await describeAsync {
                    var dogs: [Dog] = []
                    for try await dog in XMLReader.stream(
                        ofType: Dog.self, element: "dog", from: Data(xml.utf8), bufferSize: 2)
                    {
                        dogs.append(dog)
                    }
                    return dogs
                })
            semaphore.signal()
        }
        semaphore.wait()
        return result.value
    }

    static func describeAsync(_ body: () async throws -> some Any) async -> String {
        do {
            return "\(try await body())"
        } catch {
            return "\(type(of: error)): \(error)"
        }
    }

    static let reads: [Read] = {
        var reads: [Read] = []
        for xml in kennels + brokenKennels {
            reads.append(
                Read(name: "objects from String") {
                    describe { try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml) }
                })
            reads.append(
                Read(name: "object from Data") {
                    describe { try XMLReader.object(ofType: Dog.self, element: "dog", from: Data(xml.utf8)) }
                })
            reads.append(
                Read(name: "forEach from a stream") {
                    describe {
                        var dogs: [Dog] = []
                        try XMLReader.forEach(
                            ofType: Dog.self, element: "dog", from: .stream(InputStream(data: Data(xml.utf8)))
                        ) {
                            dog, _ in dogs.append(dog)
                        }
                        return dogs
                    }
                })
            reads.append(
                Read(name: "objects(in:)") {
                    describe {
                        try XMLReader.objects(in: ["dog": Dog.self], ignoring: ["name"], from: xml).map { "\($0)" }
                    }
                })
            reads.append(Read(name: "XMLReader.stream") { stream(xml) })
        }
        for xml in messages {
            reads.append(Read(name: "XML-RPC message") { describe { try XMLRPCMessage.decode(from: Data(xml.utf8)) } })
            reads.append(Read(name: "XML-RPC response") { describe { try XMLRPCResponse.decode(from: xml) } })
        }
        return reads
    }()

    @Test func eightThreadsReadLikeOne() throws {
        let perThread = ProcessInfo.processInfo.environment["XMLREADING_STRESS_READS"].flatMap(Int.init) ?? 1_000
        let reads = Self.reads
        let expected = reads.map { $0.run() }
        #expect(expected.contains { $0.hasPrefix("XMLReadingError") })
        #expect(expected.contains { $0.hasPrefix("[") })
        let mismatches = LockedText()
        let finished = DispatchGroup()
        for thread in 0..<8 {
            finished.enter()
            let worker = Thread {
                for round in 0..<perThread {
                    // Every thread walks the reads in its own order; streams are one read in ten.
                    var index = (thread * 7 + round * 13) % reads.count
                    if reads[index].name == "XMLReader.stream" && round % 10 != 0 { index = (index + 1) % reads.count }
                    let got = reads[index].run()
                    if got != expected[index] {
                        mismatches.append(
                            "thread \(thread), round \(round), \(reads[index].name): \(got) != \(expected[index])\n")
                    }
                }
                finished.leave()
            }
            worker.stackSize = 4 << 20
            worker.start()
        }
        finished.wait()
        #expect(mismatches.value == "")
    }
}

/// Text shared between threads.
final class LockedText: @unchecked Sendable {
    // @unchecked: `text` is only touched under `lock`.
    private let lock = NSLock()
    private var text = ""
    var value: String { lock.withLock { text } }
    func set(_ value: String) { lock.withLock { text = value } }
    func append(_ value: String) { lock.withLock { text += value } }
}
