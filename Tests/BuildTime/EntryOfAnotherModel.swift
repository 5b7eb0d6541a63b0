// Must not compile: an entry made for one model's description, used in another's.
// expected-error: 'buildExpression(_:fileID:line:)' is unavailable: an entry of another model's description; its key path must start at this model
import XMLReading

struct Author: XMLReadable {
    var name = ""
    static let parsingDescription = ParsingDescription<Author> { Element("name", \.name) }
}

let authorName = Element<Author>("name", \.name)

struct Book: XMLReadable {
    var title = ""
    static let parsingDescription = ParsingDescription<Book> {
        Element("title", \.title)
        authorName
    }
}
