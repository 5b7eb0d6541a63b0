import XMLReading

/// A call that failed before an XML-RPC response arrived: a timeout, an HTTP error status, a
/// response over the size limit, a cancelled `Task`, or a transport failure. (A fault is thrown as ``XMLRPCFault``, a response that cannot be read as an
/// `XMLReadingError`.)
///
/// ```swift
/// do {
///     let value = try await client.call("examples.getStateName", [41])
/// } catch let error as XMLRPCClientError where error.code == .httpStatus {
///     print(error.statusCode ?? 0)       // 401
///     print(error)                       // examples.getStateName: http://name@example.com/RPC2 answered HTTP 401
/// }
/// ```
public struct XMLRPCClientError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is: the one code type of every error in XMLReading and XMLRPC
    /// (``XMLReading/XMLReadingError/Code``), with `XMLReadingError.Code.timedOut`,
    /// `XMLReadingError.Code.httpStatus`, `limitExceeded`,
    /// `XMLReadingError.Code.cancelled` and `XMLReadingError.Code.transport`
    /// for calls: `error.code == .httpStatus`.
    public typealias Code = XMLReadingError.Code

    /// What went wrong: `error.code == .timedOut`.
    public let code: Code
    /// A sentence saying what went wrong, naming the method and the URL without its password:
    /// `"whoami: https://name@example.com/RPC2 answered HTTP 401"`.
    public let message: String
    /// The HTTP status, for `XMLReadingError.Code.httpStatus`: `error.statusCode == 401`.
    public let statusCode: Int?
    /// The `URLError` or other error that caused this one:
    /// `(error.underlyingError as? URLError)?.code == .cannotConnectToHost`.
    public let underlyingError: (any Error & Sendable)?

    /// Creates an error: `XMLRPCClientError(code: .httpStatus, message: "…", statusCode: 503)`.
    public init(code: Code, message: String, statusCode: Int? = nil, underlyingError: (any Error & Sendable)? = nil) {
        self.code = code
        self.message = message
        self.statusCode = statusCode
        self.underlyingError = underlyingError
    }

    public var description: String { message }
}
