import Foundation
import TestSupport
import Testing
import XMLReading

@testable import BookCatalog

/// Documents built to attack a parser. Each is refused with a specific error, quickly.
@Suite struct HostileInputTests {
    func read(_ xml: String, _ parser: ReadingParser, options: ReadingOptions = ReadingOptions()) throws -> [Dog] {
        try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: options.on(parser))
    }

    @Test(.timeLimit(.minutes(1)), arguments: ReadingParsers.all)
    func billionLaughsIsRefusedBeforeAnyExpansion(parser: ReadingParser) throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            xml +=
                " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10)
                + "\">\n"
        }
        xml += "]>\n<lolz><dog><name>&lol9;</name></dog></lolz>"
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code == .entityDeclaration)
        #expect(
            error.description
                == "line 3, column 2: the document declares the entity \"lol\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"
        )
    }

    @Test(arguments: ReadingParsers.all) func quadraticBlowUpIsRefused(parser: ReadingParser) throws {
        let big = String(repeating: "a", count: 64 * 1024)
        let xml = "<!DOCTYPE r [<!ENTITY a \"\(big)\">]><r>" + String(repeating: "&a;", count: 20_000) + "</r>"
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code == .entityDeclaration)
        #expect(error.line == 1 && error.column == 14)
    }

    @Test(arguments: ReadingParsers.all) func externalEntitiesAreNeverResolved(parser: ReadingParser) throws {
        for (declaration, name) in [
            ("<!ENTITY xxe SYSTEM \"file:///etc/hostname\">", "xxe"),
            ("<!ENTITY web PUBLIC \"-//X//Y\" \"http://127.0.0.1:9/evil.xml\">", "web"),
            ("<!ENTITY % pe SYSTEM \"http://127.0.0.1:9/evil.dtd\"> %pe;", "pe"),
        ] {
            let xml = "<!DOCTYPE r [\n\(declaration)\n]><r><dog><name>&\(name);</name></dog></r>"
            let error = try #require(readingError { _ = try read(xml, parser) })
            #expect(error.code == .externalEntity)
            #expect(
                error.description
                    == "line 2, column 1: the document declares the entity \"\(name)\" as external; external entities are never resolved"
            )
        }
    }

    @Test(arguments: ReadingParsers.all) func entityTextInCommentsAndQuotedLiteralsIsNotMistakenForADeclaration(
        parser: ReadingParser
    ) throws {
        let xml = """
            <?xml version="1.0"?>
            <!-- <!ENTITY not "a declaration"> -->
            <!DOCTYPE r [
              <!-- <!ENTITY nor "this"> -->
              <!ELEMENT r ANY>
              <!NOTATION n SYSTEM "<!ENTITY x 'y'>">
            ]>
            <r><dog><name>ok</name></dog></r>
            """
        #expect(try read(xml, parser) == [Dog(name: "ok")])
    }

    @Test(arguments: ReadingParsers.all) func aDoctypeWithAnExternalSubsetIsReadWithoutLoadingIt(parser: ReadingParser)
        throws
    {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://127.0.0.1:9/PropertyList-1.0.dtd">
            <r><dog><name>plist-like</name></dog></r>
            """
        #expect(try read(xml, parser) == [Dog(name: "plist-like")])
    }

    @Test(.timeLimit(.minutes(1)), arguments: ReadingParsers.all)
    func depthBeyondTheLimitIsRefused(parser: ReadingParser) throws {
        let depth = 1_000_000
        let xml = String(repeating: "<d>", count: depth) + String(repeating: "</d>", count: depth)
        let error = try #require(readingError { _ = try read(xml, parser) })
        #expect(error.code == .depthLimitExceeded)
        #expect(error.line == 1 && error.column == 1539)
        #expect(error.path.hasPrefix("/d/d/d/"))
        #expect(error.message == "elements are nested deeper than 512 levels (ReadingOptions.maximumDepth)")
    }

    @Test(arguments: ReadingParsers.all) func theDepthLimitCanBeRaised(parser: ReadingParser) throws {
        let xml =
            String(repeating: "<d>", count: 600) + "<dog><name>deep</name></dog>"
            + String(repeating: "</d>", count: 600)
        #expect(throws: XMLReadingError.self) { try read(xml, parser) }
        #expect(try read(xml, parser, options: ReadingOptions(maximumDepth: 1_000)) == [Dog(name: "deep")])
    }
}

/// Constructs that crash Foundation's `XMLParser` on Linux are neutralized on their way in.
@Suite struct ParserCrashTests {
    struct Note: XMLReadable, Equatable {
        var text = ""
        var body = ""
        static let parsingDescription = ParsingDescription<Note> {
            Element("text", \.text)
            XMLString("body", \.body)
        }
    }

    func read(_ xml: String, _ parser: ReadingParser) throws -> Note {
        try XMLReader.object(ofType: Note.self, element: "note", from: xml, options: ReadingOptions(parser: parser))
    }

    @Test(arguments: ReadingParsers.all) func processingInstructionsWithoutData(parser: ReadingParser) throws {
        #expect(
            try read("<?pi?><note><?x?><text>a<?y?>b</text><body>c<?zz?>d</body></note><?end?>", parser)
                == Note(text: "ab", body: "cd"))
    }

    @Test(arguments: ReadingParsers.all) func processingInstructionTextInsideCDATAIsKept(parser: ReadingParser) throws {
        #expect(try read("<note><text><![CDATA[<?x?> ]] ] ]]></text></note>", parser) == Note(text: "<?x?> ]] ] "))
        #expect(try read("<note><!-- <![CDATA[ --><?x?><text>t</text></note>", parser) == Note(text: "t"))
    }

    @Test(arguments: ReadingParsers.all) func dtdDeclarationsThatCrashTheParserAreBlanked(parser: ReadingParser) throws
    {
        let xml = """
            <!DOCTYPE note [
              <!ATTLIST note a CDATA #IMPLIED>
              <!ATTLIST note b CDATA #REQUIRED>
              <!NOTATION n SYSTEM "x">
              <!NOTATION p PUBLIC "y">
              <?pi?>
            ]>
            <note b="1"><text>ok</text>
            <text>bad &amp; <oops</text></note>
            """
        #expect(
            errorMessage { _ = try read(xml, parser) }
                == "line 9, column 22: a name is expected here (in text, write '&' as &amp; and '<' as &lt;) at /note/text[2]"
        )
        #expect(try read(xml.replacingOccurrences(of: "<oops", with: "fine"), parser) == Note(text: "bad & fine"))
    }

    /// Comments before the DOCTYPE are skipped quickly; the refusal still names the line and
    /// column of the declaration.
    @Test(
        arguments: [
            ("<!-- a\nb\nc -->\n<!DOCTYPE note [<!ENTITY e \"x\">]><note/>", "line 4, column 17"),
            ("<!-- é --><!DOCTYPE note [<!ENTITY e \"x\">]><note/>", "line 1, column 27"),
            (
                "<?xml version=\"1.0\"?>\n<!-- x\n-->\n<!-- é\nü --> <!DOCTYPE note [<!ENTITY e \"x\">]><note/>",
                "line 5, column 23"
            ),
            (
                "<?xml version=\"1.0\"\n encoding=\"UTF-8\"?><?pi a?b\nc ?>\n<!DOCTYPE note [<!ENTITY e \"x\">]><note/>",
                "line 4, column 17"
            ),
        ], ReadingParsers.all)
    func refusalsAfterCommentsKeepTheirPosition(document: (String, String), parser: ReadingParser) {
        let (xml, position) = document
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Note.self, element: "note", from: xml, options: ReadingOptions(parser: parser))
            }
                == position
                + ": the document declares the entity \"e\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"
        )
        // The same from a stream that hands out one byte per read: every byte a chunk of its own.
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Note.self, element: "note", from: .stream(DataInputStream(Data(xml.utf8), piece: 1)),
                    options: ReadingOptions(parser: parser))
            }?.hasPrefix(position + ": ") == true)
    }

    @Test(arguments: ReadingParsers.all) func utf16DocumentsAreGuardedToo(parser: ReadingParser) throws {
        var data = Data([0xFF, 0xFE])
        data.append(
            "<!DOCTYPE note [<!NOTATION n SYSTEM \"x\">]><note><?x?><text>é<?y?></text></note>".data(
                using: .utf16LittleEndian)!)
        #expect(
            try XMLReader.object(
                ofType: Note.self, element: "note", from: data, options: ReadingOptions(parser: parser))
                == Note(text: "é"))
        var entity = Data([0xFE, 0xFF])
        entity.append("<!DOCTYPE note [<!ENTITY e \"x\">]><note/>".data(using: .utf16BigEndian)!)
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Note.self, element: "note", from: entity, options: ReadingOptions(parser: parser))
            }
                == "line 1, column 17: the document declares the entity \"e\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"
        )
    }

    /// After an error, Foundation's parser goes on in recovery mode and reported `<?p?>` with a
    /// NULL data pointer, which crashed Foundation (the guard inserts a space only in processing
    /// instructions it sees as such). The reader now takes its delegate away at the first error.
    @Test(arguments: ReadingParsers.all) func aProcessingInstructionAfterABrokenOneIsNotReported(parser: ReadingParser)
    {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Catalog.self, element: "catalog", from: Data("<?\n<?p?><catalog/>".utf8),
                    options: ReadingOptions(parser: parser))
            } == "line 1, column 3: a processing instruction is not closed")
    }
}
