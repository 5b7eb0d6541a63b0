extension XMLRPCDispatcher {
    /// `system.multicall`: each call in turn, in order; `[result]` for a success and
    /// `{faultCode, faultString}` for a fault, as Python's `MultiCall` reads them back.
    ///
    /// ```swift
    /// // system.multicall([{methodName: "math.add", params: [2, 3]}, {methodName: "math.sub", params: []}])
    /// // → [[5], {faultCode: -32601, faultString: "method \"math.sub\" is not supported"}]
    /// ```
    ///
    /// The calls run one after the other, each awaited before the next starts. An entry that is
    /// not such a struct is a -32602 fault naming its path
    /// (`system.multicall: params[0][1].methodName: expected a string, found int`). A
    /// `system.multicall` inside a `system.multicall` is refused the same way (Python's server
    /// would run it; xmlrpc-c refuses it), so one request cannot nest calls without bound.
    func multicall(_ calls: [XMLRPCValue]) async -> XMLRPCValue {
        var results: [XMLRPCValue] = []
        results.reserveCapacity(calls.count)
        for (index, value) in calls.enumerated() {
            do throws(XMLRPCFault) {
                let call = try Self.entry(value, index: index)
                if case .multicall = methods[call.methodName]?.body {
                    throw XMLRPCFault(
                        faultCode: XMLRPCFault.Code.invalidParameters,
                        faultString: "system.multicall: params[0][\(index)]: system.multicall cannot be called"
                            + " from system.multicall")
                }
                results.append([try await dispatch(call)])
            } catch {
                results.append([
                    "faultCode": .int(Int64(error.faultCode)), "faultString": .string(error.faultString),
                ])
            }
        }
        return .array(results)
    }

    /// The call an entry of `system.multicall` describes: a struct with a string `methodName` and
    /// an array `params` (both required, as in Python's server).
    private static func entry(_ value: XMLRPCValue, index: Int) throws(XMLRPCFault) -> XMLRPCMethodCall {
        let path = "system.multicall: params[0][\(index)]"
        func failure(_ text: String) -> XMLRPCFault {
            XMLRPCFault(faultCode: XMLRPCFault.Code.invalidParameters, faultString: path + text)
        }
        guard case .struct = value else {
            throw failure(": expected a struct with methodName and params, found \(value.typeName)")
        }
        guard let name = value["methodName"] else { throw failure(": the struct has no member \"methodName\"") }
        guard case .string(let methodName) = name else {
            throw failure(".methodName: expected a string, found \(name.typeName)")
        }
        guard let params = value["params"] else { throw failure(": the struct has no member \"params\"") }
        guard case .array(let values) = params else {
            throw failure(".params: expected an array, found \(params.typeName)")
        }
        return XMLRPCMethodCall(methodName, values)
    }
}
