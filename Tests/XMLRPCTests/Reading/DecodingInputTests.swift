import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLReading
import XMLRPC

/// Every message type reads every kind of `XMLInputConvertible`, with its options.
@Suite struct DecodingInputTests {
    /// The inputs a message can come from; each makes a fresh input, since a stream and async
    /// bytes are read once.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case data, string, file, stream, asyncBytes

        var description: String { rawValue }

        /// Whether the input can be read a second time (to place a typed decoding error).
        var isRepeatable: Bool { self == .data || self == .string || self == .file }

        func input(_ xml: String) throws -> XMLInput {
            switch self {
            case .data: return Data(xml.utf8).xmlInput
            case .string: return xml.xmlInput
            case .file:
                let url = FileManager.default.temporaryDirectory
                    .appendingPathComponent("xmlrpc-input-\(UUID().uuidString).xml")
                try Data(xml.utf8).write(to: url)
                return url.xmlInput
            case .stream: return .stream(InputStream(data: Data(xml.utf8)))
            case .asyncBytes:
                let bytes = Array(xml.utf8)
                let chunks = AsyncStream<[UInt8]> { continuation in
                    // Pieces of 7 bytes, so that elements straddle chunks.
                    for start in stride(from: 0, to: bytes.count, by: 7) {
                        continuation.yield(Array(bytes[start..<min(start + 7, bytes.count)]))
                    }
                    continuation.finish()
                }
                return .bytes(chunks)
            }
        }
    }

    static let call =
        "<methodCall><methodName>add</methodName><params><param><value><i4>5000000000</i4></value></param></params></methodCall>"
    static let bigInt =
        "<methodResponse><params><param><value><i4>5000000000</i4></value></param></params></methodResponse>"
    static let fault = """
        <methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member>\
        <member><name>faultString</name><value><string>Too many parameters.</string></value></member>\
        </struct></value></fault></methodResponse>
        """
    static let points = """
        <methodResponse><params><param><value><array><data>
        <value><struct><member><name>x</name><value><int>1</int></value></member><member><name>y</name><value><int>2</int></value></member></struct></value>
        <value><struct><member><name>x</name><value><int>3</int></value></member><member><name>y</name><value><string>4</string></value></member></struct></value>
        </data></array></value></param></params></methodResponse>
        """
    static let strictMessage =
        "line 1, column 42: cannot read \"5000000000\" as a 32-bit integer for <i4> at /methodResponse/params/param/value/i4"

    struct Point: Decodable, Equatable {
        var x: Int
        var y: Int
    }

    @Test(arguments: Kind.allCases) func methodCall(kind: Kind) throws {
        #expect(
            try XMLRPCMethodCall.decode(from: kind.input(Self.call), options: .lenient)
                == XMLRPCMethodCall("add", [.int(5_000_000_000)]))
        #expect(
            try XMLRPCMessage.decode(from: kind.input(Self.call), options: .lenient)
                == .call(XMLRPCMethodCall("add", [.int(5_000_000_000)])))
        #expect(
            xmlRPCError { _ = try XMLRPCMethodCall.decode(from: kind.input(Self.call)) }
                == "line 1, column 66: cannot read \"5000000000\" as a 32-bit integer for <i4> at /methodCall/params/param/value/i4"
        )
    }

    @Test(arguments: Kind.allCases) func response(kind: Kind) throws {
        #expect(
            try XMLRPCResponse.decode(from: kind.input(Self.bigInt), options: .lenient).value == .int(5_000_000_000))
        #expect(
            try XMLRPCMessage.decode(from: kind.input(Self.bigInt), options: .lenient)
                == .response(XMLRPCResponse([.int(5_000_000_000)])))
        #expect(xmlRPCError { _ = try XMLRPCResponse.decode(from: kind.input(Self.bigInt)) } == Self.strictMessage)
        #expect(xmlRPCError { _ = try XMLRPCMessage.decode(from: kind.input(Self.bigInt)) } == Self.strictMessage)
    }

    @Test(arguments: Kind.allCases) func fault(kind: Kind) throws {
        let expected = XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")
        #expect(throws: expected) { try XMLRPCResponse.decode(from: kind.input(Self.fault)) }
        #expect(throws: expected) { try XMLRPCResponse.decode(Int.self, from: kind.input(Self.fault)) }
        #expect(try XMLRPCMessage.decode(from: kind.input(Self.fault)) == .fault(expected))
    }

    @Test(arguments: Kind.allCases) func typedDecoding(kind: Kind) throws {
        #expect(try XMLRPCResponse.decode(Int.self, from: kind.input(Self.bigInt), options: .lenient) == 5_000_000_000)
        #expect(
            xmlRPCError { _ = try XMLRPCResponse.decode(Int.self, from: kind.input(Self.bigInt)) } == Self.strictMessage
        )
        let valid = Self.points.replacingOccurrences(of: "<string>4</string>", with: "<int>4</int>")
        #expect(
            try XMLRPCResponse.decode([Point].self, from: kind.input(valid)) == [Point(x: 1, y: 2), Point(x: 3, y: 4)])
    }

    /// A typed decoding error is placed by a second read, which an input read once refuses: its
    /// error keeps the member path alone.
    @Test(arguments: Kind.allCases) func typedDecodingError(kind: Kind) throws {
        let failure = "params[0][1].y: expected an int that fits Int, found string"
        let placed =
            "line 3, column 129: \(failure) at /methodResponse/params/param/value/array/data/value[2]/struct/member[2]/value"
        let expected = kind.isRepeatable ? placed : failure
        #expect(Self.message { _ = try XMLRPCResponse.decode([Point].self, from: kind.input(Self.points)) } == expected)
        #expect(
            Self.message { _ = try XMLRPCResponse.decode([[String: Int]].self, from: kind.input(Self.points)) }
                == expected)
    }

    /// XMLHTTP's `.http(url)` is one more input: read once, with the options of the read.
    @Test(arguments: ReadingParsers.all) func overHTTP(parser: ReadingParser) async throws {
        try await CannedServer.with(response: Self.bigInt) { server in
            let response = try XMLRPCResponse.decode(from: .http(server.url), options: .lenient.on(parser))
            #expect(response.value == .int(5_000_000_000))
            let number = try XMLRPCResponse.decode(Int.self, from: .http(server.url), options: .lenient.on(parser))
            #expect(number == 5_000_000_000)
            #expect(
                Self.message {
                    _ = try XMLRPCResponse.decode(
                        from: .http(server.url), options: XMLRPCReadingOptions(parser: parser))
                } == Self.strictMessage)
        }
    }

    /// The description of the `XMLReadingError` `body` throws.
    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            Issue.record("expected an XMLReadingError, but decoding succeeded")
        } catch let error as XMLReadingError {
            return String(describing: error)
        } catch {
            Issue.record("expected an XMLReadingError, got \(type(of: error)): \(error)")
        }
        return nil
    }
}
