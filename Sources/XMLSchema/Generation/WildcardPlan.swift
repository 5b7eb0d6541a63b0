import Foundation
import XMLReading

/// What an `xs:any` or `xs:anyAttribute` admits, resolved against the target namespace of the
/// schema it is written in: `##other` of the sitemap schema admits every namespace but the
/// sitemap's and no namespace.
package struct WildcardPlan: Sendable, Equatable {
    /// The namespaces listed, sorted, `nil` (no namespace) first.
    var listed: [String?]
    /// Whether the listed namespaces are the only ones admitted (`true`) or the only ones refused.
    var admitsListed: Bool
    /// `strict` (what it admits must be declared, and is read with its model), `lax` or `skip`.
    var process: String

    /// Every namespace, contents kept unread.
    static let any = WildcardPlan(listed: [], admitsListed: false, process: "skip")

    init(listed: [String?], admitsListed: Bool, process: String) {
        self.listed = listed
        self.admitsListed = admitsListed
        self.process = process
    }

    /// `namespace="##other"`, `"##any"` (the default) or a list of URIs, `##targetNamespace` and
    /// `##local`.
    init(_ wildcard: Wildcard, targetNamespace: String?) {
        process = wildcard.processContents?.trimmingCharacters(in: .whitespaces) ?? "strict"
        let tokens = (wildcard.namespace ?? "##any").split(whereSeparator: \.isWhitespace).map(String.init)
        if tokens == ["##any"] {
            listed = []
            admitsListed = false
        } else if tokens == ["##other"] {
            listed = Self.sorted([targetNamespace, nil])
            admitsListed = false
        } else {
            listed = Self.sorted(
                tokens.map { token -> String? in
                    switch token {
                    case "##targetNamespace": targetNamespace
                    case "##local": nil
                    default: token
                    }
                })
            admitsListed = true
        }
    }

    static func sorted(_ namespaces: [String?]) -> [String?] {
        var unique: [String?] = []
        for namespace in namespaces where !unique.contains(namespace) { unique.append(namespace) }
        return unique.sorted { ($0 ?? "") < ($1 ?? "") }
    }

    /// Whether an element or attribute in `namespace` (`nil`: none) is admitted.
    func admits(_ namespace: String?) -> Bool {
        listed.contains(namespace) == admitsListed
    }

    var admitsAll: Bool { !admitsListed && listed.isEmpty }

    /// What two wildcards of one model admit together, as one ``AnyElements`` keeps it.
    func union(_ other: WildcardPlan) -> WildcardPlan {
        if self == other { return self }
        let process = self.process == other.process ? process : "lax"
        switch (admitsListed, other.admitsListed) {
        case (true, true):
            return WildcardPlan(listed: Self.sorted(listed + other.listed), admitsListed: true, process: process)
        case (false, false):
            return WildcardPlan(
                listed: listed.filter { other.listed.contains($0) }, admitsListed: false, process: process)
        case (false, true):
            return WildcardPlan(
                listed: listed.filter { !other.listed.contains($0) }, admitsListed: false, process: process)
        case (true, false):
            return other.union(self)
        }
    }
}
