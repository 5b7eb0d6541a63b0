import Foundation
import Testing
import XMLReading

@Suite struct AsyncStreamTests {
    static func kennel(_ count: Int) -> String {
        "<kennel>" + (0..<count).map { "<dog><name>d\($0)</name><barks>\($0 % 2 == 0)</barks></dog>" }.joined()
            + "</kennel>"
    }

    @Test func objectsArriveInDocumentOrder() async throws {
        var names: [String] = []
        for try await dog in XMLReader.stream(of: Dog.self, element: "dog", from: Self.kennel(50)) {
            names.append(dog.name)
        }
        #expect(names == (0..<50).map { "d\($0)" })
    }

    @Test func anErrorArrivesAfterTheObjectsBeforeIt() async throws {
        let xml = "<r><dog><name>a</name></dog><dog><name>b</name></dog>\n<dog><barks>maybe</barks></dog></r>"
        var names: [String] = []
        let error = await #expect(throws: XMLReadingError.self) {
            for try await dog in XMLReader.stream(of: Dog.self, element: "dog", from: Data(xml.utf8)) {
                names.append(dog.name)
            }
        }
        #expect(names == ["a", "b"])
        #expect(error?.description == "line 2, column 12: cannot read \"maybe\" as Bool for <barks> at /r/dog[3]/barks")
    }

    @Test func aSlowConsumerHoldsTheParserBackAndLeavingTheLoopStopsIt() async throws {
        let data = Data(Self.kennel(200_000).utf8)  // about 10 MB
        let counter = ByteCounter()
        var seen = 0
        for try await _ in XMLReader.stream(
            of: Dog.self, element: "dog", from: DataInputStream(data, counter: counter), bufferSize: 4)
        {
            seen += 1
            if seen == 1 {
                try await Task.sleep(for: .milliseconds(300))
                // Back-pressure: with 4 objects buffered the parser waits; it has pulled at most a
                // few of its 128 KiB chunks, not the document.
                #expect(counter.value < 1_000_000)
            }
            if seen == 3 { break }
        }
        try await Task.sleep(for: .milliseconds(300))
        let afterBreak = counter.value
        try await Task.sleep(for: .milliseconds(300))
        #expect(counter.value == afterBreak)
        #expect(afterBreak < data.count)
    }
}
