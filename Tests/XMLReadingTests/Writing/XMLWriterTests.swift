import Foundation
import Testing
import XMLReading

/// Models of the writer tests: every entry kind.
struct WrittenAuthor: XMLReadable, Equatable, Sendable {
    var name = ""
    var born: Int? = nil
    static let parsingDescription = ParsingDescription<WrittenAuthor> {
        Attribute("born", \.born)
        Element("name", \.name)
    }
}

struct WrittenPrice: XMLReadable, Equatable, Sendable {
    var amount = 0.0
    var currency = ""
    static let parsingDescription = ParsingDescription<WrittenPrice> {
        Attribute("currency", \.currency)
        TextContent(\.amount)
    }
}

struct WrittenBook: XMLReadable, Equatable, Sendable {
    enum Genre: String, XMLScalar, Sendable { case fiction, poetry }
    var id = 0
    var available = false
    var title = ""
    var subtitle: String? = nil
    var authors: [WrittenAuthor] = []
    var tags: [String] = []
    var pages = 0
    var price = 0.0
    var currency = ""
    var genre = Genre.fiction
    var published: Date? = nil
    var updated = Date(timeIntervalSince1970: 0)
    var cover = Data()
    var list: WrittenPrice? = nil
    var descriptionXML = ""

    static let parsingDescription = ParsingDescription<WrittenBook> {
        Attribute("id", \.id)
        Attribute("available", \.available)
        Element("title", \.title)
        Element("subtitle", \.subtitle)
        Many("authors", \.authors) { Item("author", WrittenAuthor.self) }
        Many(\.tags) { Item("tag", String.self) }
        Element("genre", \.genre)
        Element("published", \.published, format: .date("yyyy-MM-dd"))
        Element("updated", \.updated)
        Element("cover", \.cover)
        Element("list", \.list)
        XMLString("description", \.descriptionXML)
        Ignore("reviews")
        OnComplete { _ in }
        Skip("details")
        Element("pages", \.pages)
        Element("price", \.price) { Attribute("currency", \.currency) }
    }
}

struct WrittenShelf: XMLReadable, Sendable {
    var pets: [any Pet] = []
    static let parsingDescription = ParsingDescription<WrittenShelf> {
        Many(\.pets) {
            Item("dog", Dog.self)
            Item("cat", Cat.self)
        }
    }
}

@Suite struct XMLWriterTests {
    static let book = WrittenBook(
        id: 7, available: true, title: "Dune", subtitle: nil,
        authors: [WrittenAuthor(name: "Frank Herbert", born: 1920), WrittenAuthor(name: "Anon")],
        tags: ["sf", "classic"], pages: 412, price: 9.5, currency: "EUR", genre: .poetry,
        published: utc(1965, 8, 1), updated: utc(2024, 3, 1, 14, 8, 55), cover: Data([1, 2, 3]),
        list: WrittenPrice(amount: 12.25, currency: "USD"), descriptionXML: "A <em>desert</em> planet &amp; more")

