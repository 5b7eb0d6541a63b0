import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Receives the response to one call, from the client's ``SessionDelegate``, so that the
/// client, not `URLSession`, decides when a transfer ends:
///
/// - bytes are counted as they arrive, and the transfer stops at ``limit`` (a hostile server
///   cannot make the client buffer without bound; `URLSession.bytes(for:)` is unavailable in
///   FoundationNetworking, a delegate works everywhere);
/// - a 401 with `WWW-Authenticate` ends the transfer with that response: FoundationNetworking
///   otherwise waits forever for credentials it does not have;
/// - cancelling the calling `Task` ends the call at once, whatever the transfer is doing.
///
/// The first of these, or the task's completion, resumes the caller; later events are ignored.
final class ResponseReceiver: TaskEvents, @unchecked Sendable {
    // @unchecked Sendable: every mutable property is guarded by `lock`.

    /// How a transfer ended.
    enum Outcome {
        case response(Data, URLResponse?)
        case tooLarge
        case cancelled
        case failed(any Error)
    }

    /// The most bytes a response body may have.
    let limit: Int
    private let lock = NSLock()
    private var body = Data()
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var outcome: Outcome?
    private var task: URLSessionTask?

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `task`, whose events `delegate` passes on, and returns how it ended; cancelling the
    /// calling `Task` cancels the transfer and returns ``Outcome/cancelled`` at once.
    func run(_ task: URLSessionDataTask, with delegate: SessionDelegate) async -> Outcome {
        delegate.add(self, for: task)
        lock.withLock { self.task = task }
        let outcome = await withTaskCancellationHandler { () async -> Outcome in
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let early = lock.withLock { () -> Outcome? in
                    if let outcome = self.outcome { return outcome }
                    self.continuation = continuation
                    return nil
                }
                if let early {
                    continuation.resume(returning: early)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            finish(.cancelled)
        }
        delegate.remove(task)
        return outcome
    }

    /// The response's headers arrived: a 401 ends the call with that status at once (before
    /// FoundationNetworking turns it into a challenge), and a declared length over the limit
    /// stops the transfer before any byte of the body.
    func received(_ response: URLResponse) {
        if (response as? HTTPURLResponse)?.statusCode == 401 {
            finish(.response(Data(), response))
        } else if response.expectedContentLength > Int64(limit) {
            finish(.tooLarge)
        }
    }

    /// Bytes of the body arrived.
    func received(_ data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            guard outcome == nil else { return false }
            if body.count + data.count > limit { return true }
            body.append(data)
            return false
        }
        if tooLarge { finish(.tooLarge) }
    }

    /// The server asked for credentials: the call ends with `response`, its 401.
    func challenged(_ response: URLResponse?) {
        finish(.response(Data(), response))
    }

    /// The transfer ended.
    func completed(_ response: URLResponse?, error: (any Error)?) {
        if let error {
            finish(.failed(error), stoppingTransfer: false)
        } else {
            let data = lock.withLock { body }
            finish(.response(data, response), stoppingTransfer: false)
        }
    }

    /// Resumes the caller with `outcome` unless it was resumed already, and stops the transfer
    /// when it is still running.
    private func finish(_ outcome: Outcome, stoppingTransfer: Bool = true) {
        let (continuation, task) = lock.withLock { () -> (CheckedContinuation<Outcome, Never>?, URLSessionTask?) in
            guard self.outcome == nil else { return (nil, nil) }
            self.outcome = outcome
            defer {
                self.continuation = nil
                self.task = nil
            }
            return (self.continuation, self.task)
        }
        if stoppingTransfer { task?.cancel() }
        continuation?.resume(returning: outcome)
    }
}
