import Foundation
import Testing
import XMLReading

/// Issue 25's leak check: malformed documents read on libxml2 leave no memory behind. Run by
/// `.ci/run` on its own (resident memory is only meaningful without other suites running):
///
/// ```sh
/// XMLREADING_LEAK_CHECK_DOCUMENTS=40000 swift test --skip-build --filter LibXML2LeakTests
/// ```
///
/// A first batch brings the process to its steady state (caches, the allocator's pools); the
/// second batch, as large, must not raise the resident set by more than 1 MiB: a leak of 27 bytes
/// per document would. (`XMLParser` itself leaks on malformed documents on Linux, about 190 bytes
/// each, which is why this runs on libxml2 only.)
@Suite struct LibXML2LeakTests {
    struct Dog: XMLReadable {
        var name = "", age = 0
        static let parsingDescription = ParsingDescription<Dog> {
            Element("name", \.name)
            Element("age", \.age)
        }
    }

    static let malformed: [String] = [
        "<kennel><dog><name>a</name><age>1</age></dog><dog><name>b</name>",
        "<kennel><dog><name>a</nmae></dog></kennel>",
        "<kennel><dog><name>a &bogus; b</name></dog></kennel>",
        "<kennel><dog><name>a</name><age>old</age></dog></kennel>",
        "<kennel><dog a=\"1\" a=\"2\"><name>x</name></dog></kennel>",
        "<kennel><dog><name>\u{1}</name></dog></kennel>",
        "<kennel><dog><name>a</name></dog></kennel><extra/>",
        "<kennel xmlns:p=\"urn:p\"><q:dog/></kennel>",
    ]

    static var documents: Int? {
        ProcessInfo.processInfo.environment["XMLREADING_LEAK_CHECK_DOCUMENTS"].flatMap { Int($0) }
    }

    /// `VmRSS` of /proc/self/status (Linux), in bytes.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// Reads `count` malformed documents on libxml2; every one must be refused.
    static func readMalformed(_ count: Int) -> Int {
        let data = malformed.map { Data($0.utf8) }
        var refused = 0
        for index in 0..<count {
            do {
                try XMLReader.forEach(
                    ofType: Dog.self, element: "dog", from: data[index % data.count],
                    options: ReadingOptions(parser: .libxml2)
                ) { _, _ in }
            } catch {
                refused += 1
            }
        }
        return refused
    }

    @Test(.enabled(if: documents != nil && residentBytes() != nil, "XMLREADING_LEAK_CHECK_DOCUMENTS, on Linux"))
    func malformedDocumentsOnLibXML2LeaveNoMemoryBehind() throws {
        let count = try #require(Self.documents)
        #expect(Self.readMalformed(count) == count)
        let before = try #require(Self.residentBytes())
        #expect(Self.readMalformed(count) == count)
        let after = try #require(Self.residentBytes())
        print(
            "libxml2, \(count) malformed documents after \(count) more: resident \(before / 1024) KiB → \(after / 1024) KiB"
        )
        #expect(after - before < 1024 * 1024, "the resident set grew by \(after - before) bytes")
    }
}
