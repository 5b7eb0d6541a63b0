import Foundation
import TestSupport
import Testing
import XMLReading

/// The input guard looks only at "<!" and "<?" in text (processing instructions without data are
/// padded before Foundation's parser sees them: it crashes on them on Linux); these documents put
/// those marks, and '!' and '?' in plain text, across read boundaries.
@Suite struct InputGuardChunkTests {
    struct Note: XMLReadable, Equatable {
        var title = ""
        var body = ""
        var raw = ""
        static let parsingDescription = ParsingDescription<Note> {
            Element("title", \.title)
            Element("body", \.body)
            XMLString("raw", \.raw)
        }
    }

    static let document = """
        <?xml version="1.0"?><!-- a comment with <?x?> and <!x --><?top?>
        <notes><note><title>Hi! What?<?pi?></title><body><![CDATA[<?x?> <!-- not a comment --> ?!]]>!?</body>\
        <raw>a<?pi data?>b<!-- c -->d<![CDATA[<e>]]>!</raw></note><?tail?><!---->\
        <note><title>??!!<!--?--></title><body>x<?y?>z</body></note></notes><?after?>
        """

    static let expected = [
        Note(title: "Hi! What?", body: "<?x?> <!-- not a comment --> ?!!?", raw: "abd&lt;e&gt;!"),
        Note(title: "??!!", body: "xz", raw: ""),
    ]

    @Test(arguments: ReadingParsers.all) func wholeInputsRead(parser: ReadingParser) throws {
        #expect(
            try XMLReader.objects(
                ofType: Note.self, element: "note", from: Self.document, options: ReadingOptions(parser: parser))
                == Self.expected)
    }

    @Test(arguments: [1, 2, 3, 5, 7, 64])
    func everySplitReadsTheSame(piece: Int) throws {
        let stream = DataInputStream(Data(Self.document.utf8), piece: piece)
        #expect(try XMLReader.objects(ofType: Note.self, element: "note", from: .stream(stream)) == Self.expected)
    }

    @Test(arguments: [1, 2, 3])
    func anEntityDeclarationIsStillRefusedAcrossReads(piece: Int) {
        let xml = #"<!DOCTYPE n [<!ENTITY e "x">]><notes/>"#
        let error = readingError {
            _ = try XMLReader.objects(
                ofType: Note.self, element: "note", from: .stream(DataInputStream(Data(xml.utf8), piece: piece)))
        }
        #expect(error?.code == .entityDeclaration)
    }
}
