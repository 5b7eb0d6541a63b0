import Foundation

extension XMLRPCClient {
    /// The server's methods (`system.listMethods`).
    ///
    /// ```swift
    /// try await client.listMethods()     // ["add", "system.listMethods", "system.methodHelp", …]
    /// ```
    public func listMethods() async throws -> [String] {
        try await call("system.listMethods", as: [String].self)
    }

    /// The signatures of `method` (`system.methodSignature`): each the return type then the
    /// parameter types, or `nil` when the server does not know them (it answers with something
    /// other than an array, as Python's `"signatures not supported"`).
    ///
    /// ```swift
    /// try await client.methodSignature("add")     // [["int", "int", "int"]]
    /// ```
    public func methodSignature(_ method: String) async throws -> [[String]]? {
        let data = try await send(XMLRPCMethodCall("system.methodSignature", [.string(method)]))
        guard case .array? = try response(in: data).value else { return nil }
        return try value(in: data) { value in try [[String]].decode(value, in: XMLRPCDecodingContext()) }
    }

    /// The documentation of `method` (`system.methodHelp`), `""` when it has none.
    ///
    /// ```swift
    /// try await client.methodHelp("add")          // "Adds two integers."
    /// ```
    public func methodHelp(_ method: String) async throws -> String {
        try await call("system.methodHelp", [.string(method)], as: String.self)
    }
}
