import Foundation
import XMLCoder

/// XMLCoder 0.18.2 the way its README decodes a document: `Decodable` mirror structs of the XML,
/// the whole file as `Data`, then mapped into the same `Book` structs.
enum XMLCoderMode {
    private struct CatalogXML: Decodable {
        var book: [BookXML]
    }

    private struct BookXML: Decodable {
        var id: Int
        var available: String?
        var isbn: String?
        var title: TextXML?
        var authors: AuthorsXML?
        var details: DetailsXML?
        var pages: Int?
        var price: PriceXML?
        var published: String?
        var publisher: PublisherXML?
        var description: String?
    }

    /// An element's text pieces under the "" key; joined, they give all the text inside the
    /// element, inline markup's included, as the other modes read it (checked on the corpus).
    private struct TextXML: Decodable {
        var pieces: [String]?

        enum CodingKeys: String, CodingKey {
            case pieces = ""
        }
    }

    private struct AuthorsXML: Decodable {
        var author: [AuthorXML]
    }

    private struct AuthorXML: Decodable {
        var name: String
    }

    private struct DetailsXML: Decodable {
        var pages: Int?
        var price: PriceXML?
    }

    private struct PriceXML: Decodable {
        var currency: String?
        var value: Double

        enum CodingKeys: String, CodingKey {
            case currency
            case value = ""
        }
    }

    private struct PublisherXML: Decodable {
        var name: String?
        var address: String?
    }

    static func books(in url: URL) throws -> [Book] {
        let data = try Data(contentsOf: url)
        let decoder = XMLDecoder()
        decoder.trimValueWhitespaces = false
        let catalog: CatalogXML
        do {
            catalog = try decoder.decode(CatalogXML.self, from: data)
        } catch {
            throw ModeFailure("XMLCoder: \(DataLimit.note(for: data))\(error)")
        }
        return try catalog.book.map { xml in
            var book = Book()
            book.id = xml.id
            if let available = xml.available {
                guard let value = HandWrittenCatalogParser.bool(available) else { throw ModeFailure("bad available") }
                book.available = value
            }
            book.isbn = xml.isbn ?? ""
            book.title = xml.title?.pieces?.joined() ?? ""
            book.authors = xml.authors?.author.map { Author(name: $0.name) } ?? []
            book.pages = xml.details?.pages ?? xml.pages ?? 0
            let price = xml.details?.price ?? xml.price
            book.price = price?.value ?? 0
            book.currency = price?.currency ?? ""
            if let published = xml.published, !published.isEmpty {
                guard let value = HandWrittenCatalogParser.day(published) else { throw ModeFailure("bad date") }
                book.published = value
            }
            book.publisher = xml.publisher.map { Publisher(name: $0.name ?? "", address: $0.address ?? "") }
            book.descriptionXML = xml.description ?? ""
            return book
        }
    }
}
