import Foundation
import TestSupport
import Testing
import XMLReading

/// Both parsers give every document of the W3C suite the same outcome, to the word: the same
/// acceptance, or the same refusal (code, message, element path, line and column). Skipped like
/// ``ConformanceTests`` where the archive is missing.
@Suite(.enabled(if: ConformanceSuite.isAvailable, Comment(rawValue: ConformanceSuite.missingMessage)))
struct ConformanceEngineTests {
    @Test(arguments: ConformanceReading.policies.map(\.name))
    func libxml2RefusesAndAcceptsEveryDocumentAsXMLParserDoes(policy: String) throws {
        let dtd = try #require(ConformanceReading.policies.first { $0.name == policy }).dtd
        let all = try ConformanceSuite.cases.get()
        var compared = 0
        for test in all {
            let foundation = ConformanceReading.readNow(test.file, as: .data, dtd: dtd, parser: .foundation)
            let libxml2 = ConformanceReading.readNow(test.file, as: .data, dtd: dtd, parser: .libxml2)
            compared += 1
            if foundation != libxml2 {
                Issue.record("\(test.id) (\(policy)): XMLParser: \(foundation); libxml2: \(libxml2)")
            }
        }
        #expect(compared == 2586)
    }
}
