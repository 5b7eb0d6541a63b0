/// Why one call of a multicall failed, naming the call: its index in the list and its method.
///
/// ```swift
/// let results = try await client.multicall([XMLRPCMethodCall("add", [1, 2]), XMLRPCMethodCall("fail", [42, "boom"])])
/// switch results[1] {
/// case .success(let value): print(value)
/// case .failure(let error):
///     print(error)                 // call 1 (fail): fault 42: boom
///     print(error.fault?.faultCode ?? 0)   // 42
/// }
/// ```
///
/// ``underlyingError`` is the ``XMLRPCFault`` the server returned for the call, or the
/// `XMLReadingError` that says why its result could not be read or decoded.
public struct XMLRPCMulticallError: Error, Sendable, CustomStringConvertible {
    /// The call's index in the list given to ``XMLRPCClient/multicall(_:)``: `error.index == 1`
    /// for the second call.
    public let index: Int
    /// The call's method: `"fail"`.
    public let methodName: String
    /// The fault or the reading error:
    /// `(error.underlyingError as? XMLReadingError)?.code == .typeMismatch` for a result of another type.
    public let underlyingError: any Error

    /// Creates an error: `XMLRPCMulticallError(index: 1, methodName: "fail", underlyingError: fault)`.
    public init(index: Int, methodName: String, underlyingError: any Error) {
        self.index = index
        self.methodName = methodName
        self.underlyingError = underlyingError
    }

    /// The server's fault for the call, when that is what failed: `error.fault?.faultCode == 42`.
    public var fault: XMLRPCFault? { underlyingError as? XMLRPCFault }

    /// `call 1 (fail): fault 42: boom`
    public var description: String { "call \(index) (\(methodName)): \(underlyingError)" }
}
