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
        // Below it, c is declared as read, and the attribute in urn:c takes a generated prefix.
        let written = try oneLine.string(Wrapper(named: named), element: "w")
        #expect(
            written
                == #"<w xmlns:p="urn:p" xmlns:c="urn:c"><p:n xmlns:c="urn:kept" xmlns:q="urn:q" xmlns:ns1="urn:c" ns1:code="7"/></w>"#
        )
        let again = try XMLReader.object(ofType: Wrapper.self, element: "w", from: written)
        #expect(again.named.code == "7")
        #expect(again.named.namespaces == ["p": "urn:p", "c": "urn:kept", "q": "urn:q", "ns1": "urn:c"])
    }
}
