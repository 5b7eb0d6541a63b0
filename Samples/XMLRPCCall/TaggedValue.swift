import Foundation
import XMLRPC

/// Reads an XML-RPC value back from the tagged JSON that `xmlrpc-dump` and this sample print:
/// an object with one member whose name is the type.
///
/// ```
/// {"int": 7}   {"boolean": true}   {"string": "x"}   {"double": 4.5}   {"double": "-inf"}
/// {"dateTime": "1998-07-17T14:08:55"}   {"base64": "AAEC/w=="}   {"nil": null}
/// {"array": [{"int": 1}, {"string": "a"}]}   {"struct": {"b": {"int": 1}, "a": {"nil": null}}}
/// ```
///
/// The XML-RPC names `i4`, `i8` and `dateTime.iso8601` are read too; struct members keep their
/// order.
enum TaggedValue {
    /// Why JSON is not a tagged value: `[1].title: "int" needs an integer, found 1.5`.
    struct Mismatch: Error, CustomStringConvertible {
        /// Where in the value: `[1].title`; empty for the value itself.
        let path: String
        let message: String
        var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    static let tags = "int, i4, i8, boolean, string, double, dateTime, dateTime.iso8601, base64, nil, array or struct"

    /// The value `json` tags; `path` says where it is, for messages.
    static func value(_ json: JSON, at path: String = "") throws -> XMLRPCValue {
        guard case .object(let members) = json, members.count == 1 else {
            throw Mismatch(path: path, message: "expected a tagged value such as {\"int\": 7}, found \(json.summary)")
        }
        let (tag, payload) = (members[0].name, members[0].value)
        func mismatch(_ expected: String) -> Mismatch {
            Mismatch(path: path, message: "\"\(tag)\" needs \(expected), found \(payload.summary)")
        }
        switch (tag, payload) {
        case ("int", .number(let literal)), ("i4", .number(let literal)), ("i8", .number(let literal)):
            guard let number = Int64(literal) else { throw mismatch("an integer (64 bits at most)") }
            return .int(number)
        case ("boolean", .bool(let flag)):
            return .boolean(flag)
        case ("string", .string(let text)):
            return .string(text)
        case ("double", .number(let literal)):
            guard let number = Double(literal), number.isFinite else { throw mismatch("a finite number") }
            return .double(number)
        case ("double", .string(let text)) where ["inf", "-inf", "nan"].contains(text):
            return .double(Double(text)!)
        case ("dateTime", .string(let text)), ("dateTime.iso8601", .string(let text)):
            guard let time = XMLRPCDateTime(text) else {
                throw mismatch("a date and time like \"1998-07-17T14:08:55\"")
            }
            return .dateTime(time)
        case ("base64", .string(let text)):
            guard let data = Data(base64Encoded: text) else { throw mismatch("base64 text") }
            return .base64(data)
        case ("nil", .null):
            return .nil
        case ("array", .array(let elements)):
            return .array(try elements.enumerated().map { try value($1, at: "\(path)[\($0)]") })
        case ("struct", .object(let members)):
            return .struct(
                try members.map {
                    .init($0.name, try value($0.value, at: path.isEmpty ? $0.name : "\(path).\($0.name)"))
                })
        default:
            throw Self.expectations[tag].map(mismatch)
                ?? Mismatch(path: path, message: "unknown tag \"\(tag)\"; expected \(tags)")
        }
    }

    /// What each tag holds, for messages.
    private static let expectations = [
        "int": "an integer", "i4": "an integer", "i8": "an integer", "boolean": "true or false",
        "string": "a string", "double": "a number or \"inf\", \"-inf\", \"nan\"",
        "dateTime": "a date and time like \"1998-07-17T14:08:55\"",
        "dateTime.iso8601": "a date and time like \"1998-07-17T14:08:55\"", "base64": "base64 text",
        "nil": "null", "array": "an array", "struct": "an object",
    ]
}
