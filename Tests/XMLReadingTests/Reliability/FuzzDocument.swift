import Foundation
import XMLReading

/// A valid generated document and the byte ranges of its ignored content (comment bodies and the
/// inside of `<junk>`, which ``FuzzBook`` ignores): a mutation inside them must not change a read.
struct FuzzDocument {
    enum Kind { case catalog, xmlRPC }

    var kind: Kind
    var bytes: [UInt8] = []
    var ignored: [Range<Int>] = []

    init(kind: Kind) { self.kind = kind }

    mutating func append(_ text: String) { bytes += Array(text.utf8) }

    /// Appends `text` as ignored content.
    mutating func appendIgnored(_ text: String) {
        let start = bytes.count
        append(text)
        ignored.append(start..<bytes.count)
    }

    mutating func comment<G: RandomNumberGenerator>(using generator: inout G) {
        append("<!--")
        appendIgnored(" " + FuzzDocument.words(using: &generator) + " ")
        append("-->")
    }

    static let vocabulary = ["Zoë", "naïve", "東京", "🐕", "a&amp;b", "&lt;tag&gt;", "&#x41;", "&#169;", "plain", "x y"]

    static func words<G: RandomNumberGenerator>(using generator: inout G) -> String {
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in vocabulary.randomElement(using: &generator)! }
            .joined(separator: " ")
    }

    /// A catalog of one to four books with attributes, CDATA, optional fields, comments and junk.
    static func catalog<G: RandomNumberGenerator>(using generator: inout G) -> FuzzDocument {
        var document = FuzzDocument(kind: .catalog)
        document.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        document.comment(using: &generator)
        document.append("\n<catalog>\n")
        for index in 0..<Int.random(in: 1...4, using: &generator) {
            document.append("  <book id=\"\(index + 1)\" lang=\"\(words(using: &generator))\">")
            document.append("<title>\(words(using: &generator))</title>")
            if Bool.random(using: &generator) { document.comment(using: &generator) }
            if Bool.random(using: &generator) {
                document.append("<junk>")
                document.appendIgnored(
                    "<title>not this</title><tag>nor this</tag> \(words(using: &generator)) <!-- c -->")
                document.append("</junk>")
            }
            document.append("<tags>")
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                document.append(
                    Bool.random(using: &generator)
                        ? "<tag>\(words(using: &generator))</tag>" : "<tag><![CDATA[<cdata> & ]] \(index)]]></tag>")
            }
            document.append("</tags>")
            if Bool.random(using: &generator) {
                document.append("<price>\(Int.random(in: 0...999, using: &generator)).5</price>")
            }
            document.append("</book>\n")
        }
        document.append("</catalog>\n")
        return document
    }

    /// An XML-RPC response or call with scalars, a struct, an array and comments between elements.
    static func xmlRPC<G: RandomNumberGenerator>(using generator: inout G) -> FuzzDocument {
        var document = FuzzDocument(kind: .xmlRPC)
        let call = Bool.random(using: &generator)
        document.append("<?xml version=\"1.0\"?>\n")
        document.append(call ? "<methodCall><methodName>catalog.find</methodName>" : "<methodResponse>")
        document.comment(using: &generator)
        document.append("<params>")
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            document.append("<param><value>")
            value(into: &document, depth: 0, using: &generator)
            document.append("</value></param>")
            if Bool.random(using: &generator) { document.comment(using: &generator) }
        }
        document.append("</params>")
        document.append(call ? "</methodCall>\n" : "</methodResponse>\n")
        return document
    }

    private static func value<G: RandomNumberGenerator>(
        into document: inout FuzzDocument, depth: Int, using generator: inout G
    ) {
        switch Int.random(in: 0..<(depth < 2 ? 9 : 7), using: &generator) {
        case 0: document.append("<int>\(Int32.random(in: .min ... .max, using: &generator))</int>")
        case 1: document.append("<i8>\(Int64.random(in: .min ... .max, using: &generator))</i8>")
        case 2: document.append("<boolean>\(Int.random(in: 0...1, using: &generator))</boolean>")
        case 3: document.append("<string>\(words(using: &generator))</string>")
        case 4: document.append("<double>\(Double.random(in: -1e6...1e6, using: &generator))</double>")
        case 5: document.append("<dateTime.iso8601>19980717T14:08:55</dateTime.iso8601>")
        case 6: document.append("<base64>\(Data(words(using: &generator).utf8).base64EncodedString())</base64>")
        case 7:
            document.append("<struct>")
            for index in 0..<Int.random(in: 0...3, using: &generator) {
                document.append("<member><name>m\(index)</name><value>")
                value(into: &document, depth: depth + 1, using: &generator)
                document.append("</value></member>")
            }
            document.append("</struct>")
        default:
            document.append("<array><data>")
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                document.append("<value>")
                value(into: &document, depth: depth + 1, using: &generator)
                document.append("</value>")
            }
            document.append("</data></array>")
        }
    }
}

/// The catalog model the fuzz harness reads.
struct FuzzBook: XMLReadable, Equatable {
    var id = 0
    var lang = ""
    var title = ""
    var tags: [String] = []
    var price: Double?
    static let parsingDescription = ParsingDescription<FuzzBook> {
        Attribute("id", \.id)
        Attribute("lang", \.lang)
        Element("title", \.title)
        Many("tags", \.tags) { Item("tag", String.self) }
        Element("price", \.price)
        Ignore("junk")
    }
}
