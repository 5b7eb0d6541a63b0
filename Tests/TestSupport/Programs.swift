import Foundation

/// The built sample executable `name` (`book-catalog`, `plist-dump`…), next to the test bundle.
package func sampleExecutable(_ name: String) -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name)
}

/// Runs a program to its end, with `input` on stdin, in `directory` when given: its exit status,
/// stdout and stderr. Input and errors go through files, so that no pipe fills up while another
/// is read.
package func runProgram(
    _ program: URL, _ arguments: [String], input: Data = Data(), in directory: URL? = nil
) throws -> (status: Int32, output: String, error: String) {
    let run = try runProgramForBytes(program, arguments, input: input, in: directory)
    return (run.status, String(decoding: run.output, as: UTF8.self), String(decoding: run.error, as: UTF8.self))
}

/// ``runProgram(_:_:input:in:)`` with stdout and stderr as they were written, byte for byte.
package func runProgramForBytes(
    _ program: URL, _ arguments: [String], input: Data = Data(), in directory: URL? = nil
) throws -> (status: Int32, output: Data, error: Data) {
    let files = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: files) }
    let inputURL = files.appendingPathComponent("stdin")
    let errorURL = files.appendingPathComponent("stderr")
    try input.write(to: inputURL)
    try Data().write(to: errorURL)
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try launch(process)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, outputData, try Data(contentsOf: errorURL))
}

/// ``runProgram(_:_:input:in:)`` on a thread of its own, for async tests: the wait must not
/// block one of the concurrency runtime's few threads, which a server the program talks to may
/// need.
package func runProgramDetached(
    _ program: URL, _ arguments: [String], input: Data = Data(), in directory: URL? = nil
) async throws -> (status: Int32, output: String, error: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try runProgram(program, arguments, input: input, in: directory) })
        }
    }
}
