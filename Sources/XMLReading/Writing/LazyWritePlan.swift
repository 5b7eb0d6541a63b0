import Foundation

/// A description's ``WritePlan``, built the first time it is asked for and kept, not when the
/// entries are created. (The first read asks for it too: the check of every reachable
/// description walks its graph of nested types.)
///
/// ```swift
/// let writing = LazyWritePlan(component.writers, namespace: namespace)      // nothing built yet
/// try writing.plan.writeContent(of: book, to: emitter)                        // built, then kept
/// ```
///
/// `@unchecked Sendable`: `entries`, `namespace` and `prefixes` are constants of `Sendable` types, and `built`,
/// the only mutable state, is read and written only while `lock` is held; the plan it holds is an
/// immutable `Sendable` class. Two threads asking at once both find it built, or one builds it
/// while the other waits.
@usableFromInline final class LazyWritePlan<Model>: @unchecked Sendable {
    private let entries: [WriteEntry<Model>]
    private let namespace: DefaultNamespace?
    private let prefixes: [(prefix: String, uri: String)]
    private let lock = NSLock()
    private var built: WritePlan<Model>?

    @usableFromInline init(
        _ entries: [WriteEntry<Model>], namespace: DefaultNamespace?, prefixes: [(prefix: String, uri: String)] = []
    ) {
        self.entries = entries
        self.namespace = namespace
        self.prefixes = prefixes
    }

    /// The plan, built on the first call. (Building it asks no other description for its plan,
    /// so holding the lock meanwhile cannot deadlock: nested descriptions are asked when written.)
    @usableFromInline var plan: WritePlan<Model> {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let plan = WritePlan(entries, namespace: namespace, prefixes: prefixes)
        built = plan
        return plan
    }
}
