import Foundation
import TestSupport
import Testing
import XMLReading

/// The attribute types the internal subset declares: a value of a type other than `CDATA` is
/// normalized (XML 1.0 §3.3.3) before namespaces are resolved and before it reaches a model, as
/// expat does, under the policy that applies `<!ATTLIST>` defaults.
@Suite struct AttributeTypesTests {
    struct Book: XMLReadable, Equatable {
        var id = ""
        var tags = ""
        var format = ""
        var note = ""
        var refs = ""
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id)
            Attribute("tags", \.tags)
            Attribute("format", \.format)
            Attribute("note", \.note)
            Attribute("refs", \.refs)
        }
    }

    static let shelf = """
        <?xml version="1.0" encoding="ENCODING"?>
        <!DOCTYPE shelf [
          <!ATTLIST book id ID #REQUIRED
                         tags NMTOKENS #IMPLIED
                         format (paper | ebook) "paper"
                         note CDATA #IMPLIED
                         refs IDREFS #IMPLIED>
          <!ATTLIST book note NMTOKENS #IMPLIED>
        ]>
        <shelf>
          <book id=" b1 " tags="  swift   xml  " format=" ebook " note="  two  spaces  " refs=" b2  b1 "/>
          <book id="b2" tags="a&#9;b c" note="kept&#32; "/>
        </shelf>

        """

    static let shelfBooks = [
        Book(id: "b1", tags: "swift xml", format: "ebook", note: "  two  spaces  ", refs: "b2 b1"),
        Book(id: "b2", tags: "a\tb c", format: "paper", note: "kept  "),
    ]

    /// How a document is handed to the reader: each must read it the same.
    enum Input: String, CaseIterable, Sendable {
        case utf8 = "UTF-8"
        case utf16 = "UTF-16"
        case oneByteStream = "1-byte InputStream"

        /// `xml`, whose declaration says `encoding="ENCODING"`, in this input's form.
        func input(_ xml: String) -> XMLInput {
            switch self {
            case .utf8: .data(Data(xml.replacingOccurrences(of: "ENCODING", with: "UTF-8").utf8))
            case .utf16: .data(xml.replacingOccurrences(of: "ENCODING", with: "UTF-16").data(using: .utf16)!)
            case .oneByteStream:
                .stream(DataInputStream(Data(xml.replacingOccurrences(of: "ENCODING", with: "UTF-8").utf8), piece: 1))
            }
        }
    }

    static let policies: [DTDPolicy] = [.standard, .internalEntities]

    @Test(arguments: Input.allCases, policies)
    func tokenizedValuesAreNormalizedAndCDATAIsNot(input: Input, dtd: DTDPolicy) throws {
        let books = try XMLReader.objects(
            ofType: Book.self, element: "book", from: input.input(Self.shelf), options: ReadingOptions(dtd: dtd))
        #expect(books == Self.shelfBooks)
    }

    @Test(arguments: ReadingParsers.all) func theValuesAreThoseExpatReads(parser: ReadingParser) throws {
        // Python's ElementTree (expat) applies the declared types the same way.
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.argv[1].encode())
            for book in root.iter('book'):
                print('|'.join(repr(book.get(name, '')) for name in ('id', 'tags', 'format', 'note', 'refs')))
            """
        let xml = Self.shelf.replacingOccurrences(of: "ENCODING", with: "UTF-8")
        let python = String(decoding: try Python.run(script, arguments: [xml]), as: UTF8.self)
        let books = try XMLReader.objects(
            ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser))
        let ours = books.map { book in
            [book.id, book.tags, book.format, book.note, book.refs].map(Self.pythonRepr).joined(separator: "|") + "\n"
        }.joined()
        #expect(ours == python)
    }

    /// A value as Python's `repr` writes these ones: in single quotes, a tab as `\t`.
    static func pythonRepr(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "\t", with: "\\t") + "'"
    }

    @Test(arguments: ReadingParsers.all) func theFirstDeclarationOfAnAttributeBindsItsTypeAndItsDefault(
        parser: ReadingParser
    ) throws {
        let xml = """
            <!DOCTYPE shelf [
              <!ATTLIST book id CDATA #IMPLIED tags NMTOKENS #IMPLIED>
              <!ATTLIST book id ID #IMPLIED tags CDATA #IMPLIED format CDATA #IMPLIED format CDATA "paper">
            ]>
            <shelf><book id=" b1 " tags=" a  b "/></shelf>
            """
        #expect(
            try XMLReader.objects(
                ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser)) == [
                    Book(id: " b1 ", tags: "a b")
                ])
    }

    @Test(arguments: ReadingParsers.all) func anElementWhoseTypesAreDeclaredForAnotherNameIsUntouched(
        parser: ReadingParser
    ) throws {
        let xml = """
            <!DOCTYPE shelf [<!ATTLIST b:book tags NMTOKENS #IMPLIED>]>
            <shelf xmlns:b="urn:b"><book tags=" a "/><b:book tags=" a "/></shelf>
            """
        // Declarations name elements as written, prefix included (§3.3).
        #expect(
            try XMLReader.objects(
                ofType: Book.self, element: "book", from: xml, options: ReadingOptions(parser: parser)) == [
                    Book(tags: " a ")
                ])
        #expect(
            try XMLReader.objects(
                ofType: Book.self, element: XMLName("book", namespace: "urn:b"), from: xml,
                options: ReadingOptions(parser: parser)) == [
                    Book(tags: "a")
                ])
    }

    @Test(arguments: ReadingParsers.all) func thePolicyThatIgnoresDefaultsReadsValuesAsWritten(parser: ReadingParser)
        throws
    {
        let dtd = DTDPolicy(appliesAttributeDefaults: false)
        let books = try XMLReader.objects(
            ofType: Book.self, element: "book", from: Input.utf8.input(Self.shelf),
            options: ReadingOptions(dtd: dtd, parser: parser))
        #expect(
            books == [
                Book(id: " b1 ", tags: "  swift   xml  ", format: " ebook ", note: "  two  spaces  ", refs: " b2  b1 "),
                Book(id: "b2", tags: "a\tb c", note: "kept  "),
            ])
        // So a namespace declaration keeps its spaces, and the namespaces differ.
        let names = try XMLReader.objects(
            in: [:], from: Input.utf8.input(Self.namespaces), options: ReadingOptions(dtd: dtd, parser: parser))
        #expect(names.isEmpty)
    }

    /// The Edinburgh namespace test rmt-ns10-012, in the shape of the suite's `012.xml`.
    static let namespaces = """
        <?xml version="1.0" encoding="ENCODING"?>
        <!DOCTYPE foo [
        <!ATTLIST foo xmlns:a CDATA #IMPLIED
                      xmlns:b NMTOKEN #IMPLIED>
        ]>
        <foo xmlns:a="urn:xyzzy"
             xmlns:b=" urn:xyzzy ">
        <skipped><bar a:attr="1" b:attr="2"/></skipped>
        </foo>

        """

    static let duplicateMessage =
        #"line 8, column 36: the attributes "a:attr" and "b:attr" have the same expanded name, "attr" in the namespace "urn:xyzzy", once the declared types of the namespace declarations normalize their values (XML 1.0 §3.3.3); an element's attributes must differ in name or namespace at /foo/skipped/bar"#

    @Test(arguments: Input.allCases, policies)
    func attributesEqualOnceTheirNamespacesAreNormalizedAreRefused(input: Input, dtd: DTDPolicy) throws {
        let options = ReadingOptions(dtd: dtd)
        // Read into a model that never looks at <bar>: the check is of the document.
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(
                    ofType: Book.self, element: "book", from: input.input(Self.namespaces), options: options)
            })
        #expect(error.code == .malformedXML)
        #expect(error.description == Self.duplicateMessage)
        #expect(
            errorMessage { _ = try XMLReader.objects(in: [:], from: input.input(Self.namespaces), options: options) }
                == Self.duplicateMessage)
        // A model of <foo> drops <skipped> unread: the check is made all the same.
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Foo.self, element: "foo", from: input.input(Self.namespaces), options: options)
            } == Self.duplicateMessage)
    }

    struct Foo: XMLReadable, Equatable {
        var a: String?
        static let parsingDescription = ParsingDescription<Foo> { Attribute("a", \.a) }
    }

    @Test(arguments: [
        (
            #"xmlns:b=" ""#,
            #"line 2, column 17: the namespace declaration "xmlns:b" is empty once its declared type normalizes it; XML 1.0 documents cannot undeclare a prefix at /foo"#
        ),
        (
            #"xmlns:b=" http://www.w3.org/XML/1998/namespace ""#,
            #"line 2, column 54: the namespace declaration "xmlns:b" binds "http://www.w3.org/XML/1998/namespace"; only xml may name http://www.w3.org/XML/1998/namespace, and neither xmlns nor http://www.w3.org/2000/xmlns/ may be declared at /foo"#
        ),
    ])
    func aNamespaceDeclarationNormalizedIntoAnIllegalOneIsRefused(attribute: String, message: String) throws {
        let xml = "<!DOCTYPE foo [<!ATTLIST foo xmlns:b NMTOKEN #IMPLIED>]>\n<foo \(attribute)/>"
        #expect(errorMessage { _ = try XMLReader.objects(in: [:], from: xml) } == message)
    }

    @Test(arguments: ReadingParsers.all) func namespacesThatStayApartAfterNormalizationAreRead(parser: ReadingParser)
        throws
    {
        let xml = """
            <!DOCTYPE foo [<!ATTLIST foo xmlns:b NMTOKEN #IMPLIED>]>
            <foo xmlns:a="urn:a" xmlns:b=" urn:b "><book a:tags="1" b:tags="2" tags=" x "/></foo>
            """
        struct Tagged: XMLReadable, Equatable {
            var a = ""
            var b = ""
            static let parsingDescription = ParsingDescription<Tagged> {
                Attribute(XMLName("tags", namespace: "urn:a"), \.a)
                Attribute(XMLName("tags", namespace: "urn:b"), \.b)
            }
        }
        #expect(
            try XMLReader.objects(
                ofType: Tagged.self, element: "book", from: xml, options: ReadingOptions(parser: parser)) == [
                    Tagged(a: "1", b: "2")
                ])
    }
}
