import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `xmlrpc-call` prints, on stdout and stderr, and the status it exits with.
struct Outcome {
    var output = ""
    var message = ""
    var status: Int32

    /// A result, as tagged JSON: exit status 0.
    static func result(_ json: String) -> Outcome { Outcome(output: json + "\n", status: 0) }

    /// A fault, or a multicall's results with a fault among them: exit status 3.
    static func fault(_ json: String) -> Outcome { Outcome(output: json + "\n", status: 3) }

    /// No answer that can be printed (a timeout, an HTTP status, a transport failure, an
    /// unreadable response): exit status 1.
    static func failure(_ message: String) -> Outcome { Outcome(message: "xmlrpc-call: \(message)\n", status: 1) }

    /// A usage error: the problem and the usage, exit status 2 (0 for `--help`).
    static func usage(_ error: UsageError) -> Outcome {
        guard let problem = error.problem else { return Outcome(message: Usage.text, status: 0) }
        return Outcome(message: "xmlrpc-call: \(problem)\n" + Usage.text, status: 2)
    }

    /// A malformed ARG or FILE: exit status 2.
    static func invalidInput(_ error: any Error) -> Outcome {
        Outcome(message: "xmlrpc-call: \(error)\n", status: 2)
    }

    /// Prints the outcome and exits.
    func finish() -> Never {
        FileHandle.standardOutput.write(Data(output.utf8))
        FileHandle.standardError.write(Data(message.utf8))
        exit(status)
    }
}
