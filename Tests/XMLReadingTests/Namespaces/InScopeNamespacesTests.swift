import Testing
import TestSupport
import XMLReading

/// ``InScopeNamespaces``: the bindings in scope at a model's element, for qualified-name values.
@Suite struct InScopeNamespacesTests {
    struct Declaration: XMLReadable, Equatable {
        var name = "", type = "", namespaces: [String: String] = [:]
        static let parsingDescription = ParsingDescription<Declaration> {
            Attribute("name", \.name)
            Attribute("type", \.type)
            InScopeNamespaces(\.namespaces)
        }
        var typeName: XMLName? { XMLName(qualified: type, in: namespaces) }
    }
    struct Schema: XMLReadable {
        var declarations: [Declaration] = []
        static let parsingDescription = ParsingDescription<Schema> {
            Many(\.declarations) { Item("element", Declaration.self) }
        }
    }

    static let document = """
        <schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:outer">
          <element name="a" type="t:A"/>
          <element name="b" type="t:B" xmlns:t="urn:inner" xmlns:d="urn:d"/>
          <element name="c" type="C"/>
          <group xmlns="urn:d"><element name="ignored"/></group>
        </schema>
        """

    @Test(arguments: ReadingParsers.all) func bindingsInScopeAreStoredInnerOverOuter(parser: ReadingParser) throws {
        let schema = try XMLReader.object(
            ofType: Schema.self, element: "schema", from: Self.document, options: ReadingOptions().on(parser))
        #expect(
            schema.declarations.map(\.namespaces) == [
                ["xs": "http://www.w3.org/2001/XMLSchema", "t": "urn:outer"],
                ["xs": "http://www.w3.org/2001/XMLSchema", "t": "urn:inner", "d": "urn:d"],
                ["xs": "http://www.w3.org/2001/XMLSchema", "t": "urn:outer"],
            ])
        #expect(
            schema.declarations.map(\.typeName) == [
                XMLName("A", namespace: "urn:outer"), XMLName("B", namespace: "urn:inner"), XMLName("C"),
            ])
    }

    @Test(arguments: ReadingParsers.all) func undeclaringTheDefaultNamespaceBindsItToNone(parser: ReadingParser) throws
    {
        let xml = #"<schema xmlns="urn:x"><element xmlns="" name="a" type="A"/></schema>"#
        let root = try XMLReader.object(
            ofType: Declaration.self, element: "element", from: xml, options: ReadingOptions().on(parser))
        #expect(root.namespaces == ["": ""])
        #expect(root.typeName == XMLName("A"))
    }

    @Test func bindingTwiceIsAProblemOfTheDescription() {
        struct Twice: XMLReadable {
            var a: [String: String] = [:], b: [String: String] = [:]
            static let parsingDescription = ParsingDescription<Twice> {
                InScopeNamespaces(\.a)
                InScopeNamespaces(\.b)
            }
        }
        #expect(
            Twice.parsingDescription.problems == [
                "ParsingDescription<Twice>: InScopeNamespaces is declared twice; keep one"
            ])
    }

    @Test func qualifiedNamesResolveAgainstTheBindings() {
        let bindings = ["xs": "http://www.w3.org/2001/XMLSchema", "": "urn:default"]
        #expect(
            XMLName(qualified: "xs:string", in: bindings)
                == XMLName("string", namespace: "http://www.w3.org/2001/XMLSchema"))
        #expect(XMLName(qualified: " Book\n", in: bindings) == XMLName("Book", namespace: "urn:default"))
        #expect(XMLName(qualified: "Book", in: [:]) == XMLName("Book"))
        #expect(XMLName(qualified: "Book", in: ["": ""]) == XMLName("Book"))
        #expect(
            XMLName(qualified: "xml:lang", in: [:])
                == XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"))
        #expect(XMLName(qualified: "p:Book", in: bindings) == nil)
        #expect(XMLName(qualified: "a:b:c", in: ["a": "urn:a"]) == nil)
        #expect(XMLName(qualified: ":b", in: bindings) == nil)
        #expect(XMLName(qualified: "xs:", in: bindings) == nil)
        #expect(XMLName(qualified: "  ", in: bindings) == nil)
    }

    /// Written back, each element declares the prefixes it read that are not in scope where it is
    /// written, so that its qualified names read back as they were; the default namespace is left
    /// to the element's own name.
    @Test(arguments: ReadingParsers.all) func writingDeclaresTheBindingsNotInScope(parser: ReadingParser) throws {
        let schema = try XMLReader.object(
            ofType: Schema.self, element: "schema", from: Self.document, options: ReadingOptions().on(parser))
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(schema, element: "schema")
        #expect(
            written
                == #"<schema><element xmlns:t="urn:outer" xmlns:xs="http://www.w3.org/2001/XMLSchema" name="a" type="t:A"/><element xmlns:d="urn:d" xmlns:t="urn:inner" xmlns:xs="http://www.w3.org/2001/XMLSchema" name="b" type="t:B"/><element xmlns:t="urn:outer" xmlns:xs="http://www.w3.org/2001/XMLSchema" name="c" type="C"/></schema>"#
        )
        let again = try XMLReader.object(
            ofType: Schema.self, element: "schema", from: written, options: ReadingOptions().on(parser))
        #expect(again.declarations.map(\.typeName) == schema.declarations.map(\.typeName))
        // Under a root that binds them already, nothing is declared again; a prefix the root binds
        // to another namespace is declared anew.
        var options = WritingOptions(prettyPrinted: false, includesDeclaration: false)
        options.declareNamespacePrefix("xs", for: "http://www.w3.org/2001/XMLSchema")
        options.declareNamespacePrefix("t", for: "urn:outer")
        let underRoot = try XMLWriter(options: options).string(schema, element: "schema")
        #expect(
            underRoot
                == #"<schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:outer"><element name="a" type="t:A"/><element xmlns:d="urn:d" xmlns:t="urn:inner" name="b" type="t:B"/><element name="c" type="C"/></schema>"#
        )
    }

    /// A prefix the element's own name binds on its tag is not declared again there (a tag cannot
    /// declare a prefix twice); one chosen for another namespace is, and a name in that namespace
    /// written on the tag gets a generated prefix.
    @Test func aPrefixBoundOnTheTagIsNotDeclaredAgain() throws {
        struct Named: XMLReadable {
            var namespaces: [String: String] = [:]
            var code = ""
            static let parsingDescription = ParsingDescription<Named>(prefixes: ["p": "urn:p", "c": "urn:c"]) {
                InScopeNamespaces(\.namespaces)
                Attribute(XMLName("code", namespace: "urn:c"), \.code)
            }
        }
        struct Wrapper: XMLReadable {
            var named = Named()
            static let parsingDescription = ParsingDescription<Wrapper> {
                Element(XMLName("n", namespace: "urn:p"), \.named)
            }
        }
        let oneLine = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let named = Named(namespaces: ["p": "urn:other", "q": "urn:q", "": "urn:default", "c": "urn:kept"], code: "7")
        // The root's tag binds p and c already.
        #expect(
            try oneLine.string(named, element: XMLName("n", namespace: "urn:p"))
                == #"<p:n xmlns:p="urn:p" xmlns:c="urn:c" xmlns:q="urn:q" c:code="7"/>"#)
        // Below it, the kept bindings come first, and the names whose chosen prefixes they hide
        // (the element's own, the attribute's) take generated ones.
        let written = try oneLine.string(Wrapper(named: named), element: "w")
        #expect(
            written
                == #"<w xmlns:p="urn:p" xmlns:c="urn:c"><ns1:n xmlns:c="urn:kept" xmlns:p="urn:other" xmlns:q="urn:q" xmlns:ns1="urn:p" xmlns:ns2="urn:c" ns2:code="7"/></w>"#
        )
        let again = try XMLReader.object(ofType: Wrapper.self, element: "w", from: written)
        #expect(again.named.code == "7")
        #expect(
            again.named.namespaces == ["p": "urn:other", "c": "urn:kept", "q": "urn:q", "ns1": "urn:p", "ns2": "urn:c"])
    }

    /// The bindings are declared before anything else on the tag, so that a qualified value the
    /// writer puts there (`xsi:type` of a case by attribute, a key) never takes a prefix they hide.
    @Test(arguments: ReadingParsers.all) func aCaseByAttributeKeepsItsTypeApartFromKeptBindings(parser: ReadingParser)
        throws
    {
        struct Circle: XMLReadable, Equatable {
            var r = "", namespaces: [String: String] = [:]
            static let parsingDescription = ParsingDescription<Circle> {
                Attribute("r", \.r)
                InScopeNamespaces(\.namespaces)
            }
        }
        enum Shape: Equatable { case circle(Circle) }
        struct Drawing: XMLReadable {
            var shape: Shape?
            static let parsingDescription = ParsingDescription<Drawing> {
                Choice("shape", \.shape, by: XMLName("type", namespace: "http://www.w3.org/2001/XMLSchema-instance")) {
                    Case(XMLName("Circle", namespace: "urn:t"), Circle.self, Shape.circle)
                }
            }
        }
        // Read where ns1 meant another namespace than the one the writer gives it.
        let drawing = Drawing(shape: .circle(Circle(r: "2", namespaces: ["ns1": "urn:other", "ns2": "urn:more"])))
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(drawing, element: "d")
        #expect(
            written
                == #"<d xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="urn:t"><shape xmlns:ns1="urn:other" xmlns:ns2="urn:more" xmlns:ns3="urn:t" xmlns:ns4="http://www.w3.org/2001/XMLSchema-instance" ns4:type="ns3:Circle" r="2"/></d>"#
        )
        let again = try XMLReader.object(
            ofType: Drawing.self, element: "d", from: written, options: ReadingOptions().on(parser))
        guard case .circle(let circle) = again.shape else {
            Issue.record("not read back as a circle: \(String(describing: again.shape))")
            return
        }
        #expect(circle.r == "2")
    }

    /// Bindings that are not a prefix bound to a namespace as XML allows are refused before the
    /// element is written.
    @Test func aBindingXMLDoesNotAllowIsRefused() throws {
        struct Plain: XMLReadable {
            var namespaces: [String: String] = [:]
            static let parsingDescription = ParsingDescription<Plain> { InScopeNamespaces(\.namespaces) }
        }
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter().string(Plain(namespaces: ["a=\"x\" b": "urn:a"]), element: "plain")
        }
        #expect(error?.code == .notWritable)
        #expect(
            error?.message
                == #"cannot declare the prefix "a=\"x\" b" for "urn:a" that InScopeNamespaces holds: "a=\"x\" b" is not a prefix (an XML name without a colon)"#
        )
        // xml bound to its own namespace is always bound, and is not declared.
        #expect(
            try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
                .string(Plain(namespaces: ["xml": "http://www.w3.org/XML/1998/namespace"]), element: "plain")
                == "<plain/>")
    }
}
