import Foundation
import Testing
import XMLReading

/// `WritingOptions.documentType`: the declaration before the root element, and its refusals.
@Suite struct WritingDocumentTypeTests {
    struct Plist: XMLReadable, Equatable {
        var version = "1.0"
        var text = ""
        static let parsingDescription = ParsingDescription<Plist> {
            Attribute("version", \.version)
            Element("string", \.text)
        }
    }

    @Test func thePropertyListDeclarationComesAfterTheXMLDeclaration() throws {
        let xml = try XMLWriter(options: WritingOptions(documentType: .propertyList))
            .string(Plist(text: "x"), element: "plist")
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                  <string>x</string>
                </plist>

                """)
        #expect(try XMLReader.object(ofType: Plist.self, element: "plist", from: xml) == Plist(text: "x"))
    }

    @Test func aSystemIdentifierAloneIsWrittenWithSystem() throws {
        let options = WritingOptions(
            prettyPrinted: false, includesDeclaration: false, documentType: DocumentType("plist", systemID: #"a"b.dtd"#)
        )
        let written = try XMLWriter(options: options).string(Plist(), element: "plist")
        #expect(
            written
                == #"<!DOCTYPE plist SYSTEM 'a"b.dtd'><plist version="1.0"><string/></plist>"#)
        let bare = WritingOptions(prettyPrinted: false, documentType: DocumentType("plist"))
        let written2 = try XMLWriter(options: bare).string(Plist(), element: "plist")
        #expect(
            written2
                == #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE plist><plist version="1.0"><string/></plist>"#)
    }

    @Test(arguments: [
        (
            DocumentType("dict"), "notWritable",
            "the document type declares the root element <dict>, but the root element written is <plist>"
        ),
        (
            DocumentType("plist", publicID: "-//A//B{", systemID: "x"), "forbiddenCharacter",
            #"the public identifier "-//A//B{" holds "{", which a public identifier cannot hold"#
        ),
        (
            DocumentType("plist", systemID: #"a"b'c"#), "forbiddenCharacter",
            #"the system identifier "a\"b\'c" holds both kinds of quote; XML can quote only one"#
        ),
    ])
    func aDeclarationXMLCannotHoldIsRefused(type: DocumentType, code: String, message: String) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: WritingOptions(documentType: type)).string(Plist(), element: "plist")
        }
        #expect(error?.code.rawValue == code)
        #expect(error?.message == message)
    }
}
