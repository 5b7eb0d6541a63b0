// Must not compile: `[K: V]?` with a Keyed that has no container element (absent and empty are the same document).
// expected-error: 'init(_:key:)' is unavailable: Keyed without a container element cannot tell an absent dictionary from an empty one (both are no entry); bind [K: V] instead of [K: V]?, or name the container element: Keyed("name", \.property)
import XMLReading

struct Doc: XMLReadable {
    var others: [String: String]?
    static let parsingDescription = ParsingDescription<Doc> {
        Keyed(\.others)
    }
}
