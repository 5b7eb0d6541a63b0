import Foundation
import XMLReading

/// A transport-neutral XML-RPC server: handlers registered by method name, a request's bytes in,
/// the response's bytes out. Plug ``respond(to:)`` into any HTTP server's POST handler.
///
/// ```swift
/// var dispatcher = XMLRPCDispatcher()
/// dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
///     (a: Int, b: Int) -> Int in a + b
/// }
/// dispatcher.register("blog.post") { (title: String, tags: [String]) async throws -> Int in
///     try await store.insert(title, tags)          // async handlers are awaited
/// }
/// let response: Data = await dispatcher.respond(to: requestBody)
/// // math.add(2, 3) → <methodResponse><params><param><value><int>5</int></value></param></params></methodResponse>
/// ```
///
/// Parameters are decoded with ``XMLRPCDecodable`` (so `Int`, `String`, `[T]`, `[String: T]`,
/// optionals, ``XMLRPCStructDecodable`` models and `Decodable` models that declare
/// `XMLRPCDecodable`), results encoded with ``XMLRPCEncodable``. Anything that goes wrong is
/// answered with a fault whose code follows the xmlrpc-epi interoperability specification
/// (``XMLRPCFault/Code``) and whose string says precisely what went wrong:
///
/// | Request | Fault |
/// |---|---|
/// | not well-formed XML | -32700 `line 1, column 24: … at /methodCall/methodName` |
/// | an encoding the system cannot convert | -32701 |
/// | bytes that are no character in the encoding | -32702 |
/// | XML, but not a `<methodCall>` | -32600 `line 1, column 40: <methodCall> has no <methodName> at /methodCall` |
/// | an unknown method | -32601 `method "math.sub" is not supported` |
/// | too many or too few parameters | -32602 `math.add takes 2 parameters (int, int), received 3` |
/// | a parameter of another type | -32602 `math.add: params[1]: expected an int that fits Int, found string` |
/// | the handler throws an ``XMLRPCFault`` | that fault |
/// | the handler throws another error | -32500 `math.divide: DivisionByZero()` |
///
/// The introspection methods `system.listMethods`, `system.methodSignature` and
/// `system.methodHelp`, and `system.multicall`, are built in (as in Python's
/// `SimpleXMLRPCServer` with `register_introspection_functions()` and
/// `register_multicall_functions()`).
///
/// The dispatcher is a value: register every method, then share it (it is `Sendable`) with the
/// server's request handlers. Registering a name again replaces its handler.
public struct XMLRPCDispatcher: Sendable {
    /// What a method does when called.
    enum Body: Sendable {
        case handler(@Sendable (XMLRPCMethodCall) async throws -> XMLRPCValue)
        case listMethods, methodSignature, methodHelp, multicall
    }

    /// A registered method: its body and what introspection says about it.
    struct Method: Sendable {
        var help: String
        var signature: [String]?
        var body: Body
    }

    var methods: [String: Method] = [:]

    /// How requests are read: strict by default, on Foundation's `XMLParser`.
    ///
    /// `XMLRPCDispatcher(reading: XMLRPCReadingOptions(parser: .libxml2))`
    public var reading: XMLRPCReadingOptions

    /// A dispatcher with the built-in `system.listMethods`, `system.methodSignature` and
    /// `system.methodHelp` (unless `introspection` is `false`) and `system.multicall` (unless
    /// `multicall` is `false`): `XMLRPCDispatcher(introspection: false, multicall: false)` has no
    /// method until you register one. `reading` says how requests are read
    /// (`XMLRPCDispatcher(reading: XMLRPCReadingOptions(parser: .libxml2))`).
    public init(introspection: Bool = true, multicall: Bool = true, reading: XMLRPCReadingOptions = .strict) {
        self.reading = reading
        if introspection {
            methods["system.listMethods"] = Method(
                help: "Returns the names of the methods the server supports, sorted.",
                signature: ["array"], body: .listMethods)
            methods["system.methodSignature"] = Method(
                help: "Returns the method's signatures, each an array of type names with the result's"
                    + " first, or the string \"signatures not supported\".",
                signature: ["array", "string"], body: .methodSignature)
            methods["system.methodHelp"] = Method(
                help: "Returns the method's documentation.", signature: ["string", "string"], body: .methodHelp)
        }
        if multicall {
            methods["system.multicall"] = Method(
                help: "Calls each {methodName, params} struct of the array in turn; returns an array"
                    + " holding [result] for each success and {faultCode, faultString} for each fault.",
                signature: ["array", "array"], body: .multicall)
        }
    }

