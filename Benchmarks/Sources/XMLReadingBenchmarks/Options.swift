import Foundation

/// The command line: `xmlreading-benchmarks [--sizes 1,10,100] [--suite catalog|catalog-utf16|xmlrpc|catalog-writing|all] [--runs N] [--modes a,b] [--corpus DIR] [--instructions] [--chart FILE.svg] [--generate-only]`.
struct Options {
    var sizes = [1, 10]
    var runs: Int?
    var modes = Mode.allCases
    var suites = Suite.allCases
    var corpus = URL(fileURLWithPath: ".corpus")
    var generateOnly = false
    /// Counts each mode's instructions once under callgrind, for the tables and the chart.
    var instructions = false
    /// Where to write the tables as an SVG bar chart.
    var chart: URL?

    static let usage = """
        usage: xmlreading-benchmarks [--sizes 1,10,100] [--suite catalog|catalog-utf16|xmlrpc|catalog-writing|all] [--runs N]
                                     [--modes \(Mode.allCases.map(\.rawValue).joined(separator: ","))]
                                     [--corpus DIR] [--instructions] [--chart FILE.svg] [--generate-only]

          --sizes          corpus sizes in MB (default 1,10); each file is written once into DIR
          --suite          which files and tables: the book catalog, the catalog in UTF-16, the XML-RPC
                           response (several separated by commas), or all (default)
          --runs           runs per mode (default 5 up to 10 MB, 3 above)
          --modes          which modes to run (default all of each suite's)
          --corpus         where generated files live (default .corpus)
          --instructions   also run each mode once under valgrind --tool=callgrind and show its instructions
                           (whole process) and their ratio to the hand-written delegate's
          --chart          write the tables as an SVG bar chart: each mode's ratios to the hand-written
                           delegate, instructions (with --instructions) and wall clock
          --generate-only  write the corpus and stop
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let value = rest.popFirst() else { throw ModeFailure("\(flag) needs a value\n\(usage)") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--sizes":
                let text = try value(argument)
                options.sizes = try text.split(separator: ",").map {
                    guard let size = Int($0), size > 0 else {
                        throw ModeFailure("--sizes: \"\(text)\" is not a list of megabytes")
                    }
                    return size
                }
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0 else {
                    throw ModeFailure("--runs: \"\(text)\" is not a positive number")
                }
                options.runs = runs
            case "--modes":
                let text = try value(argument)
                options.modes = try text.split(separator: ",").map {
                    guard let mode = Mode(rawValue: String($0)) else {
                        throw ModeFailure(
                            "--modes: unknown mode \"\($0)\"; modes are \(Mode.allCases.map(\.rawValue).joined(separator: ", "))"
                        )
                    }
                    return mode
                }
            case "--suite":
                let text = try value(argument)
                if text == "all" {
                    options.suites = Suite.allCases
                } else {
                    options.suites = try text.split(separator: ",").map {
                        guard let suite = Suite(rawValue: String($0)) else {
                            throw ModeFailure(
                                "--suite: \"\($0)\" is not catalog, catalog-utf16, xmlrpc, catalog-writing or all")
                        }
                        return suite
                    }
                }
            case "--corpus":
                options.corpus = URL(fileURLWithPath: try value(argument))
            case "--instructions":
                options.instructions = true
            case "--chart":
                options.chart = URL(fileURLWithPath: try value(argument))
            case "--generate-only":
                options.generateOnly = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                throw ModeFailure("unknown argument \"\(argument)\"\n\(usage)")
            }
        }
        return options
    }

    func runs(forMegabytes megabytes: Int) -> Int {
        runs ?? (megabytes > 10 ? 3 : 5)
    }
}
