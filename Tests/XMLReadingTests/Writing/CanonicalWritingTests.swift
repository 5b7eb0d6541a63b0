import Foundation
import Testing

import TestSupport
@testable import XMLReading

private let atom = "http://www.w3.org/2005/Atom"
private let extensions = "urn:example:extensions"

/// `WritingOptions(canonical: true)`: Canonical XML 2.0 of the document the other options write,
/// byte for byte what Python's `xml.etree.ElementTree.canonicalize` gives of it (the round trips
/// of `XMLDescribeCanonicalRoundTripTests` and `Tests/SchemaRoundTrip/run` check the same on
/// every real-format document they write).
@Suite struct CanonicalWritingTests {
    struct Entry: XMLReadable, Equatable, Sendable {
        var id = ""
        var language = ""
        var label = ""
        var title = ""
        var note = ""
        var summary = ""
        var content = ""
        static let parsingDescription = ParsingDescription<Entry>(
            namespace: DefaultNamespace(atom), prefixes: ["ext": extensions]
        ) {
            Attribute("z", \.id)
            Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
            Attribute(XMLName("label", namespace: extensions), \.label)
            Element("title", \.title)
            Element("note", \.note, format: .cdata)
            Element("summary", \.summary)
            XMLString("content", \.content)
        }
    }

    static let entry = Entry(
        id: "7", language: "en", label: "tab\there,\nline \"quoted\" <&>", title: "Fish & <chips>\r",
        note: "a ]]> b", summary: "",
        content:
            #"<!-- dropped --><?keep it & all?><x:p xmlns:x="urn:x" xmlns:unused="urn:u" b='2' a="1"><![CDATA[<&>]]>&#65;<br/></x:p>"#
    )

    static let plain = WritingOptions(prettyPrinted: false, documentType: DocumentType("entry", systemID: "entry.dtd"))
    static let canonical = WritingOptions(
        prettyPrinted: false, documentType: DocumentType("entry", systemID: "entry.dtd"), canonical: true)

    @Test func aDocumentIsWrittenInCanonicalForm() throws {
        let written = try XMLWriter(options: Self.canonical).string(Self.entry, element: "entry")
        #expect(
            written
                == #"<entry xmlns="http://www.w3.org/2005/Atom" xmlns:ext="urn:example:extensions" z="7" xml:lang="en" ext:label="tab&#x9;here,&#xA;line &quot;quoted&quot; &lt;&amp;>"><title>Fish &amp; &lt;chips&gt;&#xD;</title><note>a ]]&gt; b</note><summary></summary><content><?keep it &amp; all?><x:p xmlns:x="urn:x" a="1" b="2">&lt;&amp;&gt;A<br xmlns=""></br></x:p></content></entry>"#
        )
        let plain = try XMLWriter(options: Self.plain).data(Self.entry, element: "entry")
        #expect(Data(written.utf8) == (try CanonicalXML.exact(of: plain)))
    }

    /// The example of the article "Writing models" and of ``WritingOptions/canonical``.
    @Test func theDocumentationsNoteIsWrittenAsItSays() throws {
        struct Note: XMLReadable, Equatable {
            var id = 0, title = "", tags: [String] = [], pages = 0
            static let parsingDescription = ParsingDescription<Note> {
                Attribute("id", \.id)
                Element("title", \.title)
                Many("tags", \.tags) { Item("tag", String.self) }
                Skip("details")
                Element("pages", \.pages)
            }
        }
        let options = WritingOptions(prettyPrinted: false, canonical: true)
        let note = Note(id: 7, title: "Fish & chips", tags: ["food"], pages: 2)
        #expect(
            try XMLWriter(options: options).string(note, element: "note")
                == #"<note id="7"><title>Fish &amp; chips</title><tags><tag>food</tag></tags><details><pages>2</pages></details></note>"#
        )
        #expect(
            try XMLWriter(options: options).string(Note(id: 7, title: "Fish & chips", pages: 2), element: "note")
                == #"<note id="7"><title>Fish &amp; chips</title><tags></tags><details><pages>2</pages></details></note>"#
        )
    }

    @Test func thePrettyPrintedLayoutIsKeptAsText() throws {
        var options = WritingOptions()
        let plain = try XMLWriter(options: options).data(Self.entry, element: "entry")
        options.canonical = true
        let written = try XMLWriter(options: options).data(Self.entry, element: "entry")
        #expect(written == (try CanonicalXML.exact(of: plain)))
        #expect(
            String(decoding: written, as: UTF8.self).contains(
                "\">\n  <title>Fish &amp; &lt;chips&gt;&#xD;</title>\n  <note>"))
    }

    /// A declaration moves to the elements that use it, and one that nothing uses disappears: the
    /// root's `a` goes, its `b` moves to `<b:x>`; `<y>` declares `c` for the same namespace, which
    /// its name then takes, as do the names inside it.
    @Test func namespaceDeclarationsGoWhereTheyAreUsed() throws {
        let element = AnyElement(
            XMLName("root"),
            content: [
                .element(AnyElement(XMLName("x", namespace: "urn:b"))),
                .element(
                    AnyElement(
                        XMLName("y", namespace: "urn:b"),
                        content: [.element(AnyElement(XMLName("z", namespace: "urn:b")))],
                        namespaceDeclarations: ["c": "urn:b"])),
            ],
            namespaceDeclarations: ["a": "urn:a", "b": "urn:b"])
        let options = WritingOptions(prettyPrinted: false, canonical: true)
        let written = try XMLWriter(options: options).string(element)
        #expect(written == #"<root><b:x xmlns:b="urn:b"></b:x><c:y xmlns:c="urn:b"><c:z></c:z></c:y></root>"#)
        let plain = try XMLWriter(options: WritingOptions(prettyPrinted: false)).data(element)
        #expect(Data(written.utf8) == (try CanonicalXML.exact(of: plain)))
    }

    /// A file is written through the canonical form in pieces, as it is produced, and replaced
    /// atomically: the same bytes as in memory.
    @Test func aLargeFileIsTheSameAsInMemory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canonical-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("note.xml")
        let note = AtomicFileWritingTests.Note(items: AtomicFileWritingTests.items(5000, last: "last <&>"))
        let writer = XMLWriter(options: WritingOptions(canonical: true))
        try writer.write(note, element: "note", to: url)
        let inMemory = try writer.data(note, element: "note")
        #expect(try Data(contentsOf: url) == inMemory)
        #expect(inMemory.count > 250_000)
        #expect(inMemory == (try CanonicalXML.exact(of: try XMLWriter().data(note, element: "note"))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["note.xml"])
    }

    /// Markup an ``XMLString`` holds that is not well-formed is written as given in a plain
    /// write; a canonical write refuses it, and leaves the file as it was.
    @Test func markupThatIsNotWellFormedIsRefused() throws {
        var entry = Self.entry
        entry.content = "<p>open <b>bold</p>"
        #expect(
            errorMessage { _ = try XMLWriter(options: Self.canonical).string(entry, element: "entry") }
                == "line 1, column 374: cannot make the canonical XML: the XML written is not well-formed: Opening and ending tag mismatch: b line 1 and p at /entry/content/p/b"
        )
        let (folder, note) = try AtomicFileWritingTests.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: Self.canonical).write(entry, element: "entry", to: note)
        }
        #expect(try Data(contentsOf: note) == AtomicFileWritingTests.original)
        #expect(try AtomicFileWritingTests.listing(folder) == ["note.xml"])
    }
}
