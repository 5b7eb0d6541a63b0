import Foundation

/// One suite's results at one size as a Markdown table.
struct Table {
    let suite: Suite
    let megabytes: Int
    let fileBytes: Int
    let runs: Int
    let modes: [Mode]
    let results: [Mode: BenchmarkRun.Result]
    let baselineKiB: Int
    /// The 1-minute load average before the first run and after the last.
    let load: (before: String?, after: String?)

    /// The reference: the hand-written delegate's result, else the first model-building mode's.
    var reference: BenchmarkRun.Result? {
        results[suite.handWritten].flatMap { $0.checksum == nil ? nil : $0 }
            ?? modes.lazy.compactMap { results[$0] }.first { $0.checksum != nil }
    }

    /// Whether a mode read the same books as the reference (`nil`: nothing to compare).
    func agrees(_ mode: Mode) -> Bool? {
        guard let reference, let result = results[mode], result.checksum != nil else { return nil }
        return mode.readsMarkup ? result.checksum == reference.checksum : result.core == reference.core
    }

    /// Modes whose books differ from the reference.
    var mismatches: [String] {
        modes.filter { agrees($0) == false }.map(\.rawValue)
    }

    var rendered: String {
        var lines: [String] = []
        let items = suite == .xmlRPC ? "structs" : "books"
        let count = modes.lazy.compactMap { results[$0]?.books }.first.map { ", \($0) \(items)" } ?? ""
        lines.append("### \(subject) (\(fileBytes) bytes\(count)), median of \(runs) runs")
        lines.append("")
        let counted = showsInstructions
        lines.append(
            "| mode | median s | MB/s | peak RSS MiB | × bare XMLParser | × \(referenceName) |\(counted ? " instructions | instructions × \(referenceName) |" : "")\(showsReading ? " × xmlreading |" : "") checksum |"
        )
        lines.append("|---|---:|---:|---:|---:|---:|\(counted ? "---:|---:|" : "")\(showsReading ? "---:|" : "")---|")
        let handWrittenInstructions = results[suite.handWritten]?.instructions
        let bare = results[.bare]?.median
        let handWritten = results[suite.handWritten]?.median
        let reading = results[.xmlReading]?.median
        for mode in modes {
            guard let result = results[mode] else { continue }
            if let failure = result.failure {
                let reason = failure.count > 70 ? String(failure.prefix(67)) + "..." : failure
                lines.append(
                    "| \(mode.rawValue) | fails | | | | |\(counted ? " | |" : "")\(showsReading ? " |" : "") \(reason.replacingOccurrences(of: "|", with: "/")) |"
                )
                continue
            }
            guard let median = result.median else { continue }
            let rate = Double(fileBytes) / 1e6 / median
            let checksum: String
            if let value = result.checksum, let core = result.core {
                let shown = mode.readsMarkup ? value : "core \(core)"
                checksum = agrees(mode) == true ? "\(shown) ✓" : "\(shown) MISMATCH"
            } else {
                checksum = "(count only)"
            }
            var instructions = ""
            if counted {
                let ratio = result.instructions.flatMap { count in
                    handWrittenInstructions.map { Self.format(Double(count) / Double($0), 2) + "×" }
                }
                instructions = " \(result.instructions.map(Self.millions) ?? "") | \(ratio ?? "") |"
            }
            lines.append(
                "| \(mode.rawValue) | \(Self.format(median, 3)) | \(Self.format(rate, 1)) | \(Self.format(Double(result.peakKiB) / 1024, 1)) | \(bare.map { Self.format(median / $0, 2) + "×" } ?? "") | \(handWritten.map { Self.format(median / $0, 2) + "×" } ?? "") |\(instructions)\(showsReading ? " " + (reading.map { Self.format(median / $0, 2) + "×" } ?? "") + " |" : "") \(checksum) |"
            )
        }
        lines.append("")
        if let before = load.before, let after = load.after {
            let spreads = modes.compactMap { mode in results[mode]?.spread.map { (mode, $0) } }
            let widest = spreads.max { $0.1 < $1.1 }
            let spread =
                widest.map {
                    "; the widest spread of one mode's runs: \(Self.format($0.1 * 100, 0)) % (\($0.0.rawValue))"
                } ?? ""
            lines.append(
                "Load average (1 min) \(before) before the first run, \(after) after the last\(spread). On a shared machine, compare ratios from quiet runs."
            )
            lines.append("")
        }
        if counted {
            lines.append(
                suite == .catalogWriting
                    ? "Instructions: one run of each mode's child process under `valgrind --tool=callgrind`, counting the writing alone (`--toggle-collect` on the timed function; the catalog is read before it), with the same checksum as the timed runs."
                    : "Instructions: one run of each mode's child process under `valgrind --tool=callgrind` (the whole process, Foundation's start included, with the same checksum as the timed runs)."
            )
            lines.append("")
        }
        lines.append(
            "Peak RSS includes the process baseline (\(Self.format(Double(baselineKiB) / 1024, 1)) MiB with Foundation loaded, nothing parsed)."
        )
        if suite == .catalogWriting {
            lines.append("")
            lines.append(
                "Each mode writes the catalog, read before the timed region, to a file: xmlwriting with `XMLWriter(options: WritingOptions(prettyPrinted: false)).write(catalog, element: \"catalog\", to: file)` (atomic: a temporary file, flushed, renamed), xmlwriting-hand-written the same document with a `String` builder (checked byte for byte against XMLWriter's after each run), xmlwriting-xmlcoder with XMLCoder's `XMLEncoder` (its description is escaped text, not markup: compared on the other fields). The checksum is over the books read back from each file."
            )
            for mode in modes {
                guard let writing = results[mode], let models = writing.modelsKiB, writing.failure == nil else {
                    continue
                }
                lines.append(
                    "\(mode.rawValue): peak RSS while writing \(Self.format(Double(writing.peakKiB) / 1024, 1)) MiB, of which \(Self.format(Double(models) / 1024, 1)) MiB resident before (the models): the writer added \(Self.format(Double(writing.peakKiB - models) / 1024, 1)) MiB."
                )
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Whether the table has the "× xmlreading" column: when it shows the writer next to the reader.
    var showsReading: Bool { modes.contains(.xmlWriting) && results[.xmlReading] != nil }

    /// What the suite's reference is called in the table's header.
    var referenceName: String { suite == .catalogWriting ? "hand-written writer" : "hand-written" }

    /// What was read: `10 MB catalog`, `10 MB XML-RPC response`.
    var subject: String {
        let what =
            switch suite {
            case .catalog: "catalog"
            case .catalogUTF16: "catalog in UTF-16"
            case .xmlRPC: "XML-RPC response"
            case .catalogWriting: "catalog written back"
            }
        return "\(megabytes) MB \(what)"
    }

    /// Whether the table has the instructions columns (`--instructions`).
    var showsInstructions: Bool { modes.contains { results[$0]?.instructions != nil } }

    /// Instructions in millions with thousands separators, as the README writes them: `2,325 M`.
    static func millions(_ count: Int) -> String {
        let millions = String((count + 500_000) / 1_000_000)
        var grouped = ""
        for (index, digit) in millions.enumerated() {
            if index > 0, (millions.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return grouped + " M"
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
