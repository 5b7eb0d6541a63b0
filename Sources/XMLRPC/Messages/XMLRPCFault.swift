/// A fault returned by an XML-RPC server, thrown when a response is decoded or a call is made.
///
/// ```swift
/// // <methodResponse><fault><value><struct>
/// //   <member><name>faultCode</name><value><int>4</int></value></member>
/// //   <member><name>faultString</name><value><string>Too many parameters.</string></value></member>
/// // </struct></value></fault></methodResponse>
/// do {
///     let response = try XMLRPCResponse.decode(from: data)
/// } catch let fault as XMLRPCFault {
///     print(fault.faultCode, fault.faultString)   // 4 Too many parameters.
/// }
/// ```
public struct XMLRPCFault: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server's code for the fault (an `<int>`).
    public var faultCode: Int32
    /// The server's explanation: `"Too many parameters."`.
    public var faultString: String
    /// The code as the server wrote it when it was a string, which only lenient reading accepts
    /// (``XMLRPCReadingOptions/allowsStringFaultCode``): `"Server.Unavailable"`, with
    /// ``faultCode`` 0; `nil` for an `<int>` code.
    public var faultCodeString: String?

    /// Creates a fault, for instance to throw it from an ``XMLRPCDispatcher`` handler or to encode
    /// it as a server's response: `XMLRPCFault(faultCode: 4, faultString: "A post needs a title.")`.
    public init(faultCode: Int32, faultString: String, faultCodeString: String? = nil) {
        self.faultCode = faultCode
        self.faultString = faultString
        self.faultCodeString = faultCodeString
    }

    /// `"\(fault)"` is `fault 4: Too many parameters.`, or with a string code
    /// `fault Server.Unavailable: Try later.`
    public var description: String { "fault \(faultCodeString ?? String(faultCode)): \(faultString)" }
}
