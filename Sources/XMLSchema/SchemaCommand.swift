import Foundation
import XMLReading

/// The command line of `xml-schema`, parsed and run: what the executable does, callable from tests.
///
/// ```
/// xml-schema SCHEMA.xsd [MORE.xsd…] --output DIR [--roundtrip-main] [--access public|internal] [--map URI=FILE]… [--shards N]
/// ```
///
/// `--shards N` writes the models into exactly `N` files, `Models+1.swift` … `Models+N.swift`
/// beside `Namespaces.swift`, for build tools that name their outputs before running (the
/// package's build plugin).
///
/// Exit status 1 for a schema it cannot read (the message names the file and, for a reference, its
/// line and column), 2 for a usage error.
package enum SchemaCommand {
    package static let usage =
        "usage: xml-schema SCHEMA.xsd [MORE.xsd…] --output DIR [--roundtrip-main] [--access public|internal] [--map URI=FILE]… [--shards N]"

    package struct Failure: Error, Equatable {
        package var message: String
        package var exitCode: Int32
    }

    package struct Arguments: Equatable {
        package var schemas: [String] = []
        package var output: String?
        package var roundTripMain = false
        package var isPublic = true
        package var mappings: [String: String] = [:]
        /// `--shards N`: the models in exactly `N` files; `nil`: one file per namespace (or part).
        package var shards: Int?
    }

    /// Parses the arguments (without the program's name).
    package static func parse(_ arguments: [String]) -> Result<Arguments, Failure> {
        var parsed = Arguments()
        var index = 0
        func usageError(_ problem: String) -> Result<Arguments, Failure> {
            .failure(Failure(message: "xml-schema: \(problem)\n\(usage)", exitCode: 2))
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--output", "--access", "--map", "--shards":
                guard index < arguments.count else { return usageError("\(argument) needs a value") }
                let value = arguments[index]
                index += 1
                if argument == "--output" {
                    parsed.output = value
                } else if argument == "--shards" {
                    guard let count = Int(value), (1...64).contains(count) else {
                        return usageError("--shards takes a count from 1 to 64, not \(value)")
                    }
                    parsed.shards = count
                } else if argument == "--access" {
                    guard value == "public" || value == "internal" else {
                        return usageError("--access is public or internal, not \(value)")
                    }
                    parsed.isPublic = value == "public"
                } else {
                    guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
                        value.index(after: equals) != value.endIndex
                    else {
                        return usageError("--map takes URI=FILE, not \(value)")
                    }
                    parsed.mappings[String(value[..<equals])] = String(value[value.index(after: equals)...])
                }
            case "--roundtrip-main":
                parsed.roundTripMain = true
            case "-h", "--help":
                return .failure(Failure(message: usage, exitCode: 0))
            default:
                if argument.hasPrefix("-") { return usageError("unknown option \(argument)") }
                parsed.schemas.append(argument)
            }
        }
        if parsed.schemas.isEmpty { return usageError("no schema given") }
        if parsed.output == nil { return usageError("--output DIR is required") }
        return .success(parsed)
    }

    /// Runs the command: a summary line on success.
    package static func run(_ arguments: [String]) -> Result<String, Failure> {
        let parsed: Arguments
        switch parse(arguments) {
        case .success(let value): parsed = value
        case .failure(let failure): return .failure(failure)
        }
        do {
            let files = try generate(parsed)
            let output = URL(fileURLWithPath: parsed.output!)
            do {
                try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                for (name, source) in files {
                    try Data(source.utf8).write(to: output.appendingPathComponent(name), options: .atomic)
                }
            } catch {
                return .failure(
                    Failure(
                        message: "xml-schema: cannot write into \(output.path): \(SchemaLoader.reason(error))",
                        exitCode: 1))
            }
            let lines = files.reduce(0) {
                $0 + $1.source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            }
            return .success("xml-schema: \(files.count) files, \(lines) lines in \(output.path)")
        } catch {
            return .failure(Failure(message: "xml-schema: \(error.message)", exitCode: 1))
        }
    }

    /// The generated files, by name.
    package static func generate(_ arguments: Arguments) throws(SchemaError) -> [(name: String, source: String)] {
        let mappings = arguments.mappings.mapValues { URL(fileURLWithPath: $0) }
        let set = try SchemaLoader(mappings: mappings).load(arguments.schemas.map { URL(fileURLWithPath: $0) })
        var planner = try ModelPlanner(set: set)
        try planner.plan()
        return SwiftEmitter(planner: planner, isPublic: arguments.isPublic).files(
            roundTripMain: arguments.roundTripMain, shards: arguments.shards)
    }
}
