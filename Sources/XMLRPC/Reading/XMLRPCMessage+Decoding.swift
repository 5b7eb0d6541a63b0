import Foundation
import XMLReading

extension XMLRPCMessage {
    /// Reads a call, response or fault from any input: `Data`, a `String` of XML, a file `URL`,
    /// `.stream(inputStream)`, `.bytes(asyncSequence)` or `.http(url)`; a fault is returned, not thrown.
    ///
    /// ```swift
    /// let message = try XMLRPCMessage.decode(from: "<methodCall><methodName>add</methodName></methodCall>")
    /// // .call(XMLRPCMethodCall("add"))
    /// let dumped = try XMLRPCMessage.decode(from: URL(fileURLWithPath: "message.xml"), options: .lenient)
    /// ```
    ///
    /// The input is read in one streaming pass. Throws an `XMLReadingError` with line and column
    /// for malformed XML, a root element other than `<methodCall>` or `<methodResponse>`, and
    /// anything that is not valid XML-RPC (with `options`, what some servers write against the
    /// specification is accepted: ``XMLRPCReadingOptions/lenient``).
    public static func decode(from input: some XMLInputConvertible, options: XMLRPCReadingOptions = .strict) throws
        -> XMLRPCMessage
    {
        try options.bound {
            switch try XMLReader.rootObject(in: messageRoots, from: input, options: options.readingOptions) {
            case let call as MethodCallNode: .call(call.call)
            case let response as MethodResponseNode: response.message
            default: preconditionFailure("rootObject returned a type it was not given")
            }
        }
    }

    /// The root elements of a message.
    private static let messageRoots: [XMLName: any XMLReadable.Type] = [
        "methodCall": MethodCallNode.self, "methodResponse": MethodResponseNode.self,
    ]
}
