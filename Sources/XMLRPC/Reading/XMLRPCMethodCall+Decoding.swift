import Foundation
import XMLReading

extension XMLRPCMethodCall {
    /// Reads a `<methodCall>` from any input: `Data`, a `String` of XML, a file `URL`,
    /// `.stream(inputStream)`, `.bytes(asyncSequence)` or `.http(url)`.
    ///
    /// ```swift
    /// let call = try XMLRPCMethodCall.decode(from: request.body)
    /// call.methodName     // "examples.getStateName"
    /// let big = try XMLRPCMethodCall.decode(from: data, options: .lenient)   // <i4>5000000000</i4> accepted
    /// ```
    ///
    /// Throws an `XMLReadingError` with line and column when the document is not a valid call.
    public static func decode(from input: some XMLInputConvertible, options: XMLRPCReadingOptions = .strict) throws
        -> XMLRPCMethodCall
    {
        try options.bound {
            try XMLReader.rootObject(
                ofType: MethodCallNode.self, element: "methodCall", from: input, options: options.readingOptions
            )
            .call
        }
    }
}
