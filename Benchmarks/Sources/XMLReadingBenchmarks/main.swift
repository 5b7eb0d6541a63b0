import Foundation

// xmlreading-benchmarks: generates the corpus, runs every mode in its own child process and
// prints one table per suite and size. `--child MODE FILE` is the child side.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child", arguments.count == 3, let mode = Mode(rawValue: arguments[1]) {
    exit(ChildRun.main(mode: mode, file: URL(fileURLWithPath: arguments[2])))
}
if arguments.first == "--dump", arguments.count == 3, let mode = Mode(rawValue: arguments[1]) {
    // Prints every book or top-level value a mode reads, one per line, to find where two modes disagree.
    do {
        for line in try mode.dump(URL(fileURLWithPath: arguments[2])) { print(line) }
        exit(0)
    } catch {
        log("\(mode.rawValue): \(error)")
        exit(1)
    }
}
if arguments.first == "--child-baseline" {
    print("ok seconds=0 hwm_kib=\(ChildRun.peakResidentKiB())")
    exit(0)
}
do {
    let options = try Options.parse(arguments)
    exit(try BenchmarkRun(options: options).main())
} catch {
    log("xmlreading-benchmarks: \(error)")
    exit(2)
}
