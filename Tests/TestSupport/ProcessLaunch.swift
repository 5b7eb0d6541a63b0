import Foundation

/// Starts `process`, one start at a time in the whole test process: every test that runs a program
/// or a server starts it here.
///
/// On Linux, swift-corelibs-foundation's `Process` learns that a child has ended when a socket it
/// hands the child is closed (swiftlang/swift-corelibs-foundation#4795). A child that another
/// thread starts at the same moment can inherit that socket and keep it open for as long as it
/// runs: the first child ends as a zombie and its `waitUntilExit()` never returns. Seen in CI: a
/// `python3` that `runProgram` ran exited while a test server started beside it held its socket
/// (the only server with three sockets), and the two blocked threads stopped the suite.
///
/// ```swift
/// let process = Process()
/// process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
/// process.arguments = ["python3", "-c", "print(1)"]
/// try launch(process)
/// ```
package func launch(_ process: Process) throws {
    launchLock.lock()
    defer { launchLock.unlock() }
    try process.run()
}

/// The lock ``launch(_:)`` holds while a process starts.
private let launchLock = NSLock()
