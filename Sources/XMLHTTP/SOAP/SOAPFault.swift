import Foundation
import XMLReading

/// A fault a SOAP service answered instead of a response, thrown by ``SOAPClient``: the code,
/// the reason, and the detail entries, in either version's shape.
///
/// ```swift
/// do {
///     _ = try await client.call(Divide(a: 1, b: 0), element: divide, response: DivideResponse.self,
///                               responseElement: divideResponse)
/// } catch let fault as SOAPFault {
///     fault.code          // "soap:Client"  (1.2: "env:Sender")
///     fault.codeName      // "Client"
///     fault.reason        // "division by zero"
///     fault.statusCode    // 500
///     let problem = try fault.detail(as: MathProblem.self, element: XMLName("problem", namespace: "urn:calc"))
/// }
/// ```
///
/// ```xml
/// <soap:Fault>
///   <faultcode>soap:Client</faultcode><faultstring>division by zero</faultstring>
///   <detail><m:problem xmlns:m="urn:calc"><m:operand>b</m:operand></m:problem></detail>
/// </soap:Fault>
/// ```
public struct SOAPFault: Error, Sendable, CustomStringConvertible {
    /// The envelope's version: `fault.version == .soap12`.
    public var version: SOAPVersion
    /// The fault code as written, a qualified name: `soap:Server`, `soap:Client` (1.1),
    /// `env:Receiver`, `env:Sender`, `env:MustUnderstand`, `env:VersionMismatch` (1.2):
    /// `fault.code == "soap:Client"`.
    public var code: String
    /// The 1.2 subcodes' values, outermost first; empty in 1.1: `fault.subcodes == ["m:MessageTimeout"]`.
    public var subcodes: [String]
    /// The human-readable reason: `faultstring` (1.1), or the 1.2 `Reason` text in English (or
    /// the first one): `fault.reason == "division by zero"`.
    public var reason: String
    /// Who faulted: `faultactor` (1.1) or `Role` (1.2), when given: `fault.actor == "http://calc.example/"`.
    public var actor: String?
    /// The SOAP node that faulted (1.2 `Node`), when given: `fault.node == "http://calc.example/node"`.
    public var node: String?
    /// The detail entries, as elements (read one as a model with ``detail(as:element:)``):
    /// `fault.detail.map(\.name)`.
    public var detail: [AnyElement]
    /// The HTTP status that came with the fault (500 for most): `fault.statusCode == 500`.
    public var statusCode: Int
    /// The endpoint, without its password: `"https://name@example.com/calc"`.
    public var url: String

    /// A fault with these values.
    ///
    /// `SOAPFault(version: .soap11, code: "soap:Server", reason: "down", statusCode: 500, url: "http://host/")`
    public init(
        version: SOAPVersion, code: String, subcodes: [String] = [], reason: String, actor: String? = nil,
        node: String? = nil, detail: [AnyElement] = [], statusCode: Int, url: String
    ) {
        self.version = version
        self.code = code
        self.subcodes = subcodes
        self.reason = reason
        self.actor = actor
        self.node = node
        self.detail = detail
        self.statusCode = statusCode
        self.url = url
    }

    /// The code's local part: `Server`, `Client`, `Sender`, `Receiver`…
    ///
    /// `fault.codeName == "Sender"`
    public var codeName: String {
        code.split(separator: ":", maxSplits: 1).last.map(String.init) ?? code
    }

    /// The version, the codes, the endpoint and the reason; `print(fault)` prints
    /// `SOAP 1.1 fault soap:Client from http://host/calc: division by zero`, or in 1.2
    /// `SOAP 1.2 fault env:Sender / m:DivisionByZero from http://host/calc: division by zero`.
    public var description: String {
        let codes = ([code] + subcodes).joined(separator: " / ")
        return "\(version) fault \(codes) from \(url): \(reason)"
    }

    /// The first detail entry named `element`, read as a `T`; `nil` when there is none.
    ///
    /// ```swift
    /// let problem = try fault.detail(as: MathProblem.self, element: XMLName("problem", namespace: "urn:calc"))
    /// ```
    public func detail<T: XMLReadable>(as type: T.Type, element: XMLName) throws -> T? {
        guard let entry = detail.first(where: { $0.name == element }) else { return nil }
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false)).data(entry)
        return try XMLReader.rootObject(ofType: T.self, element: element, from: xml)
    }

    init(_ fault: SOAP11Fault, statusCode: Int, url: String) {
        self.init(
            version: .soap11, code: fault.code, reason: fault.string, actor: fault.actor,
            detail: fault.detail?.entries ?? [], statusCode: statusCode, url: url)
    }

    init(_ fault: SOAP12Fault, statusCode: Int, url: String) {
        let english = fault.reasons.first { $0.language?.lowercased().hasPrefix("en") ?? false }
        self.init(
            version: .soap12, code: fault.code.value, subcodes: fault.code.subcodeValues,
            reason: (english ?? fault.reasons.first)?.text ?? "", actor: fault.role, node: fault.node,
            detail: fault.detail?.entries ?? [], statusCode: statusCode, url: url)
    }
}
