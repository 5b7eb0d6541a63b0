import Foundation

/// Runs Python 3 (the independent reference: ElementTree, plistlib, xmlrpc, http.server) as a
/// subprocess.
package enum Python {
    package struct Failure: Error, CustomStringConvertible {
        let status: Int32
        let stderr: String
        package var description: String { "python3 exited with \(status): \(stderr)" }
    }

    /// Runs `script` with `arguments`, feeding `input` on stdin; returns stdout.
    package static func run(_ script: String, arguments: [String] = [], input: Data = Data()) throws -> Data {
        let directory = FileManager.default.temporaryDirectory
        let inputURL = directory.appendingPathComponent("xmlrpc-in-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent("xmlrpc-err-\(UUID().uuidString)")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: inputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errorOutput = (try? Data(contentsOf: errorURL)) ?? Data()
            throw Failure(status: process.terminationStatus, stderr: String(decoding: errorOutput, as: UTF8.self))
        }
        return output
    }
}
