import Foundation
import XMLReading

/// One `<book>` of a catalog, in the shape of `Samples/BookCatalog`:
///
/// ```xml
/// <book id="42" available="yes">
///   <isbn>978-0441172719</isbn>
///   <title>Dune</title>
///   <details><pages>412</pages><price currency="USD">9.99</price></details>
/// </book>
/// ```
///
/// What it does not name (authors, description, …) is passed over.
struct Book: XMLReadable, Sendable {
    var id = 0
    var title = ""
    var pages = 0
    var price = 0.0
    var currency = ""

    static let parsingDescription = ParsingDescription<Book> {
        Attribute("id", \.id)
        Element("title", \.title)
        Skip("details")  // <pages> and <price> are read as if they stood in <book>
        Element("pages", \.pages)
        Element("price", \.price) { Attribute("currency", \.currency) }
    }
}

extension Book: CustomStringConvertible {
    /// `book 42: "Dune", 412 pages, 9.99 USD`
    var description: String {
        "book \(id): \"\(title)\", \(pages) pages, \(String(format: "%.2f", price)) \(currency)"
    }
}
