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
        let run = try runProgramForBytes(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + arguments, input: input)
        guard run.status == 0 else {
            throw Failure(status: run.status, stderr: String(decoding: run.error, as: UTF8.self))
        }
        return run.output
    }
}
