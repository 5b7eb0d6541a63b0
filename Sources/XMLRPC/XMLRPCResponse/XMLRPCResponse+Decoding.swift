import Foundation
import XMLReading

extension XMLRPCResponse {
    /// Reads a `<methodResponse>`; a fault is thrown as ``XMLRPCFault``.
    ///
    /// ```swift
    /// let title = try XMLRPCResponse.decode(from: data).value?["title"]
    /// ```
    ///
    /// Anything else that goes wrong is an `XMLReadingError` with line and column. `options` accept
    /// what some servers write against the specification (``XMLRPCReadingOptions/lenient``).
    public static func decode(from data: Data, options: XMLRPCReadingOptions = .strict) throws -> XMLRPCResponse {
        try options.bound { try MessageInput.data(data).response() }
    }

    /// Reads a `<methodResponse>` from text; a fault is thrown as ``XMLRPCFault``.
    public static func decode(from xml: String) throws -> XMLRPCResponse { try MessageInput.text(xml).response() }

    /// Reads a `<methodResponse>` from a file, streaming it; a fault is thrown as ``XMLRPCFault``.
    public static func decode(from url: URL) throws -> XMLRPCResponse { try MessageInput.file(url).response() }
}
