/// Minimal, exact JSON writing for the sample's output: objects keep the order their keys are
/// given in, with the separators of Python's `json.dumps` (`", "` and `": "`).
enum JSON {
    /// A string literal; `nil` is `null`.
    static func string(_ text: String?) -> String {
        guard let text else { return "null" }
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// `{"key": value, …}` from keys and JSON values, in the order given.
    static func object(_ fields: KeyValuePairs<String, String>) -> String {
        object(fields.map { ($0.key, $0.value) })
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// `[value, …]` from JSON values.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ", ") + "]"
    }
}

extension Project {
    /// The summary of the README, every key present, in a fixed order; every leaf a string or null.
    var json: String {
        JSON.object([
            "modelVersion": JSON.string(modelVersion),
            "groupId": JSON.string(groupId),
            "artifactId": JSON.string(artifactId),
            "version": JSON.string(version),
            "packaging": JSON.string(packaging),
            "name": JSON.string(name),
            "url": JSON.string(url),
            "parent": parent?.json ?? "null",
            // A dictionary has no order of its own: keys sorted, so the output is stable.
            "properties": properties.map {
                JSON.object($0.values.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })
            } ?? "null",
            "dependencies": JSON.array(dependencies.map(\.json)),
            "dependencyManagement": dependencyManagement.map {
                JSON.object(["dependencies": JSON.array($0.dependencies.map(\.json))])
            } ?? "null",
            "modules": JSON.array(modules.map { JSON.string($0) }),
            "plugins": JSON.array(plugins.map(\.json)),
            "relocation": relocation?.json ?? "null",
            "licenses": JSON.array(licenses.map(\.json)),
        ])
    }
}

extension Parent {
    var json: String {
        JSON.object([
            "groupId": JSON.string(groupId), "artifactId": JSON.string(artifactId),
            "version": JSON.string(version), "relativePath": JSON.string(relativePath),
        ])
    }
}

extension Dependency {
    var json: String {
        JSON.object([
            "groupId": JSON.string(groupId), "artifactId": JSON.string(artifactId),
            "version": JSON.string(version), "scope": JSON.string(scope), "type": JSON.string(type),
            "classifier": JSON.string(classifier), "optional": JSON.string(optional),
            "exclusions": JSON.array(exclusions.map(\.json)),
        ])
    }
}

extension Artifact {
    var json: String {
        JSON.object([
            "groupId": JSON.string(groupId), "artifactId": JSON.string(artifactId), "version": JSON.string(version),
        ])
    }
}

extension Relocation {
    var json: String {
        JSON.object([
            "groupId": JSON.string(groupId), "artifactId": JSON.string(artifactId),
            "version": JSON.string(version), "message": JSON.string(message),
        ])
    }
}

extension License {
    var json: String {
        JSON.object(["name": JSON.string(name), "url": JSON.string(url)])
    }
}
