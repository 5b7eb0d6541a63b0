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
        var books: Int?
        var checksum: String?
        var core: String?
        var failure: String?

        var median: Double? {
            guard !seconds.isEmpty else { return nil }
            let sorted = seconds.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    func main() throws -> Int32 {
        var mismatches = false
        for megabytes in options.sizes {
            let corpus = Corpus(megabytes: megabytes, directory: options.corpus)
            try corpus.prepare()
            if options.generateOnly { continue }
            let file = corpus.catalog
            let runs = options.runs(forMegabytes: megabytes)
            var results: [Mode: Result] = [:]
            for run in 1...runs {
                for mode in options.modes {
                    var result = results[mode] ?? Result()
                    defer { results[mode] = result }
                    if result.failure != nil { continue }
                    log("\(megabytes) MB, run \(run)/\(runs): \(mode.rawValue)")
                    switch try ChildProcess.run(["--child", mode.rawValue, file.path]) {
                    case .fails(let reason):
                        result.failure = reason
                        log("  fails: \(reason)")
                    case .ok(let seconds, let peakKiB, let books, let checksum, let core):
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
            var baselineKiB = 0
            if case .ok(_, let peakKiB, _, _, _) = try ChildProcess.run(["--child-baseline"]) { baselineKiB = peakKiB }
            let table = Table(
                megabytes: megabytes, fileBytes: Corpus.size(of: file), runs: runs, modes: options.modes,
                results: results, baselineKiB: baselineKiB)
            print(table.rendered)
            if !table.mismatches.isEmpty {
                mismatches = true
                log("CHECKSUM MISMATCH at \(megabytes) MB: \(table.mismatches.joined(separator: ", "))")
            }
        }
        return mismatches ? 1 : 0
    }
}
