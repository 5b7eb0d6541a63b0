import Foundation
import XMLSchema

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// xml-schema SCHEMA.xsd [MORE.xsd…] --output DIR [--roundtrip-main] [--access public|internal] [--map URI=FILE]…
switch SchemaCommand.run(Array(CommandLine.arguments.dropFirst())) {
case .success(let summary):
    print(summary)
case .failure(let failure):
    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
    exit(failure.exitCode)
}
