#if canImport(FoundationXML) && canImport(Glibc)
    import Foundation
    import Testing
    import XMLReading
    @testable import XMLRPC

    /// The parser a client reads its responses on is the one of its `options.reading`, whatever
    /// `options.http.reading` says. Both parsers give the same answers, so ``ParserProbe`` tells
    /// them apart by FoundationXML's frames on the stack when libxml2 allocates; Linux only, where
    /// `XMLParser` lives in FoundationXML's library (on macOS it is Foundation's own). The probing
    /// tests run alone (``ParserProbe/isEnabled``): the probe swaps libxml2's process-wide allocator.
    @Suite(.serialized) struct XMLRPCClientParserTests {
        static let response = Data(
            "<methodResponse><params><param><value><i4>7</i4></value></param></params></methodResponse>".utf8)

        /// A client that is never called: its responses are handed to it.
        static func client(reading: ReadingParser, http: ReadingParser) -> XMLRPCClient {
            var options = XMLRPCClientOptions()
            options.reading.parser = reading
            options.http.reading.parser = http
            return XMLRPCClient(url: URL(string: "http://127.0.0.1:9/RPC2")!, options: options)
        }

        @Test(.probeAlone) func theProbeTellsTheParsersApart() throws {
            let foundation = try ParserProbe.read { try XMLRPCResponse.decode(from: Self.response) }
            #expect(foundation.value.value == 7)
            #expect(foundation.onXMLParser == true)
            let libxml2 = try ParserProbe.read {
                try XMLRPCResponse.decode(from: Self.response, options: XMLRPCReadingOptions(parser: .libxml2))
            }
            #expect(libxml2.value.value == 7)
            #expect(libxml2.onXMLParser == false)
        }

        @Test(.probeAlone) func aClientReadsOnTheParserOfItsReadingOptions() throws {
            let libxml2 = Self.client(reading: .libxml2, http: .foundation)
            let read = try ParserProbe.read { try libxml2.response(in: Self.response) }
            #expect(read.value.value == 7)
            #expect(read.onXMLParser == false)
            let decoded = try ParserProbe.read { try libxml2.value(in: Self.response) { $0 } }
            #expect(decoded.value == 7)
            #expect(decoded.onXMLParser == false)

            let foundation = Self.client(reading: .foundation, http: .libxml2)
            let readByFoundation = try ParserProbe.read { try foundation.response(in: Self.response) }
            #expect(readByFoundation.value.value == 7)
            #expect(readByFoundation.onXMLParser == true)
        }

        @Test func theHTTPReadingOptionsStillBoundTheRead() {
            var options = XMLRPCClientOptions()
            options.reading.parser = .libxml2
            options.http.reading = ReadingOptions(maximumDepth: 3, dtd: .internalEntities, parser: .foundation)
            #expect(
                options.responseReading
                    == ReadingOptions(maximumDepth: 3, dtd: .internalEntities, parser: .libxml2))
        }
    }

    extension Trait where Self == ConditionTrait {
        /// Runs a test that probes only in a process of its own (``ParserProbe/isEnabled``).
        static var probeAlone: Self {
            .enabled(
                if: ParserProbe.isEnabled,
                "swaps libxml2's process-wide allocator: run alone, XMLREADING_PARSER_PROBE=1 swift test --filter XMLRPCClientParserTests"
            )
        }
    }
#endif
