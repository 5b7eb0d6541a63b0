import Foundation
import XMLHTTP
import XMLRPC

/// What the command line asks for: the server, the call (or the file of calls) and how to make
/// them.
///
/// ```
/// xmlrpc-call --header X-Trace:abc --timeout 2.5 http://localhost:8000/RPC2 add '{"int": 2}' '{"int": 3}'
/// xmlrpc-call --multicall http://name:pa%3Ass@localhost:8000/RPC2 calls.json
/// ```
struct Invocation: Sendable {
    enum Request: Sendable {
        case call(XMLRPCMethodCall)
        case multicall(file: String)
    }

    var url: URL
    var request: Request
    var options = XMLRPCClientOptions()
    /// `--timeout`, for the whole call.
    var timeout: Double?

    /// Reads the command line (without the program's name). Throws ``UsageError``, or
    /// ``InputError`` for an ARG that is not tagged JSON.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        func operand(of option: String) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        var multicall = false
        options: while let option = rest.first, option.hasPrefix("-") {
            rest.removeFirst()
            switch option {
            case "--": break options
            case "-h", "--help": throw UsageError.help
            case "--multicall": multicall = true
            case "--gzip": options.http.compressesRequests = true
            case "--user":
                let (name, password) = try Self.split(operand(of: option), option: "--user", form: "NAME:PASSWORD")
                options.http.credentials = XMLHTTPCredentials(user: name, password: password)
            case "--header":
                let (name, value) = try Self.split(operand(of: option), option: "--header", form: "NAME:VALUE")
                options.http.headers[name] = value.trimmingCharacters(in: .whitespaces)
            case "--timeout":
                let text = try operand(of: option)
                guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                    throw UsageError("--timeout needs a number of seconds above 0, not \"\(text)\"")
                }
                timeout = seconds
                // The client's own timeout, per request, stays out of the way of the whole call's.
                options.http.timeout = seconds.rounded(.up) + 1
            case "--max-bytes":
                let text = try operand(of: option)
                guard let bytes = Int(text), bytes > 0 else {
                    throw UsageError("--max-bytes needs a number of bytes above 0, not \"\(text)\"")
                }
                options.http.maximumResponseSize = bytes
            default:
                throw UsageError("unknown option \(option)")
            }
        }

        guard let address = rest.popFirst() else { throw UsageError("missing URL") }
        guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { throw UsageError("the URL must start with http:// or https:// and name a host") }
        self.url = url
        if multicall {
            guard let file = rest.popFirst(), rest.isEmpty else { throw UsageError("--multicall takes URL FILE") }
            request = .multicall(file: file)
        } else {
            guard let method = rest.popFirst() else { throw UsageError("missing METHOD") }
            let params = try rest.enumerated().map { index, text in
                do {
                    return try TaggedValue.value(JSONReader.read(text))
                } catch {
                    throw InputError("ARG \(index + 1) (\(text)): \(error)")
                }
            }
            request = .call(XMLRPCMethodCall(method, params))
        }
    }

    /// `NAME:VALUE` split at the first colon; the name may not be empty.
    private static func split(_ text: String, option: String, form: String) throws -> (String, String) {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
            throw UsageError("\(option) needs \(form), not \"\(text)\"")
        }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// The URL as messages show it: without its password (`http://name@host/RPC2`).
    var shownURL: String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.percentEncodedPassword != nil
        else { return url.absoluteString }
        components.percentEncodedPassword = nil
        return components.string ?? url.host ?? "the server"
    }
}
