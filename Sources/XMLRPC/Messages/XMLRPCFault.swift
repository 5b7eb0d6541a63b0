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
    /// The server's explanation.
    public var faultString: String

    /// Creates a fault, for instance to encode it as a server's response.
    public init(faultCode: Int32, faultString: String) {
        self.faultCode = faultCode
        self.faultString = faultString
    }

    /// `fault 4: Too many parameters.`
    public var description: String { "fault \(faultCode): \(faultString)" }
}
