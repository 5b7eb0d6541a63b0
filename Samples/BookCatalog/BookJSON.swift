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

    /// `YYYY-MM-DD` in UTC, by arithmetic on the days since 1970 (the proleptic Gregorian
    /// calendar's civil-from-days conversion): Foundation's date formatting would load ICU's
    /// calendar data, 4 MiB of memory, for this one line.
    static func day(_ date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}
