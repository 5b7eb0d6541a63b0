import Foundation

/// Runs this executable again as a child and reads its one-line report.
enum ChildProcess {
    enum Report {
        case ok(seconds: Double, peakKiB: Int, books: Int?, checksum: String?, core: String?, modelsKiB: Int?)
        case fails(String)
    }

    static var executable: URL {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            return URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    /// Throws when the child crashes or prints nothing readable: that is a bug, not a result.
    /// `launcher` (a program and its arguments, such as valgrind's) runs the child when not empty.
    static func run(_ arguments: [String], under launcher: [String] = []) throws -> Report {
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationStatus == ChildRun.failureStatus, line.hasPrefix("fails ") {
            return .fails(String(line.dropFirst("fails ".count)))
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0, line.hasPrefix("ok ") else {
            throw ModeFailure(
                "child \(arguments.joined(separator: " ")) ended with status \(process.terminationStatus): \(line)")
        }
        var fields: [String: String] = [:]
        for pair in line.dropFirst(3).split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let seconds = fields["seconds"].flatMap(Double.init), let peak = fields["hwm_kib"].flatMap(Int.init)
        else {
            throw ModeFailure("child \(arguments.joined(separator: " ")) printed \"\(line)\"")
        }
        return .ok(
            seconds: seconds, peakKiB: peak, books: fields["books"].flatMap(Int.init), checksum: fields["checksum"],
            core: fields["core"], modelsKiB: fields["models_kib"].flatMap(Int.init))
    }
}
