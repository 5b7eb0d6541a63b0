import Foundation
import XMLCoder
import XMLReading

/// The writing suite: the catalog read once (untimed), then written to a file by each mode, in
/// the timed region ``WritingModes/write(_:_:to:)``, which callgrind counts alone.
enum WritingModes {
    /// The writing alone: the one function callgrind's `--toggle-collect` counts for the writing
    /// modes (a C name, so that valgrind finds it unmangled; not optimized, so that the optimizer
    /// makes no specialized copy of it under another name: it only dispatches).
    @_silgen_name("xmlreading_benchmarks_writing") @inline(never) @_optimize(none)
    static func write(_ mode: Mode, _ catalog: Catalog, to url: URL) throws {
        switch mode {
        case .xmlWriting:
            try XMLWriter(options: compact).write(catalog, element: "catalog", to: url)
        case .writingHandWritten:
            try HandWrittenCatalogWriter.document(catalog).write(to: url, atomically: false, encoding: .utf8)
        case .writingXMLCoder:
            try XMLCoderWriting.data(catalog).write(to: url)
        default:
            throw ModeFailure("\(mode.rawValue) is not a writing mode")
        }
    }

    /// The layout every writing mode writes: no indentation, the declaration first.
    static let compact = WritingOptions(prettyPrinted: false)

    /// The hand-written writer's document must be `XMLWriter`'s, byte for byte: checked after each
    /// run (untimed), failing the mode at the first byte that differs.
    static func checkSameDocument(_ catalog: Catalog, written url: URL) throws {
        let expected = try XMLWriter(options: compact).data(catalog, element: "catalog")
        let written = try Data(contentsOf: url)
        guard written != expected else { return }
        let offset = zip(written, expected).prefix { $0 == $1 }.count
        func excerpt(_ data: Data) -> String {
            String(decoding: data.dropFirst(max(0, offset - 40)).prefix(80), as: UTF8.self)
        }
        throw ModeFailure(
            "the hand-written document differs from XMLWriter's at byte \(offset): \(excerpt(written)) … XMLWriter: \(excerpt(expected))"
        )
    }
}

/// A careful hand-written writer, as an app without XMLReading would write the catalog: one
/// `String`, each element spelled out, text escaped as `XMLWriter` escapes it (`& < > " '`,
/// a carriage return, and in attributes tab and line feed), characters XML 1.0 forbids refused,
/// the description's stored markup appended as it is.
enum HandWrittenCatalogWriter {
    struct ForbiddenCharacter: Error {}

    static func document(_ catalog: Catalog) throws -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><catalog>"#
        xml.reserveCapacity(catalog.books.count * 700)
        for book in catalog.books {
            xml += #"<book id=""#
            xml += String(book.id)
            xml += #"" available=""#
            xml += book.available ? "true" : "false"
            xml += #"">"#
            try element("isbn", book.isbn, into: &xml)
            try element("title", book.title, into: &xml)
            if book.authors.isEmpty {
                xml += "<authors/>"
            } else {
                xml += "<authors>"
                for author in book.authors {
                    xml += "<author>"
                    try element("name", author.name, into: &xml)
                    xml += "</author>"
                }
                xml += "</authors>"
            }
            xml += "<details><pages>"
            xml += String(book.pages)
            xml += #"</pages><price currency=""#
            try escape(book.currency, into: &xml, inAttribute: true)
            xml += #"">"#
            var price = book.price.description
            if price.hasSuffix(".0") { price.removeLast(2) }
            xml += price
            xml += "</price>"
            if let published = book.published {
                xml += "<published>"
                xml += day(of: published)
                xml += "</published>"
            }
            if let publisher = book.publisher {
                xml += "<publisher>"
                try element("name", publisher.name, into: &xml)
                try element("address", publisher.address, into: &xml)
                xml += "</publisher>"
            }
            if book.descriptionXML.isEmpty {
                xml += "<description/>"
            } else {
                xml += "<description>"
                xml += book.descriptionXML
                xml += "</description>"
            }
            xml += "</details></book>"
        }
        xml += "</catalog>"
        return xml
    }

    /// `<name>text</name>`, or `<name/>` for empty text.
    static func element(_ name: String, _ text: String, into xml: inout String) throws {
        xml += "<"
        xml += name
        if text.isEmpty {
            xml += "/>"
            return
        }
        xml += ">"
        try escape(text, into: &xml, inAttribute: false)
        xml += "</"
        xml += name
        xml += ">"
    }

    /// Appends `text` escaped: runs of plain bytes appended whole.
    static func escape(_ text: String, into xml: inout String, inAttribute: Bool) throws {
        var needsEscaping = false
        for byte in text.utf8 {
            switch byte {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0..<0x20, 0xEF: needsEscaping = true
            default: continue
            }
            break
        }
        guard needsEscaping else {
            xml += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": xml += "&amp;"
            case "<": xml += "&lt;"
            case ">": xml += "&gt;"
            case "\"": xml += "&quot;"
            case "'": xml += "&apos;"
            case "\r": xml += "&#13;"
            case "\t" where inAttribute: xml += "&#9;"
            case "\n" where inAttribute: xml += "&#10;"
            case "\t", "\n": xml.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": throw ForbiddenCharacter()
            default: xml.unicodeScalars.append(scalar)
            }
        }
    }

    /// `yyyy-MM-dd` of a date in UTC (Howard Hinnant's `civil_from_days`).
    static func day(of date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }
}

/// XMLCoder 0.18.2's encoder the way its README encodes: `Encodable` mirror structs of the XML,
/// attributes chosen by `DynamicNodeEncoding`, the whole document as `Data`. It escapes the
/// description's markup as text (it has no raw markup), so its document reads back with the
/// same books but for their descriptions (checked on ``Checksum/core``).
enum XMLCoderWriting {
    private struct CatalogXML: Encodable {
        var book: [BookXML]
    }

    private struct BookXML: Encodable, DynamicNodeEncoding {
        var id: Int
        var available: Bool
        var isbn: String
        var title: String
        var authors: AuthorsXML
        var details: DetailsXML

        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "id" || key.stringValue == "available" ? .attribute : .element
        }
    }

    private struct AuthorsXML: Encodable {
        var author: [AuthorXML]
    }

    private struct AuthorXML: Encodable {
        var name: String
    }

    private struct DetailsXML: Encodable {
        var pages: Int
        var price: PriceXML
        var published: String?
        var publisher: PublisherXML?
        var description: String
    }

    private struct PriceXML: Encodable, DynamicNodeEncoding {
        var currency: String
        var value: Double

        enum CodingKeys: String, CodingKey {
            case currency
            case value = ""
        }

        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
            key.stringValue == "currency" ? .attribute : .element
        }
    }

    private struct PublisherXML: Encodable {
        var name: String
        var address: String
    }

    static func data(_ catalog: Catalog) throws -> Data {
        let mirror = CatalogXML(
            book: catalog.books.map { book in
                BookXML(
                    id: book.id, available: book.available, isbn: book.isbn, title: book.title,
                    authors: AuthorsXML(author: book.authors.map { AuthorXML(name: $0.name) }),
                    details: DetailsXML(
                        pages: book.pages, price: PriceXML(currency: book.currency, value: book.price),
                        published: book.published.map(HandWrittenCatalogWriter.day(of:)),
                        publisher: book.publisher.map { PublisherXML(name: $0.name, address: $0.address) },
                        description: book.descriptionXML))
            })
        return try XMLEncoder().encode(
            mirror, withRootKey: "catalog", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
    }
}
