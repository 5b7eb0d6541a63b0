/// A typed-decoding failure before it gets its position: what went wrong and where in the value tree.
struct TypedFailure: Error {
    /// One step from a value to a child: an array index, or a struct member (name and position).
    enum Step {
        case index(Int)
        case member(String, position: Int)
    }

    enum Kind {
        case typeMismatch(expected: String, found: XMLRPCValue)
        case missingMember(String, model: String)
        case other(String)
    }

    let kind: Kind
    /// Steps from the response's first parameter down to the failing value (for a missing member:
    /// the struct that lacks it).
    var steps: [Step] = []

    /// `params[0][3].title`
    var memberPath: String { memberPath(from: "params[0]") }

    /// The path from `root` (a call's `params[1]`, say) down to the failing value.
    func memberPath(from root: String) -> String {
        var text = root
        for step in steps {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .member(let name, _): text += "." + name
            }
        }
        return text
    }

    var message: String { message(from: "params[0]") }

    /// The message with the path starting at `root`.
    func message(from root: String) -> String {
        let memberPath = memberPath(from: root)
        return switch kind {
        case .typeMismatch(let expected, let found):
            "\(memberPath): expected \(expected), found \(found.typeName)"
        case .missingMember(let name, let model):
            "\(memberPath).\(name): the struct has no member \(String(reflecting: name)), which \(model) requires"
        case .other(let message):
            "\(memberPath): \(message)"
        }
    }
}