    @Test func everyEntryKindWritesWhatItReads() throws {
        let xml = try XMLWriter().string(Self.book, element: "book")
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <book id="7" available="true">
                  <title>Dune</title>
                  <authors>
                    <author born="1920">
                      <name>Frank Herbert</name>
                    </author>
                    <author>
                      <name>Anon</name>
                    </author>
                  </authors>
                  <tag>sf</tag>
                  <tag>classic</tag>
                  <genre>poetry</genre>
                  <published>1965-08-01</published>
                  <updated>2024-03-01T14:08:55Z</updated>
                  <cover>AQID</cover>
                  <list currency="USD">12.25</list>
                  <description>A <em>desert</em> planet &amp; more</description>
                  <details>
                    <pages>412</pages>
                    <price currency="EUR">9.5</price>
                  </details>
                </book>

                """)
        #expect(try XMLReader.object(ofType: WrittenBook.self, element: "book", from: xml) == Self.book)
    }

    @Test func compactWithoutDeclaration() throws {
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let author = WrittenAuthor(name: "Ann", born: nil)
        #expect(try writer.string(author, element: "author") == "<author><name>Ann</name></author>")
        let data = try writer.data(author, element: "author")
        #expect(String(decoding: data, as: UTF8.self) == "<author><name>Ann</name></author>")
    }

    @Test func indentationIsAnOption() throws {
        let writer = XMLWriter(options: WritingOptions(indentation: "\t", includesDeclaration: false))
        #expect(
            try writer.string(WrittenAuthor(name: "Ann"), element: "author")
                == "<author>\n\t<name>Ann</name>\n</author>\n")
    }

    @Test func skipGroupIsLeftOutWhenNothingInsideIsWritten() throws {
        struct Grouped: XMLReadable {
            var a: Int? = nil
            var b: String? = nil
            static let parsingDescription = ParsingDescription<Grouped> {
                Skip("group")
                Element("a", \.a)
                Element("b", \.b)
            }
        }
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        #expect(try writer.string(Grouped(), element: "r") == "<r/>")
        #expect(try writer.string(Grouped(b: ""), element: "r") == "<r><group><b/></group></r>")
    }

    @Test func heterogeneousArraysWriteEachItemUnderItsOwnName() throws {
        let shelf = WrittenShelf(pets: [Dog(name: "Rex"), Cat(name: "Tom"), Dog(name: "Fido")])
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let xml = try writer.string(shelf, element: "shelf")
        #expect(
            xml
                == "<shelf><dog><name>Rex</name><barks>false</barks></dog><cat lives=\"9\"><name>Tom</name></cat><dog><name>Fido</name><barks>false</barks></dog></shelf>"
        )
        let again = try XMLReader.object(ofType: WrittenShelf.self, element: "shelf", from: xml)
        #expect(again.pets.map { String(describing: $0) } == shelf.pets.map { String(describing: $0) })
    }

    @Test func escapingIsComplete() throws {
        struct Escaped: XMLReadable, Equatable {
            var attribute = ""
            var text = ""
            static let parsingDescription = ParsingDescription<Escaped> {
                Attribute("a", \.attribute)
                Element("t", \.text)
            }
        }
        let value = Escaped(attribute: "& < > \" ' \t\n\r end", text: "& < > \" ' \t\n\r end")
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let xml = try writer.string(value, element: "e")
        #expect(
            xml
                == "<e a=\"&amp; &lt; &gt; &quot; &apos; &#9;&#10;&#13; end\"><t>&amp; &lt; &gt; &quot; &apos; \t\n&#13; end</t></e>"
        )
        #expect(try XMLReader.object(ofType: Escaped.self, element: "e", from: xml) == value)
    }

    @Test func forbiddenCharactersAreAnErrorNamingThePath() {
        var book = Self.book
        book.authors[1].name = "A\u{1}non"
        #expect(
            errorMessage { _ = try XMLWriter().string(book, element: "book") }
                == "cannot write U+0001 in the text of <name>: XML 1.0 forbids the character at /book/authors/author[2]/name"
        )
        book = Self.book
        book.currency = "\u{FFFE}"
        #expect(
            errorMessage { _ = try XMLWriter().string(book, element: "book") }
                == "cannot write U+FFFE in attribute \"currency\" of <price>: XML 1.0 forbids the character at /book/details/price"
        )
        #expect(readingError { _ = try XMLWriter().string(book, element: "book") }?.code == .forbiddenCharacter)
    }

    @Test func readOnlyEntriesMakeTheWriterThrow() {
        struct Color: Equatable { var hex = "" }
        struct Painted: XMLReadable {
            var color = Color()
            var count = 0
            static let parsingDescription = ParsingDescription<Painted> {
                Element("color", \.color, format: .custom { Color(hex: $0) })
                Element("n", format: .custom { Int($0) }) { painted, n in painted.count = n }
            }
        }
        struct Holder: XMLReadable {
            var painted: [Painted] = []
            static let parsingDescription = ParsingDescription<Holder> {
                Many(\.painted) { Item("painted", Painted.self) }
            }
        }
        let expected = [
            "Painted: Element(\"color\") uses a format for Color without a write conversion; give .custom a write: closure",
            "Painted: Element(\"n\", format:store:) stores through a closure and has no property to write from; bind it to a property with Element(\"n\", \\.property, format:) to write it",
        ]
        // Known before any write, from the description alone.
        #expect(Holder.parsingDescription.writeProblems == expected)
        #expect(Painted.parsingDescription.writeProblems == expected.map { String($0.dropFirst("Painted: ".count)) })
        #expect(Holder.parsingDescription.problems.isEmpty)
        let error = readingError { _ = try XMLWriter().string(Holder(), element: "holder") }
        #expect(error?.code == .notWritable)
        #expect(error?.description == "cannot write Holder: " + expected.joined(separator: "; "))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-writable-\(UUID()).xml")
        #expect(readingError { try XMLWriter().write(Holder(), element: "holder", to: file) }?.code == .notWritable)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func writableDescriptionsHaveNoWriteProblems() {
        #expect(WrittenBook.parsingDescription.writeProblems.isEmpty)
        #expect(CDATASnippet.parsingDescription.writeProblems.isEmpty)
        struct Tree: XMLReadable {
            var name = ""
            var children: [Tree] = []
            var code = 0
            static let parsingDescription = ParsingDescription<Tree> {
                Attribute("name", \.name)
                Many(\.children) { Item("tree", Tree.self) }  // recursive: visited once
                Element("code", as: WrittenAuthor.self) { _, _ in }
            }
        }
        #expect(Tree.parsingDescription.writeProblems.count == 1)
        #expect(Tree.parsingDescription.writeProblems.first?.hasPrefix("Element(\"code\", as:store:)") == true)
    }

    @Test func customFormatsWithAWriteConversionAreWritable() throws {
        struct Color: Equatable { var hex = "" }
        struct Painted: XMLReadable, Equatable {
            var color = Color()
            static let parsingDescription = ParsingDescription<Painted> {
                Element("color", \.color, format: .custom(read: { Color(hex: $0) }, write: { $0.hex }))
            }
        }
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let xml = try writer.string(Painted(color: Color(hex: "#fff")), element: "p")
        #expect(xml == "<p><color>#fff</color></p>")
        #expect(
            try XMLReader.object(ofType: Painted.self, element: "p", from: xml) == Painted(color: Color(hex: "#fff")))
    }

    @Test func namespacesAreDeclaredOnceOnTheRoot() throws {
        struct Entry: XMLReadable, Equatable {
            static let atom = "http://www.w3.org/2005/Atom"
            var title = ""
            var lang = ""
            var links: [String] = []
            static let parsingDescription = ParsingDescription<Entry> {
                Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.lang)
                Element(XMLName("title", namespace: atom), \.title)
                Many(\.links) { Item(XMLName("link", namespace: "urn:x"), String.self) }
            }
        }
        let entry = Entry(title: "T", lang: "en", links: ["a", "b"])
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let xml = try writer.string(entry, element: XMLName("entry", namespace: Entry.atom))
        #expect(
            xml
                == "<ns1:entry xmlns:ns1=\"http://www.w3.org/2005/Atom\" xmlns:ns2=\"urn:x\" xml:lang=\"en\"><ns1:title>T</ns1:title><ns2:link>a</ns2:link><ns2:link>b</ns2:link></ns1:entry>"
        )
        #expect(
            try XMLReader.object(ofType: Entry.self, element: XMLName("entry", namespace: Entry.atom), from: xml)
                == entry)
    }

    @Test func writingToAFileStreams() throws {
        struct Catalog: XMLReadable, Equatable {
            var authors: [WrittenAuthor] = []
            static let parsingDescription = ParsingDescription<Catalog> {
                Many(\.authors) { Item("author", WrittenAuthor.self) }
            }
        }
        let catalog = Catalog(
            authors: (0..<20_000).map { (index: Int) in WrittenAuthor(name: "Author \(index) & co", born: index) })
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlwriter-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try XMLWriter().write(catalog, element: "catalog", to: url)
        let written = try Data(contentsOf: url)
        #expect(written == (try XMLWriter().data(catalog, element: "catalog")))
        #expect(try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url) == catalog)
    }

    @Test func anUnwritableFileIsAnError() {
        let url = URL(fileURLWithPath: "/nonexistent-directory/out.xml")
        #expect(
            errorMessage { try XMLWriter().write(WrittenAuthor(), element: "a", to: url) }
                == "cannot create the file /nonexistent-directory/out.xml: No such file or directory")
    }
}
