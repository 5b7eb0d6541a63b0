import Foundation
import Testing

/// The examples' tests: one at a time, so that no test's processes take the cores another
/// measures on.
@Suite(.serialized) enum ExamplesTests {}

/// A program the tests start: its stdout read line by line, its stdin written to, its stderr kept
/// in a file. It is ended after `timeLimit` whatever happens, so that no test waits forever.
final class RunningProgram: Sendable {
    let process: Process
    private let input = Pipe()
    private let output: LineReader
    private let errorFile: URL

    init(_ program: URL, _ arguments: [String], timeLimit: Duration = .seconds(300)) throws {
        process = Process()
        process.executableURL = program
        process.arguments = arguments
        let outputPipe = Pipe()
        output = LineReader(outputPipe.fileHandleForReading)
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let seconds = Double(timeLimit.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [process] in
            if process.isRunning { process.terminate() }
        }
    }

    /// `python3` with `arguments`.
    convenience init(python arguments: [String], timeLimit: Duration = .seconds(300)) throws {
        try self.init(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, timeLimit: timeLimit)
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// The next line of stdout, without its line feed; `nil` at its end.
    func readLine() -> String? { output.readLine() }

    /// The rest of stdout, once the program has closed it, as lines.
    func readRest() -> [String] {
        var lines: [String] = []
        while let line = output.readLine() { lines.append(line) }
        return lines
    }

    /// Writes `line` and a line feed to the program's stdin.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes stdin, asks the program to stop (SIGTERM) and waits for its end: its exit status.
    @discardableResult func stop() -> Int32 {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        return wait()
    }

    /// Waits for the program's end: its exit status.
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the program wrote on stderr so far.
    var errors: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    deinit { try? FileManager.default.removeItem(at: errorFile) }
}

/// Lines read from a file handle as they come.
///
/// `@unchecked Sendable`: `pending` is touched only under `lock`; one test reads at a time.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private var pending = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    func readLine() -> String? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                pending = Data(pending[(end + 1)...])
                return line
            }
            let more = handle.availableData
            if more.isEmpty {
                if pending.isEmpty { return nil }
                defer { pending = Data() }
                return String(decoding: pending, as: UTF8.self)
            }
            pending.append(more)
        }
    }
}

/// Where the tests find what they run.
enum Paths {
    /// The directory of the built executables (`catalog-download`, `xmlrpc-server`), beside the
    /// test bundle.
    static let products: URL = {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }()

    static func product(_ name: String) -> URL { products.appendingPathComponent(name) }

    /// `Examples/Scripts/name`.
    static func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts").appendingPathComponent(name).path
    }
}
