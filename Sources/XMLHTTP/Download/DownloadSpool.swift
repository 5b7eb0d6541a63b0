import Foundation
import XMLReading

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A document being downloaded, as the reader takes it: the body goes to a temporary file as it
/// arrives, and the reader reads that file behind the download, in 64 KiB pieces, waiting when
/// it has caught up.
///
/// Why a file: `URLSession` hands over bytes as fast as the network gives them and cannot be
/// paused the same way on every platform (FoundationNetworking's `suspend()` takes the transfer
/// off its loop; Apple's keeps buffering), so a reader slower than the network would otherwise
/// hold the whole document in memory. The file (created and unlinked at once: it disappears
/// with its descriptor, whatever happens) keeps memory flat for any size, and objects are still
/// delivered as soon as their bytes arrive. Its size is capped by the options'
/// `maximumResponseSize`.
final class DownloadSpool: TaskEvents, @unchecked Sendable {
    // @unchecked Sendable: every mutable property is guarded by `lock`; `descriptor` is written
    // (pwrite) only by the delegate and read (pread) only by the one reader, at offsets below
    // `written`, which `lock` publishes.

    /// How much one read takes from the file.
    static let pieceSize = 64 * 1024

    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var written = 0
    private var finished = false
    private var failure: XMLReadingError?
    private var waiter: CheckedContinuation<Void, Never>?
    private var task: URLSessionDataTask?
    private var declaredCharset: String?

    let url: URL
    let options: XMLHTTPClientOptions
    let connection: HTTPConnection
    let progress: Progress?
    /// How far the reader has read.
    private var readOffset = 0

    init(url: URL, options: XMLHTTPClientOptions, connection: HTTPConnection, progress: Progress?) {
        self.url = url
        self.options = options
        self.connection = connection
        self.progress = progress
    }

    deinit {
        task?.cancel()
        if descriptor >= 0 { close(descriptor) }
    }

    /// The URL as messages show it.
    private var shown: String { url.shownWithoutPassword }

    /// The `charset` of the response's `Content-Type`, once its headers have arrived.
    var charset: String? { lock.withLock { declaredCharset } }

    // MARK: The reader's side

    /// The next piece of the body, waiting for it; `nil` at its end. Starts the download on the
    /// first call; cancelling the calling task cancels the download.
    func next() async throws -> Data? {
        try start()
        while true {
            let (piece, done) = try await withTaskCancellationHandler {
                try await nextPiece()
            } onCancel: {
                fail(XMLReadingError(code: .cancelled, message: "cancelled while reading \(shown)"))
            }
            if piece != nil || done { return piece }
        }
    }

    private func nextPiece() async throws(XMLReadingError) -> (Data?, done: Bool) {
        let state = lock.withLock { () -> (available: Int, finished: Bool, failure: XMLReadingError?) in
            (written - readOffset, finished, failure)
        }
        // What arrived before a failure is read first: objects complete before a dropped
        // connection still count.
        if state.available > 0 { return (try read(min(state.available, Self.pieceSize)), false) }
        if let failure = state.failure { throw failure }
        if state.finished { return (nil, true) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock { () -> Bool in
                if written > readOffset || finished || failure != nil { return true }
                waiter = continuation
                return false
            }
            if ready { continuation.resume() }
        }
        return (nil, false)
    }

