import Foundation
import XMLReading

extension XMLRPCMessage {
    /// Reads a call, response or fault; a fault is returned, not thrown.
    ///
    /// Throws an `XMLReadingError` with line and column for malformed XML, a root element other
    /// than `<methodCall>` or `<methodResponse>`, and anything that is not valid XML-RPC.
    public static func decode(from data: Data) throws -> XMLRPCMessage { try MessageInput.data(data).message() }

    /// Reads a call, response or fault from text:
    /// `try XMLRPCMessage.decode(from: "<methodCall><methodName>add</methodName></methodCall>")`.
    public static func decode(from xml: String) throws -> XMLRPCMessage { try MessageInput.text(xml).message() }

    /// Reads a call, response or fault from a file, streaming it:
    /// `try XMLRPCMessage.decode(from: URL(fileURLWithPath: "message.xml"))`.
    public static func decode(from url: URL) throws -> XMLRPCMessage { try MessageInput.file(url).message() }
}
