import Foundation
import Testing
import TestSupport
import XMLReading
import XMLRPC

/// Round trips against Python's `xmlrpc.client`: what it writes we read, what we write it reads.
@Suite struct PythonRoundTripTests {
    /// Python generates random values with a seed, writes them with `dumps`, and tags them.
    static let pythonWriter =
        Python.tagger + #"""
            rng = random.Random(int(sys.argv[1]))
            # Python writes a carriage return raw, which XML reads as a line feed, so it is left out here.
            pieces = ["a", "Z", " ", "\t", "\n", "<", ">", "&", "]]>", "'", '"', "é", "漢", "\U0001F600", "\u200b", "&#13;"]
            def text(): return "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
            def value(depth=0):
                k = rng.randrange(11 if depth < 4 else 8)
                if k == 0: return rng.randint(-2**31, 2**31 - 1)
                if k == 1: return rng.random() < 0.5
                if k == 2: return text()
                if k == 3: return rng.choice([0.0, -0.0, float("inf"), -float("inf"), 1e300, 5e-324, 0.1, rng.uniform(-1e6, 1e6), rng.random() * 10 ** rng.randint(-300, 300)])
                if k == 4: return datetime.datetime(rng.randint(1, 9999), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
                if k == 5: return bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
                if k == 6: return None
                if k == 7: return ""
                if k in (8, 9): return [value(depth + 1) for _ in range(rng.randint(0, 5))]
                return {text() + "#" + str(i): value(depth + 1) for i in range(rng.randint(0, 5))}
            params = tuple(value() for _ in range(int(sys.argv[2])))
            if sys.argv[3] == "huge":
                params += ("x<&>" * 250000, list(range(20000)), {"k%d" % i: i for i in range(5000)}, b"\x00\xff" * 100000, "", [], {})
            call = xmlrpc.client.dumps(params, methodname="test.echo", allow_none=True)
            response = xmlrpc.client.dumps((list(params),), methodresponse=True, allow_none=True)
            print(json.dumps({"call": call, "response": response, "expected": [tag(v) for v in params]}))
            """#

    struct PythonMessages: Decodable {
        let call: String
        let response: String
    }

    @Test(arguments: [(UInt64(1), 200, "small"), (2, 200, "small"), (3, 5, "huge")])
    func pythonWritesWeRead(seed: UInt64, count: Int, size: String) throws {
        let output = try Python.run(Self.pythonWriter, arguments: ["\(seed)", "\(count)", size])
        let json = try JSONSerialization.jsonObject(with: output) as! [String: Any]
        let expected = try (json["expected"] as! [Any]).map { try XMLRPCValue(tagged: $0) }
        #expect(expected.count == count + (size == "huge" ? 7 : 0))
        for parser in ReadingParsers.all {
            let options = XMLRPCReadingOptions(parser: parser)
            let response = try XMLRPCResponse.decode(from: json["response"] as! String, options: options)
            #expect(response.params == [.array(expected)], "\(parser)")
            let call = try XMLRPCMethodCall.decode(from: Data((json["call"] as! String).utf8), options: options)
            #expect(call == XMLRPCMethodCall("test.echo", expected), "\(parser)")
        }
    }

    /// Python reads what we write and tags it.
    static let pythonReader =
        Python.tagger + #"""
            data = sys.stdin.read()
            try:
                params, method = xmlrpc.client.loads(data, use_builtin_types=True)
                print(json.dumps({"method": method, "params": [tag(v) for v in params]}))
            except xmlrpc.client.Fault as fault:
                print(json.dumps({"fault": [fault.faultCode, fault.faultString]}))
            """#

    static func readInPython(_ xml: String) throws -> [String: Any] {
        let output = try Python.run(Self.pythonReader, input: Data(xml.utf8))
        return try JSONSerialization.jsonObject(with: output) as! [String: Any]
    }

    @Test(arguments: [UInt64(10), 11, 12])
    func weWritePythonReads(seed: UInt64) throws {
        var random = RandomValues(seed: seed)
        var params = (0..<200).map { _ in random.value() }
        if seed == 12 {
            params += [
                .string(String(repeating: "é<\r>", count: 200_000)), .array((0..<20_000).map { .int($0) }), .string(""),
            ]
        }
        let call = XMLRPCMethodCall("test.\(random.string())", params)
        let read = try Self.readInPython(call.xml)
        #expect(read["method"] as? String == call.methodName)
        let values = try (read["params"] as! [Any]).map { try XMLRPCValue(tagged: $0) }
        #expect(values == params)

        let response = XMLRPCResponse(params)
        let readResponse = try Self.readInPython(response.xml)
        #expect(readResponse["method"] is NSNull)
        #expect(try (readResponse["params"] as! [Any]).map { try XMLRPCValue(tagged: $0) } == params)
        // And we read back what we wrote.
        for parser in ReadingParsers.all {
            let options = XMLRPCReadingOptions(parser: parser)
            #expect(try XMLRPCResponse.decode(from: response.xml, options: options) == response, "\(parser)")
            #expect(try XMLRPCMethodCall.decode(from: call.xml, options: options) == call, "\(parser)")
        }
    }

    @Test func weWriteFaultsPythonReads() throws {
        let fault = XMLRPCFault(faultCode: -32_601, faultString: "no such method: <a & b>\r\n")
        let read = try Self.readInPython(fault.xml)
        let pair = try #require(read["fault"] as? [Any])
        #expect(pair[0] as? Int == -32_601)
        #expect(pair[1] as? String == "no such method: <a & b>\r\n")
        for parser in ReadingParsers.all {
            #expect(throws: fault) {
                try XMLRPCResponse.decode(from: fault.xml, options: XMLRPCReadingOptions(parser: parser))
            }
        }
    }

    @Test func encodedFormsAreExact() {
        #expect(XMLRPCValue.int(2_147_483_647).xml == "<value><int>2147483647</int></value>")
        #expect(XMLRPCValue.int(2_147_483_648).xml == "<value><i8>2147483648</i8></value>")
        #expect(XMLRPCValue.string("a<b>&\r").xml == "<value><string>a&lt;b&gt;&amp;&#13;</string></value>")
        #expect(XMLRPCValue.double(1e100).xml == "<value><double>1e+100</double></value>")
        #expect(
            XMLRPCValue.dateTime(XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)).xml
                == "<value><dateTime.iso8601>19980717T14:08:55</dateTime.iso8601></value>")
        #expect(XMLRPCValue.base64(Data("hi".utf8)).xml == "<value><base64>aGk=</base64></value>")
        #expect(XMLRPCValue.nil.xml == "<value><nil/></value>")
        #expect(
            (["a": [1, true]] as XMLRPCValue).xml
                == "<value><struct><member><name>a</name><value><array><data><value><int>1</int></value><value><boolean>1</boolean></value></data></array></value></member></struct></value>"
        )
        #expect(
            XMLRPCMethodCall("examples.getStateName", [41]).xml
                == "<?xml version=\"1.0\"?>\n<methodCall><methodName>examples.getStateName</methodName><params><param><value><int>41</int></value></param></params></methodCall>\n"
        )
    }
}
