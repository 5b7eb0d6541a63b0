import Foundation

/// The child side: one timed read, then one line for the parent on standard output.
///
/// `ok seconds=0.123 hwm_kib=12345 books=100 checksum=0123456789abcdef core=…` or `fails <reason>`.
enum ChildRun {
    static let failureStatus: Int32 = 3

    static func main(mode: Mode, file: URL) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome: Mode.Outcome
        do {
            outcome = try mode.run(file)
        } catch {
            print("fails \(error)".replacingOccurrences(of: "\n", with: " "))
            return failureStatus
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var line = "ok seconds=\(seconds) hwm_kib=\(peakResidentKiB())"
        switch outcome {
        case .elements(let count): line += " elements=\(count)"
        case .books(let checksum): line += " books=\(checksum.books) checksum=\(checksum.hex) core=\(checksum.core)"
        }
        print(line)
        return 0
    }

    /// The process's peak resident set (`VmHWM` in `/proc/self/status`), in KiB; 0 where unknown.
    static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.first.flatMap { Int($0) } ?? 0
        }
        return 0
    }
}
