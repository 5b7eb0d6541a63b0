import Foundation

/// The per-input time limit of the fuzz harness: a thread that watches the input being read and,
/// when one takes longer than `limit`, prints the seed, the input's number and its bytes (base64)
/// and stops the process. A hang thus fails the run loudly instead of stalling it.
final class FuzzWatchdog: @unchecked Sendable {
    // @unchecked: `started`, `index`, `input` and `done` are only touched under `lock`.
    private let lock = NSLock()
    private var started: ContinuousClock.Instant?
    private var index = 0
    private var input: [UInt8] = []
    private var done = false
    private let limit: Duration
    private let seed: UInt64

    init(limit: Duration, seed: UInt64) {
        self.limit = limit
        self.seed = seed
        let thread = Thread { [self] in watch() }
        thread.name = "fuzz watchdog"
        thread.start()
    }

    func begin(_ index: Int, _ input: [UInt8]) {
        lock.withLock {
            self.index = index
            self.input = input
            started = .now
        }
    }

    func end() { lock.withLock { started = nil } }

    func stop() { lock.withLock { done = true } }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            let expired: (Int, [UInt8])? = lock.withLock {
                if let started, ContinuousClock.now - started > limit { return (index, input) }
                return nil
            }
            if lock.withLock({ done }) { return }
            if let (index, input) = expired {
                let message =
                    "fuzz: input \(index) of seed \(seed) ran longer than \(limit): \(Data(input).base64EncodedString())\n"
                FileHandle.standardError.write(Data(message.utf8))
                fatalError("fuzz: input \(index) of seed \(seed) hung (XMLREADING_FUZZ_SEED=\(seed) reproduces it)")
            }
        }
    }
}
