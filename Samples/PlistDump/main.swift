import Foundation
import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// plist-dump [--rewrite] FILE…: prints one JSON line per XML property list, its value tagged
/// with its type, or the error that stopped the read:
///
/// ```
/// {"file": "a.plist", "value": {"dict": [["name", {"string": "Dune"}], ["pages", {"integer": 412}]]}}
/// {"file": "b.plist", "error": "line 5, column 10: cannot read \"12a\" as an integer for <integer> at /plist/dict/integer"}
/// ```
///
/// An empty `<plist/>` prints `"value": null`, as plistlib reads `None`. It exits with 0 when every
/// file was read, 1 otherwise, 2 on a usage error. With `--rewrite` it writes one property list
/// back as XML, with the plist document type, through the same descriptions.
let usage = "usage: plist-dump [--rewrite] FILE…\n"

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(status)
}

var rewrite = false
var files: [String] = []
var optionsEnded = false
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case _ where optionsEnded: files.append(argument)
    case "--": optionsEnded = true
    case "--rewrite": rewrite = true
    case "--help", "-h":
        FileHandle.standardOutput.write(Data(usage.utf8))
        exit(0)
    case _ where argument.hasPrefix("-") && argument != "-":
        fail("plist-dump: unknown option \(argument)\n" + usage, status: 2)
    default: files.append(argument)
    }
}
if files.isEmpty || (rewrite && files.count != 1) {
    fail(usage, status: 2)
}

/// The property list in `path`: only a document whose root element is `<plist>`.
func read(_ path: String) throws(XMLReadingError) -> Plist {
    try XMLReader.rootObject(ofType: Plist.self, element: "plist", from: URL(fileURLWithPath: path))
}

if rewrite {
    do {
        var plist = try read(files[0])
        plist.version = "1.0"
        let writer = XMLWriter(options: WritingOptions(documentType: .propertyList))
        FileHandle.standardOutput.write(try writer.data(plist, element: "plist"))
    } catch {
        fail("plist-dump: \(files[0]): \(error)\n", status: 1)
    }
    exit(0)
}

var allRead = true
for path in files {
    let line: String
    do {
        let value = try read(path).value
        line = "{\"file\": \(TaggedJSON.string(path)), \"value\": \(value.map(TaggedJSON.value) ?? "null")}"
    } catch {
        allRead = false
        line = "{\"file\": \(TaggedJSON.string(path)), \"error\": \(TaggedJSON.string(error.description))}"
    }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
exit(allRead ? 0 : 1)

/// A property list value as JSON that says its type, as `json.dumps` would write it.
enum TaggedJSON {
    static func value(_ value: PlistValue) -> String {
        switch value {
        case .dict(let dict):
            // Like a Python dict: a repeated key keeps its first place and its last value.
            var order: [String] = []
            var values: [String: PlistValue] = [:]
            for (key, value) in dict.entries {
                if values.updateValue(value, forKey: key) == nil { order.append(key) }
            }
            let pairs = order.map { "[\(string($0)), \(self.value(values[$0]!))]" }
            return "{\"dict\": [" + pairs.joined(separator: ", ") + "]}"
        case .array(let array): return "{\"array\": [" + array.items.map(self.value).joined(separator: ", ") + "]}"
        case .string(let text): return "{\"string\": \(string(text))}"
        case .integer(let number): return "{\"integer\": \(number)}"
        case .real(let number): return "{\"real\": \(real(number))}"
        case .bool(let flag): return "{\"bool\": \(flag)}"
        case .date(let date): return "{\"date\": \"\(PlistDate.format(date))\"}"
        case .data(let data): return "{\"data\": \"\(data.base64EncodedString())\"}"
        }
    }

    /// A double as Python's `json` writes it: `Infinity`, `-Infinity` and `NaN` where JSON has no
    /// number, otherwise Swift's shortest text that reads back the same (`0.1`, `1e+300`, `-0.0`).
    static func real(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return number.description
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