    /// The names of the registered methods, built-in ones included, sorted:
    /// `["math.add", "system.listMethods", "system.methodHelp", "system.methodSignature", "system.multicall"]`.
    public var methodNames: [String] { methods.keys.sorted() }

    /// Answers a request: reads the `<methodCall>`, calls the method and writes its
    /// `<methodResponse>`, or a fault for anything that goes wrong. Never throws.
    ///
    /// ```swift
    /// let body = await dispatcher.respond(to: Data(#"<?xml version="1.0"?><methodCall>…"#.utf8))
    /// ```
    public func respond(to request: Data) async -> Data {
        let call: XMLRPCMethodCall
        do {
            call = try XMLRPCMethodCall.decode(from: request, options: reading)
        } catch let error as XMLReadingError {
            return Data(XMLRPCFault(unreadableRequest: error).xml.utf8)
        } catch {
            let fault = XMLRPCFault(faultCode: XMLRPCFault.Code.internalError, faultString: "\(error)")
            return Data(fault.xml.utf8)
        }
        do throws(XMLRPCFault) {
            return Data(XMLRPCResponse([try await dispatch(call)]).xml.utf8)
        } catch {
            return Data(error.xml.utf8)
        }
    }

    /// Calls the method `call` names and returns its result, or throws the fault
    /// ``respond(to:)`` would answer with: for calling the methods in the same process.
    ///
    /// ```swift
    /// try await dispatcher.dispatch(XMLRPCMethodCall("math.add", [2, 3]))    // .int(5)
    /// ```
    public func dispatch(_ call: XMLRPCMethodCall) async throws(XMLRPCFault) -> XMLRPCValue {
        guard let method = methods[call.methodName] else {
            throw XMLRPCFault(
                faultCode: XMLRPCFault.Code.methodNotFound,
                faultString: "method \(String(reflecting: call.methodName)) is not supported")
        }
        switch method.body {
        case .handler(let handler):
            do {
                return try await handler(call)
            } catch let fault as XMLRPCFault {
                throw fault
            } catch {
                throw XMLRPCFault(
                    faultCode: XMLRPCFault.Code.applicationError, faultString: "\(call.methodName): \(error)")
            }
        case .listMethods:
            try Arguments(call, signature: method.signature).expect(count: 0)
            return .array(methodNames.map { .string($0) })
        case .methodSignature:
            let name = try Arguments(call, signature: method.signature).decode(String.self)
            guard let signature = try lookUp(name, for: call).signature else { return "signatures not supported" }
            return .array([.array(signature.map { .string($0) })])
        case .methodHelp:
            let name = try Arguments(call, signature: method.signature).decode(String.self)
            return .string(try lookUp(name, for: call).help)
        case .multicall:
            let calls = try Arguments(call, signature: method.signature).decode([XMLRPCValue].self)
            return await multicall(calls)
        }
    }

    /// The method an introspection call asks about, or a fault.
    private func lookUp(_ name: String, for call: XMLRPCMethodCall) throws(XMLRPCFault) -> Method {
        guard let method = methods[name] else {
            throw XMLRPCFault(
                faultCode: XMLRPCFault.Code.methodNotFound,
                faultString: "\(call.methodName): method \(String(reflecting: name)) is not supported")
        }
        return method
    }
}
