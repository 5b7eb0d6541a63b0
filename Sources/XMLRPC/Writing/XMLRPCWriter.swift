import Foundation

/// Writes values and messages as XML-RPC, escaping text so that any XML parser reads back the same
/// characters: `&`, `<` and `>` become entities, and a carriage return becomes `&#13;` (a raw one
/// would be read as a line feed).
struct XMLRPCWriter {
    var output = ""

    mutating func write(_ value: XMLRPCValue) {
        output += "<value>"
        switch value {
        case .int(let number):
            if let small = Int32(exactly: number) {
                output += "<int>\(small)</int>"
            } else {
                output += "<i8>\(number)</i8>"
            }
        case .boolean(let flag):
            output += flag ? "<boolean>1</boolean>" : "<boolean>0</boolean>"
        case .string(let text):
            output += "<string>"
            writeEscaped(text)
            output += "</string>"
        case .double(let number):
            output += "<double>\(number)</double>"
        case .dateTime(let time):
            output += "<dateTime.iso8601>\(time)</dateTime.iso8601>"
        case .base64(let data):
            output += "<base64>\(data.base64EncodedString())</base64>"
        case .struct(let members):
            output += "<struct>"
            for member in members {
                output += "<member><name>"
                writeEscaped(member.name)
                output += "</name>"
                write(member.value)
                output += "</member>"
            }
            output += "</struct>"
        case .array(let values):
            output += "<array><data>"
            for element in values { write(element) }
            output += "</data></array>"
        case .nil:
            output += "<nil/>"
        }
        output += "</value>"
    }

    mutating func writeParams(_ params: [XMLRPCValue]) {
        output += "<params>"
        for param in params {
            output += "<param>"
            write(param)
            output += "</param>"
        }
        output += "</params>"
    }

    mutating func writeEscaped(_ text: String) {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x0D }) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    static let declaration = "<?xml version=\"1.0\"?>\n"
}
