import Foundation
import XMLRPC

/// The calls of `--multicall URL FILE`: a JSON array of `{"method": METHOD, "params": [ARG…]}`,
/// each ARG in tagged JSON; `params` may be left out when there are none.
///
/// ```
/// [{"method": "add", "params": [{"int": 2}, {"int": 3}]},
///  {"method": "system.listMethods"}]
/// ```
enum MulticallFile {
    static let form = #"{"method": METHOD, "params": [ARG…]}"#

    /// Reads the calls in the file at `path`; throws ``InputError`` naming the file.
    static func calls(in path: String) throws -> [XMLRPCMethodCall] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read \(path)")
        }
        do {
            guard let text = String(data: data, encoding: .utf8) else { throw InputError("the file is not UTF-8") }
            guard case .array(let entries) = try JSONReader.read(text) else {
                throw InputError("expected a JSON array of \(form)")
            }
            return try entries.enumerated().map(call)
        } catch {
            throw InputError("\(path): \(error)")
        }
    }

    /// The call `entry` describes, the `index`th in the file.
    private static func call(_ index: Int, _ entry: JSON) throws -> XMLRPCMethodCall {
        guard case .object(let members) = entry else { throw InputError("[\(index)]: expected \(form)") }
        var method: String?
        var params: [XMLRPCValue] = []
        for member in members {
            switch (member.name, member.value) {
            case ("method", .string(let text)):
                method = text
            case ("params", .array(let values)):
                params = try values.enumerated().map { try TaggedValue.value($1, at: "[\(index)].params[\($0)]") }
            case ("method", _), ("params", _):
                let expected = member.name == "method" ? "a string" : "an array of tagged values"
                throw InputError("[\(index)].\(member.name): expected \(expected), found \(member.value.summary)")
            default:
                throw InputError("[\(index)]: unknown member \"\(member.name)\"; expected \(form)")
            }
        }
        guard let method else { throw InputError("[\(index)]: missing \"method\"; expected \(form)") }
        return XMLRPCMethodCall(method, params)
    }
}
