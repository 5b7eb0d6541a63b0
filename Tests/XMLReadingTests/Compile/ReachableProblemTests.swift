import Foundation
import Testing
import XMLReading

/// `problems`, `validate()`, every read and every write check each description reachable from the
/// root's: nested, recursive, choice cases, generic, keyed values.
@Suite struct ReachableProblemTests {
    static let file = "XMLReadingTests/ReachableProblemTests.swift"

    /// A description with one problem: `<a>` bound twice.
    struct Bad: XMLReadable, Equatable {
        var a = "", b = ""
        static let secondEntryLine = #line + 3
        static let parsingDescription = ParsingDescription<Bad> {
            Element("a", \.a)
            Element("a", \.b)
        }
    }

    static let badProblem =
        "ParsingDescription<Bad>: the element <a> is bound twice, by Element and by Element; bind each element name once (use Many to collect repeated elements)"
    static var badLocated: String { "\(file):\(Bad.secondEntryLine): \(badProblem)" }

    struct Holder: XMLReadable {
        var name = ""
        var bad = Bad()
        static let parsingDescription = ParsingDescription<Holder> {
            Attribute("name", \.name)
            Element("bad", \.bad)
        }
    }

    struct Shelf: XMLReadable {
        var holders: [Holder] = []
        static let parsingDescription = ParsingDescription<Shelf> {
            Many(\.holders) { Item("holder", Holder.self) }
        }
    }

    @Test func validateOnTheRootFindsANestedProblem() {
        #expect(Holder.parsingDescription.problems == [Self.badProblem])
        #expect(Shelf.parsingDescription.problems == [Self.badProblem])
        let error = #expect(throws: XMLReadingError.self) { try Shelf.parsingDescription.validate() }
        #expect(error?.code == .invalidDescription)
        #expect(error?.message == Self.badLocated)
    }

    /// Recursive: a node holds nodes, and one of them a `Bad`; reached once, no endless walk.
    struct Node: XMLReadable {
        var children: [Node] = []
        var bad: Bad?
        static let parsingDescription = ParsingDescription<Node> {
            Many(\.children) { Item("node", Node.self) }
            Element("bad", \.bad)
        }
    }

    struct Tree: XMLReadable {
        var root = Node()
        var spare = Node()
        static let parsingDescription = ParsingDescription<Tree> {
            Element("node", \.root)
            Element("spare", \.spare)
        }
    }

    @Test func aRecursiveTypeIsCheckedOnce() {
        #expect(Tree.parsingDescription.problems == [Self.badProblem])
        #expect(Node.parsingDescription.problems == [Self.badProblem])
        let error = #expect(throws: XMLReadingError.self) { try Tree.parsingDescription.validate() }
        #expect(error?.message == Self.badLocated)
    }

    enum Shape: Sendable {
        case bad(Bad)
        case word(String)
        @CaseBuilder<Self> static var cases: [Case<Self>] {
            Case("bad", Bad.self, Self.bad)
            Case("word", String.self, Self.word)
        }
    }

    struct Drawing: XMLReadable {
        var shape: Shape = .word("")
        static let parsingDescription = ParsingDescription<Drawing> { Choice(\.shape) { Shape.cases } }
    }

    @Test func aProblemInAChoiceCaseType() {
        #expect(Drawing.parsingDescription.problems == [Self.badProblem])
        let error = #expect(throws: XMLReadingError.self) { try Drawing.parsingDescription.validate() }
        #expect(error?.message == Self.badLocated)
    }

    struct Box<Content: XMLReadable & Sendable>: XMLReadable {
        var content: [Content] = []
        static var parsingDescription: ParsingDescription<Box> {
            ParsingDescription { Many(\.content) { Item("content", Content.self) } }
        }
    }

    struct Fine: XMLReadable, Sendable {
        var x = ""
        static let parsingDescription = ParsingDescription<Fine> { Element("x", \.x) }
    }

    struct Crate: XMLReadable {
        var box = Box<Bad>()
        var fine = Box<Fine>()
        static let parsingDescription = ParsingDescription<Crate> {
            Element("box", \.box)
            Element("fine", \.fine)
        }
    }

