import Foundation
import TestSupport
import Testing
import XMLReading

/// `standalone="yes"` where XML 1.0 ties a rule to it: the declarations after a parameter-entity
/// reference the reader does not read are still processed (§5.1), and every entity, a parameter
/// entity included, must be declared before it is referred to (§4.1, well-formedness constraint
/// Entity Declared). Without it, the reader keeps to what it can know.
@Suite struct StandaloneDocumentTests {
    static let options = ReadingOptions(dtd: .internalEntities)

    static func document(standalone: String, subset: String, body: String) -> String {
        "<?xml version=\"1.0\"\(standalone)?>\n<!DOCTYPE r [\n\(subset)\n]>\n<r>\(body)</r>"
    }

    static let afterReference = "<!ENTITY % p \"x\">\n%p;\n<!ENTITY who \"Rex\">\n<!ATTLIST cat lives CDATA \"7\">"

    @Test(arguments: [" standalone=\"yes\"", " standalone='yes'", " encoding=\"UTF-8\" standalone = \"yes\""])
    func aStandaloneDocumentProcessesDeclarationsAfterAParameterEntityReference(standalone: String) throws {
        let xml = Self.document(
            standalone: standalone, subset: Self.afterReference,
            body: "<dog><name>&who;</name></dog><cat><name>Tom</name></cat>")
        #expect(
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options) == [
                Dog(name: "Rex")
            ])
        #expect(
            try XMLReader.objects(ofType: Cat.self, element: "cat", from: xml, options: Self.options) == [
                Cat(name: "Tom", lives: 7)
            ])
        // From a stream that hands over one byte at a time, the declaration is known just as early.
        let stream = DataInputStream(Data(xml.utf8), piece: 1)
        #expect(
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: .stream(stream), options: Self.options) == [
                Dog(name: "Rex")
            ])
    }

    @Test(arguments: ReadingParsers.all) func theDeclarationIsReadInUTF16(parser: ReadingParser) throws {
        let xml = Self.document(
            standalone: " encoding=\"UTF-16\" standalone=\"yes\"", subset: Self.afterReference,
            body: "<dog><name>&who;</name></dog>")
        let data = try #require(xml.data(using: .utf16))
        #expect(
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: data, options: Self.options.on(parser)) == [
                Dog(name: "Rex")
            ])
    }

    @Test(arguments: ["", " standalone=\"no\""])
    func otherwiseTheyAreNotProcessed(standalone: String) throws {
        let cats = Self.document(
            standalone: standalone, subset: Self.afterReference, body: "<cat><name>Tom</name></cat>")
        #expect(
            try XMLReader.objects(ofType: Cat.self, element: "cat", from: cats, options: Self.options) == [
                Cat(name: "Tom", lives: 9)
            ])
        let xml = Self.document(
            standalone: standalone, subset: Self.afterReference, body: "<dog><name>&who;</name></dog>")
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options)
            })
        #expect(
            error.description
                == "line 8, column 20: reference to the undeclared entity &who;; a parameter-entity reference earlier in the internal subset may declare it, but parameter entities are never read, so its text is unknown at /r/dog[1]/name"
        )
    }

    @Test(arguments: [DTDPolicy.internalEntities, .standard])
    func aParameterEntityMustBeDeclaredBeforeItsReference(dtd: DTDPolicy) throws {
        let xml = Self.document(standalone: " standalone=\"yes\"", subset: "<!ELEMENT r ANY>\n  %p;", body: "")
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(
                    ofType: Dog.self, element: "dog", from: xml, options: ReadingOptions(dtd: dtd))
            })
        #expect(error.code == .malformedXML)
        #expect(
            error.description
                == "line 4, column 3: the parameter-entity reference %p; comes before any declaration of it; a document with standalone=\"yes\" must declare every entity before referring to it (XML 1.0 §4.1, well-formedness constraint Entity Declared)"
        )
    }

    @Test(arguments: ReadingParsers.all) func withoutStandaloneAnUndeclaredParameterEntityIsNotRead(
        parser: ReadingParser
    ) throws {
        let xml = Self.document(standalone: "", subset: "<!ELEMENT r ANY>\n  %p;", body: "<dog><name>Rex</name></dog>")
        #expect(
            try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options.on(parser)) == [
                Dog(name: "Rex")
            ])
    }

    @Test(arguments: [
        (
            "<?xml version=\"1.0\" standalone=\"yes\"?>\n<!DOCTYPE r [\n<!ENTITY % p \"x\">\n%p;\n]>\n<r><dog><name>&who;</name></dog></r>",
            "line 6, column 20"
        ),
        (
            "<?xml version=\"1.0\" standalone=\"yes\"?>\n<!DOCTYPE r SYSTEM \"r.dtd\">\n<r><dog><name>&who;</name></dog></r>",
            "line 3, column 20"
        ),
    ])
    func aStandaloneDocumentRefusesAnUndeclaredEntity(xml: String, position: String) throws {
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options)
            })
        #expect(error.code == .malformedXML)
        #expect(
            error.description
                == "\(position): reference to the undeclared entity &who;; a document with standalone=\"yes\" must declare every entity it refers to in its internal subset (XML 1.0 §4.1, well-formedness constraint Entity Declared) at /r/dog[1]/name"
        )
    }
}

extension StandaloneDocumentTests {
    /// Only `yes` and `no` are values (XML 1.0 [32]); the parser's refusal is said in words.
    @Test(arguments: [
        (
            "<?xml version=\"1.0\" standalone=\"YES\"?><r/>",
            "line 1, column 33: the XML declaration's standalone must be \"yes\" or \"no\""
        ),
        (
            "<?xml standalone=\"yes\"?><r/>",
            "line 1, column 7: the XML declaration must give the version first (version=\"1.0\")"
        ),
    ])
    func aMalformedStandaloneDeclarationIsRefusedInWords(xml: String, message: String) throws {
        let error = try #require(
            readingError {
                _ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: xml, options: Self.options)
            })
        #expect(error.code == .malformedXML)
        #expect(error.description == message)
    }
}
