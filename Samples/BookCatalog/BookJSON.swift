import Foundation

extension Book {
    /// One JSON object with the README's keys, in a fixed order.
    var jsonLine: String {
        var fields: [String] = []
        fields.append("\"id\": \(id)")
        fields.append("\"available\": \(available)")
        fields.append("\"isbn\": \(JSONText.quote(isbn))")
        fields.append("\"title\": \(JSONText.quote(title))")
        fields.append("\"authors\": [\(authors.map { JSONText.quote($0.name) }.joined(separator: ", "))]")
        fields.append("\"pages\": \(pages)")
        fields.append("\"price\": \(JSONText.number(price))")
        fields.append("\"currency\": \(JSONText.quote(currency))")
        fields.append("\"published\": \(published.map { JSONText.quote(JSONText.day($0)) } ?? "null")")
        if let publisher {
            fields.append(
                "\"publisher\": {\"name\": \(JSONText.quote(publisher.name)), \"address\": \(JSONText.quote(publisher.address))}"
            )
        } else {
            fields.append("\"publisher\": null")
        }
        fields.append("\"description\": \(JSONText.quote(descriptionXML))")
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

/// Minimal, exact JSON writing for the sample's output.
enum JSONText {
    static func quote(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                output +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// A number as JSON: integral values keep a `.0`, others the shortest round-trip form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return "\(value)"
    }

    /// `YYYY-MM-DD` in UTC.
    static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().dateSeparator(.dash))
    }
}
