import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session of a client and its copies, with the delegate that receives every response, and
/// the cookies the server set. Invalidated when the last copy of the client goes away, as a
/// session with a delegate is otherwise kept forever.
final class ClientSession: Sendable {
    let session: URLSession
    let delegate: SessionDelegate
    let cookies = XMLRPCCookieJar()

    init(configuration: URLSessionConfiguration) {
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}
