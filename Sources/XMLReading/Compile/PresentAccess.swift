/// Stores into an optional collection property (`[T]?`, `[K: V]?`) that an entry's container
/// element makes present: the first store, or the container's start (``ItemPart/opened``), turns
/// `nil` into the empty collection, so that an absent container leaves `nil` and an empty one
/// gives `[]` (``Many``, ``Keyed`` and ``Pairs`` with a container name).
@usableFromInline
struct PresentAccess<Root, Value>: PartAccess {
    @usableFromInline typealias Part = Value
    @usableFromInline let access: PropertyAccess<Root, Value?>
    @usableFromInline let empty: @Sendable () -> Value

    @inlinable init(_ keyPath: WritableKeyPath<Root, Value?> & Sendable, empty: @escaping @Sendable () -> Value) {
        access = PropertyAccess(keyPath)
        self.empty = empty
    }

    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) throws -> Result) rethrows -> Result {
        try access.modify(&root) { value in
            if value == nil { value = empty() }
            return try body(&value!)
        }
    }

    /// Makes the property present (empty when it was `nil`): what the container's start does.
    @inlinable var open: @Sendable (inout Root) -> Void {
        { [self] root in modify(&root) { _ in } }
    }
}
