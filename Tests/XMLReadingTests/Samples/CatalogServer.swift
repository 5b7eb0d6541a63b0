import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Book catalogs for `book-catalog` over HTTP, in Python: one script, three modes.
///
/// - `serve`: a ``PythonServer`` (`GET PATH` for each request), whose documents are framed as the
///   query says (`PythonServer.prelude`'s `document`: a `Content-Length`, or `&chunked=1`;
///   `&pause=1` waits for the test before the last part; `sent BYTES bytes` at the end):
///   - `/file?path=P`: the file P, 16 KiB a part;
///   - `/generated?bytes=S`: a catalog of at least S bytes made up as it is sent (nothing on
///     disk), about 64 KiB a part, the last part being the last book and `</catalog>`;
///   - anything else: 404.
/// - `write PATH S`: writes the generated catalog of at least S bytes to PATH, prints
///   `BYTES bytes, BOOKS books`.
/// - `run RSSFILE PROGRAM ARG…`: runs PROGRAM (an absolute path) with the script's stdin, stdout
///   and stderr, writes its peak resident set size in KiB (`wait4`'s `ru_maxrss`) to RSSFILE
///   and exits with its status.
///
/// Generated book N has id N, title `Volume N`, two authors, a publisher, and about 450 bytes.
enum CatalogServer {
    static let script =
        PythonServer.prelude + "\n" + #"""
            import os

            def book(i):
                return ('<book id="%d" available="%s">\n'
                        '  <isbn>978-%010d</isbn>\n'
                        '  <title>Volume %d</title>\n'
                        '  <authors><author><name>Author %d</name></author><author><name>Editor %d</name></author></authors>\n'
                        '  <details><pages>%d</pages><price currency="EUR">%d.%02d</price></details>\n'
                        '  <published>%04d-%02d-%02d</published>\n'
                        '  <publisher><name>Press %d</name><address>Street %d</address></publisher>\n'
                        '  <description>Book %d: <em>read</em> &amp; reread.</description>\n'
                        '</book>\n' % (i, "yes" if i % 2 else "no", i, i, i % 97, i % 89, 50 + i % 900, i % 100, i % 100,
                                       1900 + i % 120, 1 + i % 12, 1 + i % 28, i % 13, i % 31, i)).encode()

            END = b"</catalog>\n"

            def catalog(size):
                # A catalog of at least `size` bytes, in parts of about 64 KiB; None marks where the last
                # part (the last book and the end tag) begins. Returns the number of books at the end.
                head = b'<?xml version="1.0" encoding="UTF-8"?>\n<catalog>\n'
                batch, batch_size, total, i = [head], len(head), len(head), 0
                while True:
                    i += 1
                    part = book(i)
                    total += len(part)
                    if total + len(END) >= size:
                        if batch: yield b"".join(batch)
                        yield None
                        yield part + END
                        return i
                    batch.append(part)
                    batch_size += len(part)
                    if batch_size >= 65536:
                        yield b"".join(batch)
                        batch, batch_size = [], 0

            def pieces(path):
                with open(path, "rb") as file:
                    while True:
                        data = file.read(16384)
                        if not data: return
                        yield data

            def respond(request):
                say("GET " + request.route)
                if request.route == "/file":
                    request.document(lambda: pieces(request.query["path"]))
                elif request.route == "/generated":
                    request.document(lambda: catalog(int(request.query["bytes"])))
                else:
                    request.not_found()

