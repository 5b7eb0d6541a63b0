import Foundation
import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection read with `poll(2)` and `recv(2)`: what ``PlainHTTPDownload`` reads a plain
/// `http` response from.
///
/// ```swift
/// let socket = try SocketConnection(timeout: 10, shown: "http://127.0.0.1:8080/")
/// try socket.connect(host: "127.0.0.1", port: 8080)
/// try socket.send(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".utf8))
/// let count = try socket.receive(into: buffer)   // waits at most 10 s for the first byte
/// ```
///
/// Every wait (connecting, sending, receiving) ends after `timeout` seconds without progress with
/// ``XMLReadingError/Code/timedOut``; ``interrupt()``, from any thread, wakes a waiting read or
/// send (through a pipe each wait polls beside the socket) and makes it and every later one
/// fail with ``XMLReadingError/Code/cancelled``.
final class SocketConnection: HTTPByteSource, @unchecked Sendable {
    // @unchecked Sendable: `interrupted` is guarded by `lock`; the descriptors never change and
    // are closed only in `deinit`, so `interrupt()` (which holds a reference) never writes to a
    // descriptor reused by another file. Sending and receiving happen on one thread at a time.

    /// The connected socket, -1 before ``connect(host:port:)``: written only by the thread that
    /// connects, before it sends or receives; `interrupt()` never reads it.
    private var descriptor: Int32 = -1
    /// The pipe `interrupt()` writes to, to wake a wait: read end, write end.
    private let wake: (read: Int32, write: Int32)
    private let timeout: TimeInterval
    private let shown: String
    private let lock = NSLock()
    private var interrupted = false

