import Foundation
import Testing
import XMLReading

private let samlNS = "urn:oasis:names:tc:SAML:2.0:assertion"
private let xsNS = "http://www.w3.org/2001/XMLSchema"
private let xsiNS = "http://www.w3.org/2001/XMLSchema-instance"

/// `WritingOptions.declareNamespacePrefix(_:for:)`: prefixes that values name (the `xs` of
/// `xsi:type="xs:string"`), which the writer cannot see, declared on the root element.
struct DeclaredPrefixTests {
    /// The shape of a SAML attribute statement: values of any type, kept with their attributes.
    struct Statement: XMLReadable, Equatable {
        var values: [Value] = []
        static let parsingDescription = ParsingDescription<Statement>(
            namespace: DefaultNamespace(samlNS), prefixes: ["saml": samlNS]
        ) {
            Many(\.values) { Item("AttributeValue", Value.self) }
        }
    }

    struct Value: XMLReadable, Equatable {
        var attributes: [XMLName: String] = [:]
        var text = ""
        static let parsingDescription = ParsingDescription<Value> {
            AnyAttributes(\.attributes)
            TextContent(\.text)
        }
    }

    static let statement = """
        <saml:AttributeStatement xmlns:saml="\(samlNS)" xmlns:xs="\(xsNS)" xmlns:xsi="\(xsiNS)">\
        <saml:AttributeValue xsi:type="xs:string">jd@example.org</saml:AttributeValue>\
        </saml:AttributeStatement>
        """

    static func options() -> WritingOptions {
        WritingOptions(prettyPrinted: false, includesDeclaration: false)
    }

