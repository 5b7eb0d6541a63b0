// Must not compile: an optional with Pairs that have no container element (absent and empty are the same document).
// expected-error: 'init(_:key:values:)' is unavailable: Pairs without a container element cannot tell absent pairs from no pairs (both are no element); bind a non-optional array or dictionary, or name the container element: Pairs("name", \.property, key:)
import XMLReading

struct Doc: XMLReadable {
    var values: [String: String]?
    static let parsingDescription = ParsingDescription<Doc> {
        Pairs(\.values, key: "key") { Case("string", String.self, { $0 }) }
    }
}
