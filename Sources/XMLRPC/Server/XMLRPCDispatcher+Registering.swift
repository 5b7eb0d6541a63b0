extension XMLRPCDispatcher {
    /// Registers a method without parameters.
    ///
    /// ```swift
    /// dispatcher.register("server.version", help: "The server's version.", signature: ["string"]) { () -> String in "1.0" }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The method's name, such as `"math.add"`.
    ///   - help: What `system.methodHelp` returns.
    ///   - signature: The result's type then each parameter's, as XML-RPC names (`["int", "int",
    ///     "int"]`), for `system.methodSignature`; without it, that answers `"signatures not supported"`.
    ///   - handler: The method, synchronous or `async`; what it throws is answered with a fault.
    public mutating func register<Result: XMLRPCEncodable>(
        _ name: String, help: String = "", signature: [String]? = nil,
        _ handler: @escaping @Sendable () async throws -> Result
    ) {
        add(name, help: help, signature: signature) { arguments in
            try arguments.expect(count: 0)
            return try await handler().xmlRPCValue
        }
    }

    /// Registers a method with one parameter, decoded as `A`.
    ///
    /// ```swift
    /// dispatcher.register("text.upper") { (text: String) in text.uppercased() }
    /// ```
    public mutating func register<A: XMLRPCDecodable, Result: XMLRPCEncodable>(
        _ name: String, help: String = "", signature: [String]? = nil,
        _ handler: @escaping @Sendable (A) async throws -> Result
    ) {
        add(name, help: help, signature: signature) { arguments in
            try arguments.expect(count: 1)
            return try await handler(arguments.decode(at: 0)).xmlRPCValue
        }
    }

    /// Registers a method with two parameters.
    ///
    /// ```swift
    /// dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
    ///     (a: Int, b: Int) -> Int in a + b
    /// }
    /// ```
    public mutating func register<A: XMLRPCDecodable, B: XMLRPCDecodable, Result: XMLRPCEncodable>(
        _ name: String, help: String = "", signature: [String]? = nil,
        _ handler: @escaping @Sendable (A, B) async throws -> Result
    ) {
        add(name, help: help, signature: signature) { arguments in
            try arguments.expect(count: 2)
            return try await handler(arguments.decode(at: 0), arguments.decode(at: 1)).xmlRPCValue
        }
    }

    /// Registers a method with three parameters.
    ///
    /// ```swift
    /// dispatcher.register("text.slice") { (text: String, start: Int, count: Int) -> String in
    ///     String(text.dropFirst(start).prefix(count))
    /// }
    /// ```
    public mutating func register<A: XMLRPCDecodable, B: XMLRPCDecodable, C: XMLRPCDecodable, Result: XMLRPCEncodable>(
        _ name: String, help: String = "", signature: [String]? = nil,
        _ handler: @escaping @Sendable (A, B, C) async throws -> Result
    ) {
        add(name, help: help, signature: signature) { arguments in
            try arguments.expect(count: 3)
            return try await handler(arguments.decode(at: 0), arguments.decode(at: 1), arguments.decode(at: 2))
                .xmlRPCValue
        }
    }

    /// Registers a method with four parameters.
    ///
    /// ```swift
    /// dispatcher.register("geometry.distance") { (x1: Double, y1: Double, x2: Double, y2: Double) -> Double in
    ///     ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
    /// }
    /// ```
    public mutating func register<
        A: XMLRPCDecodable, B: XMLRPCDecodable, C: XMLRPCDecodable, D: XMLRPCDecodable, Result: XMLRPCEncodable
    >(
        _ name: String, help: String = "", signature: [String]? = nil,
        _ handler: @escaping @Sendable (A, B, C, D) async throws -> Result
    ) {
        add(name, help: help, signature: signature) { arguments in
            try arguments.expect(count: 4)
            return try await handler(
                arguments.decode(at: 0), arguments.decode(at: 1), arguments.decode(at: 2), arguments.decode(at: 3)
            ).xmlRPCValue
        }
    }

    /// Registers a method that takes the whole call, for any number of parameters of any type
    /// (or one handler serving several names).
    ///
    /// ```swift
    /// dispatcher.register("math.sum") { (call: XMLRPCMethodCall) -> Int64 in
    ///     call.params.reduce(0) { $0 + ($1.intValue ?? 0) }
    /// }
    /// ```
    public mutating func register<Result: XMLRPCEncodable>(
        _ name: String, help: String = "", signature: [String]? = nil,
        _ handler: @escaping @Sendable (XMLRPCMethodCall) async throws -> Result
    ) {
        add(name, help: help, signature: signature) { arguments in try await handler(arguments.call).xmlRPCValue }
    }

    private mutating func add(
        _ name: String, help: String, signature: [String]?,
        _ body: @escaping @Sendable (Arguments) async throws -> XMLRPCValue
    ) {
        methods[name] = Method(
            help: help, signature: signature,
            body: .handler { call in try await body(Arguments(call, signature: signature)) })
    }
}
