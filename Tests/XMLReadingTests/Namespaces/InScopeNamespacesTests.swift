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
}
