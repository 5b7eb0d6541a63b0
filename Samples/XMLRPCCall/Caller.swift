import Foundation
import XMLHTTP
import XMLRPC

/// Makes the calls an ``Invocation`` asks for with `XMLRPCClient`, and turns what comes back, or
/// what went wrong, into an ``Outcome``.
struct Caller: Sendable {
    let client: XMLRPCClient
    let deadline: Deadline
    /// The URL as messages show it: without its password.
    let shownURL: String

    init(_ invocation: Invocation) {
        client = XMLRPCClient(url: invocation.url, options: invocation.options)
        deadline = Deadline(seconds: invocation.timeout)
        shownURL = invocation.shownURL
    }

    /// One call: its value, or its fault (thrown by the client as `XMLRPCFault`).
    func call(_ call: XMLRPCMethodCall) async -> Outcome {
        do {
            let value = try await deadline.run { try await client.call(call.methodName, call.params) }
            return .result(TaggedJSON.value(value))
        } catch let fault as XMLRPCFault {
            return .fault(TaggedJSON.fault(fault))
        } catch {
            return .failure(message(for: error, in: call.methodName))
        }
    }

    /// Several calls, in one `system.multicall` round trip when the server has it (the client falls
    /// back to one call at a time, in the same session, when it answers with a fault): one array
    /// with each call's value or fault, in order.
    func multicall(_ calls: [XMLRPCMethodCall]) async -> Outcome {
        do {
            let results = try await deadline.run { try await client.multicall(calls) }
            var entries: [String] = []
            var faulted = false
            for result in results {
                switch result {
                case .success(let value):
                    entries.append(TaggedJSON.value(value))
                case .failure(let error):
                    // A result that cannot be read leaves nothing to print for the call.
                    guard let fault = error.fault else { throw error }
                    entries.append(TaggedJSON.fault(fault))
                    faulted = true
                }
            }
            let json = TaggedJSON.list(entries)
            return faulted ? .fault(json) : .result(json)
        } catch {
            return .failure(message(for: error, in: "system.multicall"))
        }
    }

    /// What went wrong when no answer came that can be printed, naming the call and the URL
    /// without its password.
    private func message(for error: any Error, in method: String) -> String {
        switch error {
        case let error as XMLHTTPError:
            // A timeout, an HTTP status, a response over --max-bytes, a transport failure: the
            // client's message names the call and the URL already.
            error.message
        case let error as Deadline.Expired:
            "\(method): no response from \(shownURL) within \(error.seconds) seconds"
        case let error as XMLRPCMulticallError:
            "call \(error.index) (\(error.methodName)): \(shownURL): \(error.underlyingError)"
        default:
            // An unreadable response: an XMLReadingError, with its line and column.
            "\(method): \(shownURL): \(error)"
        }
    }
}
