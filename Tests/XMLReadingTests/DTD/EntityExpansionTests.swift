import Foundation
import TestSupport
import Testing
import XMLReading

/// `DTDPolicy.internalEntities`: internal general entities are expanded in content and attribute
/// values, nested, within expat-like limits; everything else stays refused.
@Suite struct EntityExpansionTests {
    static let options = ReadingOptions(dtd: .internalEntities)

    struct Allow: XMLReadable, Equatable {
        var own: String?
        var sendDestination: String?
        var receiveInterface: String?
        static let parsingDescription = ParsingDescription<Allow> {
            Attribute("own", \.own)
            Attribute("send_destination", \.sendDestination)
            Attribute("receive_interface", \.receiveInterface)
        }
    }

    struct Policy: XMLReadable, Equatable {
        var user: String?
        var context: String?
        var allows: [Allow] = []
        static let parsingDescription = ParsingDescription<Policy> {
            Attribute("user", \.user)
            Attribute("context", \.context)
            Many(\.allows) { Item("allow", Allow.self) }
        }
    }

    /// In the shape of a D-Bus system bus policy (`/usr/share/dbus-1/system.d/*.conf`), with the
    /// service name declared once as an entity.
    static let busConfig = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd" [
          <!ENTITY service "org.example.Daemon">
          <!ENTITY interface "&service;.Manager">
        ]>
        <busconfig>
          <policy user="root">
            <allow own="&service;"/>
            <allow send_destination="&service;"/>
          </policy>
          <policy context="default">
            <allow send_destination="&service;" receive_interface="&interface;"/>
          </policy>
        </busconfig>

        """

    @Test(arguments: ReadingParsers.all) func aDBusPolicyWithEntitiesReadsWithTheOption(parser: ReadingParser) throws {
        let policies = try XMLReader.objects(
            ofType: Policy.self, element: "policy", from: Self.busConfig, options: Self.options.on(parser))
        #expect(
            policies == [
                Policy(
                    user: "root",
                    allows: [Allow(own: "org.example.Daemon"), Allow(sendDestination: "org.example.Daemon")]),
                Policy(
                    context: "default",
                    allows: [
                        Allow(sendDestination: "org.example.Daemon", receiveInterface: "org.example.Daemon.Manager")
                    ]),
            ])
        // The same from a stream cut into single bytes.
        let stream = DataInputStream(Data(Self.busConfig.utf8), piece: 1)
        #expect(
            try XMLReader.objects(
                ofType: Policy.self, element: "policy", from: .stream(stream), options: Self.options.on(parser))
                == policies)
        // Without the option the declaration is refused, naming the option.
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Policy.self, element: "policy", from: Self.busConfig,
                    options: ReadingOptions(parser: parser))
            }
                == "line 4, column 3: the document declares the entity \"service\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"
        )
    }

    struct FeedItem: XMLReadable, Equatable {
        var title = ""
        var description = ""
        static let parsingDescription = ParsingDescription<FeedItem> {
            Element("title", \.title)
            XMLString("description", \.description)
        }
    }

    @Test(arguments: ReadingParsers.all) func anRSSFeedWithHTMLEntitiesReadsAsPythonReadsIt(parser: ReadingParser)
        throws
    {
        let rss = """
            <?xml version="1.0"?>
            <!DOCTYPE rss [
              <!ENTITY nbsp "&#160;">
              <!ENTITY copy "&#169;">
              <!ENTITY sig "<em>The&nbsp;Editors</em>">
            ]>
            <rss version="2.0"><channel>
              <item><title>News&nbsp;today &copy; 2026</title><description>By &sig; &amp; friends</description></item>
            </channel></rss>
            """
        let items = try XMLReader.objects(
            ofType: FeedItem.self, element: "item", from: rss, options: Self.options.on(parser))
        let script = """
            import sys, xml.etree.ElementTree as ET
            item = ET.fromstring(sys.argv[1].encode()).find('channel/item')
            print(item.find('title').text)
            print(ET.tostring(item.find('description'), encoding='unicode'))
            """
        let python = String(decoding: try Python.run(script, arguments: [rss]), as: UTF8.self)
        #expect(items.count == 1)
        #expect(items.first?.title == "News\u{A0}today © 2026")
        #expect(items.first?.description == "By <em>The\u{A0}Editors</em> &amp; friends")
        #expect(
            python == "News\u{A0}today © 2026\n<description>By <em>The\u{A0}Editors</em> &amp; friends</description>\n")
    }

    @Test(arguments: ReadingParsers.all) func referencesExpandTheWayXMLSays(parser: ReadingParser) throws {
        // A character reference in a value is replaced when declared, so `&#38;#38;` reads as "&".
        let xml = """
            <!DOCTYPE r [
              <!ENTITY amp2 "&#38;#38;">
              <!ENTITY q "say &quot;hi&quot; and 'bye'">
              <!ENTITY lt "ignored: predefined entities cannot be redeclared to mean anything else">
            ]>
            <r><dog><name>&amp2;|&q;|&lt;</name></dog><dog><name a="&q;" b='&q;'>x</name></dog></r>
            """
        struct Named: XMLReadable, Equatable {
            var name = ""
            var a = ""
            var b = ""
            static let parsingDescription = ParsingDescription<Named> {
                Element("name", \.name) {
                    Attribute("a", \.a)
                    Attribute("b", \.b)
                }
            }
        }
        #expect(
            try XMLReader.objects(ofType: Named.self, element: "dog", from: xml, options: Self.options.on(parser)) == [
                Named(name: "&|say \"hi\" and 'bye'|<"),
                Named(name: "x", a: "say \"hi\" and 'bye'", b: "say \"hi\" and 'bye'"),
            ])
    }

    @Test(arguments: [
        (
            "<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">", "<r>&a;</r>",
            "the entity \"a\" refers to itself", "malformedXML"
        ),
        (
            "<!ENTITY open \"<b>\">", "<r>&open;</b></r>",
            "the replacement text of the entity \"open\" is not balanced markup: it leaves a tag, comment or reference open",
            "malformedXML"
        ),
        (
            "<!ENTITY close \"</r>\">", "<r>&close;", "the entity \"close\" closes an element it did not open",
            "malformedXML"
        ),
        (
            "<!ENTITY e SYSTEM \"file:///etc/passwd\">", "<r>&e;</r>",
            "the document refers to the external entity \"e\", which is never read; external entities are never resolved",
            "externalEntity"
        ),
        (
            "<!ENTITY e \"<?pi?>\">", "<r>&e;</r>",
            "the value of the entity \"e\" holds a processing instruction, which is not expanded", "malformedXML"
        ),
        ("<!ENTITY e \"x%p;\">", "<r/>", "the value of the entity \"e\" refers to a parameter entity", "malformedXML"),
        (
            "<!ENTITY e \"" + String(repeating: "a", count: 70_000) + "\">", "<r/>",
            "an <!ENTITY> declaration is longer than 66560 bytes", "limitExceeded"
        ),
        (
            "<!ATTLIST r a CDATA \"" + String(repeating: "a", count: 70_000) + "\">", "<r/>",
            "an <!ATTLIST> declaration is longer than 66560 bytes", "limitExceeded"
        ),
    ])
    func whatIsNotExpandedIsRefused(subset: String, body: String, message: String, code: String) throws {
        let xml = "<!DOCTYPE r [\(subset)]>" + body
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options)
            })
        #expect(error.code.rawValue == code)
        #expect(error.message == message)
        #expect(error.line == 1)
    }

    static func billionLaughs(levels: Int) -> String {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...levels {
            xml +=
                " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10)
                + "\">\n"
        }
        return xml + "]>\n<lolz><dog><name>&lol\(levels);</name></dog></lolz>"
    }

    @Test(arguments: ReadingParsers.all) func billionLaughsIsRefusedByTheAmplificationLimit(parser: ReadingParser)
        throws
    {
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: Self.billionLaughs(levels: 9),
                    options: Self.options.on(parser))
            })
        #expect(
            error.description
                == "line 14, column 23: entity expansion makes the document more than 100 times its size (ReadingOptions.dtd.maximumEntityAmplification) at /lolz/dog[1]/name"
        )
        // Small expansions pass: three levels make 3,000 bytes.
        let small = try XMLReader.objects(
            ofType: Dog.self, element: "dog", from: Self.billionLaughs(levels: 3), options: Self.options.on(parser))
        #expect(small == [Dog(name: String(repeating: "lol", count: 1000))])
    }

    @Test(arguments: ReadingParsers.all) func aQuadraticBlowUpIsRefusedByTheAmplificationLimit(parser: ReadingParser)
        throws
    {
        let big = String(repeating: "a", count: 64 * 1024)
        let xml = "<!DOCTYPE r [<!ENTITY a \"\(big)\">]><r>" + String(repeating: "&a;", count: 20_000) + "</r>"
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options.on(parser))
            })
        #expect(error.code == .limitExceeded)
        #expect(error.path == "/r")
    }

    @Test(arguments: ReadingParsers.all) func nestingHasALimit(parser: ReadingParser) throws {
        var subset = "<!ENTITY e0 \"x\">"
        for level in 1...40 { subset += "<!ENTITY e\(level) \"&e\(level - 1);\">" }
        let xml = "<!DOCTYPE r [\(subset)]><r><dog><name>&e40;</name></dog></r>"
        #expect(
            errorMessage {
                _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options.on(parser))
            }
                == "line 1, column \(("<!DOCTYPE r [\(subset)]><r><dog><name>&e40;").count): entity references are nested deeper than 32 levels (ReadingOptions.dtd.maximumEntityNesting) at /r/dog[1]/name"
        )
        var options = Self.options
        options.dtd.maximumEntityNesting = 64
        #expect(
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: options.on(parser)) == [
                Dog(name: "x")
            ])
    }

    @Test(arguments: ReadingParsers.all) func entitiesInUTF16AndUCS4DocumentsExpandToo(parser: ReadingParser) throws {
        let xml = "<!DOCTYPE r [<!ENTITY who \"Zoë\">]><r><dog><name>&who;</name></dog></r>"
        for data in [
            xml.data(using: .utf16)!, xml.data(using: .utf16BigEndian)!, xml.data(using: .utf32LittleEndian)!,
        ] {
            #expect(
                try XMLReader.objects(ofType: Dog.self, element: "dog", from: data, options: Self.options.on(parser))
                    == [
                        Dog(name: "Zoë")
                    ])
        }
    }
}
