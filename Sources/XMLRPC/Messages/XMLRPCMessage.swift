import Foundation

/// Any XML-RPC message: a call, a response or a fault, as told apart by its root element.
///
/// ```swift
/// switch try XMLRPCMessage.decode(from: data) {
/// case .call(let call): print(call.methodName)
/// case .response(let response): print(response.params)
/// case .fault(let fault): print(fault.faultString)
/// }
/// ```
public enum XMLRPCMessage: Sendable, Hashable {
    /// `<methodCall>`.
    case call(XMLRPCMethodCall)
    /// `<methodResponse>` with `<params>`.
    case response(XMLRPCResponse)
    /// `<methodResponse>` with `<fault>`.
    case fault(XMLRPCFault)
}
