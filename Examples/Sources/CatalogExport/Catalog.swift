import XMLReading

/// A catalog as `catalog-export` writes it: `<catalog count="N">` and its books.
///
/// ```xml
/// <catalog count="2"><book id="1">…</book><book id="2">…</book></catalog>
/// ```
///
/// The books are never held here: the export gives them to the writer one at a time.
struct Catalog: XMLReadable, Sendable {
    var count = 0
    var books: [Book] = []

    static let parsingDescription = ParsingDescription<Catalog> {
        Attribute("count", \.count)
        Many(\.books) { Item("book", Book.self) }
    }
}

/// One `<book>`, made from its number as a row of a database would give it:
///
/// ```xml
/// <book id="42"><isbn>978-0-0000042-0</isbn><title>Book 0000042</title><pages>142</pages><price currency="USD">1.42</price></book>
/// ```
struct Book: XMLReadable, Sendable {
    var id = 0
    var isbn = ""
    var title = ""
    var pages = 0
    var price = XMLNumber(0)
    var currency = "USD"

    static let parsingDescription = ParsingDescription<Book> {
        Attribute("id", \.id)
        Element("isbn", \.isbn)
        Element("title", \.title)
        Element("pages", \.pages)
        Element("price", \.price) { Attribute("currency", \.currency) }
    }

    /// Book `number` (1, 2, …): its fields follow from the number.
    init(number: Int) {
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, 7 - digits.count)) + digits
        id = number
        isbn = "978-0-\(padded)-0"
        title = "Book \(padded)"
        pages = 100 + number % 900
        let cents = 100 + number % 9000
        // Two fraction digits, written as they are ("4.20"): always a number.
        price = XMLNumber(xmlText: "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")!
    }

    init() {}
}
