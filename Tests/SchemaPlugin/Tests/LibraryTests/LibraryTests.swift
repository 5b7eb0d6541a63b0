import Foundation
import Library
import Testing
import XMLReading

/// The models the build plugin generated from `Sources/Library/library.xsd` (and the `book.xsd` it
/// includes), public as `xml-schema.json` asks: read, checked and written back.
@Suite struct LibraryTests {
    static let document = """
        <library xmlns="urn:library"><name>Alexandria</name>\
        <book format="e-book"><title>Dune</title><published>1965-08-01</published></book>\
        <shelf>12</shelf></library>
        """

    static let root = XMLName("library", namespace: Namespaces.library)

    @Test func aDocumentIsReadAndWrittenBackAsItWas() throws {
        let library = try XMLReader.object(ofType: Library.self, element: Self.root, from: Self.document)
        #expect(library.name == "Alexandria")
        #expect(library.books.map(\.title) == ["Dune"])
        #expect(library.books.first?.format == .eBook)
        #expect(library.books.first?.published?.description == "1965-08-01")
        guard case .shelf(let shelf)? = library.alternative else {
            Issue.record("no shelf: \(String(describing: library.alternative))")
            return
        }
        #expect(shelf.description == "12")
        // The root model reads xsi:schemaLocation, so the writer declares xsi's prefix (from the
        // generated Namespaces.prefixes) on the root: the same document in canonical form.
        let options = WritingOptions(
            prettyPrinted: false, includesDeclaration: false, namespacePrefixes: Namespaces.prefixes)
        let written = try XMLWriter(options: options).string(library, element: Self.root)
        #expect(
            written
                == Self.document.replacingOccurrences(
                    of: #"<library xmlns="urn:library">"#,
                    with: #"<library xmlns="urn:library" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">"#))
        #expect(try Library.read(from: Data(written.utf8)).books.map(\.title) == ["Dune"])
    }

    @Test func whatTheSchemaForbidsIsRefused() {
        let noBook = Self.document.replacingOccurrences(
            of: #"<book format="e-book"><title>Dune</title><published>1965-08-01</published></book>"#, with: "")
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Library.self, element: Self.root, from: noBook)
        }
        #expect(
            error?.description
                == "line 1, column 80: missing required element <book>: 0 read, Many reads 1 or more at /library")
        let zeroShelf = Self.document.replacingOccurrences(of: "<shelf>12</shelf>", with: "<shelf>0</shelf>")
        let facet = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Library.self, element: Self.root, from: zeroShelf)
        }
        #expect(facet?.code == .valueConversion)
    }
}
