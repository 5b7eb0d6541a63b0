import Foundation

/// The parent side: for each size, runs every mode N times (interleaved, so drift on a shared
/// machine hits all modes alike), checks that every model-building mode read the same books, and
/// prints a table.
struct BenchmarkRun {
    let options: Options

    /// One mode's results at one size.
    struct Result {
        var seconds: [Double] = []
        var peakKiB = 0
        /// `xmlwriting`: the resident set before writing (the models), the largest of the runs.
        var modelsKiB: Int?
        var books: Int?
        var checksum: String?
        var core: String?
        var failure: String?
        /// Instructions of one run under callgrind (`--instructions`), the whole child process.
        var instructions: Int?

        /// How far the runs spread: (slowest − fastest) / median.
        var spread: Double? {
            guard let median, let low = seconds.min(), let high = seconds.max(), median > 0 else { return nil }
            return (high - low) / median
        }

        var median: Double? {
            guard !seconds.isEmpty else { return nil }
            let sorted = seconds.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    func main() throws -> Int32 {
        let valgrind = options.instructions ? try Callgrind.valgrind() : nil
        var mismatches = false
        var tables: [Table] = []
        for megabytes in options.sizes {
            let corpus = Corpus(megabytes: megabytes, directory: options.corpus)
            try corpus.prepare()
            if options.generateOnly { continue }
            for suite in options.suites {
                let modes = suite.modes.filter(options.modes.contains)
                if modes.isEmpty { continue }
                let table = try run(suite, modes, corpus, valgrind: valgrind)
                if !table.mismatches.isEmpty { mismatches = true }
                tables.append(table)
            }
        }
        if let chart = options.chart, !tables.isEmpty {
            try ChartFile(tables: tables, date: Date()).write(to: chart)
            log("chart: \(chart.path)")
        }
        return mismatches ? 1 : 0
    }

    /// Runs one suite's modes on one size, then each once under callgrind when `valgrind` is
    /// given, and prints its table.
    private func run(_ suite: Suite, _ modes: [Mode], _ corpus: Corpus, valgrind: URL?) throws -> Table {
        let megabytes = corpus.megabytes
        let file = suite.file(in: corpus)
        let runs = options.runs(forMegabytes: megabytes)
        var results: [Mode: Result] = [:]
        let loadBefore = Self.loadAverage()
        for run in 1...runs {
            for mode in modes {
                var result = results[mode] ?? Result()
                defer { results[mode] = result }
                if result.failure != nil { continue }
                log("\(suite.rawValue) \(megabytes) MB, run \(run)/\(runs): \(mode.rawValue)")
                switch try ChildProcess.run(["--child", mode.rawValue, file.path]) {
                case .fails(let reason):
                    result.failure = reason
                    log("  fails: \(reason)")
                case .ok(let seconds, let peakKiB, let books, let checksum, let core, let modelsKiB):
                    if let modelsKiB { result.modelsKiB = max(result.modelsKiB ?? 0, modelsKiB) }
                    result.seconds.append(seconds)
                    result.peakKiB = max(result.peakKiB, peakKiB)
                    if let previous = result.checksum, previous != checksum {
                        throw ModeFailure("\(mode.rawValue) read different books on different runs")
                    }
                    result.books = books
                    result.checksum = checksum
                    result.core = core
                    log("  \(String(format: "%.3f", seconds)) s, \(peakKiB / 1024) MiB")
                }
            }
        }
        let loadAfter = Self.loadAverage()
        if let valgrind {
            for mode in modes where results[mode]?.failure == nil {
                log("\(suite.rawValue) \(megabytes) MB, callgrind: \(mode.rawValue)")
                let (report, instructions) = try Callgrind.count(mode, file: file, valgrind: valgrind)
                switch report {
                case .fails(let reason):
                    throw ModeFailure("\(mode.rawValue) fails under callgrind: \(reason)")
                case .ok(_, _, _, let checksum, let core, _):
                    guard checksum == results[mode]?.checksum, core == results[mode]?.core else {
                        throw ModeFailure(
                            "\(mode.rawValue) read different books under callgrind (checksum \(checksum ?? "none"), timed runs \(results[mode]?.checksum ?? "none"))"
                        )
                    }
                }
                results[mode]?.instructions = instructions
                log("  \(instructions) instructions")
            }
        }
        var baselineKiB = 0
        if case .ok(_, let peakKiB, _, _, _, _) = try ChildProcess.run(["--child-baseline"]) { baselineKiB = peakKiB }
        let table = Table(
            suite: suite, megabytes: megabytes, fileBytes: Corpus.size(of: file), runs: runs, modes: modes,
            results: results, baselineKiB: baselineKiB, load: (loadBefore, loadAfter))
        print(table.rendered)
        if !table.mismatches.isEmpty {
            log("CHECKSUM MISMATCH (\(suite.rawValue), \(megabytes) MB): \(table.mismatches.joined(separator: ", "))")
        }
        return table
    }

    /// The 1-minute load average (`/proc/loadavg`), to tell a quiet machine from a busy one.
    static func loadAverage() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.map(String.init)
    }
}
