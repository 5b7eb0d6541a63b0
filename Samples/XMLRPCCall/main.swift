// xmlrpc-call [OPTIONS] URL METHOD [ARG…]
// xmlrpc-call [OPTIONS] --multicall URL FILE
//
// Calls an XML-RPC method with XMLRPCClient (or several, with --multicall) and prints the result
// as the tagged JSON xmlrpc-dump prints: {"int": 7}, or {"fault": {"faultCode": 4, …}}. Exits
// with 0 for a result, 3 for a fault, 1 when no answer can be printed (transport, HTTP status,
// unreadable response) and 2 for a usage error or a malformed ARG. See Usage.swift.

let outcome: Outcome
do {
    let invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst()))
    let caller = Caller(invocation)
    switch invocation.request {
    case .call(let call):
        outcome = await caller.call(call)
    case .multicall(let file):
        outcome = await caller.multicall(try MulticallFile.calls(in: file))
    }
} catch let error as UsageError {
    outcome = .usage(error)
} catch {
    outcome = .invalidInput(error)
}
outcome.finish()
