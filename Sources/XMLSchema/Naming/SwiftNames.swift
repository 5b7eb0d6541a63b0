/// Swift names from XML names: words split at anything that is not a letter or a digit
/// (`foo-bar`, `dc:creator`, `xml.lang`, `foo_bar`) and at lower-to-upper case changes, joined
/// as lowerCamel for properties and cases, UpperCamel for types.
///
/// ```swift
/// SwiftNames.lowerCamel("foo-bar")      // "fooBar"
/// SwiftNames.lowerCamel("URLList")      // "urlList"
/// SwiftNames.upperCamel("dc:creator")   // "DcCreator"
/// SwiftNames.lowerCamel("2x")           // "_2x"
/// SwiftNames.upperCamel("2x")           // "_2X"
/// SwiftNames.property("class")          // "`class`"
/// ```
package enum SwiftNames {
    /// Swift's keywords that cannot be used bare as a property or case name.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "Any", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Keywords that stay awkward even in backticks (`\.self` is the identity key path, `Type` and
    /// `Protocol` are metatypes): renamed with a suffix instead.
    package static let renamedKeywords: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_",
    ]

    /// Type names the generated file cannot declare: the standard library's, Foundation's and
    /// XMLReading's names it uses, and names whose meaning a generated type would hide.
    package static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double",
        "Error", "Float", "Int", "Never", "Optional", "Protocol", "Result", "Self", "Sendable", "Set", "String",
        "Type", "URL", "Void", "Equatable", "Hashable", "FileHandle", "CommandLine", "Foundation",
        "AnyAttributes", "AnyElement", "AnyElements", "Attribute", "Case", "CaseBuilder", "Choice",
        "DefaultNamespace", "Element", "ElementName", "ElementReader", "Ignore", "Item", "ItemBuilder", "Keyed",
        "Many", "OnComplete", "Pairs", "ParsingDescription", "RejectUnknown", "Skip", "TextContent", "XMLName",
        "XMLReadable", "XMLReader", "XMLReading", "XMLReadingError", "XMLScalar", "XMLString", "XMLWriter",
        "WritingOptions", "ReadingOptions", "Namespaces",
    ]

    /// The words of an XML name: maximal runs of letters and digits, split again where a lowercase
    /// letter or digit is followed by an uppercase one, and before the last capital of an
    /// all-capitals run that goes on in lowercase (`URLList` → `URL`, `List`).
    package static func words(_ name: String) -> [String] {
        var words: [String] = []
        for run in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let characters = Array(run)
            var current = ""
            for (index, character) in characters.enumerated() {
                if !current.isEmpty, character.isUppercase {
                    let previous = characters[index - 1]
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    if previous.isLowercase || previous.isNumber
                        || (previous.isUppercase && next.map { $0.isLowercase } == true)
                    {
                        words.append(current)
                        current = ""
                    }
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    /// lowerCamel: the first word in lowercase (an all-capitals word entirely), the others
    /// capitalized; a leading digit gets a `_` before it; no word at all gives `value`.
    ///
    /// `lowerCamel("xml:lang") == "xmlLang"`, `lowerCamel("SVGPath") == "svgPath"`
    package static func lowerCamel(_ name: String) -> String {
        let words = words(name)
        guard let first = words.first else { return "value" }
        let joined = first.lowercased() + words.dropFirst().map(capitalized).joined()
        return joined.first!.isNumber ? "_" + joined : joined
    }

    /// UpperCamel: every word capitalized (the rest of each word kept as written); a leading
    /// digit gets a `_` before it and the first letter after it is capitalized.
    ///
    /// `upperCamel("foo-bar") == "FooBar"`, `upperCamel("groupId") == "GroupId"`, `upperCamel("2x") == "_2X"`
    package static func upperCamel(_ name: String) -> String {
        var joined = words(name).map(capitalized).joined()
        guard let first = joined.first else { return "Value" }
        guard first.isNumber else { return joined }
        // `_2X`, not `_2x`: a type must not read like the lowerCamel property that holds it.
        if let letter = joined.firstIndex(where: { $0.isLetter }) {
            joined.replaceSubrange(letter...letter, with: joined[letter].uppercased())
        }
        return "_" + joined
    }

    /// A word with its first character uppercased.
    package static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A name as written in source for a property or case: in backticks when it is a keyword.
    ///
    /// `property("default") == "`default`"`, `property("title") == "title"`
    package static func property(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A Swift string literal for any text: quotes, backslashes and control characters escaped.
    ///
    /// ```swift
    /// SwiftNames.stringLiteral("say \"hi\"\tnow")   // #""say \"hi\"\tnow""#
    /// ```
    package static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A plural for the property of an array: `entry` → `entries`, `box` → `boxes`, `link` →
    /// `links`; a name that already ends in `s` is kept.
    package static func plural(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("s") { return name }
        if lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return name + "es"
        }
        if lower.hasSuffix("y"), lower.count > 1,
            !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)])
        {
            return String(name.dropLast()) + "ies"
        }
        return name + "s"
    }
}

/// Hands out unique names in one scope (the properties of a type, the cases of an enum, the
/// types of a file): the first candidate not taken yet, else the last one with `2`, `3`… after it.
///
/// ```swift
/// var names = NameScope(taken: ["text"])
/// names.claim(["text", "textValue"])     // "textValue"
/// names.claim(["title"])                 // "title"
/// names.claim(["title"])                 // "title2"
/// ```
package struct NameScope {
    package private(set) var taken: Set<String>

    package init(taken: Set<String> = []) {
        self.taken = taken
    }

    /// The first free candidate (keywords that are awkward in backticks are renamed
    /// `selfValue`, `TypeValue`…), now taken.
    package mutating func claim(_ candidates: [String]) -> String {
        let candidates = candidates.map { SwiftNames.renamedKeywords.contains($0) ? $0 + "Value" : $0 }
        for candidate in candidates where !taken.contains(candidate) {
            taken.insert(candidate)
            return candidate
        }
        let base = candidates.last ?? "value"
        var number = 2
        while taken.contains("\(base)\(number)") { number += 1 }
        taken.insert("\(base)\(number)")
        return "\(base)\(number)"
    }
}
