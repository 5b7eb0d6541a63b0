import Foundation
import XMLReading

extension XMLRPCMethodCall {
    /// Reads a `<methodCall>`: `let call = try XMLRPCMethodCall.decode(from: data)`.
    ///
    /// Throws an `XMLReadingError` with line and column when the document is not a valid call.
    public static func decode(from data: Data) throws -> XMLRPCMethodCall { try MessageInput.data(data).call() }

    /// Reads a `<methodCall>` from text.
    public static func decode(from xml: String) throws -> XMLRPCMethodCall { try MessageInput.text(xml).call() }

    /// Reads a `<methodCall>` from a file, streaming it.
    public static func decode(from url: URL) throws -> XMLRPCMethodCall { try MessageInput.file(url).call() }
}
