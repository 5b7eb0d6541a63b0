import Foundation
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

/// A generic model: its description cannot be a `static let`, so every access builds one.
struct Page<Entry: XMLReadable & Equatable>: XMLReadable, Equatable {
    var number = 0
    var entries: [Entry] = []
    static var parsingDescription: ParsingDescription<Page> {
        pageDescriptionBuilds.count("\(Entry.self)")
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

    @Test func aGenericModelsDescriptionIsBuiltOncePerSpecialization() throws {
        let xml =
            #"<book><page n="1"><entry>a</entry></page><page n="2"><entry>b</entry><entry>c</entry></page></book>"#
        let first = try XMLReader.objects(ofType: Page<Word>.self, element: "page", from: xml)
        let again = try XMLReader.objects(ofType: Page<Word>.self, element: "page", from: xml)
        let numbers = try XMLReader.objects(
            ofType: Page<Number>.self, element: "page", from: #"<page n="3"><entry>7</entry></page>"#)
        #expect(first.map(\.entries) == [[Word(text: "a")], [Word(text: "b"), Word(text: "c")]])
        #expect(again == first)
        #expect(numbers == [Page(number: 3, entries: [Number(value: 7)])])
        // Four pages read: one description for each specialization.
        #expect(pageDescriptionBuilds.value("Word") == 1)
        #expect(pageDescriptionBuilds.value("Number") == 1)
        let written = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(first[1], element: "page")
        #expect(written == #"<page n="2"><entry>b</entry><entry>c</entry></page>"#)
    }
}
