/// The time limit of `--timeout`: it holds for the whole call, every request of a multicall
/// included, and may be a fraction of a second. (The client's own timeout holds for each request
/// apart, in whole seconds on Linux.)
struct Deadline: Sendable {
    /// The limit passed before the work ended.
    struct Expired: Error {
        let seconds: Double
    }

    /// Seconds allowed, or `nil` for no limit.
    let seconds: Double?

    /// Runs `work`, cancelling it (the client then ends its request at once) and throwing
    /// ``Expired`` when it outlasts the limit.
    func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        guard let seconds else { return try await work() }
        return try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw Expired(seconds: seconds)
            }
            // The first to finish decides; the other is cancelled.
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}
