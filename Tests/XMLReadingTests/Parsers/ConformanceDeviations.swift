import Foundation

/// The checked-in list of tests on which the reader is expected to differ from the W3C suite
/// (`Tests/Conformance/deviations.txt`), each with its reason:
///
/// ```
/// accepted: the internal DTD subset's grammar is not checked
/// message: …                       (refused groups: words every refusal's message contains)
///     not-wf-sa-056 both            (the test's ID; the policies: both, standard, internalEntities)
/// ```
///
/// A group's first word says which way the reader differs: `accepted` (a not-well-formed
/// document read without error) or `refused` (a valid or invalid document refused).
struct ConformanceDeviations {
    struct Group: Sendable {
        var accepted: Bool
        var reason: String
        /// Words every refusal of the group's documents contains (`refused` groups).
        var message: String?
    }

    /// The group of each listed test, per policy name.
    var groups: [String: [String: Group]] = [:]

    init(contentsOf url: URL) throws {
        var group: Group?
        for (index, line) in try String(decoding: Data(contentsOf: url), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            let problem = { (what: String) in ConformanceSuiteError(description: "deviations.txt:\(index + 1): \(what)")
            }
            if text.isEmpty || text.hasPrefix("#") { continue }
            if line.first?.isWhitespace == false {
                if text.hasPrefix("message: ") {
                    guard group?.accepted == false else { throw problem("a message belongs to a refused group") }
                    group?.message = String(text.dropFirst("message: ".count))
                    continue
                }
                let accepted = text.hasPrefix("accepted: ")
                guard accepted || text.hasPrefix("refused: ") else {
                    throw problem("a group starts with \"accepted: \" or \"refused: \", then the reason")
                }
                group = Group(accepted: accepted, reason: text, message: nil)
                continue
            }
            let words = text.split(separator: " ")
            guard let group, words.count == 2 else { throw problem("expected \"ID POLICY\" in a group") }
            let names = words[1] == "both" ? ConformanceReading.policies.map(\.name) : [String(words[1])]
            for name in names {
                guard ConformanceReading.policies.contains(where: { $0.name == name }) else {
                    throw problem("no policy \(name); both, standard or internalEntities")
                }
                guard groups[name, default: [:]][String(words[0])] == nil else {
                    throw problem("\(words[0]) is listed twice for \(name)")
                }
                groups[name, default: [:]][String(words[0])] = group
            }
        }
    }
}
