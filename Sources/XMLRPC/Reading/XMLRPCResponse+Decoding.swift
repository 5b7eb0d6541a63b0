import Foundation
import XMLReading

extension XMLRPCResponse {
    /// Reads a `<methodResponse>` from any input: `Data`, a `String` of XML, a file `URL`,
    /// `.stream(inputStream)`, `.bytes(asyncSequence)` or `.http(url)`; a fault is thrown as
    /// ``XMLRPCFault``.
    ///
    /// ```swift
    /// let title = try XMLRPCResponse.decode(from: data).value?["title"]
    /// let big = try XMLRPCResponse.decode(from: URL(fileURLWithPath: "response.xml"), options: .lenient)
    /// ```
    ///
    /// Anything else that goes wrong is an `XMLReadingError` with line and column. `options` accept
    /// what some servers write against the specification (``XMLRPCReadingOptions/lenient``).
    public static func decode(from input: some XMLInputConvertible, options: XMLRPCReadingOptions = .strict) throws
        -> XMLRPCResponse
    {
        try options.bound { try read(from: input, limits: options.readingOptions) }
    }

    /// Reads the response with the options already bound, within `limits` (a client's
    /// `http.reading` on the parser of its `reading`); a fault is thrown.
    static func read(from input: some XMLInputConvertible, limits: ReadingOptions = ReadingOptions()) throws
        -> XMLRPCResponse
    {
        let node = try XMLReader.rootObject(
            ofType: MethodResponseNode.self, element: "methodResponse", from: input, options: limits)
        switch node.message {
        case .response(let response): return response
        case .fault(let fault): throw fault
        case .call: preconditionFailure("a response node never holds a call")
        }
    }
}
