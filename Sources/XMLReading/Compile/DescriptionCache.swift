import Foundation

/// Each model type's description, built once per process.
///
/// A non-generic model declares `static let parsingDescription`, built once anyway. A generic one
/// cannot (Swift has no stored static properties in generic types), so its `static var` builds and
/// compiles a new description on every access — once per object read. Reads take descriptions from
/// here instead, when they make a model's frame: the first access of each type (each
/// specialization, `Page<Book>` apart from `Page<Author>`) builds it, every later one finds it.
/// (Writes still ask the type for each object: a lookup per written object costs 2% of a write,
/// more than building a small description.)
@usableFromInline enum DescriptionCache {
    /// A description kept as an object, so that a lookup needs no dynamic cast.
    final class Entry<Model>: Sendable {
        let description: ParsingDescription<Model>
        init(_ description: ParsingDescription<Model>) { self.description = description }
    }

    private static let lock = NSLock()
    /// Guarded by `lock`; every value is the `Entry<Model>` of its key's type.
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: AnyObject] = [:]

    @usableFromInline static func description<Model: XMLReadable>(of type: Model.Type) -> ParsingDescription<Model> {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let found = entries[key] {
            lock.unlock()
            return unsafeDowncast(found, to: Entry<Model>.self).description
        }
        lock.unlock()
        // Built outside the lock: a description may name other models, whose descriptions are
        // built (and cached) while this one is. Two threads may both build one; the first stored wins.
        let built = Entry(Model.parsingDescription)
        lock.lock()
        defer { lock.unlock() }
        if let found = entries[key] { return unsafeDowncast(found, to: Entry<Model>.self).description }
        entries[key] = built
        return built.description
    }
}

extension XMLReadable {
    /// ``parsingDescription``, built once per type (see ``DescriptionCache``).
    @usableFromInline static var cachedDescription: ParsingDescription<Self> {
        DescriptionCache.description(of: Self.self)
    }
}
