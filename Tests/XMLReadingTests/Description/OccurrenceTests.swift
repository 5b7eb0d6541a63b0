import Foundation
import TestSupport
import Testing
import XMLReading

/// How often an entry's elements may occur: `Choice(…).required()` (one of its cases),
/// `Many(…).occurs(…)` (XML Schema's `minOccurs` and `maxOccurs`), `Many(…).eachAtMostOnce()`
/// with `Case(…).required()` (an `xs:all`), and a second case of a Choice heard as unknown content.
@Suite struct OccurrenceTests {
    enum Amount: Equatable, Sendable {
        case instructed(String)
        case equivalent(String)
    }

    struct Transfer: XMLReadable, Equatable {
        var amount: Amount?
        var references: [String] = []
        static let parsingDescription = ParsingDescription<Transfer> {
            Choice(\.amount) {
                Case("InstdAmt", String.self, Amount.instructed)
                Case("EqvtAmt", String.self, Amount.equivalent)
            }
            .required()
            Many(\.references) { Item("Ref", String.self) }.occurs(1...2)
        }
    }

    static func error(_ xml: String, _ type: (some XMLReadable).Type, _ parser: ReadingParser) -> XMLReadingError? {
        #expect(throws: XMLReadingError.self) {
            try XMLReader.object(
                ofType: type, element: "t", from: xml, options: ReadingOptions(unknownContent: .refuse, parser: parser))
        }
    }

    @Test(arguments: ReadingParsers.all) func aRequiredChoiceTakesAnyOfItsCases(parser: ReadingParser) throws {
        let transfer = try XMLReader.object(
            ofType: Transfer.self, element: "t", from: "<t><EqvtAmt>5</EqvtAmt><Ref>a</Ref></t>",
            options: ReadingOptions(unknownContent: .refuse, parser: parser))
        #expect(transfer == Transfer(amount: .equivalent("5"), references: ["a"]))
    }

    @Test(arguments: ReadingParsers.all) func aRequiredChoiceWithoutItsCasesIsNamed(parser: ReadingParser) {
        let error = Self.error("<t>\n<Ref>a</Ref></t>", Transfer.self, parser)
        #expect(error?.code == .missingElement)
        #expect(
            error?.description
                == "line 2, column 17: missing required element <InstdAmt> or <EqvtAmt> in <t> (required by Choice at XMLReadingTests/OccurrenceTests.swift:19; drop .required() if <t> may lack it) at /t"
        )
        #expect(error?.description.hasSuffix("; drop .required() if <t> may lack it) at /t") == true)
    }

    @Test(arguments: ReadingParsers.all) func aSecondCaseOfAChoiceIsHeard(parser: ReadingParser) {
        let error = Self.error("<t><InstdAmt>1</InstdAmt><EqvtAmt>5</EqvtAmt><Ref>a</Ref></t>", Transfer.self, parser)
        #expect(error?.code == .unexpectedElement)
        #expect(
            error?.description
                == "line 1, column 34: <EqvtAmt> in <t> after a case of its Choice, which reads one of them (read several with Many) at /t/EqvtAmt"
        )
    }

    @Test(arguments: ReadingParsers.all) func manyCountsItsItems(parser: ReadingParser) {
        let none = Self.error("<t><InstdAmt>1</InstdAmt></t>", Transfer.self, parser)
        #expect(none?.code == .missingElement)
        #expect(
            none?.description == "line 1, column 30: missing required element <Ref>: 0 read, Many reads 1 to 2 at /t")
        let three = Self.error(
            "<t><InstdAmt>1</InstdAmt><Ref>a</Ref><Ref>b</Ref><Ref>c</Ref></t>", Transfer.self, parser)
        #expect(three?.code == .unexpectedElement)
        #expect(three?.description == "line 1, column 66: too many <Ref>: 3 read, Many reads at most 2 at /t")
    }

    enum Part: Equatable, Sendable {
        case groupId(String)
        case artifactId(String)
        case version(String)
    }

    struct Dependency: XMLReadable, Equatable {
        var parts: [Part] = []
        static let parsingDescription = ParsingDescription<Dependency> {
            Many(\.parts) {
                Case("groupId", String.self, Part.groupId).required()
                Case("artifactId", String.self, Part.artifactId).required()
                Case("version", String.self, Part.version)
            }
            .eachAtMostOnce()
        }
    }

    @Test(arguments: ReadingParsers.all) func anAllGroupKeepsDocumentOrder(parser: ReadingParser) throws {
        let dependency = try XMLReader.object(
            ofType: Dependency.self, element: "t", from: "<t><artifactId>b</artifactId><groupId>a</groupId></t>",
            options: ReadingOptions(unknownContent: .refuse, parser: parser))
        #expect(dependency.parts == [.artifactId("b"), .groupId("a")])
    }

    @Test(arguments: ReadingParsers.all) func anAllGroupRefusesASecondElementAndAMissingOne(parser: ReadingParser) {
        let twice = Self.error(
            "<t><groupId>a</groupId><artifactId>b</artifactId><groupId>c</groupId></t>", Dependency.self, parser)
        #expect(twice?.code == .unexpectedElement)
        #expect(
            twice?.description
                == "line 1, column 58: a second <groupId> in <t>, where Many reads each element once (eachAtMostOnce) at /t/groupId[2]"
        )
        let missing = Self.error("<t><groupId>a</groupId><version>1</version></t>", Dependency.self, parser)
        #expect(missing?.code == .missingElement)
        #expect(
            missing?.description
                == "line 1, column 48: missing required element <artifactId> in <t> (required by Case(\"artifactId\") at XMLReadingTests/OccurrenceTests.swift:81; drop .required() if <t> may lack it) at /t"
        )
    }

    @Test(arguments: ReadingParsers.all) func aSecondElementIsReadAsBeforeWhenIgnored(parser: ReadingParser) throws {
        let transfer = try XMLReader.object(
            ofType: Transfer.self, element: "t", from: "<t><InstdAmt>1</InstdAmt><EqvtAmt>5</EqvtAmt><Ref>a</Ref></t>",
            options: ReadingOptions(parser: parser))
        #expect(transfer == Transfer(amount: .equivalent("5"), references: ["a"]))
    }
}
