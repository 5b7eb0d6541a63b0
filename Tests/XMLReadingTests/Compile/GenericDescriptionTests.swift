import Foundation
import TestSupport
import Testing
import XMLReading

/// Counts how often `Page`'s description is built.
final class BuildCounter: @unchecked Sendable {
    // @unchecked: `counts` is only touched under `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func count(_ key: String) { lock.withLock { counts[key, default: 0] += 1 } }
    func value(_ key: String) -> Int { lock.withLock { counts[key, default: 0] } }
}

let pageDescriptionBuilds = BuildCounter()

/// A generic model: its description cannot be a `static let`, so every access builds one. `Run`
/// tells apart the specializations each parameterized run reads (the cache is per process, and a
/// write asks the type, so two runs sharing one specialization would count each other's builds).
struct Page<Entry: XMLReadable & Equatable, Run>: XMLReadable, Equatable {
    var number = 0
    var entries: [Entry] = []
    static var parsingDescription: ParsingDescription<Page> {
        pageDescriptionBuilds.count("\(Entry.self) \(Run.self)")
        return ParsingDescription {
            Attribute("n", \.number)
            Many(\.entries) { Item("entry", Entry.self) }
        }
    }
}

@Suite struct GenericDescriptionTests {
    struct Word: XMLReadable, Equatable {
        var text = ""
        static let parsingDescription = ParsingDescription<Word> { TextContent(\.text) }
    }

    struct Number: XMLReadable, Equatable {
        var value = 0
        static let parsingDescription = ParsingDescription<Number> { TextContent(\.value) }
    }

    /// The runs' tags for `Page`'s `Run`: one specialization set per parser.
    enum OnFoundation {}
    enum OnLibXML2 {}

    @Test(arguments: ReadingParsers.all) func aGenericModelsDescriptionIsBuiltOncePerSpecialization(
        parser: ReadingParser
    ) throws {
        switch parser {
        case .foundation: try readPages(parser, OnFoundation.self)
        case .libxml2: try readPages(parser, OnLibXML2.self)
        default: Issue.record("no Run tag for the parser \(parser): add one, so that its run counts its own builds")
        }
    }

    func readPages<Run>(_ parser: ReadingParser, _: Run.Type) throws {
        let options = ReadingOptions(parser: parser)
        let xml =
            #"<book><page n="1"><entry>a</entry></page><page n="2"><entry>b</entry><entry>c</entry></page></book>"#
        let first = try XMLReader.objects(ofType: Page<Word, Run>.self, element: "page", from: xml, options: options)
        let again = try XMLReader.objects(ofType: Page<Word, Run>.self, element: "page", from: xml, options: options)
        let numbers = try XMLReader.objects(
            ofType: Page<Number, Run>.self, element: "page", from: #"<page n="3"><entry>7</entry></page>"#,
            options: options)
        #expect(first.map(\.entries) == [[Word(text: "a")], [Word(text: "b"), Word(text: "c")]])
        #expect(again == first)
        #expect(numbers == [Page(number: 3, entries: [Number(value: 7)])])
        // Four pages read: one description for each specialization.
        #expect(pageDescriptionBuilds.value("Word \(Run.self)") == 1)
        #expect(pageDescriptionBuilds.value("Number \(Run.self)") == 1)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(first[1], element: "page")
        #expect(written == #"<page n="2"><entry>b</entry><entry>c</entry></page>"#)
    }
}