    @Test func aPrefixOnlyAValueUsesIsDeclaredOnTheRoot() throws {
        let read = try XMLReader.object(
            ofType: Statement.self, element: XMLName("AttributeStatement", namespace: samlNS), from: Self.statement)
        #expect(read.values.first?.attributes == [XMLName("type", namespace: xsiNS): "xs:string"])
        let root = XMLName("AttributeStatement", namespace: samlNS)
        // Chosen only, the prefix is not declared: nothing written is in its namespace.
        var chosen = Self.options()
        chosen.addNamespacePrefix("xs", for: xsNS)
        chosen.addNamespacePrefix("xsi", for: xsiNS)
        let unbound = try XMLWriter(options: chosen).string(read, element: root)
        #expect(
            unbound
                == #"<saml:AttributeStatement xmlns:saml="\#(samlNS)"><saml:AttributeValue xmlns:xsi="\#(xsiNS)" xsi:type="xs:string">jd@example.org</saml:AttributeValue></saml:AttributeStatement>"#
        )
        var declared = Self.options()
        declared.declareNamespacePrefix("xs", for: xsNS)
        declared.addNamespacePrefix("xsi", for: xsiNS)
        let written = try XMLWriter(options: declared).string(read, element: root)
        #expect(
            written
                == #"<saml:AttributeStatement xmlns:saml="\#(samlNS)" xmlns:xs="\#(xsNS)"><saml:AttributeValue xmlns:xsi="\#(xsiNS)" xsi:type="xs:string">jd@example.org</saml:AttributeValue></saml:AttributeStatement>"#
        )
        #expect(try XMLReader.object(ofType: Statement.self, element: root, from: written) == read)
        // Canonical XML declares a namespace where a name uses it, as Python's canonicalize does.
        declared.canonical = true
        #expect(
            try XMLWriter(options: declared).string(read, element: root)
                == #"<saml:AttributeStatement xmlns:saml="\#(samlNS)"><saml:AttributeValue xmlns:xsi="\#(xsiNS)" xsi:type="xs:string">jd@example.org</saml:AttributeValue></saml:AttributeStatement>"#
        )
    }

    /// A namespace a description writes with its own prefix gets the declared one besides; names
    /// keep the description's.
    @Test func aDeclaredPrefixBesideTheDescriptionsKeepsTheNamesAsTheyWere() throws {
        var options = Self.options()
        options.declareNamespacePrefix("assertion", for: samlNS)
        options.declareNamespacePrefix("xs", for: xsNS)
        let statement = Statement(values: [
            Value(attributes: [XMLName("type", namespace: xsiNS): "assertion:Name"], text: "x")
        ])
        let written = try XMLWriter(options: options).string(
            statement, element: XMLName("AttributeStatement", namespace: samlNS))
        #expect(
            written
                == #"<saml:AttributeStatement xmlns:assertion="\#(samlNS)" xmlns:saml="\#(samlNS)" xmlns:xs="\#(xsNS)"><saml:AttributeValue xmlns:ns1="\#(xsiNS)" ns1:type="assertion:Name">x</saml:AttributeValue></saml:AttributeStatement>"#
        )
    }

    /// Two prefixes a document declared for one namespace: both declared, names written with the
    /// description's own.
    @Test func twoPrefixesOfOneNamespaceAreBothDeclared() throws {
        var options = Self.options()
        for (prefix, uri) in [("a", samlNS), ("b", samlNS), ("xsi", xsiNS)] {
            options.declareNamespacePrefix(prefix, for: uri)
        }
        let statement = Statement(values: [Value(attributes: [XMLName("type", namespace: xsiNS): "b:Name"], text: "x")])
        let xml = try XMLWriter(options: options).string(
            statement, element: XMLName("AttributeStatement", namespace: samlNS))
        #expect(
            xml
                == #"<saml:AttributeStatement xmlns:a="\#(samlNS)" xmlns:b="\#(samlNS)" xmlns:saml="\#(samlNS)" xmlns:xsi="\#(xsiNS)"><saml:AttributeValue xsi:type="b:Name">x</saml:AttributeValue></saml:AttributeStatement>"#
        )
    }

    /// Without a description's prefix, the declared prefix chosen first names the elements.
    @Test func aDeclaredPrefixNamesTheElementsOfANamespaceNothingElseChose() throws {
        struct Plain: XMLReadable, Equatable {
            var name = ""
            static let parsingDescription = ParsingDescription<Plain> {
                Element(XMLName("name", namespace: samlNS), \.name)
            }
        }
        var options = Self.options()
        for (prefix, uri) in [("a", samlNS), ("b", samlNS)] { options.declareNamespacePrefix(prefix, for: uri) }
        #expect(
            try XMLWriter(options: options).string(Plain(name: "n"), element: "plain")
                == #"<plain xmlns:b="\#(samlNS)" xmlns:a="\#(samlNS)"><a:name>n</a:name></plain>"#)
    }

    @Test func anElementWrittenAloneGetsTheDeclaredPrefixes() throws {
        var options = Self.options()
        options.declareNamespacePrefix("xs", for: xsNS)
        let element = AnyElement(
            XMLName("value"), attributes: [XMLName("type", namespace: xsiNS): "xs:int"], content: [.text("7")])
        #expect(
            try XMLWriter(options: options).string(element)
                == #"<value xmlns:xs="\#(xsNS)" xmlns:ns1="\#(xsiNS)" ns1:type="xs:int">7</value>"#)
    }

    @Test(arguments: [
        (
            "", xsNS,
            #"cannot declare the prefix "" for "http://www.w3.org/2001/XMLSchema" on the root element: "" is not a prefix (an XML name without a colon)"#
        ),
        (
            "a:b", xsNS,
            #"cannot declare the prefix "a:b" for "http://www.w3.org/2001/XMLSchema" on the root element: "a:b" is not a prefix (an XML name without a colon)"#
        ),
        (
            "xmlns", xsNS,
            #"cannot declare the prefix "xmlns" for "http://www.w3.org/2001/XMLSchema" on the root element: the prefixes xml and xmlns are reserved: xml is bound to http://www.w3.org/XML/1998/namespace alone, and xmlns is never declared"#
        ),
        (
            "x", "http://www.w3.org/XML/1998/namespace",
            #"cannot declare the prefix "x" for "http://www.w3.org/XML/1998/namespace" on the root element: the namespace http://www.w3.org/XML/1998/namespace is reserved: http://www.w3.org/XML/1998/namespace is bound to xml alone, and http://www.w3.org/2000/xmlns/ to no prefix"#
        ),
        (
            "x", "",
            #"cannot declare the prefix "x" for "" on the root element: a prefix cannot be bound to no namespace ("") in XML 1.0"#
        ),
        (
            "saml", xsNS,
            #"cannot declare the prefix "saml" for "http://www.w3.org/2001/XMLSchema" on the root element: it is chosen for urn:oasis:names:tc:SAML:2.0:assertion"#
        ),
    ])
    func aPrefixThatCannotBeDeclaredIsRefusedBeforeWriting(prefix: String, uri: String, message: String) throws {
        var options = Self.options()
        options.declareNamespacePrefix(prefix, for: uri)
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: options).data(Statement(), element: XMLName("AttributeStatement", namespace: samlNS))
        }
        #expect(error?.code == .notWritable)
        #expect(error?.message == message)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("declared-\(UUID().uuidString).xml")
        #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: options).write(
                Statement(), element: XMLName("AttributeStatement", namespace: samlNS), to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func theXMLPrefixIsAlwaysBound() throws {
        var options = Self.options()
        options.declareNamespacePrefix("xml", for: "http://www.w3.org/XML/1998/namespace")
        #expect(
            try XMLWriter(options: options).string(
                Statement(), element: XMLName("AttributeStatement", namespace: samlNS))
                == #"<saml:AttributeStatement xmlns:saml="\#(samlNS)"/>"#)
    }

    /// The same prefix declared for two namespaces is refused, not written twice on one tag.
    @Test func onePrefixForTwoNamespacesIsRefused() {
        struct Plain: XMLReadable {
            static let parsingDescription = ParsingDescription<Plain> {}
        }
        var options = Self.options()
        options.declareNamespacePrefix("xs", for: xsNS)
        options.declareNamespacePrefix("xs", for: "urn:other")
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter(options: options).string(Plain(), element: "plain")
        }
        #expect(
            error?.message
                == #"cannot declare the prefix "xs" for "urn:other" on the root element: it is chosen for http://www.w3.org/2001/XMLSchema"#
        )
    }

    /// A prefix chosen for a namespace stays the one names use when another is declared for it,
    /// though nothing a description writes is in it (kept content).
    @Test func theChosenPrefixIsDeclaredBesideAnotherForItsNamespace() throws {
        var options = Self.options()
        options.addNamespacePrefix("p", for: "urn:a")
        options.declareNamespacePrefix("q", for: "urn:a")
        let element = AnyElement(XMLName("r", namespace: "urn:a"), content: [.text("x")])
        #expect(try XMLWriter(options: options).string(element) == #"<p:r xmlns:q="urn:a" xmlns:p="urn:a">x</p:r>"#)
    }

    /// An element written alone that declares a prefix the options declare for another namespace
    /// keeps the options' on its tag (one tag cannot declare it twice), and its names find another.
    @Test func anElementsOwnDeclarationGivesWayToADeclaredPrefix() throws {
        var options = Self.options()
        options.declareNamespacePrefix("p", for: "urn:b")
        let element = AnyElement(
            XMLName("r", namespace: "urn:a"), content: [.text("x")], namespaceDeclarations: ["p": "urn:a"])
        let written = try XMLWriter(options: options).string(element)
        #expect(written == #"<ns1:r xmlns:p="urn:b" xmlns:ns1="urn:a">x</ns1:r>"#)
    }
}