    private func read(_ count: Int) throws(XMLReadingError) -> Data {
        var data = Data(count: count)
        let got = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(readOffset)) }
        guard got > 0 else {
            throw XMLReadingError(
                code: .inputUnavailable,
                message: "cannot read the download of \(shown): \(String(cString: strerror(errno)))")
        }
        readOffset += got
        return got == count ? data : data.prefix(got)
    }

    /// Creates the file and starts the request, once.
    private func start() throws(XMLReadingError) {
        let needsStart = lock.withLock { () -> Bool in descriptor < 0 && failure == nil }
        guard needsStart else { return }
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("xmlhttp-XXXXXX").path
        var name = Array(template.utf8CString)
        let file = name.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else {
            throw XMLReadingError(
                code: .inputUnavailable,
                message:
                    "cannot create a temporary file for the download of \(shown): \(String(cString: strerror(errno)))")
        }
        name.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var request = connection.request(to: url, options.settings)
        request.httpMethod = "GET"
        lock.withLock { descriptor = file }
        let task = connection.start(request, events: self)
        lock.withLock { self.task = task }
    }

    // MARK: The download's side

    func received(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else { return }
        if options.keepsCookies { connection.cookies.store(from: http, for: url.removingUserInformation) }
        guard (200..<300).contains(http.statusCode) else {
            fail(
                XMLReadingError(code: .httpStatus, message: "\(shown) answered HTTP \(http.statusCode)"),
                cancelling: true)
            return
        }
        let charset = http.value(forHTTPHeaderField: "Content-Type").flatMap(Self.charset(inContentType:))
        lock.withLock { declaredCharset = charset }
        // A compressed body's length is not the length of what is read.
        if let progress, http.value(forHTTPHeaderField: "Content-Encoding") == nil, response.expectedContentLength > 0,
            progress.totalUnitCount <= 0
        {
            progress.totalUnitCount = response.expectedContentLength
        }
        if response.expectedContentLength > Int64(options.maximumResponseSize) { failTooLarge() }
    }

    func received(_ data: Data) {
        let (file, offset, failed) = lock.withLock { (descriptor, written, failure != nil) }
        // After a refused status (an error page's body) or any failure, bytes are not the document.
        guard file >= 0, !failed else { return }
        if offset + data.count > options.maximumResponseSize {
            failTooLarge()
            return
        }
        let count = data.withUnsafeBytes { bytes -> Int in
            var done = 0
            while done < bytes.count {
                let wrote = pwrite(file, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                if wrote < 0 {
                    if errno == EINTR { continue }
                    return -1
                }
                done += wrote
            }
            return done
        }
        guard count == data.count else {
            fail(
                XMLReadingError(
                    code: .inputUnavailable,
                    message: "cannot keep the download of \(shown): \(String(cString: strerror(errno)))"),
                cancelling: true)
            return
        }
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            written += count
            defer { waiter = nil }
            return waiter
        }
        continuation?.resume()
    }

    func challenged(_ response: URLResponse?) {
        fail(XMLReadingError(code: .httpStatus, message: "\(shown) answered HTTP 401"), cancelling: true)
    }

    func completed(_ response: URLResponse?, error: (any Error)?) {
        if let error {
            fail(failure(for: error))
            return
        }
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            finished = true
            defer { waiter = nil }
            return waiter
        }
        continuation?.resume()
    }

    private func failure(for error: any Error) -> XMLReadingError {
        if let error = error as? URLError {
            switch error.code {
            case .timedOut:
                return XMLReadingError(
                    code: .timedOut, message: "no data from \(shown) within \(options.timeout) seconds",
                    underlyingError: error)
            case .cancelled:
                return XMLReadingError(code: .cancelled, message: "cancelled while reading \(shown)")
            default: break
            }
        }
        return XMLReadingError(
            code: .transport, message: "\(shown): \(error.localizedDescription)", underlyingError: error)
    }

    private func failTooLarge() {
        fail(
            XMLReadingError(
                code: .limitExceeded,
                message: "the document at \(shown) exceeds the limit of \(options.maximumResponseSize) bytes"),
            cancelling: true)
    }

    /// Ends the download with `error` unless it ended already; the reader gets the error.
    private func fail(_ error: XMLReadingError, cancelling: Bool = true) {
        let (continuation, task) = lock.withLock { () -> (CheckedContinuation<Void, Never>?, URLSessionDataTask?) in
            if failure == nil && !finished { failure = error }
            defer { waiter = nil }
            return (waiter, self.task)
        }
        if cancelling { task?.cancel() }
        continuation?.resume()
    }

    /// `ISO-8859-1` for `application/xml; charset="ISO-8859-1"`.
    static func charset(inContentType contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else {
                continue
            }
            let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
