import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// xml-describe [--root NAME] [--type-name NAME] [--roundtrip-main] FILE…: prints Swift models
/// (XMLReadable structs with their parsing descriptions) inferred from sample documents of one
/// format. Exits with 1 when a sample cannot be read or the samples disagree on their root, and
/// with 2 and the usage on stderr on a usage error. What the models cannot keep exactly (the text
/// of a root element that mixes text and markup) is noted on stderr.
do {
    let options = try DescribeOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    do {
        let (source, notes) = try Describer.describeWithNotes(options)
        for note in notes { FileHandle.standardError.write(Data("xml-describe: note: \(note)\n".utf8)) }
        FileHandle.standardOutput.write(Data(source.utf8))
    } catch {
        FileHandle.standardError.write(Data("xml-describe: \(error)\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n\(DescribeOptions.usage)".utf8))
    exit(2)
}