    /// A connection not yet connected: ``interrupt()`` can already stop what follows.
    ///
    /// - Parameter shown: the URL as messages show it.
    init(timeout: TimeInterval, shown: String) throws(XMLReadingError) {
        self.timeout = timeout
        self.shown = shown
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw XMLReadingError(
                code: .transport, message: "\(shown): cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { Self.closeOnExec(end) }
        wake = (ends[0], ends[1])
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        close(wake.read)
        close(wake.write)
    }

    /// Descriptors of this connection are not inherited by programs the process starts.
    private static func closeOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    /// Connects to `host` (a name or an address) on `port`, trying each address the name has,
    /// each for at most the timeout. The name lookup itself (`getaddrinfo`) cannot be
    /// interrupted: the resolver's own time-outs bound it.
    func connect(host: String, port: Int) throws(XMLReadingError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc) || canImport(Musl)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            let reason = status == EAI_SYSTEM ? String(cString: strerror(errno)) : String(cString: gai_strerror(status))
            throw XMLReadingError(code: .transport, message: "\(shown): cannot find the host \(host): \(reason)")
        }
        defer { freeaddrinfo(first) }
        var reason = "no address"
        var timedOut = false
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let current = address {
            if isInterrupted { throw cancelled }
            address = current.pointee.ai_next
            switch Self.connect(current.pointee, timeout: timeout, wake: wake.read) {
            case .success(let descriptor):
                self.descriptor = descriptor
                return
            case .failure(let failure):
                // Another address may answer (IPv4 where IPv6 is silently dropped).
                timedOut = timedOut || failure.timedOut
                reason = failure.reason
            }
        }
        if isInterrupted { throw cancelled }
        if timedOut {
            throw XMLReadingError(code: .timedOut, message: "no connection to \(shown) within \(timeout) seconds")
        }
        throw XMLReadingError(code: .transport, message: "\(shown): cannot connect to \(host) port \(port): \(reason)")
    }

    private struct ConnectFailure: Error {
        var reason: String
        var timedOut = false
    }

    /// A non-blocking socket connected to `address`, waiting at most `timeout` for the connection
    /// or until `wake` is readable.
    private static func connect(_ address: addrinfo, timeout: TimeInterval, wake: Int32) -> Result<
        Int32, ConnectFailure
    > {
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { return .failure(ConnectFailure(reason: String(cString: strerror(errno)))) }
        closeOnExec(descriptor)
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var result = systemConnect(descriptor, address.ai_addr, address.ai_addrlen)
        if result != 0 && (errno == EINPROGRESS || errno == EINTR) {
            switch wait(descriptor, for: Int16(POLLOUT), timeout: timeout, wake: wake) {
            case .ready:
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
                errno = error
                result = error == 0 ? 0 : -1
            case .timedOut:
                close(descriptor)
                return .failure(ConnectFailure(reason: "timed out", timedOut: true))
            case .woken:
                close(descriptor)
                return .failure(ConnectFailure(reason: "interrupted"))
            case .failed:
                result = -1
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(ConnectFailure(reason: reason))
        }
        return .success(descriptor)
    }

    private enum Wait { case ready, timedOut, failed, woken }

    /// Waits until `descriptor` is ready for `events`, at most `timeout` seconds, or until `wake`
    /// (a pipe's read end; -1 for none) is readable.
    private static func wait(_ descriptor: Int32, for events: Int16, timeout: TimeInterval, wake: Int32) -> Wait {
        // A monotonic clock: a wall-clock change neither ends nor prolongs the wait.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(min(max(timeout, 0), 1e9)))
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { return .timedOut }
            let left = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) * 1e-18
            var entries = [
                pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let milliseconds = Int32(min(left * 1000, Double(Int32.max)).rounded(.up))
            let status = poll(&entries, wake >= 0 ? 2 : 1, milliseconds)
            if status > 0 { return entries[1].revents != 0 && wake >= 0 ? .woken : .ready }
            if status == 0 { continue }  // the deadline decides, not a rounded poll
            if errno != EINTR { return .failed }
        }
    }

    private var isInterrupted: Bool { lock.withLock { interrupted } }

    private var cancelled: XMLReadingError {
        XMLReadingError(code: .cancelled, message: "cancelled while reading \(shown)")
    }

    /// Sends every byte of `data`.
    func send(_ data: Data) throws(XMLReadingError) {
        var sent = 0
        while sent < data.count {
            if isInterrupted { throw cancelled }
            let count = data.withUnsafeBytes { bytes in
                systemSend(descriptor, bytes.baseAddress! + sent, bytes.count - sent)
            }
            if count > 0 {
                sent += count
                continue
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw XMLReadingError(
                    code: .transport, message: "\(shown): cannot send the request: \(String(cString: strerror(errno)))")
            }
            switch Self.wait(descriptor, for: Int16(POLLOUT), timeout: timeout, wake: wake.read) {
            case .ready, .failed, .woken: continue
            case .timedOut:
                throw XMLReadingError(
                    code: .timedOut,
                    message: "cannot send the request to \(shown) within \(timeout) seconds")
            }
        }
    }

    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(XMLReadingError) -> Int {
        while true {
            if isInterrupted { throw cancelled }
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return count }
            if count == 0 {
                if isInterrupted { throw cancelled }
                return 0
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                if isInterrupted { throw cancelled }
                throw XMLReadingError(code: .transport, message: "\(shown): \(String(cString: strerror(errno)))")
            }
            if case .timedOut = Self.wait(descriptor, for: Int16(POLLIN), timeout: timeout, wake: wake.read) {
                throw XMLReadingError(
                    code: .timedOut, message: "no data from \(shown) within \(timeout) seconds")
            }
        }
    }

    /// Stops the connection from any thread: a waiting read wakes and fails, as do later ones.
    func interrupt() {
        let first = lock.withLock { () -> Bool in
            defer { interrupted = true }
            return !interrupted
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }
}

/// `connect(2)`, whose name the class's own methods would hide.
@inline(__always)
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    #if canImport(Darwin)
        Darwin.connect(descriptor, address, length)
    #elseif canImport(Glibc)
        Glibc.connect(descriptor, address, length)
    #else
        Musl.connect(descriptor, address, length)
    #endif
}

/// `send(2)` without `SIGPIPE` (Linux's flag; Darwin's sockets have `SO_NOSIGPIPE` set).
@inline(__always)
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.send(descriptor, bytes, count, 0)
    #elseif canImport(Glibc)
        Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        Musl.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
