import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a careful programmer writes without a mapping library: an `XMLParserDelegate` with a stack
/// of small enum frames that fills the same `Book` structs with the same rules as the sample's
/// description (`<details>` transparent, `<reviews>` and unknown elements dropped, a text field
/// reads all the text inside it including inline markup's, `<description>` re-serialized as XML).
final class HandWrittenCatalogParser: NSObject, XMLParserDelegate {
    private enum Field {
        case isbn, title, pages, price, published, authorName, publisherName, publisherAddress
    }

    private enum Frame {
        case outside, catalog, book, details, authors, author, publisher, ignored
        case text(Field)
        /// An element inside a text field: its text belongs to the field (like DOM `textContent`).
        case inlineText
        case description
        case markup
    }

    private(set) var books: [Book] = []
    private(set) var failure: ModeFailure?
    private var frames: [Frame] = []
    private var book = Book()
    private var author = Author()
    private var publisher = Publisher()
    private var text = ""
    private var xml = ""
    private var startTagOpen = false

    /// Reads every book of the catalog in a file, streamed from disk.
    static func books(in url: URL) throws -> [Book] {
        let reader = HandWrittenCatalogParser()
        reader.frames.reserveCapacity(16)
        try parseFile(url, with: reader) { reader.failure }
        return reader.books
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if failure == nil { failure = ModeFailure("line \(parser.lineNumber): \(message)") }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let frame: Frame
        switch frames.last ?? .outside {
        case .outside:
            frame = elementName == "catalog" ? .catalog : .outside
        case .catalog:
            if elementName == "book" {
                book = Book()
                if let id = attributes["id"] {
                    guard let value = Int(id) else { return fail(parser, "cannot read \"\(id)\" as Int for id") }
                    book.id = value
                }
                if let available = attributes["available"] {
                    guard let value = Self.bool(available) else {
                        return fail(parser, "cannot read \"\(available)\" as Bool for available")
                    }
                    book.available = value
                }
                frame = .book
            } else {
                frame = .ignored
            }
        case .book, .details:
            switch elementName {
            case "isbn": frame = .text(.isbn)
            case "title": frame = .text(.title)
            case "authors": frame = .authors
            case "details": frame = .details
            case "pages": frame = .text(.pages)
            case "price":
                book.currency = attributes["currency"] ?? book.currency
                frame = .text(.price)
            case "published": frame = .text(.published)
            case "publisher":
                publisher = Publisher()
                frame = .publisher
            case "description":
                xml = ""
                startTagOpen = false
                frame = .description
            default: frame = .ignored
            }
        case .authors:
            if elementName == "author" {
                author = Author()
                frame = .author
            } else {
                frame = .ignored
            }
        case .author:
            frame = elementName == "name" ? .text(.authorName) : .ignored
        case .publisher:
            switch elementName {
            case "name": frame = .text(.publisherName)
            case "address": frame = .text(.publisherAddress)
            default: frame = .ignored
            }
        case .description, .markup:
            closeStartTag()
            xml += "<" + elementName
            for key in attributes.keys.sorted() {
                xml += " " + key + "=\""
                XMLEscaping.escape(attributes[key]!, into: &xml, inAttribute: true)
                xml += "\""
            }
            startTagOpen = true
            frame = .markup
        case .text, .inlineText:
            frame = .inlineText
        case .ignored:
            frame = .ignored
        }
        if case .text = frame { text = "" }
        frames.append(frame)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let frame = frames.popLast() else { return }
        switch frame {
        case .book:
            books.append(book)
        case .author:
            book.authors.append(author)
        case .publisher:
            book.publisher = publisher
        case .description:
            closeStartTag()
            book.descriptionXML = xml
        case .markup:
            if startTagOpen {
                xml += "/>"
                startTagOpen = false
            } else {
                xml += "</" + elementName + ">"
            }
        case .text(let field):
            finish(field, parser)
        case .outside, .catalog, .details, .authors, .inlineText, .ignored:
            break
        }
    }

    private func finish(_ field: Field, _ parser: XMLParser) {
        switch field {
        case .isbn: book.isbn = text
        case .title: book.title = text
        case .authorName: author.name = text
        case .publisherName: publisher.name = text
        case .publisherAddress: publisher.address = text
        case .pages:
            guard let value = Int(text) else { return fail(parser, "cannot read \"\(text)\" as Int for <pages>") }
            book.pages = value
        case .price:
            guard let value = Double(text) else { return fail(parser, "cannot read \"\(text)\" as Double for <price>") }
            book.price = value
        case .published:
            if text.isEmpty {
                book.published = nil
            } else {
                guard let value = Self.day(text) else { return fail(parser, "cannot read \"\(text)\" as a date") }
                book.published = value
            }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        switch frames.last {
        case .text?, .inlineText?: text += string
        case .description?, .markup?:
            closeStartTag()
            XMLEscaping.escape(string, into: &xml, inAttribute: false)
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    private func closeStartTag() {
        if startTagOpen {
            xml += ">"
            startTagOpen = false
        }
    }

    /// `true`, `yes`, `1` or `false`, `no`, `0` in any case; empty is `true`.
    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1", "": return true
        case "false", "no", "0": return false
        default: return nil
        }
    }

    /// `yyyy-MM-dd` as midnight UTC, without a `DateFormatter`.
    static func day(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 48
                guard digit >= 0, digit <= 9 else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month),
            (1...31).contains(day)
        else { return nil }
        return Date(timeIntervalSince1970: Double(CivilDays.from(year: year, month: month, day: day)) * 86_400)
    }
}
