import Foundation

/// A successful response: its parameters (XML-RPC servers return one).
///
/// ```swift
/// // <methodResponse><params><param><value><string>South Dakota</string></value></param></params></methodResponse>
/// let response = try XMLRPCResponse.decode(from: data)     // throws XMLRPCFault for a fault
/// response.value                                           // .string("South Dakota")
/// let posts = try XMLRPCResponse.decode([Post].self, from: data)
/// ```
public struct XMLRPCResponse: Sendable, Hashable {
    /// The parameters, in order: `XMLRPCResponse(["South Dakota"]).params == ["South Dakota"]`.
    public var params: [XMLRPCValue]

    /// Creates a response, for instance to write it as a server: `XMLRPCResponse([["postid": 7]]).xml`.
    public init(_ params: [XMLRPCValue]) {
        self.params = params
    }

    /// The first parameter: the result of the call (`nil` for an empty `<params>`).
    public var value: XMLRPCValue? { params.first }
}
