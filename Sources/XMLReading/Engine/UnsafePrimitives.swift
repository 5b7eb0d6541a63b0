// The reader's unsafe primitives, in one place, each with the argument for why its uses are safe.
//
// Why any exist: a read makes several calls per parser event, and millions of events per 10 MB.
// Two costs that safe Swift pays there are measurable (callgrind, `Benchmarks/`): the run-time
// exclusivity check on every access to a stored `var` of a class, and a retain and a release for
// every class reference copied out of an array or a property. The primitives below avoid exactly
// those two, and nothing else.

/// A value in memory of its own, owned by the class that stores it: reading and writing
/// ``value`` needs no run-time exclusivity check, unlike a stored `var` of a class.
///
/// ```swift
/// final class Engine {
///     let state = OwnedStorage(ReadingState(…))
///     func event() { state.value.handle() }      // no exclusivity check per access
/// }
/// ```
///
/// Safe because: the storage is `~Copyable`, so exactly one owner frees it (in its `deinit`),
/// after the last access; and every owner in this module (the parser delegate's state, an
/// ``ElementReader``'s box, the input guard of a stream) is touched by one thread, one event at a
/// time — a parse is sequential, and owners are never shared between reads — which is what the
/// exclusivity checks would verify.
@usableFromInline
struct OwnedStorage<Value>: ~Copyable {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    @inlinable init(_ value: consuming Value) {
        pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    /// The value, read and written in place.
    @inlinable var value: Value {
        @inline(__always) unsafeAddress { UnsafePointer(pointer) }
        @inline(__always) nonmutating unsafeMutableAddress { pointer }
    }
}

/// Memory for a value that can be moved out and put back: a model under construction, handed to
/// its parent without a copy and restarted when its frame is reused.
///
/// Unlike ``OwnedStorage`` it does not know whether it holds a value, so its owner tracks that
/// and pairs the calls: `init` → (``value`` … ``take()`` → ``put(_:)``)* → ``release(holdingValue:)``.
///
/// Safe because: its one owner, ``ModelFrame``, keeps the flag (`holdsModel`) that says whether a
/// value is there, reads ``value`` only while it is, calls ``take()`` once per value and
/// ``release(holdingValue:)`` once, in its `deinit`; and a frame belongs to one read, whose events
/// run one at a time on one thread.
@usableFromInline
struct MovableStorage<Value> {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    @inlinable init(_ value: consuming Value) {
        pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    /// The value, read and written in place; only while one is held.
    @inlinable var value: Value {
        @inline(__always) unsafeAddress { UnsafePointer(pointer) }
        @inline(__always) nonmutating unsafeMutableAddress { pointer }
    }

    /// Moves the value out (no copy); the storage is empty afterwards.
    @inlinable func take() -> Value { pointer.move() }

    /// Puts a value into the empty storage.
    @inlinable func put(_ value: consuming Value) { pointer.initialize(to: value) }

    /// Frees the memory, destroying the value if one is held.
    @inlinable func release(holdingValue: Bool) {
        if holdingValue { pointer.deinitialize(count: 1) }
        pointer.deallocate()
    }
}

extension Unmanaged {
    /// Calls `body` with the object, neither retained nor released around the call.
    ///
    /// ```swift
    /// try frameReference.withInstance { frame in try frame.store(text) }
    /// ```
    ///
    /// Safe because: every `Unmanaged` reference the engine keeps is unretained and stands beside
    /// an owning one that outlives it — a frame is owned by the engine's `frames` array while a
    /// level or the scope points at it, a table by its frame's `table`, a slot by its table's
    /// `slots`, and the parser by the read that runs it — so the object is alive for the whole call.
    @inlinable @inline(__always)
    func withInstance<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