    @Test func aGenericModel() throws {
        #expect(Box<Bad>.parsingDescription.problems == [Self.badProblem])
        #expect(Crate.parsingDescription.problems == [Self.badProblem])
        #expect(Box<Holder>.parsingDescription.problems == [Self.badProblem])
        try Box<Fine>.parsingDescription.validate()
    }

    struct Registry: XMLReadable {
        var entries: [String: Bad] = [:]
        static let parsingDescription = ParsingDescription<Registry> {
            Keyed("entries", \.entries, key: .attribute("name", of: "entry"))
        }
    }

    struct Dictionary: XMLReadable {
        var values: [String: Bad] = [:]
        static let parsingDescription = ParsingDescription<Dictionary> {
            Pairs("values", \.values, key: "key") { Case("bad", Bad.self, { $0 }) }
        }
    }

    @Test func keyedAndPairsValueTypes() {
        #expect(Registry.parsingDescription.problems == [Self.badProblem])
        #expect(Dictionary.parsingDescription.problems == [Self.badProblem])
    }

    static let threeHolders = """
        <shelf><holder name="1"><bad/></holder><holder name="2"/><holder name="3"/></shelf>
        """

    @Test func forEachHandsOverNothingAndThrowsTheNestedProblem() {
        var names: [String] = []
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.forEach(ofType: Holder.self, element: "holder", from: Self.threeHolders) { holder, _ in
                names.append(holder.name)
            }
        }
        #expect(names == [])
        #expect(error?.code == .invalidDescription)
        #expect(error?.description == Self.badLocated)
        #expect(error?.line == 0)
    }

    @Test func everyReadThrowsTheNestedProblemBeforeReading() {
        let reads: [() throws -> Void] = [
            { _ = try XMLReader.object(ofType: Holder.self, element: "holder", from: Self.threeHolders) },
            { _ = try XMLReader.objects(ofType: Holder.self, element: "holder", from: Self.threeHolders) },
            { _ = try XMLReader.objects(in: ["holder": Holder.self], from: Self.threeHolders) },
            { _ = try XMLReader.rootObject(ofType: Shelf.self, element: "shelf", from: Self.threeHolders) },
            { _ = try XMLReader.rootObject(in: ["shelf": Shelf.self], from: Self.threeHolders) },
            // Not even well-formed: the description is checked first.
            { _ = try XMLReader.object(ofType: Shelf.self, element: "shelf", from: "<shelf><") },
        ]
        for read in reads {
            let error = #expect(throws: XMLReadingError.self) { try read() }
            #expect(error?.code == .invalidDescription)
            #expect(error?.description == Self.badLocated)
        }
    }

    @Test func aStreamThrowsTheNestedProblemFirst() async {
        var names: [String] = []
        let error = await #expect(throws: XMLReadingError.self) {
            for try await holder in XMLReader.stream(ofType: Holder.self, element: "holder", from: Self.threeHolders) {
                names.append(holder.name)
            }
        }
        #expect(names == [])
        #expect(error?.description == Self.badLocated)
    }

    struct KindTwice: XMLReadable {
        var kind = ""
        static let secondEntryLine = #line + 3
        static let parsingDescription = ParsingDescription<KindTwice> {
            Element("kind", \.kind)
            Attribute("type", \.kind)
        }
    }

    @Test func writingRefusesAKeyPathBoundTwiceAsReadingDoes() {
        let expected =
            "\(Self.file):\(KindTwice.secondEntryLine): "
            + #"ParsingDescription<KindTwice>: \KindTwice.kind is bound twice, by Element("kind") and by Attribute("type"); bind each property once (a write would write it twice)"#
        let read = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: KindTwice.self, element: "k", from: #"<k type="a"/>"#)
        }
        let write = #expect(throws: XMLReadingError.self) {
            try XMLWriter().string(KindTwice(kind: "a"), element: "k")
        }
        #expect(read?.code == .invalidDescription)
        #expect(write?.code == .invalidDescription)
        #expect(read?.message == expected)
        #expect(write?.message == expected)
        // A nested one too: writing a Holder refuses Bad's problem.
        let nested = #expect(throws: XMLReadingError.self) { try XMLWriter().string(Holder(), element: "holder") }
        #expect(nested?.description == Self.badLocated)
    }
}
