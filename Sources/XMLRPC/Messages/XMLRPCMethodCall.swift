import Foundation

/// A call: a method name and its parameters.
///
/// ```swift
/// // <methodCall><methodName>examples.getStateName</methodName>
/// //   <params><param><value><i4>41</i4></value></param></params></methodCall>
/// let call = try XMLRPCMethodCall.decode(from: data)
/// call.methodName    // "examples.getStateName"
/// call.params        // [.int(41)]
/// let xml = XMLRPCMethodCall("examples.getStateName", [41]).xml
/// ```
public struct XMLRPCMethodCall: Sendable, Hashable {
    /// The method's name: `call.methodName == "examples.getStateName"`.
    public var methodName: String
    /// The parameters, in order; empty when the call has no `<params>`.
    public var params: [XMLRPCValue]

    /// Creates a call: `XMLRPCMethodCall("examples.getStateName", [41])`.
    public init(_ methodName: String, _ params: [XMLRPCValue] = []) {
        self.methodName = methodName
        self.params = params
    }
}
