import Foundation
import TestSupport
import Testing
import XMLRPC
import XMLReading

extension Tag {
    /// The fuzz harness: a few seconds by default, as long as `XMLREADING_FUZZ_SECONDS` says.
    @Tag static var fuzz: Self
}

/// Mutates valid catalog and XML-RPC documents and reads every result.
///
/// For every input: no crash, no slow input (``FuzzWatchdog``: `XMLREADING_FUZZ_INPUT_LIMIT`
/// seconds, default 10; inputs stay under 8 KB so a linear parser needs milliseconds; an input
/// over the limit is recorded as an issue with its bytes once it ends, and one that never ends is
/// printed when it passes the limit and left to the run's own time limit), and either a result
/// or an `XMLReadingError` with a position. A mutated document that still parses, where the
/// mutation landed inside ignored content (a comment, or `<junk>` which ``FuzzBook`` ignores),
/// reads the same as the original.
///
/// ```
/// XMLREADING_FUZZ_SECONDS=3600 XMLREADING_FUZZ_SEED=42 swift test --filter FuzzTests
/// XMLREADING_FUZZ_INPUTS=5000 XMLREADING_FUZZ_SEED=42 swift test --filter FuzzTests   # an exact count
/// ```
@Suite struct FuzzTests {
    enum Outcome: Equatable {
        case books([FuzzBook])
        case message(XMLRPCMessage)
        case refused(String)
    }

    static func read(_ bytes: [UInt8], as kind: FuzzDocument.Kind) throws -> Outcome {
        let data = Data(bytes)
        switch kind {
        case .catalog: return .books(try XMLReader.objects(ofType: FuzzBook.self, element: "book", from: data))
        case .xmlRPC: return .message(try XMLRPCMessage.decode(from: data))
        }
    }

    @Test(.tags(.fuzz)) func mutatedDocumentsGiveAResultOrAnXMLReadingError() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["XMLREADING_FUZZ_SECONDS"].flatMap(Double.init) ?? 3
        let inputs = environment["XMLREADING_FUZZ_INPUTS"].flatMap(Int.init)
        let seed = environment["XMLREADING_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_260_601
        let limit = environment["XMLREADING_FUZZ_INPUT_LIMIT"].flatMap(Double.init) ?? 10
        var generator = SplitMix64(seed: seed)
        let watchdog = FuzzWatchdog(limit: .milliseconds(Int(limit * 1000)), seed: seed)
        defer { watchdog.stop() }
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var tried = 0
        var accepted = 0
        var compared = 0
        var failures = 0

        while inputs.map({ tried < $0 }) ?? (ContinuousClock.now < deadline), failures < 10 {
            let document =
                Bool.random(using: &generator)
                ? FuzzDocument.catalog(using: &generator) : FuzzDocument.xmlRPC(using: &generator)
            let reference = try Self.read(document.bytes, as: document.kind)
            for _ in 0..<16 {
                let mutation = FuzzMutation.random(of: document.bytes, using: &generator)
                tried += 1
                watchdog.begin(tried, mutation.bytes)
                let outcome: Outcome
                do {
                    outcome = try Self.read(mutation.bytes, as: document.kind)
                } catch let error as XMLReadingError {
                    outcome = .refused(String(describing: error))
                    if error.line < 1 && !mutation.bytes.isEmpty {
                        failures += 1
                        Issue.record("input \(tried) of seed \(seed): no position in \(error)")
                    }
                    // Failures that happen inside an element must name it.
                    if Self.happensInsideAnElement.contains(error.code.rawValue) && !error.path.hasPrefix("/") {
                        failures += 1
                        Issue.record("input \(tried) of seed \(seed): no element path in \(error)")
                    }
                } catch {
                    outcome = .refused("")
                    failures += 1
                    Issue.record(
                        "input \(tried) of seed \(seed) threw \(type(of: error)), not XMLReadingError: \(error)")
                }
                if let slow = watchdog.end() {
                    failures += 1
                    Issue.record("fuzz: \(slow)")
                }
                guard case .refused = outcome else {
                    accepted += 1
                    if mutation.landsIn(document.ignored) {
                        compared += 1
                        if outcome != reference {
                            failures += 1
                            Issue.record(
                                "input \(tried) of seed \(seed) (\(mutation.kind) in ignored content) read differently: \(String(decoding: mutation.bytes, as: UTF8.self))"
                            )
                        }
                    }
                    continue
                }
            }
        }
        print(
            "fuzz: \(tried) inputs tried, seed \(seed); \(accepted) accepted (\(compared) compared with the reference read), \(tried - accepted) refused"
        )
        #expect(tried > 0)
    }

    /// Error codes that can only arise while an element is open, so their path is never empty.
    static let happensInsideAnElement: Set<String> = [
        "valueConversion", "unexpectedElement", "completionFailed", "unexpectedEndOfDocument",
        "depthLimitExceeded", "invalidXMLRPC", "typeMismatch", "missingMember", "elementReaderFailed",
    ]
}
