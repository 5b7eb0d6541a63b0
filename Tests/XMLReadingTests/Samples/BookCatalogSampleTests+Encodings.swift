import Foundation
import TestSupport
import Testing
import XMLReading

@testable import BookCatalog

/// `book-catalog` on catalogs in other encodings than UTF-8 that are not text in their encoding
/// or declare a DTD: each ends the sample with status 1 and a positioned message, or reads, and no
/// entity declaration passes in any encoding. (These are the inputs that crashed Foundation's
/// `XMLParser` on Linux before the input layer decoded documents itself.)
extension BookCatalogSampleTests {
    /// Python writes the documents, so that no encoder of ours is involved.
    static let encodingScript = #"""
        import base64, json
        cat_head = '<catalog>\n<book id="1"><title>'
        cat_tail = '</title></book></catalog>'
        ebcdic = '<?xml version="1.0" encoding="IBM037"?>\n'
        cases = {
            'utf16-unpaired-surrogate': b'\xff\xfe' + cat_head.encode('utf-16-le') + b'\x00\xd8' + ('x' + cat_tail).encode('utf-16-le'),
            'ucs4-invalid-code-point': b'\x00\x00\xfe\xff' + cat_head.encode('utf-32-be') + b'\x00\x11\x00\x00' + cat_tail.encode('utf-32-be'),
            'shift-jis-invalid-byte': ('<?xml version="1.0" encoding="Shift_JIS"?>\n' + cat_head + '日本').encode('shift_jis') + b'\x80' + cat_tail.encode('shift_jis'),
            'ebcdic-attlist': (ebcdic + '<!DOCTYPE catalog [<!ATTLIST book id CDATA #IMPLIED>]>\n' + cat_head + 'T' + cat_tail).encode('cp037'),
            'ucs4-attlist': ('<?xml version="1.0" encoding="UTF-32"?>\n<!DOCTYPE catalog [<!ATTLIST book x CDATA #IMPLIED>]>\n' + cat_head + 'T' + cat_tail).encode('utf-32'),
            'ebcdic-external-entity': (ebcdic + '<!DOCTYPE catalog [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n' + cat_head + '&e;' + cat_tail).encode('cp037'),
            'ucs4-entity': ('<?xml version="1.0" encoding="UTF-32"?>\n<!DOCTYPE catalog [<!ENTITY e "x">]>\n' + cat_head + '&e;' + cat_tail).encode('utf-32'),
            'utf16-entity': ('<!DOCTYPE catalog [\n<!ENTITY e "x">]>\n' + cat_head + '&e;' + cat_tail).encode('utf-16'),
            'eight-byte-body': b'\xff\xfe\x00\xd8\x00\xd8<\x00',
            'bom-only': b'\xef\xbb\xbf',
        }
        print(json.dumps({name: base64.b64encode(data).decode() for name, data in cases.items()}))
        """#

    static let encodedDocuments: [String: Data] = {
        guard let output = try? Python.run(encodingScript),
            let encoded = try? JSONDecoder().decode([String: String].self, from: output)
        else { return [:] }
        return encoded.mapValues { Data(base64Encoded: $0)! }
    }()

    static let entityRefusal =
        "entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"

    @Test(arguments: [
        (
            "utf16-unpaired-surrogate",
            "line 2, column 21: the bytes 00 D8 78 00 are not a character in UTF-16LE at /catalog/book[1]/title"
        ),
        (
            "ucs4-invalid-code-point",
            "line 2, column 21: the bytes 00 11 00 00 are not a character in UTF-32BE at /catalog/book[1]/title"
        ),
        (
            "shift-jis-invalid-byte",
            "line 3, column 23: the byte 80 is not a character in Shift_JIS at /catalog/book[1]/title"
        ),
        (
            "ebcdic-external-entity",
            "line 2, column 20: the document declares the entity \"e\" as external; external entities are never resolved"
        ),
        ("ucs4-entity", "line 2, column 20: the document declares the entity \"e\" in its DTD; \(entityRefusal)"),
        ("utf16-entity", "line 2, column 1: the document declares the entity \"e\" in its DTD; \(entityRefusal)"),
        ("eight-byte-body", "line 1, column 1: the bytes 00 D8 00 D8 are not a character in UTF-16LE"),
        ("bom-only", "line 1, column 1: the document is empty"),
    ])
    func anUndecodableCatalogOrAnEntityIsRefusedWithAPositionedMessage(name: String, message: String) throws {
        let document = try #require(Self.encodedDocuments[name])
        let file = try temporaryFile(document)
        defer { try? FileManager.default.removeItem(at: file) }
        for parser in ReadingParsers.all {
            let run = try BookCatalogSampleTests.run(["--parser", "\(parser)", file.path])
            #expect(run.status == 1)
            #expect(run.error == "book-catalog: \(file.path): \(message)\n")
            // The same bytes from a stream read the same.
            for piece in [1, 2, 5] {
                #expect(
                    errorMessage {
                        _ = try XMLReader.object(
                            ofType: Catalog.self, element: "catalog",
                            from: .stream(DataInputStream(document, piece: piece)),
                            options: ReadingOptions(parser: parser))
                    } == message, "\(parser), pieces of \(piece)")
            }
        }
    }

    @Test(arguments: ["ebcdic-attlist", "ucs4-attlist"])
    func attributeListDeclarationsInAnyEncodingRead(name: String) throws {
        let file = try temporaryFile(try #require(Self.encodedDocuments[name]))
        defer { try? FileManager.default.removeItem(at: file) }
        for parser in ReadingParsers.all {
            let run = try BookCatalogSampleTests.run(["--parser", "\(parser)", file.path])
            #expect(run.error == "")
            #expect(run.status == 0)
            #expect(run.output.hasPrefix(#"{"id": 1, "available": false, "isbn": "", "title": "T", "#))
        }
    }
}
