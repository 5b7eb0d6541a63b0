import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a client's session: hands each task's events to the ``TaskEvents`` (a
/// ``ResponseReceiver``, a ``DownloadSpool``) of
/// its call.
///
/// A session-wide delegate, because FoundationNetworking ignores `URLSessionTask.delegate` and
/// calls a per-call delegate (`data(for:delegate:)`) for neither received bytes nor
/// authentication challenges.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked Sendable: `receivers` is guarded by `lock`.
    private let lock = NSLock()
    private var receivers: [Int: any TaskEvents] = [:]

    /// Sends the events of `task` to `receiver` until ``remove(_:)``.
    func add(_ receiver: any TaskEvents, for task: URLSessionTask) {
        lock.withLock { receivers[task.taskIdentifier] = receiver }
    }

    func remove(_ task: URLSessionTask) {
        _ = lock.withLock { receivers.removeValue(forKey: task.taskIdentifier) }
    }

    private func receiver(_ task: URLSessionTask) -> (any TaskEvents)? {
        lock.withLock { receivers[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        receiver(dataTask)?.received(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        receiver(dataTask)?.received(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // Credentials travel in the request's own Authorization header; a challenge means they
        // were refused (or missing), which the call reports as the HTTP status. Any other answer
        // leaves FoundationNetworking waiting forever for credentials.
        receiver(task)?.challenged(challenge.failureResponse ?? task.response)
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        receiver(task)?.completed(task.response, error: error)
        remove(task)
    }
}

/// What receives a task's events from the ``SessionDelegate``.
protocol TaskEvents: AnyObject, Sendable {
    /// The response's headers arrived.
    func received(_ response: URLResponse)
    /// Bytes of the body arrived.
    func received(_ data: Data)
    /// The server asked for credentials (the request's own were refused or missing).
    func challenged(_ response: URLResponse?)
    /// The transfer ended, with `error` or without.
    func completed(_ response: URLResponse?, error: (any Error)?)
}
