import Foundation

/// The per-input time limit of the fuzz harness: it notes an input that takes longer than `limit`
/// and reports it, never stops the process, so a starved machine slows a run without killing it.
///
/// A thread watches the input being read: once it passes `limit`, the seed, the input's number and
/// its bytes (base64) are printed to standard error at once, so an input that never finishes is
/// still named before the run's own time limit (the CI job's, or `swift test`'s) ends the run.
/// When the input does finish, ``end()`` hands back a ``SlowInput`` that the test records as an
/// issue.
final class FuzzWatchdog: @unchecked Sendable {
    /// An input that took longer than the limit.
    struct SlowInput: CustomStringConvertible {
        /// The seed of the run.
        var seed: UInt64
        /// The input's number in the run, from 1.
        var index: Int
        /// The input's bytes.
        var input: [UInt8]
        /// How long the input took to read.
        var elapsed: Duration
        /// The limit it passed.
        var limit: Duration

        var description: String {
            "input \(index) of seed \(seed) took \(elapsed), longer than \(limit) (XMLREADING_FUZZ_SEED=\(seed) reproduces it): \(Data(input).base64EncodedString())"
        }
    }

    // @unchecked: `started`, `index`, `input`, `announced` and `done` are only touched under `lock`.
    private let lock = NSLock()
    private var started: ContinuousClock.Instant?
    private var index = 0
    private var input: [UInt8] = []
    private var announced = false
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
            announced = false
            started = .now
        }
    }

    /// Ends the current input; the input when it took longer than the limit.
    func end() -> SlowInput? {
        lock.withLock {
            defer { started = nil }
            guard let started else { return nil }
            let elapsed = ContinuousClock.now - started
            guard elapsed > limit else { return nil }
            return SlowInput(seed: seed, index: index, input: input, elapsed: elapsed, limit: limit)
        }
    }

    func stop() { lock.withLock { done = true } }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            let overdue: (Int, [UInt8])? = lock.withLock {
                guard !announced, let started, ContinuousClock.now - started > limit else { return nil }
                announced = true
                return (index, input)
            }
            if lock.withLock({ done }) { return }
            if let (index, input) = overdue {
                let message =
                    "fuzz: input \(index) of seed \(seed) is still being read after \(limit): \(Data(input).base64EncodedString())\n"
                FileHandle.standardError.write(Data(message.utf8))
            }
        }
    }
}
