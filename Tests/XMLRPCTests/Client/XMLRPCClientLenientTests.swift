import Foundation
import Testing
import TestSupport
import XMLReading
import XMLRPC

/// Lenient reading of what real servers write against the specification, strict by default.
@Suite(.serialized) struct XMLRPCClientLenientTests {
    @Test(arguments: ReadingParsers.all) func wideI4AndStringFaultCodes(parser: ReadingParser) async throws {
        try await PythonServer.with(script: PythonServer.rawScript, arguments: ["lenient"]) { server in
            let strict = XMLRPCClient(url: server.url, options: XMLRPCClientOptions(timeout: 10).on(parser))
            do {
                _ = try await strict.call("wide")
                Issue.record("read a wide <i4> strictly")
            } catch let error as XMLReadingError {
                #expect(error.code == .valueConversion)
                #expect(
                    "\(error)"
                        == "line 2, column 42: cannot read \"5000000000\" as a 32-bit integer for <i4> at /methodResponse/params/param/value/i4"
                )
            }
            do {
                _ = try await strict.call("stringFault")
                Issue.record("read a string faultCode strictly")
            } catch let error as XMLReadingError {
                #expect(error.code == .invalidXMLRPC)
                #expect(
                    "\(error)"
                        == "line 2, column 236: the fault struct has no int member faultCode at /methodResponse/fault")
            }

            var options = XMLRPCClientOptions(timeout: 10).on(parser)
            options.reading.allowsIntegersBeyond32Bits = true
            options.reading.allowsStringFaultCode = true
            let lenient = XMLRPCClient(url: server.url, options: options)
            #expect(try await lenient.call("wide") == .int(5_000_000_000))
            #expect(try await lenient.call("wide", as: Int64.self) == 5_000_000_000)
            do {
                _ = try await lenient.call("stringFault")
                Issue.record("no fault")
            } catch let fault as XMLRPCFault {
                #expect(
                    fault == XMLRPCFault(faultCode: 0, faultString: "Try later.", faultCodeString: "Server.Unavailable")
                )
                #expect(fault.description == "fault Server.Unavailable: Try later.")
            }
            #expect(try await lenient.methodSignature("add") == [["int", "int", "int"]])
        }
    }

    @Test(arguments: ReadingParsers.all) func decodingTakesTheSameOptions(parser: ReadingParser) throws {
        let wide = Data(
            "<methodResponse><params><param><value><int>-5000000000</int></value></param></params></methodResponse>"
                .utf8)
        #expect(throws: XMLReadingError.self) {
            try XMLRPCResponse.decode(from: wide, options: XMLRPCReadingOptions(parser: parser))
        }
        #expect(try XMLRPCResponse.decode(from: wide, options: .lenient.on(parser)).value == .int(-5_000_000_000))
        #expect(try XMLRPCResponse.decode(Int.self, from: wide, options: .lenient.on(parser)) == -5_000_000_000)
        let fault = Data(
            "<methodResponse><fault><value><struct><member><name>faultCode</name><value>17</value></member><member><name>faultString</name><value>x</value></member></struct></value></fault></methodResponse>"
                .utf8)
        #expect(throws: XMLRPCFault(faultCode: 17, faultString: "x", faultCodeString: "17")) {
            try XMLRPCResponse.decode(from: fault, options: .lenient.on(parser))
        }
    }
}
