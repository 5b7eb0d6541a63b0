import Foundation
import XMLReading

extension XMLRPCClient {
    /// Makes `calls` in one round trip with `system.multicall` and returns each call's value, or
    /// its fault, apart.
    ///
    /// ```swift
    /// let results = try await client.multicall([
    ///     XMLRPCMethodCall("add", [1, 2]),
    ///     XMLRPCMethodCall("fail", [42, "boom"]),
    /// ])
    /// try results[0].get()         // .int(3)
    /// try results[1].get()         // throws XMLRPCMulticallError: call 1 (fail): fault 42: boom
    /// ```
    ///
    /// When the server answers `system.multicall` with any fault (it lacks the method, or refuses
    /// it), or ``XMLRPCClientOptions/usesMulticall`` is off, the calls are made one at a time, in
    /// order, over the same session, so cookies set by one call reach the next. A timeout, HTTP
    /// status, transport failure or cancellation ends the whole multicall as an
    /// `XMLHTTPError`.
    public func multicall(_ calls: [XMLRPCMethodCall]) async throws -> [Result<XMLRPCValue, XMLRPCMulticallError>] {
        try await multicall(calls, as: XMLRPCValue.self)
    }

    /// Makes `calls` as ``multicall(_:)`` does and decodes each result as `T`; a result that does
    /// not decode fails alone, with an `XMLReadingError` that names the member path and position:
    ///
    /// ```swift
    /// let pages = try await client.multicall(
    ///     [XMLRPCMethodCall("posts", [2]), XMLRPCMethodCall("posts", [3])], as: [Post].self)
    /// let first = try pages[0].get()
    /// ```
    public func multicall<T: XMLRPCDecodable>(_ calls: [XMLRPCMethodCall], as type: T.Type) async throws
        -> [Result<T, XMLRPCMulticallError>]
    {
        try await multicall(calls) { value in try T.decode(value, in: XMLRPCDecodingContext()) }
    }

    /// Makes `calls` as ``multicall(_:)`` does and decodes each result as a `Decodable` `T`.
    ///
    /// ```swift
    /// struct Summary: Decodable { var postid: Int, title: String }
    /// let results = try await client.multicall([XMLRPCMethodCall("blog.getPost", [7])], as: Summary.self)
    /// ```
    @_disfavoredOverload
    public func multicall<T: Decodable>(_ calls: [XMLRPCMethodCall], as type: T.Type) async throws
        -> [Result<T, XMLRPCMulticallError>]
    {
        try await multicall(calls) { value in try XMLRPCValueDecoder(value: value, steps: []).decode(T.self) }
    }

    /// The multicall, with each result decoded from its value (``TypedFailure`` on a mismatch),
    /// in a `system.multicall` response or in each call's own response when calls go one at a time.
    private func multicall<T>(_ calls: [XMLRPCMethodCall], decodeValue: (XMLRPCValue) throws -> T) async throws
        -> [Result<T, XMLRPCMulticallError>]
    {
        guard !calls.isEmpty else { return [] }
        if options.usesMulticall {
            let entries = calls.map { call -> XMLRPCValue in
                ["methodName": .string(call.methodName), "params": .array(call.params)]
            }
            let data = try await send(XMLRPCMethodCall("system.multicall", [.array(entries)]))
            do {
                let response = try self.response(in: data)
                return try results(of: response, in: data, for: calls, decodeValue)
            } catch is XMLRPCFault {
                // No system.multicall, or refused: one call at a time below.
            }
        }
        var results: [Result<T, XMLRPCMulticallError>] = []
        for (index, call) in calls.enumerated() {
            let data = try await send(call)
            do {
                results.append(.success(try value(in: data, decodeValue)))
            } catch {
                results.append(
                    .failure(XMLRPCMulticallError(index: index, methodName: call.methodName, underlyingError: error)))
            }
        }
        return results
    }

    /// Each call's result in a `system.multicall` response: a one-element array holding the value,
    /// or a fault struct.
    private func results<T>(
        of response: XMLRPCResponse, in data: Data, for calls: [XMLRPCMethodCall],
        _ decodeValue: (XMLRPCValue) throws -> T
    ) throws -> [Result<T, XMLRPCMulticallError>] {
        guard case .array(let entries)? = response.value, entries.count == calls.count else {
            let found = response.value.map { value -> String in
                if case .array(let entries) = value { return "\(entries.count) results" }
                return value.typeName
            }
            throw XMLReadingError(
                code: .invalidXMLRPC,
                message:
                    "system.multicall answered \(found ?? "no value") for \(calls.count) calls; expected an array of \(calls.count) results"
            )
        }
        return entries.enumerated().map { index, entry in
            Result {
                do {
                    switch entry {
                    case .array(let values) where values.count == 1:
                        return try decodeValue(values[0])
                    case .struct:
                        throw try options.reading.bound { try XMLRPCFault(value: entry) }
                    default:
                        throw XMLReadingError(
                            code: .invalidXMLRPC,
                            message:
                                "params[0][\(index)]: the result is \(entry.typeName), not an array holding the value or a fault struct"
                        )
                    }
                } catch var failure as TypedFailure {
                    failure.steps = [.index(index), .index(0)] + failure.steps
                    throw ValueLocator.error(
                        for: failure, in: response.value, input: .data(data), limits: options.responseReading)
                }
            }.mapError { error in
                XMLRPCMulticallError(index: index, methodName: calls[index].methodName, underlyingError: error)
            }
        }
    }
}
