import Foundation
import Testing
import XMLReading
import TestSupport

/// An element kept whole inside a scope that binds its namespace to several prefixes keeps the
/// same one on every read, with either parser (found by the differential fuzz target:
/// `Tests/Fuzz/DIFFERENCES.md` #1; the prefix followed the attribute dictionary's order).
@Suite struct AnyElementPrefixTests {
    struct Foo: XMLReadable, Equatable {
        var others: [AnyElement] = []
        static let parsingDescription = ParsingDescription<Foo> {
            AnyElements(\.others)
        }
    }

    @Test(arguments: ReadingParsers.all)
    func everyReadKeepsTheSmallestPrefixOfTheInnermostTag(parser: ReadingParser) throws {
        let xml = #"<foo xmlns:z="urn:x" xmlns:b="urn:x" xmlns:a="urn:x" xmlns:c="urn:x"><bar b:c="1"/></foo>"#
        var kept: Set<[String: String]> = []
        for _ in 0..<200 {
            let foo = try XMLReader.object(
                ofType: Foo.self, element: "foo", from: xml, options: ReadingOptions(parser: parser))
            kept.insert(try #require(foo.others.first).namespaceDeclarations)
        }
        #expect(kept == [["a": "urn:x"]])
        let foo = try XMLReader.object(
            ofType: Foo.self, element: "foo", from: xml, options: ReadingOptions(parser: parser))
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(foo, element: "foo")
        // The same expanded name, {urn:x}c; the prefix the document wrote (b) is not kept (an
        // XMLName keeps none), but every read writes the same bytes.
        #expect(written == #"<foo><bar xmlns:a="urn:x" a:c="1"/></foo>"#)
    }
}
