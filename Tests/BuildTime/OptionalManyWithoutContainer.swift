// Must not compile: `[T]?` with a Many that has no container element (absent and empty are the same document).
// expected-error: 'init(_:items:)' is unavailable: Many without a container element cannot tell an absent list from an empty one (both are no item); bind [T] instead of [T]?, or name the container element: Many("name", \.property)
import XMLReading

struct Doc: XMLReadable {
    var tags: [String]?
    static let parsingDescription = ParsingDescription<Doc> {
        Many(\.tags) { Item("tag", String.self) }
    }
}
