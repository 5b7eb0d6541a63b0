import Foundation
import Testing
import TestSupport
import XMLRPC

/// Python's `xmlrpc.client` talks to `XMLRPCDispatcher`: it writes the requests with `dumps`, the
/// dispatcher answers them, and it reads the answers with `loads` (multicall results through its
/// own `MultiCallIterator`).
@Suite struct DispatcherPythonTests {
    struct DivisionByZero: Error {}

    /// What Python made of one response.
    enum Outcome: Equatable {
        case result(XMLRPCValue)
        case fault(Int, String)
        case multicall([Outcome])

        init(json: Any) throws {
            let object = json as! [String: Any]
            if let value = object["result"] {
                self = .result(try XMLRPCValue(tagged: value))
            } else if let pair = object["fault"] as? [Any] {
                self = .fault(pair[0] as! Int, pair[1] as! String)
            } else {
                self = .multicall(try (object["multicall"] as! [Any]).map { try Outcome(json: $0) })
            }
        }
    }

    static let requests = #"""
        import datetime, json, xmlrpc.client
        def call(method, *params): return xmlrpc.client.dumps(params, methodname=method, allow_none=True)
        book = {"title": "Dune <&>", "tags": ["sf", "classic"], "when": datetime.datetime(1998, 7, 17, 14, 8, 55),
                "cover": xmlrpc.client.Binary(b"\x00\xff"), "rating": 4.5, "none": None, "ok": True, "pages": -412}
        print(json.dumps([
            call("math.add", 2, 3),
            call("echo", book),
            call("math.add", 2, "3"),
            call("nope"),
            call("system.listMethods"),
            call("system.methodSignature", "math.add"),
            call("system.methodSignature", "echo"),
            call("system.methodHelp", "math.add"),
            call("math.divide", 1.0, 0.0),
            call("system.multicall", [
                {"methodName": "math.add", "params": [40, 2]},
                {"methodName": "math.add", "params": [1]},
                {"methodName": "echo", "params": [[1, "two", 3.0]]},
                {"methodName": "nope", "params": []},
            ]),
        ]))
        """#

    static let reader =
        Python.tagger + #"""
            def outcome(data, multicall):
                try:
                    (value,), _ = xmlrpc.client.loads(data, use_builtin_types=True)
                except xmlrpc.client.Fault as fault:
                    return {"fault": [fault.faultCode, fault.faultString]}
                if not multicall: return {"result": tag(value)}
                results = []
                iterator = xmlrpc.client.MultiCallIterator(value)
                for index in range(len(value)):
                    try: results.append({"result": tag(iterator[index])})
                    except xmlrpc.client.Fault as fault: results.append({"fault": [fault.faultCode, fault.faultString]})
                return {"multicall": results}
            responses = json.load(sys.stdin)
            print(json.dumps([outcome(r, i == len(responses) - 1) for i, r in enumerate(responses)]))
            """#

    @Test func pythonCallsTheDispatcher() async throws {
        var dispatcher = XMLRPCDispatcher()
        dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
            (a: Int, b: Int) -> Int in a + b
        }
        dispatcher.register("math.divide") { (a: Double, b: Double) throws -> Double in
            guard b != 0 else { throw DivisionByZero() }
            return a / b
        }
        dispatcher.register("echo") { (value: XMLRPCValue) in value }

        let requests = try JSONSerialization.jsonObject(with: try Python.run(Self.requests)) as! [String]
        var responses: [String] = []
        for request in requests {
            responses.append(String(decoding: await dispatcher.respond(to: Data(request.utf8)), as: UTF8.self))
        }
        let input = try JSONSerialization.data(withJSONObject: responses)
        let read = try JSONSerialization.jsonObject(with: try Python.run(Self.reader, input: input)) as! [Any]
        let outcomes = try read.map { try Outcome(json: $0) }

        let time = XMLRPCDateTime(year: 1998, month: 7, day: 17, hour: 14, minute: 8, second: 55)
        let book: XMLRPCValue = [
            "title": "Dune <&>", "tags": ["sf", "classic"], "when": .dateTime(time), "cover": .base64(Data([0, 255])),
            "rating": 4.5, "none": .nil, "ok": true, "pages": -412,
        ]
        let expected: [Outcome] = [
            .result(5),
            .result(book),
            .fault(-32602, "math.add: params[1]: expected an int that fits Int, found string"),
            .fault(-32601, "method \"nope\" is not supported"),
            .result([
                "echo", "math.add", "math.divide", "system.listMethods", "system.methodHelp", "system.methodSignature",
                "system.multicall",
            ]),
            .result([["int", "int", "int"]]),
            .result("signatures not supported"),
            .result("Adds two integers."),
            .fault(-32500, "math.divide: DivisionByZero()"),
            .multicall([
                .result(42),
                .fault(-32602, "math.add takes 2 parameters (int, int), received 1"),
                .result([1, "two", 3.0]),
                .fault(-32601, "method \"nope\" is not supported"),
            ]),
        ]
        #expect(outcomes.count == expected.count)
        for (outcome, expected) in zip(outcomes, expected) {
            #expect(outcome == expected)
        }
    }
}
