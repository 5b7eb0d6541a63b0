import Foundation

/// Counts a mode's instructions: its child, `--child MODE FILE`, run once under
/// `valgrind --tool=callgrind`, whole process (for a writing mode, the writing alone:
/// ``WritingModes/write(_:_:to:)``), and the total `Ir` of callgrind's output file.
enum Callgrind {
    /// valgrind on `PATH`, checked before anything runs; counting a debug build is refused.
    static func valgrind() throws -> URL {
        #if DEBUG
            throw ModeFailure(
                "--instructions counts a release build only: run `swift run -c release xmlreading-benchmarks …`")
        #else
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for directory in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("valgrind")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw ModeFailure(
                "--instructions needs valgrind (callgrind), which is not on PATH (\(path)): install it (Debian and Ubuntu: apt-get install valgrind) or leave out --instructions"
            )
        #endif
    }

    /// Runs the child under callgrind and returns its report (checksums included) and the
    /// instructions it executed.
    static func count(_ mode: Mode, file: URL, valgrind: URL) throws -> (report: ChildProcess.Report, instructions: Int)
    {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(mode.rawValue).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let report = try ChildProcess.run(
            ["--child", mode.rawValue, file.path],
            under: [valgrind.path, "--tool=callgrind", "--quiet", "--callgrind-out-file=\(output.path)"]
                // A writing mode's writing alone: reading the catalog before it is not counted.
                + (mode.writes ? ["--collect-atstart=no", "--toggle-collect=xmlreading_benchmarks_writing"] : []))
        guard let text = try? String(contentsOf: output, encoding: .utf8) else {
            throw ModeFailure("callgrind wrote no output file \(output.path) for \(mode.rawValue)")
        }
        guard let instructions = totals(in: text) else {
            throw ModeFailure("callgrind's output for \(mode.rawValue) has no \"totals:\" or \"summary:\" line")
        }
        return (report, instructions)
    }

    /// The total of the first event (`Ir`, the only one collected) from callgrind's output:
    /// its `totals:` line, else its `summary:` line.
    static func totals(in text: String) -> Int? {
        var summary: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("totals:") { return Int(line.dropFirst(7).split(separator: " ").first ?? "") }
            if line.hasPrefix("summary:") { summary = Int(line.dropFirst(8).split(separator: " ").first ?? "") }
        }
        return summary
    }
}
