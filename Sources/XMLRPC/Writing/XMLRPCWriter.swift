import Foundation
import XMLReading

/// Writes values and messages as XML-RPC, escaping text so that any XML parser reads back the same
/// characters: `&`, `<` and `>` become entities, and a carriage return becomes `&#13;` (a raw one
/// would be read as a line feed).
struct XMLRPCWriter {
    private var bytes: [UInt8] = []

    /// What was written.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends markup as it is.
    mutating func append(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

    mutating func write(_ value: XMLRPCValue) {
        append("<value>")
        switch value {
        case .int(let number):
            if let small = Int32(exactly: number) {
                append("<int>\(small)</int>")
            } else {
                append("<i8>\(number)</i8>")
            }
        case .boolean(let flag):
            append(flag ? "<boolean>1</boolean>" : "<boolean>0</boolean>")
        case .string(let text):
            append("<string>")
            writeEscaped(text)
            append("</string>")
        case .double(let number):
            append("<double>\(number)</double>")
        case .dateTime(let time):
            append("<dateTime.iso8601>\(time)</dateTime.iso8601>")
        case .base64(let data):
            append("<base64>\(data.base64EncodedString())</base64>")
        case .struct(let members):
            append("<struct>")
            for member in members {
                append("<member><name>")
                writeEscaped(member.name)
                append("</name>")
                write(member.value)
                append("</member>")
            }
            append("</struct>")
        case .array(let values):
            append("<array><data>")
            for element in values { write(element) }
            append("</data></array>")
        case .nil:
            append("<nil/>")
        }
        append("</value>")
    }

    mutating func writeParams(_ params: [XMLRPCValue]) {
        append("<params>")
        for param in params {
            append("<param>")
            write(param)
            append("</param>")
        }
        append("</params>")
    }

    /// Appends text with `&`, `<`, `>` and carriage return escaped (the core's escaping).
    mutating func writeEscaped(_ text: String) {
        XMLEscaping.append(text, to: &bytes, inAttribute: false)
    }

    static let declaration = "<?xml version=\"1.0\"?>\n"
}
