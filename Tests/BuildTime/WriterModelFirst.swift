// Must not compile: the writer takes the model first, as the reader does.
// expected-error: 'string(from:element:)' has been renamed to 'string(_:element:)': the model comes first, as in the reader
import XMLReading

struct Dog: XMLReadable {
    var name = ""
    static let parsingDescription = ParsingDescription<Dog> { Element("name", \.name) }
}

_ = try XMLWriter().string(from: Dog(), element: "dog")
