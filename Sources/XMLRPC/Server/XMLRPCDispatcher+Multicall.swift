extension XMLRPCDispatcher {
    /// One call of a `system.multicall`: `{methodName: "math.add", params: [2, 3]}`.
    struct MulticallEntry: XMLRPCStructDecodable {
        var methodName = ""
        var params: [XMLRPCValue] = []
        static let memberDescription = MemberDescription<MulticallEntry> {
            Member("methodName", \.methodName)
            Member("params", \.params)
        }
    }

    /// `system.multicall`: each call in turn, in order; `[result]` for a success and
    /// `{faultCode, faultString}` for a fault, as Python's `MultiCall` reads them back.
    ///
    /// ```swift
    /// // system.multicall([{methodName: "math.add", params: [2, 3]}, {methodName: "math.sub", params: []}])
    /// // → [[5], {faultCode: -32601, faultString: "method \"math.sub\" is not supported"}]
    /// ```
    ///
    /// An entry that is not such a struct is a -32602 fault naming its path
    /// (`system.multicall: params[0][1].methodName: expected a string, found int`). A
    /// `system.multicall` inside a `system.multicall` is refused the same way (Python's server
    /// would run it; xmlrpc-c refuses it), so one request cannot nest calls without bound.
    func multicall(_ calls: [XMLRPCValue]) async -> XMLRPCValue {
        var results: [XMLRPCValue] = []
        results.reserveCapacity(calls.count)
        for (index, value) in calls.enumerated() {
            do throws(XMLRPCFault) {
                let entry = try Self.entry(value, index: index)
                if case .multicall = methods[entry.methodName]?.body {
                    throw XMLRPCFault(
                        faultCode: XMLRPCFault.Code.invalidParameters,
                        faultString: "system.multicall: params[0][\(index)]: system.multicall cannot be called"
                            + " from system.multicall")
                }
                results.append([try await dispatch(XMLRPCMethodCall(entry.methodName, entry.params))])
            } catch {
                results.append([
                    "faultCode": .int(Int64(error.faultCode)), "faultString": .string(error.faultString),
                ])
            }
        }
        return .array(results)
    }

    private static func entry(_ value: XMLRPCValue, index: Int) throws(XMLRPCFault) -> MulticallEntry {
        do {
            return try MulticallEntry.decode(value, in: XMLRPCDecodingContext())
        } catch let failure as TypedFailure {
            throw XMLRPCFault(
                faultCode: XMLRPCFault.Code.invalidParameters,
                faultString: "system.multicall: " + failure.message(from: "params[0][\(index)]"))
        } catch {
            throw XMLRPCFault(
                faultCode: XMLRPCFault.Code.invalidParameters,
                faultString: "system.multicall: params[0][\(index)]: \(error)")
        }
    }
}
