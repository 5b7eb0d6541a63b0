import XMLRPC

/// Writes XML-RPC values as tagged JSON, exactly as `xmlrpc-dump` does (a copy of its writer,
/// so that this sample reads on its own), so that every value's type is explicit.
///
/// ```
/// {"struct": {"title": {"string": "Dune"}, "tags": {"array": []}}}
/// {"fault": {"faultCode": 4, "faultString": "Too many parameters."}}
/// ```
///
/// A double that JSON cannot hold is written as a string: `{"double": "inf"}`, `"-inf"`, `"nan"`.
/// A dateTime with a zone is converted to UTC; without one, its fields are written as they are.
enum TaggedJSON {
    static func fault(_ fault: XMLRPCFault) -> String {
        "{\"fault\": {\"faultCode\": \(fault.faultCode), \"faultString\": \(string(fault.faultString))}}"
    }

    /// A JSON array of items written already.
    static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    static func value(_ value: XMLRPCValue) -> String {
        switch value {
        case .int(let number): return "{\"int\": \(number)}"
        case .boolean(let flag): return "{\"boolean\": \(flag)}"
        case .string(let text): return "{\"string\": \(string(text))}"
        case .double(let number):
            return number.isFinite ? "{\"double\": \(number)}" : "{\"double\": \"\(number)\"}"
        case .dateTime(let time): return "{\"dateTime\": \"\(time.inUTC.dashedDescription)\"}"
        case .base64(let data): return "{\"base64\": \"\(data.base64EncodedString())\"}"
        case .nil: return "{\"nil\": null}"
        case .array(let values): return "{\"array\": \(list(values.map(self.value)))}"
        case .struct(let members):
            let pairs = members.map { "\(string($0.name)): \(self.value($0.value))" }
            return "{\"struct\": {" + pairs.joined(separator: ", ") + "}}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
