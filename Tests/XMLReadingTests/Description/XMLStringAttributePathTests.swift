import TestSupport
import Testing
import XMLReading

/// An attribute read through a path (`Attribute("target/@state", …)`) of the element an
/// ``XMLString`` keeps as markup would never be read: the description refuses it and shows the
/// form that reads both, the attribute in the XMLString's trailing closure.
@Suite struct XMLStringAttributePathTests {
    static let file = "XMLReadingTests/XMLStringAttributePathTests.swift"

    struct Segment: XMLReadable {
        var xml = ""
        var state = ""
        static let attributeLine = #line + 3
        static let parsingDescription = ParsingDescription<Segment> {
            XMLString("target", \.xml)
            Attribute("target/@state", \.state)
        }
    }

    static let segmentProblem =
        #"ParsingDescription<Segment>: XMLString("target", \.xml) keeps <target> as markup, so Attribute("target/@state", \.state) would never be read; read the attribute in the XMLString's closure: XMLString("target", \.xml) { Attribute("state", \.state) }"#

    @Test func anAttributePathThroughAnXMLStringsElementIsAProblem() {
        #expect(Segment.parsingDescription.problems == [Self.segmentProblem])
    }

    @Test func validateThrowsItAtTheAttributesLine() {
        let error = #expect(throws: XMLReadingError.self) { try Segment.parsingDescription.validate() }
        #expect(error?.code == .invalidDescription)
        #expect(error?.message == "\(Self.file):\(Segment.attributeLine): \(Self.segmentProblem)")
    }

    @Test(arguments: ReadingParsers.all) func readingWithItThrowsBeforeReading(parser: ReadingParser) throws {
        let error = try #require(
            readingError {
                _ = try XMLReader.object(
                    ofType: Segment.self, element: "segment",
                    from: #"<segment><target state="new">Hallo, <g id="1">Welt</g>!</target></segment>"#,
                    options: ReadingOptions(parser: parser))
            })
        #expect(error.code == .invalidDescription)
        #expect(error.description == "\(Self.file):\(Segment.attributeLine): \(Self.segmentProblem)")
        #expect(error.line == 0)
    }

    /// The other order: the path first, then the XMLString.
    struct Translation: XMLReadable {
        var target: String? = nil
        var state: String? = nil
        static let parsingDescription = ParsingDescription<Translation> {
            Attribute("target/@state", \.state)
            XMLString("target", \.target)
        }
    }

    @Test func theAttributeBeforeTheXMLStringIsTheSameProblem() {
        #expect(
            Translation.parsingDescription.problems == [
                #"ParsingDescription<Translation>: XMLString("target", \.target) keeps <target> as markup, so Attribute("target/@state", \.state) would never be read; read the attribute in the XMLString's closure: XMLString("target", \.target) { Attribute("state", \.state) }"#
            ])
    }

    /// A path to the element the XMLString keeps (`XMLString("unit/target")`).
    struct Unit: XMLReadable {
        var xml = ""
        var state = ""
        static let parsingDescription = ParsingDescription<Unit> {
            XMLString("unit/target", \.xml)
            Attribute("unit/target/@state", \.state)
        }
    }

    @Test func aPathToTheKeptElementIsTheSameProblem() {
        #expect(
            Unit.parsingDescription.problems == [
                #"ParsingDescription<Unit>: XMLString("unit/target", \.xml) keeps <target> as markup, so Attribute("unit/target/@state", \.state) would never be read; read the attribute in the XMLString's closure: XMLString("unit/target", \.xml) { Attribute("state", \.state) }"#
            ])
    }

    struct Fixed: XMLReadable {
        var xml = ""
        var state = ""
        var unitXML = ""
        var unitState = ""
        static let parsingDescription = ParsingDescription<Fixed> {
            XMLString("target", \.xml) { Attribute("state", \.state) }
            XMLString("unit/target", \.unitXML) { Attribute("state", \.unitState) }
        }
    }

    @Test(arguments: ReadingParsers.all) func theFormTheMessageShowsReadsBoth(parser: ReadingParser) throws {
        #expect(Fixed.parsingDescription.problems.isEmpty)
        let fixed = try XMLReader.object(
            ofType: Fixed.self, element: "segment",
            from: """
                <segment><target state="new">Hallo, <g id="1">Welt</g>!</target>\
                <unit><target state="final">Tschüss</target></unit></segment>
                """, options: ReadingOptions(parser: parser))
        #expect(fixed.xml == #"Hallo, <g id="1">Welt</g>!"#)
        #expect(fixed.state == "new")
        #expect(fixed.unitXML == "Tschüss")
        #expect(fixed.unitState == "final")
    }
}
