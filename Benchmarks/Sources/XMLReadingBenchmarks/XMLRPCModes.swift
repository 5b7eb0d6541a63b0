import Foundation
import XMLRPC

/// The XMLRPC module on its other parser.
enum XMLRPCModes {
    /// `XMLRPCResponse.decode(from: url, options: XMLRPCReadingOptions(parser: .libxml2))`.
    static func libxml2Response(in url: URL) throws -> XMLRPCResponse {
        try XMLRPCResponse.decode(from: url, options: XMLRPCReadingOptions(parser: .libxml2))
    }
}