            if sys.argv[1] == "serve":
                serve()
            elif sys.argv[1] == "write":
                parts, written = catalog(int(sys.argv[3])), 0
                with open(sys.argv[2], "wb") as file:
                    while True:
                        try: part = next(parts)
                        except StopIteration as end:
                            print("%d bytes, %d books" % (written, end.value), flush=True)
                            break
                        if part is not None:
                            file.write(part)
                            written += len(part)
            elif sys.argv[1] == "run":
                # Runs PROGRAM ARGS… (stdin, stdout, stderr its own), then writes its peak resident set size in
                # KiB (wait4's ru_maxrss: KiB on Linux, bytes on macOS) to RSSFILE and exits with its status.
                pid = os.posix_spawn(sys.argv[3], sys.argv[3:], os.environ)
                _, status, usage = os.wait4(pid, 0)
                rss = usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss
                with open(sys.argv[2], "w") as file: file.write("%d\n" % rss)
                sys.exit(os.waitstatus_to_exitcode(status))
            """#

    /// The first JSON line `book-catalog` prints for a generated catalog.
    static let firstGeneratedLine =
        #"{"id": 1, "available": true, "isbn": "978-0000000001", "title": "Volume 1", "authors": ["Author 1", "Editor 1"], "pages": 51, "price": 1.01, "currency": "EUR", "published": "1901-02-02", "publisher": {"name": "Press 1", "address": "Street 1"}, "description": "Book 1: <em>read</em> &amp; reread."}"#

    /// A generated catalog of at least `bytes` bytes in a temporary file (removed by the caller),
    /// and its number of books.
    static func write(bytes: Int) throws -> (file: URL, books: Int) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xml")
        return (file, try write(bytes: bytes, to: file).books)
    }

    /// The size and number of books of the generated catalog of at least `bytes` bytes, written
    /// to `file` (`/dev/null` to count only).
    static func write(bytes: Int, to file: URL) throws -> (bytes: Int, books: Int) {
        let printed = String(
            decoding: try Python.run(script, arguments: ["write", file.path, "\(bytes)"]), as: UTF8.self)
        // "1000225 bytes, 2220 books\n"
        let words = printed.split(separator: " ")
        return (Int(words[0]) ?? -1, Int(words[2]) ?? -1)
    }

    /// Runs `body` with a fresh server, stopping it afterwards whatever happens.
    static func with(_ body: (PythonServer) async throws -> Void) async throws {
        try await PythonServer.with(script: script, arguments: ["serve"], body)
    }
}

/// A program the test reads line by line while it runs, under `CatalogServer`'s `run` mode so
/// that its peak memory is known when it has ended. stderr goes to a file.
final class WatchedProgram: @unchecked Sendable {
    // @unchecked Sendable: `pending` is touched by one reader at a time (the test awaits each read).
    private let process = Process()
    private let output = Pipe()
    private var pending = Data()
    private let files: URL

    init(_ program: URL, _ arguments: [String]) throws {
        files = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try Data().write(to: files.appendingPathComponent("stderr"))
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", "-c", CatalogServer.script, "run", files.appendingPathComponent("rss").path, program.path]
            + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: files.appendingPathComponent("stderr"))
        try launch(process)
    }

    deinit { try? FileManager.default.removeItem(at: files) }

    /// The next line the program prints (without its line feed), `nil` at the end of its output.
    /// Waits on a thread of its own, not one of the concurrency runtime's few.
    func readLine() async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.readLineBlocking()) }
        }
    }

    /// Reads the rest of the output without keeping it: how many lines, and the last one.
    func readRest() async -> (count: Int, last: String?) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var count = 0
                var last: String?
                while let line = self.readLineBlocking() {
                    count += 1
                    last = line
                }
                continuation.resume(returning: (count, last))
            }
        }
    }

    private func readLineBlocking() -> String? {
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
        }
        guard !pending.isEmpty else { return nil }
        let end = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending = Data(pending[min(end + 1, pending.endIndex)...])
        return line
    }

    /// Waits for the program to end: its exit status, its stderr, its peak resident set size in
    /// KiB (`nil` where it could not be measured).
    func wait() throws -> (status: Int32, error: String, peakKiB: Int?) {
        process.waitUntilExit()
        let error = String(decoding: try Data(contentsOf: files.appendingPathComponent("stderr")), as: UTF8.self)
        let rss = (try? String(contentsOf: files.appendingPathComponent("rss"), encoding: .utf8)).flatMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (process.terminationStatus, error, rss)
    }

    /// Ends the program (and the `run` wrapper) if it still runs.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
