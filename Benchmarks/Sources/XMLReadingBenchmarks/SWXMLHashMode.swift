import Foundation
import SWXMLHash

/// SWXMLHash 8.1.1 the way its README reads a document: the whole file into `Data`, a full
/// parse into its tree, then subscripts by element name, mapping into the same `Book` structs.
enum SWXMLHashMode {
    static func books(in url: URL) throws -> [Book] {
        let data = try Data(contentsOf: url)
        let document = XMLHash.config { $0.detectParsingErrors = true }.parse(data)
        if case .parsingError(let error) = document {
            throw ModeFailure(
                "SWXMLHash: \(DataLimit.note(for: data))parse error at line \(error.line), column \(error.column)")
        }
        let bookNodes = document["catalog"]["book"].all
        if bookNodes.isEmpty { throw ModeFailure("SWXMLHash: \(DataLimit.note(for: data))no <book> found") }
        return try bookNodes.map(book)
    }

    private static func book(_ node: XMLIndexer) throws -> Book {
        guard let element = node.element else { throw ModeFailure("SWXMLHash: missing element") }
        var book = Book()
        if let id = element.attribute(by: "id")?.text {
            guard let value = Int(id) else { throw ModeFailure("cannot read \(id) as Int") }
            book.id = value
        }
        if let available = element.attribute(by: "available")?.text {
            guard let value = HandWrittenCatalogParser.bool(available) else { throw ModeFailure("bad available") }
            book.available = value
        }
        // <details> is optional: a field is read from it when present, else from <book> itself.
        func field(_ name: String) -> XMLElement? {
            node["details"][name].element ?? node[name].element
        }
        book.isbn = node["isbn"].element?.recursiveText ?? ""
        book.title = node["title"].element?.recursiveText ?? ""
        book.authors = node["authors"]["author"].all.map { Author(name: $0["name"].element?.recursiveText ?? "") }
        if let pages = field("pages")?.recursiveText {
            guard let value = Int(pages) else { throw ModeFailure("cannot read \(pages) as Int") }
            book.pages = value
        }
        if let price = field("price") {
            guard let value = Double(price.recursiveText) else {
                throw ModeFailure("cannot read \(price.recursiveText) as Double")
            }
            book.price = value
            book.currency = price.attribute(by: "currency")?.text ?? ""
        }
        if let published = node["published"].element?.recursiveText, !published.isEmpty {
            guard let value = HandWrittenCatalogParser.day(published) else { throw ModeFailure("bad date") }
            book.published = value
        }
        let publisher = node["publisher"]
        if publisher.element != nil {
            book.publisher = Publisher(
                name: publisher["name"].element?.recursiveText ?? "",
                address: publisher["address"].element?.recursiveText ?? "")
        }
        if let description = node["description"].element {
            var xml = ""
            for child in description.children { serialize(child, into: &xml) }
            book.descriptionXML = xml
        }
        return book
    }

    /// Rebuilds markup from SWXMLHash's tree in the form XMLReading's `XMLString` writes.
    private static func serialize(_ content: XMLContent, into xml: inout String) {
        if let text = content as? TextElement {
            XMLEscaping.escape(text.text, into: &xml, inAttribute: false)
        } else if let element = content as? XMLElement {
            xml += "<" + element.name
            for key in element.allAttributes.keys.sorted() {
                xml += " " + key + "=\""
                XMLEscaping.escape(element.allAttributes[key]!.text, into: &xml, inAttribute: true)
                xml += "\""
            }
            if element.children.isEmpty {
                xml += "/>"
            } else {
                xml += ">"
                for child in element.children { serialize(child, into: &xml) }
                xml += "</" + element.name + ">"
            }
        }
    }
}
