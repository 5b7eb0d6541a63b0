/// Reads a property through its key path, taking the direct route when it can: the writing
/// side's ``PropertyAccess``.
///
/// Applying a `KeyPath` goes through the runtime's key-path machinery (and the metadata of its
/// generic types) on every read: a quarter of writing the benchmark catalog. For a stored
/// property of a struct, `MemoryLayout.offset(of:)` gives its byte offset once, and reading at
/// that offset is the load the compiler emits for `model.title`. Anything else (a class, a
/// computed property) keeps the key path.
@usableFromInline
struct PropertyRead<Root, Value>: Sendable {
    @usableFromInline let keyPath: KeyPath<Root, Value> & Sendable
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: KeyPath<Root, Value> & Sendable) {
        self.keyPath = keyPath
        self.offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    @inlinable
    func get(_ root: Root) -> Value {
        guard let offset else { return root[keyPath: keyPath] }
        return withUnsafeBytes(of: root) { bytes in
            bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
        }
    }
}
