import Foundation
import XMLRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// xmlrpc-dump [FILE]: prints one XML-RPC message (call, response or fault) as tagged JSON.
/// Without FILE it reads the message bundled with the sample.
let arguments = CommandLine.arguments.dropFirst()
if arguments.count > 1 || arguments.first == "--help" || arguments.first == "-h" {
    FileHandle.standardError.write(Data("usage: xmlrpc-dump [FILE]\n".utf8))
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}

do {
    let message: XMLRPCMessage
    if let path = arguments.first {
        message = try XMLRPCMessage.decode(from: URL(fileURLWithPath: path))
    } else {
        message = try XMLRPCMessage.decode(from: BundledMessage.xml)
    }
    FileHandle.standardOutput.write(Data((TaggedJSON.message(message) + "\n").utf8))
} catch {
    let name = arguments.first ?? "bundled message"
    FileHandle.standardError.write(Data("xmlrpc-dump: \(name): \(error)\n".utf8))
    exit(1)
}
