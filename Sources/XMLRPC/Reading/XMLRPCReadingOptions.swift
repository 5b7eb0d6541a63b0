import XMLReading

/// How strictly responses are read. The defaults follow the XML-RPC specification; the lenient
/// choices accept what some real servers write.
///
/// ```swift
/// // Ruby's xmlrpc writes <value><i4>5000000000</i4></value>
/// let strict = try XMLRPCResponse.decode(from: data)            // throws: not a 32-bit integer
/// let value = try XMLRPCResponse.decode(from: data, options: .lenient).value  // .int(5000000000)
///
/// // A client that reads such servers
/// var options = XMLRPCClientOptions()
/// options.reading.allowsIntegersBeyond32Bits = true
/// options.reading.allowsStringFaultCode = true
/// ```
public struct XMLRPCReadingOptions: Sendable, Hashable {
    /// `<i4>` and `<int>` holding an integer beyond 32 bits (`<i4>5000000000</i4>`, as Ruby writes
    /// them) read as ``XMLRPCValue/int(_:)``, as `<i8>` does; strict reading refuses them.
    public var allowsIntegersBeyond32Bits: Bool
    /// A fault whose `faultCode` is a string (`<string>Server.Unavailable</string>`) is read with
    /// the string in ``XMLRPCFault/faultCodeString`` and ``XMLRPCFault/faultCode`` its integer
    /// value, or 0 when it is not one; strict reading refuses it.
    public var allowsStringFaultCode: Bool
    /// The XML parser messages are read with: Foundation's `XMLParser` (the default) or libxml2
    /// (`ReadingParser.libxml2`), faster, with the same answers. A client reads its responses with
    /// the parser of its `options.reading` (`options.reading.parser = .libxml2`), whatever its
    /// `options.http.reading` says.
    ///
    /// `XMLRPCMethodCall.decode(from: body, options: XMLRPCReadingOptions(parser: .libxml2))`
    public var parser: ReadingParser

    /// Creates options; every choice is strict unless given:
    /// `XMLRPCReadingOptions(allowsIntegersBeyond32Bits: true)`.
    public init(
        allowsIntegersBeyond32Bits: Bool = false, allowsStringFaultCode: Bool = false,
        parser: ReadingParser = .foundation
    ) {
        self.allowsIntegersBeyond32Bits = allowsIntegersBeyond32Bits
        self.allowsStringFaultCode = allowsStringFaultCode
        self.parser = parser
    }

    /// The core's options for a read with these: the default limits, on ``parser``.
    var readingOptions: ReadingOptions { ReadingOptions(parser: parser) }

    /// The specification: every lenient choice off, the default of
    /// `XMLRPCResponse.decode(from: data, options: .strict)`.
    public static let strict = XMLRPCReadingOptions()
    /// Every lenient choice on: `XMLRPCResponse.decode(from: data, options: .lenient)`.
    public static let lenient = XMLRPCReadingOptions(allowsIntegersBeyond32Bits: true, allowsStringFaultCode: true)

    /// The options of the read running on this task or thread. Readers are made by the core
    /// (`ElementReader.init(element:attributes:position:)`), which passes no context, so the
    /// options travel as a task-local value, bound around each synchronous read and consulted only
    /// where strict reading would fail.
    @TaskLocal static var current = XMLRPCReadingOptions.strict

    /// Runs `body` with these options bound to the reads inside it.
    func bound<T>(_ body: () throws -> T) rethrows -> T {
        if self == .strict, Self.current == .strict { return try body() }
        return try Self.$current.withValue(self) { try body() }
    }
}
