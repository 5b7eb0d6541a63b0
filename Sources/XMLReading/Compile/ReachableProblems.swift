import Foundation

/// The problems of a description and of every description reachable from it (nested models of
/// ``Element``, ``Item``, ``Many``, ``Choice`` cases, ``Keyed`` and ``Pairs`` values, recursive
/// types each once), found on first use and kept: ``ParsingDescription/problems`` and
/// ``ParsingDescription/validate()`` list them, and every read and write throws the first one
/// before it starts.
@usableFromInline final class ReachableProblems: @unchecked Sendable {
    // @unchecked Sendable: `found` is read and written only while `lock` is held; nothing else is stored.
    private let lock = NSLock()
    private var found: (plain: [String], located: [String])?

    @usableFromInline init() {}

    /// The problems, computed by `compute` on the first call. (Computed outside the lock: it asks
    /// other descriptions; two threads may both compute, the first stored wins.)
    func value(_ compute: () -> (plain: [String], located: [String])) -> (plain: [String], located: [String]) {
        lock.lock()
        if let found {
            lock.unlock()
            return found
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        found = computed
        return computed
    }
}

extension ParsingDescription {
    /// The problems of this description, then those of each reachable type's description.
    var reachableProblems: (plain: [String], located: [String]) {
        reachable.value {
            var plain = compiled.problems
            var located = compiled.locatedProblems
            for type in writePlan.summary.reachableTypes(from: ObjectIdentifier(Model.self)) {
                let table = type.table()
                plain += table.problems
                located += table.locatedProblems
            }
            return (plain, located)
        }
    }

    /// Throws the first problem of this description or of a description reachable from it, as
    /// reading it in the middle of a document would.
    func checkReachable() throws(XMLReadingError) {
        if let problem = reachableProblems.located.first {
            throw XMLReadingError(code: .invalidDescription, message: problem)
        }
    }
}
