/// Reads and writes a property through its key path, taking the direct route when it can.
///
/// Applying a key path goes through the runtime's key-path machinery (and the metadata of its
/// generic types) on every use: a quarter of writing the benchmark catalog. For a stored property of
/// a struct, `MemoryLayout.offset(of:)` gives its byte offset once, and reading or writing at that
/// offset is the load or store the compiler emits for `model.title`: on a write the old value is
/// released and the new one stored. Anything else (a class, a computed property) keeps the key path.
@usableFromInline
struct PropertyAccess<Root, Value>: PartAccess {
    @usableFromInline typealias Part = Value

    @usableFromInline let keyPath: WritableKeyPath<Root, Value> & Sendable
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
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

    @inlinable
    func set(_ root: inout Root, _ value: consuming Value) {
        if let offset {
            // Swapped in, not assigned: a consumed value cannot move into a closure, but it can be
            // exchanged with the old one, which is released when `value` ends.
            var value = value
            withUnsafeMutableBytes(of: &root) { bytes in
                swap(&bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee, &value)
            }
        } else {
            root[keyPath: keyPath] = value
        }
    }

    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) throws -> Result) rethrows -> Result {
        if let offset {
            return try withUnsafeMutableBytes(of: &root) { bytes in
                try body(&bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
            }
        } else {
            return try body(&root[keyPath: keyPath])
        }
    }
}

/// Where a rule compiled for one type stores into a larger one: a property (``PropertyAccess``), a
/// property set from a choice (``AssignAccess``), an array appended to (``AppendAccess``), or a case
/// that embeds another enum's (``EmbedAccess``).
@usableFromInline
protocol PartAccess<Root, Part>: Sendable {
    associatedtype Root
    associatedtype Part
    func modify<Result>(_ root: inout Root, _ body: (inout Part) throws -> Result) rethrows -> Result
}

/// A rule that reads one of several cases into `Value?` sets a property of type `Value` when it
/// produced a value (``Choice``).
@usableFromInline
struct AssignAccess<Root, Value>: PartAccess {
    @usableFromInline typealias Part = Value?
    @usableFromInline let access: PropertyAccess<Root, Value>

    @inlinable init(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        access = PropertyAccess(keyPath)
    }

    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value?) throws -> Result) rethrows -> Result {
        var value: Value?
        let result = try body(&value)
        if let value { access.set(&root, value) }
        return result
    }
}

/// A rule that reads one case into `Value?` appends what it produced to an array (``Case`` in a
/// ``Many``).
@usableFromInline
struct AppendAccess<Value>: PartAccess {
    @usableFromInline typealias Root = [Value]
    @usableFromInline typealias Part = Value?

    @inlinable init() {}

    @inlinable
    func modify<Result>(_ root: inout [Value], _ body: (inout Value?) throws -> Result) rethrows -> Result {
        var value: Value?
        let result = try body(&value)
        if let value { root.appendItem(value) }
        return result
    }
}

/// A rule that reads one case of an inner enum into `Member?` sets the outer value to the case
/// that embeds it (a ``Case`` by attribute: `.shape(.circle(…))`).
@usableFromInline
struct EmbedAccess<Value, Member>: PartAccess {
    @usableFromInline typealias Root = Value?
    @usableFromInline typealias Part = Member?
    @usableFromInline let embed: @Sendable (Member) -> Value

    @inlinable init(_ embed: @escaping @Sendable (Member) -> Value) {
        self.embed = embed
    }

    @inlinable
    func modify<Result>(_ root: inout Value?, _ body: (inout Member?) throws -> Result) rethrows -> Result {
        var member: Member?
        let result = try body(&member)
        if let member { root = embed(member) }
        return result
    }
}
