import Foundation
import Testing
import XMLReading

@Suite struct ConcurrencyTests {
    static let valid = (0..<8).map { index in
        "<r>" + (0..<50).map { "<dog><name>t\(index)-\($0)</name><barks>\($0 % 3 == 0)</barks></dog>" }.joined() + "</r>"
    }
    static let malformed = "<r><dog><name>x</name><barks>maybe</barks></dog></r>"

    @Test func manyTasksReadWithSharedDescriptionsAndGetTheSerialResults() async throws {
        let expected = try Self.valid.map { try XMLReader.objects(ofType: Dog.self, element: "dog", from: $0) }
        let expectedError = errorMessage { _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: Self.malformed) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for round in 0..<25 {
                        let index = (task + round) % Self.valid.count
                        let dogs = try XMLReader.objects(ofType: Dog.self, element: "dog", from: Data(Self.valid[index].utf8))
                        guard dogs == expected[index] else { return false }
                        do {
                            _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: Self.malformed)
                            return false
                        } catch let error as XMLReadingError {
                            guard String(describing: error) == expectedError else { return false }
                        }
                    }
                    return true
                }
            }
            for try await matched in group {
                #expect(matched)
            }
        }
    }
}
