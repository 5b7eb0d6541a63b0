import Foundation
import TestSupport
import Testing
import XMLReading

/// Documents in every encoding the article "Safety limits" lists read exactly as their UTF-8 twins; one byte that
/// is not a character in the encoding is refused with its place. Python's codecs (not the iconv
/// XMLReading converts with) write the documents and confirm which bytes are invalid.
@Suite struct EncodingTests {
    struct Book: XMLReadable, Equatable {
        var id = 0
        var title = ""
        var pages = 0
        static let parsingDescription = ParsingDescription<Book> {
            Attribute("id", \.id)
            Element("title", \.title)
            Element("pages", \.pages)
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        /// The name the declaration gives.
        var name: String
        /// Python's codec.
        var codec: String
        /// Bytes that are not a character, put before the second title's text; `nil` when every
        /// byte is one (a NUL character, which XML forbids, is put there instead).
        var invalid: [UInt8]?
        /// What the message shows of them.
        var shown: String?
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "UTF-8", codec: "utf-8", invalid: [0xC3, 0x28], shown: "the bytes C3 28 are"),
        Case(name: "utf-8", codec: "utf-8-sig", invalid: [0xF5], shown: "the byte F5 is"),
        Case(name: "UTF-16", codec: "utf-16", invalid: [0x00, 0xD8], shown: "the bytes 00 D8 5A 00 are"),
        Case(name: "UTF-16LE", codec: "utf-16-le", invalid: [0x00, 0xDC], shown: "the bytes 00 DC are"),
        Case(name: "UTF-16BE", codec: "utf-16-be", invalid: [0xDC, 0x00], shown: "the bytes DC 00 are"),
        Case(name: "UTF-32", codec: "utf-32", invalid: [0x00, 0x00, 0x11, 0x00], shown: "the bytes 00 00 11 00 are"),
        Case(
            name: "UTF-32BE", codec: "utf-32-be", invalid: [0x00, 0x00, 0xD8, 0x00], shown: "the bytes 00 00 D8 00 are"),
        Case(
            name: "UTF-32LE", codec: "utf-32-le", invalid: [0xFF, 0xFF, 0xFF, 0xFF], shown: "the bytes FF FF FF FF are"),
        Case(name: "US-ASCII", codec: "ascii", invalid: [0x80], shown: "the byte 80 is"),
        Case(name: "ISO-8859-1", codec: "iso8859-1"),
        Case(name: "ISO-8859-2", codec: "iso8859-2"),
        Case(name: "ISO-8859-3", codec: "iso8859-3", invalid: [0xA5], shown: "the byte A5 is"),
        Case(name: "ISO-8859-4", codec: "iso8859-4"),
        Case(name: "ISO-8859-5", codec: "iso8859-5"),
        Case(name: "ISO-8859-6", codec: "iso8859-6", invalid: [0xA1], shown: "the byte A1 is"),
        Case(name: "ISO-8859-7", codec: "iso8859-7", invalid: [0xAE], shown: "the byte AE is"),
        Case(name: "ISO-8859-8", codec: "iso8859-8", invalid: [0xA1], shown: "the byte A1 is"),
        Case(name: "ISO-8859-9", codec: "iso8859-9"),
        Case(name: "ISO-8859-10", codec: "iso8859-10"),
        Case(name: "ISO-8859-11", codec: "iso8859-11", invalid: [0xDB], shown: "the byte DB is"),
        Case(name: "ISO-8859-13", codec: "iso8859-13"),
        Case(name: "ISO-8859-14", codec: "iso8859-14"),
        Case(name: "ISO-8859-15", codec: "iso8859-15"),
        Case(name: "ISO-8859-16", codec: "iso8859-16"),
        Case(name: "latin1", codec: "latin-1"),
        Case(name: "windows-1250", codec: "cp1250", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "windows-1251", codec: "cp1251", invalid: [0x98], shown: "the byte 98 is"),
        Case(name: "windows-1252", codec: "cp1252", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "windows-1253", codec: "cp1253", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "windows-1254", codec: "cp1254", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "windows-1255", codec: "cp1255", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "windows-1256", codec: "cp1256"),
        Case(name: "windows-1257", codec: "cp1257", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "windows-1258", codec: "cp1258", invalid: [0x81], shown: "the byte 81 is"),
        Case(name: "KOI8-R", codec: "koi8-r"),
        Case(name: "Shift_JIS", codec: "shift_jis", invalid: [0x80], shown: "the byte 80 is"),
        Case(name: "EUC-JP", codec: "euc_jp", invalid: [0x8E, 0x20], shown: "the bytes 8E 20 are"),
        Case(name: "EUC-KR", codec: "euc_kr", invalid: [0xA0], shown: "the byte A0 is"),
        Case(name: "GB18030", codec: "gb18030", invalid: [0x80], shown: "the byte 80 is"),
        Case(name: "GBK", codec: "gbk", invalid: [0x81, 0x20], shown: "the bytes 81 20 are"),
        Case(name: "GB2312", codec: "gb2312", invalid: [0x80], shown: "the byte 80 is"),
        Case(name: "Big5", codec: "big5", invalid: [0x81, 0x20], shown: "the byte 81 is"),
        Case(name: "IBM037", codec: "cp037"),
        Case(name: "IBM500", codec: "cp500"),
    ]

