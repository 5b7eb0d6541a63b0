import Foundation
import TestSupport
import Testing
import XMLReading

/// The W3C XML Conformance Test Suite (``ConformanceSuite/archive``, unmodified): every
/// standalone XML 1.0 test a non-validating, namespace-aware processor is scored on
/// (``ConformanceCase/isScored``), read with each policy from each input kind. The reader must
/// agree with the suite (valid and invalid documents accepted, not-well-formed ones refused)
/// except where `Tests/Conformance/deviations.txt` lists the test, and must differ where it does:
/// a fix that makes a listed test agree removes it from the list.
///
/// Skipped, with a message naming both places, where the archive is neither at
/// `XMLREADING_CONFORMANCE_SUITE` nor at `../shared/conformance/`.
@Suite(.enabled(if: ConformanceSuite.isAvailable, Comment(rawValue: ConformanceSuite.missingMessage)))
struct ConformanceTests {
    @Test(arguments: ReadingParsers.all)
    func theSuiteAgreesExceptForTheListedDeviations(parser: ReadingParser) throws {
        let all = try ConformanceSuite.cases.get()
        let scored = all.filter(\.isScored)
        #expect(all.count == 2586)
        #expect(scored.count == 1718)
        let deviations = try ConformanceDeviations(contentsOf: ConformanceSuite.deviationsFile)
        let ids = Set(scored.map(\.id))
        for (policy, listed) in deviations.groups {
            for id in listed.keys.sorted() where !ids.contains(id) {
                Issue.record("deviations.txt lists \(id) for \(policy), which is not a scored test of the suite")
            }
        }
        var outcomes = ""
        for (policy, dtd) in ConformanceReading.policies {
            var table = ConformanceTable()
            let listed = deviations.groups[policy, default: [:]]
            for test in scored {
                let results = ConformanceReading.Kind.allCases.map {
                    ($0, ConformanceReading.read(test.file, as: $0, dtd: dtd, parser: parser))
                }
                let outcome = results[0].1
                for (kind, other) in results.dropFirst() where other != outcome {
                    Issue.record(
                        "\(test.id) (\(policy)): read from a \(kind.rawValue) it is \(other); from Data, \(outcome)")
                }
                let agrees = outcome.isAccepted == test.mustBeAccepted
                table.count(test, agrees: agrees, listed: listed[test.id] != nil)
                if case .refused(let message) = outcome {
                    checkRefusal(message, of: test, policy: policy)
                    outcomes += "\(policy)\t\(test.id)\t\(test.type)\t\(message)\n"
                } else if !agrees {
                    outcomes += "\(policy)\t\(test.id)\t\(test.type)\taccepted\n"
                }
                check(test, outcome, agrees: agrees, listed: listed[test.id], policy: policy)
            }
            print(
                table.rendered(
                    title: "W3C XML Conformance Test Suite with ReadingOptions(dtd: .\(policy), parser: .\(parser))"))
        }
        // Every refusal, and every not-well-formed document accepted, for whoever updates the list.
        if let path = ProcessInfo.processInfo.environment["XMLREADING_CONFORMANCE_OUTCOMES"] {
            try Data(outcomes.utf8).write(to: URL(fileURLWithPath: path + (parser == .foundation ? "" : ".\(parser)")))
        }
    }

    /// A refusal is placed within the document (a line that exists, a column at most one past
    /// its end; counted in bytes, which are at least as many as characters) and says what is
    /// wrong in words, never only the parser's error number.
    func checkRefusal(_ message: String, of test: ConformanceCase, policy: String) {
        // The length in bytes of each line (CR, LF and CR LF end one).
        var lines = [0]
        var previous: UInt8 = 0
        for byte in (try? Data(contentsOf: test.file)) ?? Data() {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) {
                lines.append(0)
            } else if byte != 0x0A {
                lines[lines.count - 1] += 1
            }
            previous = byte
        }
        let place = message.prefix { $0 != ":" }
        let numbers = place.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let isInside =
            place.hasPrefix("line ") && numbers.count == 2 && (1...lines.count).contains(numbers[0])
            && (1...lines[numbers[0] - 1] + 1).contains(numbers[1])
        if !isInside {
            Issue.record("\(test.id) (\(policy)) is refused at a place outside the document: \(message)")
        }
        if message.contains("libxml2 code") {
            Issue.record("\(test.id) (\(policy)) is refused with the parser's error number only: \(message)")
        }
    }

    func check(
        _ test: ConformanceCase, _ outcome: ConformanceReading.Outcome, agrees: Bool,
        listed: ConformanceDeviations.Group?, policy: String
    ) {
        let said = outcome.isAccepted ? "accepted" : "refused (\(outcome))"
        switch (agrees, listed) {
        case (true, nil):
            break
        case (true, .some(let group)):
            Issue.record(
                "\(test.id) (\(test.suite), \(test.type)) now agrees with the suite under \(policy): remove it from deviations.txt (\(group.reason))"
            )
        case (false, nil):
            Issue.record(
                "\(test.id) (\(test.suite), \(test.type), \(test.file.lastPathComponent)) is \(said) under \(policy), and deviations.txt does not list it"
            )
        case (false, .some(let group)):
            if group.accepted != outcome.isAccepted {
                Issue.record("\(test.id) is \(said) under \(policy), but deviations.txt lists it as \(group.reason)")
            }
            if case .refused(let message) = outcome, let words = group.message, !message.contains(words) {
                Issue.record(
                    "\(test.id) is refused under \(policy) with \"\(message)\", which does not say \"\(words)\" as its group in deviations.txt does"
                )
            }
        }
    }
}

/// Agreement counts per suite and type, printed as a table.
struct ConformanceTable {
    struct Row {
        var tests = 0
        var agree = 0
        var listed = 0
    }

    var rows: [String: Row] = [:]
    var order: [String] = []

    mutating func count(_ test: ConformanceCase, agrees: Bool, listed: Bool) {
        let key = "\(test.suite) \(test.type)"
        if rows[key] == nil { order.append(key) }
        rows[key, default: Row()].tests += 1
        if agrees { rows[key, default: Row()].agree += 1 }
        if listed { rows[key, default: Row()].listed += 1 }
    }

    func rendered(title: String) -> String {
        func line(_ name: String, _ row: Row) -> String {
            let cells = [row.tests, row.agree, row.tests - row.agree, row.listed].map { String($0) }
            return name.padding(toLength: 28, withPad: " ", startingAt: 0)
                + cells.map { String(repeating: " ", count: max(0, 10 - $0.count)) + $0 }.joined()
        }
        var total = Row()
        for row in rows.values {
            total.tests += row.tests
            total.agree += row.agree
            total.listed += row.listed
        }
        let header =
            "suite and type".padding(toLength: 28, withPad: " ", startingAt: 0)
            + ["tests", "agree", "disagree", "listed"].map {
                String(repeating: " ", count: 10 - $0.count) + $0
            }.joined()
        return ([title, header] + order.map { line($0, rows[$0]!) } + [line("all", total)]).joined(separator: "\n")
    }
}
