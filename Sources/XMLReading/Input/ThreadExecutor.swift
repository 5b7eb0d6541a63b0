import Foundation

/// A task executor with a thread of its own, for the one task that pulls an async byte sequence
/// while a parser (which blocks) waits for its bytes.
///
/// The parser of a synchronous read blocks the caller's thread until bytes arrive. If the task
/// producing them ran on the shared cooperative pool, a few such reads called from tasks could
/// occupy every thread of the pool and the producers would never run. On a thread of its own the
/// producer always can.
///
/// `@unchecked Sendable`: `jobs` and `stopped` are read and written only while `condition` is
/// locked; the thread runs one job at a time.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Ends the thread once the jobs already queued have run.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
