import TestSupport
import Testing
import XMLReading

@Suite struct RejectUnknownTests {
    struct Point: XMLReadable, Equatable {
        var x = 0, y = 0
        static let parsingDescription = ParsingDescription<Point> {
            RejectUnknown()
            Element("x", \.x)
            Element("y", \.y)
            Ignore("comment")
        }
    }

    @Test(arguments: ReadingParsers.all) func knownAndIgnoredElementsRead(parser: ReadingParser) throws {
        let point = try XMLReader.object(
            ofType: Point.self, element: "point", from: "<point><x>1</x><comment><z/></comment><y>2</y></point>",
            options: ReadingOptions(parser: parser))
        #expect(point == Point(x: 1, y: 2))
    }

    @Test(arguments: ReadingParsers.all) func anUnknownElementIsAnErrorListingWhatWasExpected(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Point.self, element: "point", from: "<point><x>1</x><z>2</z></point>",
                    options: ReadingOptions(parser: parser))
            }
                == "line 1, column 18: unexpected element <z> in <point>; expected <comment>, <x> or <y> at /point/z")
    }

    @Test(arguments: ReadingParsers.all) func aMisspelledElementIsPointedToTheNameMeant(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Point.self, element: "point", from: "<point><comnent>1</comnent></point>",
                    options: ReadingOptions(parser: parser))
            }
                == """
                line 1, column 16: unexpected element <comnent> in <point>; expected <comment>, <x> or <y> \
                (did you mean <comment>?) at /point/comnent
                """)
    }

    /// The found element is printed in the same `{uri}local` form as the expected names.
    @Test(arguments: ReadingParsers.all) func theFoundElementIsPrintedWithItsNamespace(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Point.self, element: "point", from: "<point xmlns:q=\"urn:q\"><q:w>1</q:w></point>",
                    options: ReadingOptions(parser: parser))
            }
                == """
                line 1, column 28: unexpected element <{urn:q}w> in <point>; expected <comment>, <x> or <y> \
                at /point/q:w
                """)
    }
}
