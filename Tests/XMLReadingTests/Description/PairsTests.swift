import Foundation
import TestSupport
import Testing
import XMLReading

/// `Pairs`: key/value siblings read in order into pairs or a dictionary, written back, and the
/// errors of a key without value and a value without key.
@Suite struct PairsTests {
    enum Setting: Equatable, Sendable {
        case text(String)
        case number(Int)
        case flag(Bool)
        case nested(Settings)
    }

    struct Settings: XMLReadable, Equatable {
        var entries: [(key: String, value: Setting)] = []
        static let parsingDescription = ParsingDescription<Settings> {
            Pairs(\.entries, key: "key") { Setting.cases }
            RejectUnknown()
        }

        static func == (a: Settings, b: Settings) -> Bool {
            a.entries.map(\.key) == b.entries.map(\.key) && a.entries.map(\.value) == b.entries.map(\.value)
        }
    }

    struct Indexed: XMLReadable, Equatable {
        var name = ""
        var values: [String: Setting] = [:]
        static let parsingDescription = ParsingDescription<Indexed> {
            Attribute("name", \.name)
            Pairs("values", \.values, key: "k") { Setting.cases }
        }
    }

    static let plain = WritingOptions(prettyPrinted: false, includesDeclaration: false)

    @Test(arguments: ReadingParsers.all) func pairsAreReadInDocumentOrder(parser: ReadingParser) throws {
        let xml = """
            <dict><key>b</key><string>x</string><key>a</key><integer>2</integer>\
            <key>sub</key><dict><key>on</key><true/></dict><key>b</key><string>y</string></dict>
            """
        let settings = try XMLReader.object(
            ofType: Settings.self, element: "dict", from: xml, options: ReadingOptions(parser: parser))
        #expect(settings.entries.map(\.key) == ["b", "a", "sub", "b"])
        #expect(
            settings.entries.map(\.value) == [
                .text("x"), .number(2), .nested(Settings(entries: [(key: "on", value: .flag(true))])), .text("y"),
            ])
    }

    @Test(arguments: ReadingParsers.all) func aDictionaryKeepsTheLastValueOfAKey(parser: ReadingParser) throws {
        let xml =
            #"<i name="n"><values><k>b</k><integer>1</integer><k>a</k><false/><k>b</k><integer>3</integer></values></i>"#
        let indexed = try XMLReader.object(
            ofType: Indexed.self, element: "i", from: xml, options: ReadingOptions(parser: parser))
        #expect(indexed == Indexed(name: "n", values: ["a": .flag(false), "b": .number(3)]))
    }

    @Test(arguments: ReadingParsers.all) func writtenInOrderAndReadBack(parser: ReadingParser) throws {
        let settings = Settings(entries: [
            (key: "z", value: .number(1)), (key: "a <&>", value: .text(" two ")),
            (key: "d", value: .nested(Settings(entries: [(key: "x", value: .flag(false))]))),
            (key: "e", value: .nested(Settings())),
        ])
        let xml = try XMLWriter(options: Self.plain).string(settings, element: "dict")
        #expect(
            xml
                == "<dict><key>z</key><integer>1</integer><key>a &lt;&amp;&gt;</key><string> two </string><key>d</key><dict><key>x</key><false/></dict><key>e</key><dict/></dict>"
        )
        #expect(
            try XMLReader.object(
                ofType: Settings.self, element: "dict", from: xml, options: ReadingOptions(parser: parser)) == settings)
    }

    @Test(arguments: ReadingParsers.all) func aDictionaryIsWrittenInKeyOrder(parser: ReadingParser) throws {
        let indexed = Indexed(name: "n", values: ["b": .number(2), "a": .text("1"), "c": .flag(true)])
        let xml = try XMLWriter(options: Self.plain).string(indexed, element: "i")
        #expect(
            xml
                == #"<i name="n"><values><k>a</k><string>1</string><k>b</k><integer>2</integer><k>c</k><true/></values></i>"#
        )
        #expect(
            try XMLReader.object(ofType: Indexed.self, element: "i", from: xml, options: ReadingOptions(parser: parser))
                == indexed)
    }

    @Test(arguments: [
        (
            "<dict><key>a</key>\n<key>b</key><string>x</string></dict>",
            "missingElement",
            #"line 2, column 5: the key "a" in <dict> has no value: another <key> follows it at /dict/key[2]"#
        ),
        (
            "<dict><key>a</key><string>x</string>\n<key>b</key></dict>",
            "missingElement", #"line 2, column 20: the key "b" in <dict> has no value at /dict"#
        ),
        (
            "<dict><key>a</key><string>x</string>\n<integer>2</integer></dict>",
            "unexpectedElement",
            "line 2, column 9: <integer> in <dict> has no key before it; each value follows its own key at /dict/integer"
        ),
        (
            "<dict><key>a</key><dict><key>in</key><true/></dict>\n<dict/></dict>",
            "unexpectedElement",
            "line 2, column 6: <dict> in <dict> has no key before it; each value follows its own key at /dict/dict[2]"
        ),
        (
            "<dict><key>a</key><integer>two</integer></dict>",
            "valueConversion", #"line 1, column 27: cannot read "two" as Int for <integer> at /dict/integer"#
        ),
    ])
    func unpairedEntriesAreErrors(xml: String, code: String, message: String) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Settings.self, element: "dict", from: xml)
        }
        #expect(error?.code.rawValue == code)
        #expect(error?.description == message)
    }

    // MARK: Pairs in containers: a key left waiting must not leak into the next container

    struct TwoDicts: XMLReadable, Equatable {
        var first: [String: String] = [:]
        var second: [String: String] = [:]
        static let parsingDescription = ParsingDescription<TwoDicts> {
            Pairs("first", \.first, key: "key") { Case("string", String.self, { $0 }) }
            Pairs("second", \.second, key: "key") { Case("string", String.self, { $0 }) }
        }
    }

    /// `<first>` ends with its key "x" unpaired: an error at `<first>`, not a value of `<second>`
    /// filed under the key of another dictionary.
    @Test(arguments: ReadingParsers.all) func aKeyWaitingAtTheEndOfItsPairsContainerIsAnError(parser: ReadingParser) {
        let xml = "<r><first><key>x</key></first><second><string>v</string></second></r>"
        let error = readingError {
            _ = try XMLReader.object(
                ofType: TwoDicts.self, element: "r", from: xml, options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .missingElement)
        #expect(error?.path == "/r/first")
    }

    /// The error of a key left at the end of a named Pairs container names that container.
    @Test(arguments: ReadingParsers.all) func anUnpairedKeyInAContainerNamesTheContainer(parser: ReadingParser) {
        let xml = "<r><first><key>x</key></first></r>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: TwoDicts.self, element: "r", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 31: the key "x" in <first> has no value at /r/first"#)
    }
}

extension PairsTests.Setting {
    @CaseBuilder<Self> static var cases: [Case<Self>] {
        Case("string", String.self, Self.text)
        Case("integer", Int.self, Self.number)
        Case("true", Self.flag, true)
        Case("false", Self.flag, false)
        Case("dict", PairsTests.Settings.self, Self.nested)
    }
}
