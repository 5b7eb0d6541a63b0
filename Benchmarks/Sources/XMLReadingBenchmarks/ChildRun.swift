import Foundation
import XMLReading

/// The child side: one timed read, then one line for the parent on standard output.
///
/// `ok seconds=0.123 hwm_kib=12345 books=100 checksum=0123456789abcdef core=…` or `fails <reason>`.
enum ChildRun {
    static let failureStatus: Int32 = 3

    static func main(mode: Mode, file: URL) -> Int32 {
        if mode.writes { return write(file, mode) }
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

    /// The writing modes: read the catalog (untimed), then time ``WritingModes/write(_:_:to:)``
    /// into a temporary file. The peak resident set is reset after reading (`/proc/self/clear_refs`),
    /// so `hwm_kib` is the peak while writing; `models_kib` the resident set just before it (the
    /// models in memory), so their difference is what the writer added. The checksum is over the
    /// books read back from the written file (also untimed); the hand-written writer's file is
    /// checked to be XMLWriter's document, byte for byte.
    static func write(_ file: URL, _ mode: Mode) -> Int32 {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(mode.rawValue)-\(ProcessInfo.processInfo.processIdentifier).xml")
        defer { try? FileManager.default.removeItem(at: output) }
        do {
            let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: file)
            resetPeakResident()
            let modelsKiB = residentKiB()
            let clock = ContinuousClock()
            let start = clock.now
            try WritingModes.write(mode, catalog, to: output)
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let peakKiB = peakResidentKiB()
            if mode == .writingHandWritten { try WritingModes.checkSameDocument(catalog, written: output) }
            var checksum = Checksum()
            for book in try XMLReadingModes.books(in: output) { checksum.add(book) }
            print(
                "ok seconds=\(seconds) hwm_kib=\(peakKiB) models_kib=\(modelsKiB) books=\(checksum.books) checksum=\(checksum.hex) core=\(checksum.core)"
            )
            return 0
        } catch {
            print("fails \(error)".replacingOccurrences(of: "\n", with: " "))
            return failureStatus
        }
    }

    /// Resets `VmHWM` to the current resident set (Linux 4.0 and later; ignored elsewhere).
    static func resetPeakResident() {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            try? handle.write(contentsOf: Data("5".utf8))
            try? handle.close()
        }
    }

    /// The process's resident set now (`VmRSS`), in KiB; 0 where unknown.
    static func residentKiB() -> Int { statusField("VmRSS:") }

    /// The process's peak resident set (`VmHWM` in `/proc/self/status`), in KiB; 0 where unknown.
    static func peakResidentKiB() -> Int { statusField("VmHWM:") }

    private static func statusField(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let fields = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.first.flatMap { Int($0) } ?? 0
        }
        return 0
    }
}
