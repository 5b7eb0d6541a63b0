import Foundation
import TestSupport
import Testing
import XMLReading

@testable import BookCatalog

@Suite struct BookCatalogSampleTests {
    static let expectedLines = [
        #"{"id": 1, "available": true, "isbn": "978-0441172719", "title": "Dune", "authors": ["Frank Herbert"], "pages": 412, "price": 9.99, "currency": "USD", "published": "1965-08-01", "publisher": {"name": "Chilton Books", "address": "Philadelphia"}, "description": "A <em>desert</em> planet &amp; its <b class=\"spice\">spice</b>."}"#,
        #"{"id": 2, "available": false, "isbn": "978-2070612758", "title": "Le Petit Prince", "authors": ["Antoine de Saint-Exupéry"], "pages": 96, "price": 7.5, "currency": "EUR", "published": null, "publisher": null, "description": "Un conte &lt;poétique&gt; &amp; philosophique."}"#,
        #"{"id": 3, "available": false, "isbn": "978-4101001616", "title": "吾輩は猫である", "authors": ["夏目漱石", "Natsume Sōseki"], "pages": 470, "price": 1200.0, "currency": "JPY", "published": "1905-01-01", "publisher": null, "description": ""}"#,
    ]

    @Test func theBundledCatalogReadsToTheDocumentedJSONLines() throws {
        let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: BundledCatalog.xml)
        #expect(catalog.books.map(\.jsonLine) == Self.expectedLines)
    }

    /// Dates print as they were read, in the proleptic Gregorian calendar the reader uses, also
    /// before 1582 (where Foundation's formatters switch to the Julian calendar) and before year 1000.
    @Test(arguments: ["1965-08-01", "2000-02-29", "1970-01-01", "1969-12-31", "1582-10-15", "1428-05-07", "0800-12-25"])
    func publishedDatesPrintAsRead(day: String) throws {
        let xml = "<catalog><book id=\"1\"><title>T</title><published>\(day)</published></book></catalog>"
        let book = try XMLReader.object(ofType: Book.self, element: "book", from: xml)
        #expect(book.jsonLine.contains(#""published": "\#(day)""#), "\(book.jsonLine)")
    }

    @Test func theSampleDescriptionsAreValid() {
        #expect(Book.parsingDescription.problems == [])
        #expect(Catalog.parsingDescription.problems == [])
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try runProgram(sampleExecutable("book-catalog"), arguments)
    }

    @Test func theExecutablePrintsOneLinePerBookAndFailsCleanlyOnBadInput() throws {
        let bundled = try Self.run([])
        #expect(bundled.status == 0)
        #expect(bundled.output == Self.expectedLines.joined(separator: "\n") + "\n")

        let good = try temporaryFile(Data(BundledCatalog.xml.utf8))
        defer { try? FileManager.default.removeItem(at: good) }
        #expect(try Self.run([good.path]).output == bundled.output)

        let bad = try temporaryFile(Data("<catalog>\n<book id='x'/></catalog>".utf8))
        defer { try? FileManager.default.removeItem(at: bad) }
        let failed = try Self.run([bad.path])
        #expect(failed.status == 1)
        #expect(failed.output == "")
        #expect(
            failed.error
                == "book-catalog: \(bad.path): line 2, column 13: cannot read \"x\" as Int for attribute \"id\" of <book> at /catalog/book[1]\n"
        )
    }

    @Test func rewriteWritesTheCatalogBackAsXMLThatReadsToTheSameLines() throws {
        let source = try temporaryFile(Data(BundledCatalog.xml.utf8))
        defer { try? FileManager.default.removeItem(at: source) }
        let rewritten = try Self.run(["--rewrite", source.path])
        #expect(rewritten.status == 0)
        #expect(rewritten.error == "")
        #expect(
            rewritten.output.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog>\n  <book id=\"1\" available=\"true\">\n"))

        let written = try temporaryFile(Data(rewritten.output.utf8))
        defer { try? FileManager.default.removeItem(at: written) }
        let again = try Self.run([written.path])
        #expect(again.status == 0)
        #expect(again.output == Self.expectedLines.joined(separator: "\n") + "\n")
        #expect(try Self.run(["--rewrite", written.path]).output == rewritten.output)
        #expect(try Self.run(["--rewrite"]).output == rewritten.output)
    }

    @Test func rewriteKeepsWhatTheBookModelDoesNotDescribe() throws {
        let xml = """
            <catalog xmlns:x="urn:extra">
              <book id="4" x:shelf="B2" xml:lang="en" note="a &amp; b">
                <x:title>Shadow title</x:title>
                <title>Dune</title>
                <series volume="1">Dune <i>Chronicles</i>!</series>
                <reviews><review>great</review></reviews>
                <details><pages>412</pages><price currency="USD">9.99</price></details>
                <x:rating scale="5"><x:stars>4</x:stars></x:rating>
              </book>
            </catalog>
            """
        let source = try temporaryFile(Data(xml.utf8))
        defer { try? FileManager.default.removeItem(at: source) }
        let rewritten = try Self.run(["--rewrite", source.path])
        #expect(rewritten.status == 0)
        #expect(
            rewritten.output == """
                <?xml version="1.0" encoding="UTF-8"?>
                <catalog>
                  <book id="4" available="false" note="a &amp; b" xml:lang="en" xmlns:ns1="urn:extra" ns1:shelf="B2">
                    <isbn/>
                    <title>Dune</title>
                    <authors/>
                    <description/>
                    <details>
                      <pages>412</pages>
                      <price currency="USD">9.99</price>
                    </details>
                    <x:title xmlns:x="urn:extra">Shadow title</x:title>
                    <series volume="1">Dune <i>Chronicles</i>!</series>
                    <x:rating xmlns:x="urn:extra" scale="5"><x:stars>4</x:stars></x:rating>
                  </book>
                </catalog>

                """)
        let lines = try Self.run([source.path]).output
        let written = try temporaryFile(Data(rewritten.output.utf8))
        defer { try? FileManager.default.removeItem(at: written) }
        #expect(try Self.run([written.path]).output == lines)
        #expect(try Self.run(["--rewrite", written.path]).output == rewritten.output)
    }

    @Test func dtdInternalExpandsTheEntitiesACatalogDeclares() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE catalog [
              <!ENTITY author "<author><name>Frank Herbert</name></author>">
              <!ENTITY copy "&#169;">
            ]>
            <catalog><book id="1" available="yes"><isbn>978-0441172719</isbn><title>Dune &copy;</title>
            <authors>&author;</authors></book></catalog>
            """
        let file = try temporaryFile(Data(xml.utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        let expanded = try Self.run(["--dtd", "internal", file.path])
        #expect(expanded.error == "")
        #expect(expanded.status == 0)
        #expect(
            expanded.output
                == #"{"id": 1, "available": true, "isbn": "978-0441172719", "title": "Dune ©", "authors": ["Frank Herbert"], "pages": 0, "price": 0.0, "currency": "", "published": null, "publisher": null, "description": ""}"#
                + "\n")
        let refused = try Self.run([file.path])
        #expect(refused.status == 1)
        #expect(
            refused.error
                == "book-catalog: \(file.path): line 3, column 3: the document declares the entity \"author\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)\n"
        )
        let misused = try Self.run(["--dtd", "everything", file.path])
        #expect(misused.status == 2)
        #expect(
            misused.error
                == "book-catalog: --dtd takes internal or standard\nusage: book-catalog [--rewrite [--canonical]] [--stream] [--progress] [--dtd internal|standard] [--parser foundation|libxml2] [FILE|URL]\n"
        )
    }

    @Test func parserLibxml2PrintsTheSameLinesAndTheSameErrors() throws {
        let file = try temporaryFile(Data(BundledCatalog.xml.utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        let expected = Self.expectedLines.joined(separator: "\n") + "\n"
        for parser in ["foundation", "libxml2"] {
            for mode in [[], ["--stream"]] {
                let read = try Self.run(mode + ["--parser", parser, file.path])
                #expect(read.error == "")
                #expect(read.status == 0)
                #expect(read.output == expected, "--parser \(parser) \(mode)")
            }
        }
        let broken = try temporaryFile(Data("<catalog>\n<book id='x'/></catalog>".utf8))
        defer { try? FileManager.default.removeItem(at: broken) }
        for parser in ["foundation", "libxml2"] {
            let failed = try Self.run(["--parser", parser, broken.path])
            #expect(failed.status == 1)
            #expect(failed.output == "")
            #expect(
                failed.error
                    == "book-catalog: \(broken.path): line 2, column 13: cannot read \"x\" as Int for attribute \"id\" of <book> at /catalog/book[1]\n"
            )
        }
        let misused = try Self.run(["--parser", "expat", file.path])
        #expect(misused.status == 2)
        #expect(misused.output == "")
        #expect(
            misused.error
                == "book-catalog: --parser takes foundation or libxml2\nusage: book-catalog [--rewrite [--canonical]] [--stream] [--progress] [--dtd internal|standard] [--parser foundation|libxml2] [FILE|URL]\n"
        )
    }
}
