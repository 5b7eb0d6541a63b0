import TestSupport
import Testing
import XMLReading

@Suite struct ManyTests {
    struct Library: XMLReadable {
        var people: [Person] = []
        var tags: [String] = []
        var numbers: [Int] = [0]
        var pets: [any Pet] = []
        static let parsingDescription = ParsingDescription<Library> {
            Many("people", \.people) {
                Item("person", Person.self)
                Skip("group")
                Ignore("archived")
            }
            Many("tags", \.tags) { Item("tag", String.self) }
            Many("numbers", \.numbers) { Item("n", Int.self) }
            Many(\.pets) {
                Item("dog", Dog.self)
                Item("cat", Cat.self)
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func containerItemsInDocumentOrderWithSkipAndIgnore(parser: ReadingParser)
        throws
    {
        let library = try XMLReader.object(
            ofType: Library.self, element: "library",
            from: """
                <library>
                  <people>
                    <person name="A"><age>1</age></person>
                    <group><person name="B"><age>2</age></person></group>
                    <archived><person name="X"/></archived>
                    <other><person name="Y"/></other>
                    <person name="C"><age>3</age></person>
                  </people>
                </library>
                """, options: ReadingOptions(parser: parser))
        #expect(library.people.map(\.name) == ["A", "B", "C"])
        #expect(library.people.map(\.age) == [1, 2, 3])
    }

    @Test(arguments: ReadingParsers.all) func scalarItemsAppendAfterTheDefault(parser: ReadingParser) throws {
        let library = try XMLReader.object(
            ofType: Library.self, element: "library",
            from:
                "<library><tags><tag>x</tag><tag/><tag> y </tag></tags><numbers><n>5</n><n> 6</n></numbers></library>",
            options: ReadingOptions(parser: parser)
        )
        #expect(library.tags == ["x", "", " y "])
        #expect(library.numbers == [0, 5, 6])
    }

    @Test(arguments: ReadingParsers.all) func heterogeneousItemsWithoutAContainer(parser: ReadingParser) throws {
        let library = try XMLReader.object(
            ofType: Library.self, element: "library",
            from: """
                <library><cat lives="7"><name>Tom</name></cat><dog><name>Rex</name><barks/></dog>\
                <cat><name>Kit</name></cat></library>
                """, options: ReadingOptions(parser: parser))
        #expect(library.pets.count == 3)
        #expect(library.pets[0] as? Cat == Cat(name: "Tom", lives: 7))
        #expect(library.pets[1] as? Dog == Dog(name: "Rex", barks: true))
        #expect(library.pets[2] as? Cat == Cat(name: "Kit", lives: 9))
    }

    @Test(arguments: ReadingParsers.all) func recursiveItemsWithoutAContainer(parser: ReadingParser) throws {
        let family = try XMLReader.object(
            ofType: Person.self, element: "person",
            from: """
                <person name="Ann"><age>60</age>
                  <person name="Bob"><age>30</age><person name="Cid"><age>2</age></person></person>
                  <person name="Dee"><age>28</age></person>
                </person>
                """, options: ReadingOptions(parser: parser))
        #expect(
            family
                == Person(
                    name: "Ann", age: 60,
                    children: [
                        Person(name: "Bob", age: 30, children: [Person(name: "Cid", age: 2)]),
                        Person(name: "Dee", age: 28),
                    ]))
    }

    @Test(arguments: ReadingParsers.all) func aBadItemIsReportedWithItsPosition(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Library.self, element: "library",
                    from: "<library>\n<numbers><n>1</n><n>2</n><n>three</n></numbers></library>",
                    options: ReadingOptions(parser: parser))
            } == "line 2, column 28: cannot read \"three\" as Int for <n> at /library/numbers/n[3]")
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Library.self, element: "library",
                    from:
                        "<library><people><person name='a'/><person name='b'><age>x</age></person></people></library>",
                    options: ReadingOptions(parser: parser)
                )
            } == "line 1, column 57: cannot read \"x\" as Int for <age> at /library/people/person[2]/age")
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Library.self, element: "library",
                    from: "<library><people><person><age>x</age></person></people></library>",
                    options: ReadingOptions(parser: parser))
            } == "line 1, column 30: cannot read \"x\" as Int for <age> at /library/people/person[1]/age")
    }
}