    /// Characters from many scripts; each case keeps those its encoding has.
    static let pool = "Zoë ßàçÆØ ŁŚŽő Ωλ Жизнь عربي שלום ไทย 日本語 ｶﾅ 한국어 中文 繁體 € ©"

    /// Writes the document in `codec` with Python: the twin's text, the document, and the document
    /// with the invalid bytes (or an encoded NUL) before the second title's text.
    static let script = #"""
        import base64, codecs, json, sys
        name, codec, pool, invalid = sys.argv[1], sys.argv[2], sys.argv[3], bytes.fromhex(sys.argv[4])
        def fits(c):
            # Big5's Cyrillic row differs between vendors' tables (glibc reads it as private use).
            if codec == 'big5' and '\u0400' <= c <= '\u04ff':
                return False
            try:
                c.encode(codec); return True
            except UnicodeEncodeError:
                return False
        text = ''.join(c for c in pool if fits(c)).strip()
        head = '<?xml version="1.0" encoding="%s"?>\n<catalog>\n  <book id="1"><title>Plain</title><pages>10</pages></book>\n  <book id="2"><title>' % name
        tail = '</title><pages>20</pages></book>\n</catalog>\n'
        document = (head + text + tail).encode(codec)
        if invalid:
            # One encoder: a byte order mark is written once, before the head.
            encoder = codecs.getincrementalencoder(codec)()
            bad = encoder.encode(head) + invalid + encoder.encode(text + tail)
            try:
                bad.decode(codec)
                sys.exit('python reads the invalid bytes as text')
            except UnicodeDecodeError:
                pass
        else:
            bad = (head + '\x00' + text + tail).encode(codec)
        print(json.dumps({'text': text, 'document': base64.b64encode(document).decode(), 'bad': base64.b64encode(bad).decode()}))
        """#

    struct Written: Decodable {
        var text: String
        var document: String
        var bad: String
    }

    static func written(_ testCase: Case) throws -> (text: String, document: Data, bad: Data) {
        let hex = (testCase.invalid ?? []).map { String(format: "%02x", $0) }.joined()
        let output = try Python.run(script, arguments: [testCase.name, testCase.codec, pool, hex])
        let written = try JSONDecoder().decode(Written.self, from: output)
        return (written.text, Data(base64Encoded: written.document)!, Data(base64Encoded: written.bad)!)
    }

    @Test(arguments: cases) func aCatalogReadsAsItsUTF8Twin(_ testCase: Case) throws {
        let (text, document, _) = try Self.written(testCase)
        #expect(text.count >= 1)
        let expected = [Book(id: 1, title: "Plain", pages: 10), Book(id: 2, title: text, pages: 20)]
        #expect(try XMLReader.objects(ofType: Book.self, element: "book", from: document) == expected)
        for piece in [1, 2, 3, 7] {
            let stream = DataInputStream(document, piece: piece)
            #expect(try XMLReader.objects(ofType: Book.self, element: "book", from: .stream(stream)) == expected)
        }
        let url = try temporaryFile(document)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try XMLReader.objects(ofType: Book.self, element: "book", from: url) == expected)
    }

    @Test(arguments: cases) func oneInvalidByteIsRefusedWhereItIs(_ testCase: Case) throws {
        let (_, _, bad) = try Self.written(testCase)
        let expected: String
        if let shown = testCase.shown {
            expected =
                "line 4, column 23: \(shown) not a character in \(testCase.name) at /catalog/book[2]/title"
        } else {
            expected =
                "line 4, column 23: invalid character: XML forbids this character (such as U+0000 or most control characters) at /catalog/book[2]/title"
        }
        #expect(errorMessage { _ = try XMLReader.objects(ofType: Book.self, element: "book", from: bad) } == expected)
        for piece in [1, 3] {
            #expect(
                errorMessage {
                    _ = try XMLReader.objects(
                        ofType: Book.self, element: "book", from: .stream(DataInputStream(bad, piece: piece)))
                } == expected)
        }
    }
}

/// Every kind of sequence that is not UTF-8 (RFC 3629) is refused with its bytes and place; the
/// count of lines and columns holds across read chunks and non-ASCII text.
@Suite struct UTF8ValidationTests {
    @Test(
        arguments: [
            ([0x80], "the byte 80 is"),
            ([0xC0, 0x80], "the byte C0 is"),
            ([0xC1, 0xBF], "the byte C1 is"),
            ([0xE0, 0x80, 0x80], "the bytes E0 80 are"),
            ([0xED, 0xA0, 0x80], "the bytes ED A0 are"),
            ([0xF0, 0x8F, 0xBF, 0xBF], "the bytes F0 8F are"),
            ([0xF4, 0x90, 0x80, 0x80], "the bytes F4 90 are"),
            ([0xF5, 0x80, 0x80, 0x80], "the byte F5 is"),
            ([0xFF], "the byte FF is"),
            ([0xE2, 0x82, 0x41], "the bytes E2 82 41 are"),
            ([0xF0, 0x9F, 0x90, 0x20], "the bytes F0 9F 90 20 are"),
        ] as [([UInt8], String)])
    func invalidSequences(bytes: [UInt8], shown: String) throws {
        let document = Data("<r>\n <dog><name>ab".utf8) + Data(bytes) + Data("</name></dog></r>".utf8)
        let expected = "line 2, column 15: \(shown) not a character in UTF-8 at /r/dog[1]/name"
        #expect(
            errorMessage { _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: document) } == expected)
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: .stream(DataInputStream(document, piece: 1)))
            } == expected)
    }

    @Test(arguments: ReadingParsers.all) func aDocumentEndingInsideACharacterIsRefused(parser: ReadingParser) throws {
        let document = Data("<r>é</r>\n".utf8) + Data([0xE2, 0x82])
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: document, options: ReadingOptions(parser: parser))
            }
                == "line 2, column 1: the bytes E2 82 are not a character in UTF-8")
    }

    /// Lines of every length and mix of ASCII and multi-byte characters, so that the validator's
    /// steps, characters and line feeds fall on every boundary of steps and of read chunks, then
    /// pure ASCII.
    @Test(arguments: ReadingParsers.all) func positionsHoldDeepIntoALargeDocument(parser: ReadingParser) throws {
        var xml = "<r>\n"
        var line = 2
        var generator = 0x2545_F491_4F6C_DD1D as UInt64
        let pieces = ["a", "é", "日", "🐕", " ", "xyz"]
        while xml.utf8.count < 400_000 {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(generator >> 58)
            var text = ""
            for index in 0..<length { text += pieces[(Int(generator >> 20) &+ index * 7) % pieces.count] }
            xml += "<dog><name>\(text)</name></dog>\n"
            line += 1
        }
        // And long stretches of ASCII alone, counted a step at a time.
        xml += String(repeating: "<dog><name>plain</name></dog>\n", count: 3000)
        line += 3000
        let prefix = "<dog><name>a🐕日é"
        let document = Data((xml + prefix).utf8) + Data([0xFF]) + Data("</name></dog></r>".utf8)
        let expected =
            "line \(line), column \(prefix.count + 1): the byte FF is not a character in UTF-8 at /r/dog[\(line - 1)]/name"
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: document, options: ReadingOptions(parser: parser))
            } == expected)
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: .stream(DataInputStream(document, piece: 4093)),
                    options: ReadingOptions(parser: parser))
            } == expected)
    }
}

/// What the encoding layer refuses, and in which words.
@Suite struct EncodingRefusalTests {
    static func utf16(_ text: String) -> [UInt8] { [0xFF, 0xFE] + Array(text.data(using: .utf16LittleEndian)!) }

    @Test(
        arguments: [
            (
                Array(#"<?xml version="1.0" encoding="x-klingon"?><r/>"#.utf8),
                "unsupportedEncoding",
                #"line 1, column 31: the document declares the encoding "x-klingon", which this system cannot convert; convert the document to UTF-8"#
            ),
            (
                utf16(#"<?xml version="1.0" encoding="ISO-8859-1"?><r/>"#),
                "unsupportedEncoding",
                #"line 1, column 31: the document is UTF-16LE, but its XML declaration names the encoding "ISO-8859-1""#
            ),
            (
                [0xEF, 0xBB, 0xBF] + Array(#"<?xml version="1.0" encoding="UTF-16"?><r/>"#.utf8),
                "unsupportedEncoding",
                #"line 1, column 31: the document starts with a UTF-8 byte order mark, but its XML declaration names the encoding "UTF-16""#
            ),
            (
                Array(#"<?xml version="1.0" encoding="UTF-16"?><r/>"#.utf8),
                "unsupportedEncoding",
                #"line 1, column 31: the document declares the encoding "UTF-16", but its XML declaration is not written in UTF-16"#
            ),
            (
                Array(#"<?xml version="1.0" encoding="IBM037"?><r/>"#.utf8),
                "unsupportedEncoding",
                #"line 1, column 31: the document declares the encoding "IBM037", but its XML declaration is not written in IBM037"#
            ),
            (
                Array(#"<?xml version="1.0" encoding="UTF-8//IGNORE"?><r/>"#.utf8),
                "malformedXML",
                #"line 1, column 31: the XML declaration's encoding is not a name of letters, digits, '.', '_' and '-' in quotes"#
            ),
            (
                Array(#"<?xml version="1.0" encoding="UTF-8" <r/>"#.utf8),
                "malformedXML",
                #"line 1, column 1: the XML declaration is not closed by "?>" within its first 1024 characters, or holds a character other than ASCII"#
            ),
        ] as [([UInt8], String, String)])
    func refusals(bytes: [UInt8], code: String, message: String) throws {
        for input in [Data(bytes), nil] {
            let error = try #require(
                readingError {
                    if let input {
                        _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: input)
                    } else {
                        _ = try XMLReader.objects(
                            ofType: Dog.self, element: "dog", from: .stream(DataInputStream(Data(bytes), piece: 1)))
                    }
                })
            #expect(error.code.rawValue == code)
            #expect(error.description == message)
        }
    }

    /// A declared UTF-8 alias other than "UTF-8" itself is rewritten for the parser.
    @Test(arguments: ReadingParsers.all) func aliasesOfUTF8Read(parser: ReadingParser) throws {
        let xml = #"<?xml version="1.0" encoding="utf8"?><r><dog><name>Zoë</name></dog></r>"#
        #expect(
            try XMLReader.objects(
                ofType: Dog.self, element: "dog", from: Data(xml.utf8), options: ReadingOptions(parser: parser)) == [
                    Dog(name: "Zoë")
                ])
    }
}
