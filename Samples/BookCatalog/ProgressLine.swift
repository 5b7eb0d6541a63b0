import Foundation

/// The `--progress` display: a `Progress` that shows how much of the catalog was read on one
/// line of stderr, `\rreading: 42%`, or `\rreading: 1048576 bytes` while the total is unknown (a
/// chunked download), at most ten times a second; ``finish()`` shows the last state and ends
/// the line.
///
/// The read counts bytes with `completedUnitCount += n` (per 64 KiB chunk, on the reading
/// thread); the override of that property is where the display hears of it, since
/// swift-corelibs-foundation has no key-value observation. The time between two updates is
/// measured with `ContinuousClock`, a monotonic clock.
final class ProgressLine: Progress, @unchecked Sendable {
    // @unchecked Sendable: `shown` and `lastUpdate` are touched only under `lock`.
    private let lock = NSLock()
    private var shown: String?
    private var lastUpdate: ContinuousClock.Instant?
    private let clock = ContinuousClock()
    /// The least time between two updates.
    static let interval = Duration.milliseconds(100)

    init() {
        super.init(parent: nil, userInfo: nil)
    }

    override var completedUnitCount: Int64 {
        get { super.completedUnitCount }
        set {
            super.completedUnitCount = newValue
            update(final: false)
        }
    }

    /// Shows the final state (`reading: 100%` after a whole read) if it is not shown yet, and
    /// ends the line, so that what follows on stderr starts a line of its own. Writes nothing
    /// when nothing was shown and nothing was read.
    func finish() {
        update(final: true)
        lock.withLock {
            if shown != nil { FileHandle.standardError.write(Data("\n".utf8)) }
        }
    }

    /// `reading: 42%` of a known total, `reading: 1048576 bytes` of an unknown one.
    var text: String {
        let completed = super.completedUnitCount
        let total = totalUnitCount
        guard total > 0 else { return "reading: \(completed) bytes" }
        return "reading: \(min(100, completed * 100 / total))%"
    }

    private func update(final: Bool) {
        let text = self.text
        let completed = super.completedUnitCount
        lock.withLock {
            guard text != shown else { return }
            let now = clock.now
            if final {
                // Nothing read and nothing shown (a download that failed before its body): no line.
                guard shown != nil || completed > 0 else { return }
            } else if let lastUpdate, now - lastUpdate < Self.interval {
                return
            }
            FileHandle.standardError.write(Data(("\r" + text).utf8))
            shown = text
            lastUpdate = now
        }
    }
}
