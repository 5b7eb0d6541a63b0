import Foundation
import Testing
import XMLReading

/// Mistakes named at the entry at fault, with its line and a fix: a second `Case` of a name, and
/// an attribute's path shown whole.
@Suite struct EntryMessageTests {
    static let file = "XMLReadingTests/EntryMessageTests.swift"

    struct Point: XMLReadable, Equatable {
        var x = 0.0
        static let parsingDescription = ParsingDescription<Point> { Attribute("x", \.x) }
    }

    enum Geometry: Equatable, Sendable {
        case point(Point)
        case other(Point)
    }

    struct Placemark: XMLReadable {
        var geometry: Geometry?
        static let firstCaseLine = #line + 3
        static let parsingDescription = ParsingDescription<Placemark> {
            Choice(\.geometry) {
                Case("Point", Point.self, Geometry.point)
                Case("Point", Point.self, Geometry.other)
            }
        }
    }

    @Test func aSecondCaseOfANameInAChoiceIsNamedAtItsLine() throws {
        let first = Placemark.firstCaseLine
        #expect(
            Placemark.parsingDescription.problems == [
                #"ParsingDescription<Placemark>: Case("Point") reads <Point>, which Case("Point") at \#(Self.file):\#(first) reads already; an element name picks one case: remove this Case, or give it another element name"#
            ])
        let error = #expect(throws: XMLReadingError.self) { try Placemark.parsingDescription.validate() }
        #expect(
            error?.message
                == #"\#(Self.file):\#(first + 1): ParsingDescription<Placemark>: Case("Point") reads <Point>, which Case("Point") at \#(Self.file):\#(first) reads already; an element name picks one case: remove this Case, or give it another element name"#
        )
    }

    struct Track: XMLReadable {
        var points: [Geometry] = []
        static let firstCaseLine = #line + 3
        static let parsingDescription = ParsingDescription<Track> {
            Many("points", \.points) {
                Case("p", Point.self, Geometry.point)
                Case("p", Point.self, Geometry.other)
            }
        }
    }

    @Test func aSecondCaseOfANameInAManyIsNamedAtItsLine() throws {
        let first = Track.firstCaseLine
        let error = #expect(throws: XMLReadingError.self) { try Track.parsingDescription.validate() }
        #expect(
            error?.message
                == #"\#(Self.file):\#(first + 1): ParsingDescription<Track>: Case("p") reads <p>, which Case("p") at \#(Self.file):\#(first) reads already; an element name picks one case: remove this Case, or give it another element name"#
        )
    }

    struct Unit: XMLReadable {
        var values: [String: String] = [:]
        static let firstCaseLine = #line + 3
        static let parsingDescription = ParsingDescription<Unit> {
            Pairs("dict", \.values, key: "key") {
                Case("string", String.self, { $0 })
                Case("string", String.self, { $0 + "!" })
            }
        }
    }

    @Test func aSecondCaseOfANameInPairsIsNamedAtItsLine() throws {
        let first = Unit.firstCaseLine
        #expect(
            Unit.parsingDescription.problems == [
                #"ParsingDescription<Unit>: Case("string") reads <string>, which Case("string") at \#(Self.file):\#(first) reads already; an element name picks one case: remove this Case, or give it another element name"#
            ])
    }

    struct Shape: XMLReadable {
        var geometry: Geometry?
        static let firstCaseLine = #line + 3
        static let parsingDescription = ParsingDescription<Shape> {
            Choice("shape", \.geometry, by: "type") {
                Case("point", Point.self, Geometry.point)
                Case("point", Point.self, Geometry.other)
            }
        }
    }

    @Test func aSecondCaseOfAValueInAChoiceByAttributeIsNamedAtItsLine() throws {
        let first = Shape.firstCaseLine
        let error = #expect(throws: XMLReadingError.self) { try Shape.parsingDescription.validate() }
        #expect(
            error?.message
                == #"\#(Self.file):\#(first + 1): ParsingDescription<Shape>: Case("point") is picked by type="point", as Case("point") at \#(Self.file):\#(first) is already; a value picks one case: remove this Case, or give it another value"#
        )
    }

    struct Segment: XMLReadable {
        var target = ""
        var state = ""
        var note = ""
        static let parsingDescription = ParsingDescription<Segment> {
            Element("target", \.target)
            Attribute("target/@state", \.state)
            Attribute("note//@lang", \.note)
        }
    }

    @Test func anAttributesPathIsShownWhole() {
        #expect(
            Segment.parsingDescription.problems == [
                #"ParsingDescription<Segment>: the element <target> is bound by Element and is a step of the path "target/@state" of Attribute; read it one way (put the path's entry inside the model that reads <target>)"#,
                #"ParsingDescription<Segment>: Attribute("note//@lang") has an empty step in its path; write steps as "details/pages""#,
            ])
    }

    /// The other order: the path first, then an entry that binds its step.
    struct Translation: XMLReadable {
        var target = ""
        var state = ""
        static let parsingDescription = ParsingDescription<Translation> {
            Attribute("target/@state", \.state)
            Element("target", \.target)
        }
    }

    @Test func anEntryAfterAPathThroughItsElementNamesThePath() {
        #expect(
            Translation.parsingDescription.problems == [
                #"ParsingDescription<Translation>: the element <target> is bound by Element and is a step of the path "target/@state" of Attribute; read it one way (put the path's entry inside the model that reads <target>)"#
            ])
    }

    struct Nested: XMLReadable {
        var pages = 0
        var meta = ""
        static let parsingDescription = ParsingDescription<Nested> {
            Element("book/meta", \.meta)
            Element("book/meta/pages", \.pages)
        }
    }

    @Test func aPathsStepIsShownInTheWholePath() {
        #expect(
            Nested.parsingDescription.problems == [
                #"ParsingDescription<Nested>: the element <meta> is bound by Element and is a step of the path "book/meta/pages" of Element; read it one way (put the path's entry inside the model that reads <meta>)"#
            ])
    }
}
