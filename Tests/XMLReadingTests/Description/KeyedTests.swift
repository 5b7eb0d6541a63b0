import Foundation
import TestSupport
import Testing
import XMLReading

/// `Keyed`: dictionaries keyed by element name, attribute or child text, grouped or not; read,
/// written in key order, read back, and the errors of an element without its key.
@Suite struct KeyedTests {
    struct Server: XMLReadable, Equatable {
        var host = ""
        var port = 0
        static let parsingDescription = ParsingDescription<Server> {
            Attribute("port", \.port)
            Element("host", \.host)
        }
    }

    struct Config: XMLReadable, Equatable {
        var name = ""
        var properties: [String: String] = [:]
        var limits: [String: Int] = [:]
        var servers: [String: Server] = [:]
        var headers: [String: [String]] = [:]
        var extras: [String: String] = [:]
        static let parsingDescription = ParsingDescription<Config> {
            Element("name", \.name)
            Keyed("properties", \.properties)
            Keyed("limits", \.limits, key: .attribute("name", of: "limit"))
            Keyed("servers", \.servers, key: .child("id", of: "entry", value: "server"))
            Keyed("headers", \.headers, key: .attribute("name", of: "header"))
            Keyed(\.extras)
        }
    }

    static let config = Config(
        name: "app", properties: ["java.version": "17", "encoding": " UTF-8 "], limits: ["cpu": 2, "mem": 512],
        servers: ["a": Server(host: "a.example", port: 80), "b": Server(host: "b.example", port: 8080)],
        headers: ["Accept": ["text/xml", "*/*"], "Host": ["x"]], extras: ["colour": "blue", "size": "L"])

    @Test(arguments: ReadingParsers.all) func keysComeFromNamesAttributesAndChildren(parser: ReadingParser) throws {
        let xml = """
            <config><name>app</name><colour>blue</colour>\
            <properties><java.version>16</java.version><encoding> UTF-8 </encoding><java.version>17</java.version></properties>\
            <limits><limit name="cpu">2</limit><limit name="mem">512</limit></limits>\
            <servers><entry><id>a</id><server port="80"><host>a.example</host></server></entry>\
            <entry><server port="8080"><host>b.example</host></server><id>b</id></entry></servers>\
            <headers><header name="Accept">text/xml</header><header name="Host">x</header></headers>\
            <headers><header name="Accept">*/*</header></headers><size>L</size></config>
            """
        #expect(
            try XMLReader.object(
                ofType: Config.self, element: "config", from: xml, options: ReadingOptions(parser: parser))
                == Self.config)
    }

    @Test(arguments: ReadingParsers.all) func writtenInKeyOrderAndReadBack(parser: ReadingParser) throws {
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(Self.config, element: "config")
        #expect(
            xml
                == #"<config><name>app</name><properties><encoding> UTF-8 </encoding><java.version>17</java.version></properties><limits><limit name="cpu">2</limit><limit name="mem">512</limit></limits><servers><entry><id>a</id><server port="80"><host>a.example</host></server></entry><entry><id>b</id><server port="8080"><host>b.example</host></server></entry></servers><headers><header name="Accept">text/xml</header><header name="Accept">*/*</header><header name="Host">x</header></headers><colour>blue</colour><size>L</size></config>"#
        )
        #expect(
            try XMLReader.object(
                ofType: Config.self, element: "config", from: xml, options: ReadingOptions(parser: parser))
                == Self.config)
    }

    @Test func aKeyThatIsNoElementNameIsNotWritable() {
        var config = Config()
        config.properties = ["a b": "1"]
        let error = #expect(throws: XMLReadingError.self) {
            try XMLWriter().string(config, element: "config")
        }
        #expect(error?.code == .notWritable)
        #expect(
            error?.message
                == #"the key "a b" of Keyed("properties") is not an XML name, so it cannot name an element"#)
        #expect(error?.path == "/config/properties")
    }

    @Test(arguments: [
        (
            "<config><limits><limit name=\"a\">1</limit>\n<limit>2</limit></limits></config>",
            "missingAttribute",
            #"line 2, column 7: <limit> has no attribute "name", which holds its key at /config/limits/limit[2]"#
        ),
        (
            "<config><servers><entry><id>a</id>\n</entry></servers></config>",
            "missingElement", "line 2, column 9: <entry> has no value at /config/servers/entry[1]"
        ),
        (
            "<config><servers><entry><server/>\n</entry></servers></config>",
            "missingElement", "line 2, column 9: <entry> has no key at /config/servers/entry[1]"
        ),
        (
            "<config><servers><entry><id>a</id>\n<id>b</id><server/></entry></servers></config>",
            "unexpectedElement", "line 2, column 4: <entry> has a second key, <id> at /config/servers/entry[1]/id[2]"
        ),
        (
            "<config><limits><limit name=\"a\">x</limit></limits></config>",
            "valueConversion", #"line 1, column 32: cannot read "x" as Int for <limit> at /config/limits/limit[1]"#
        ),
    ])
    func anElementWithoutItsKeyIsAnError(xml: String, code: String, message: String) {
        let error = #expect(throws: XMLReadingError.self) {
            try XMLReader.object(ofType: Config.self, element: "config", from: xml)
        }
        #expect(error?.code.rawValue == code)
        #expect(error?.description == message)
    }

    struct TwoWildcards: XMLReadable {
        var a: [String: String] = [:]
        var b: [String: Int] = [:]
        static let parsingDescription = ParsingDescription<TwoWildcards> {
            Keyed(\.a)
            Keyed(\.b)
        }
    }

    @Test func twoEntriesForEveryOtherElementAreAProblem() {
        #expect(
            TwoWildcards.parsingDescription.problems == [
                "ParsingDescription<TwoWildcards>: two entries read every element no other entry names (Keyed); keep one"
            ])
    }

    /// `<entry>` with a key and two values: the second value is the news, not a missing key.
    @Test(arguments: ReadingParsers.all) func aSecondValueInAKeyedEntryIsNamed(parser: ReadingParser) {
        let xml = "<config><servers><entry><id>a</id><server/>\n<server/></entry></servers></config>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Config.self, element: "config", from: xml, options: ReadingOptions(parser: parser))
            }
                == "line 2, column 8: <entry> has a second value, <server> at /config/servers/entry[1]/server[2]")
    }
}
