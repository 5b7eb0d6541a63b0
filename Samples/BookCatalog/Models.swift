import Foundation
import XMLReading

/// A catalog: `<catalog>` holding `<book>` elements.
struct Catalog: XMLReadable, Equatable {
    var books: [Book] = []

    static let parsingDescription = ParsingDescription<Catalog> {
        Many(\.books) { Item("book", Book.self) }
    }
}

/// One book of the catalog, in the schema of the README.
struct Book: XMLReadable, Equatable {
    var id = 0
    var available = false
    var isbn = ""
    var title = ""
    var authors: [Author] = []
    var pages = 0
    var price = 0.0
    var currency = ""
    var published: Date? = nil
    var publisher: Publisher? = nil
    var descriptionXML = ""
    /// What the description does not name, kept so that `--rewrite` writes it back: child
    /// elements (`<x:title>` too: another namespace is another name) and attributes.
    var unknownElements: [AnyElement] = []
    var unknownAttributes: [XMLName: String] = [:]

    static let parsingDescription = ParsingDescription<Book> {
        Attribute("id", \.id)
        Attribute("available", \.available)
        Element("isbn", \.isbn)
        Element("title", \.title)
        Many("authors", \.authors) { Item("author", Author.self) }
        Element("published", \.published, format: .date("yyyy-MM-dd"))
        Element("publisher", \.publisher)
        XMLString("description", \.descriptionXML)
        Ignore("reviews")
        // Read wherever they stand; written inside <details> (entries after a Skip, to the next one).
        Skip("details")
        Element("pages", \.pages)
        Element("price", \.price) { Attribute("currency", \.currency) }
        // Written after everything else, in document order.
        AnyElements(\.unknownElements)
        AnyAttributes(\.unknownAttributes)
    }
}

struct Author: XMLReadable, Equatable {
    var name = ""

    static let parsingDescription = ParsingDescription<Author> {
        Element("name", \.name)
    }
}

struct Publisher: XMLReadable, Equatable {
    var name = ""
    var address = ""

    static let parsingDescription = ParsingDescription<Publisher> {
        Element("name", \.name)
        Element("address", \.address)
    }
}
