import Foundation
import TestSupport
import Testing
import XMLRPC

/// Runs the built `xmlrpc-dump` sample.
@Suite struct XMLRPCDumpTests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func dump(_ arguments: [String]) throws -> Run {
        let run = try runProgram(sampleExecutable("xmlrpc-dump"), arguments)
        return Run(status: run.status, stdout: run.output, stderr: run.error)
    }

    static func file(_ xml: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: url)
        return url
    }

    @Test func bundledMessageWithoutAFile() throws {
        let run = try Self.dump([])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout
                == #"{"params": [{"struct": {"title": {"string": "Dune & Sons"}, "postid": {"int": 41}, "views": {"int": 5000000000}, "published": {"boolean": true}, "rating": {"double": 4.5}, "date": {"dateTime": "1998-07-17T14:08:55"}, "cover": {"base64": "eW91IGNhbid0IHJlYWQgdGhpcyE="}, "editor": {"nil": null}, "tags": {"array": [{"string": "sf"}, {"string": "classic"}]}}}]}"#
                + "\n")
    }

    @Test(arguments: [
        (
            "<methodCall><methodName>a \"q\"\\</methodName><params><param><value><i8>-5</i8></value></param><param><value>line\nbreak&#13;\t</value></param></params></methodCall>",
            #"{"methodName": "a \"q\"\\", "params": [{"int": -5}, {"string": "line\nbreak\r\t"}]}"#
        ),
        ("<methodCall><methodName>m</methodName></methodCall>", #"{"methodName": "m", "params": []}"#),
        (
            "<methodResponse><params><param><value><double>-inf</double></value></param><param><value><double>1e+100</double></value></param></params></methodResponse>",
            #"{"params": [{"double": "-inf"}, {"double": 1e+100}]}"#
        ),
        (
            "<methodResponse><params><param><value><dateTime.iso8601>2024-03-01T01:30:00+02:00</dateTime.iso8601></value></param></params></methodResponse>",
            #"{"params": [{"dateTime": "2024-02-29T23:30:00"}]}"#
        ),
        (
            "<methodResponse><params><param><value><base64>AAEC\n/w==</base64></value></param><param><value><array><data/></array></value></param><param><value><struct/></value></param></params></methodResponse>",
            #"{"params": [{"base64": "AAEC/w=="}, {"array": []}, {"struct": {}}]}"#
        ),
        (
            "<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member><member><name>faultString</name><value><string>Too many parameters.</string></value></member></struct></value></fault></methodResponse>",
            #"{"fault": {"faultCode": 4, "faultString": "Too many parameters."}}"#
        ),
    ])
    func printsTaggedJSON(xml: String, json: String) throws {
        let url = try Self.file(xml)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Self.dump([url.path])
        #expect(run.status == 0)
        #expect(run.stdout == json + "\n")
        #expect(run.stderr == "")
    }

    @Test(arguments: [
        (
            "<?xml version=\"1.0\"?>\n<methodResponse>\n<params><param><value><boolean>2</boolean></value></param></params></methodResponse>",
            "line 3, column 31: cannot read \"2\" as a boolean (0 or 1) for <boolean> at /methodResponse/params/param/value/boolean"
        ),
        (
            "<methodResponse>\n  <params>\n</methodResponse>",
            "line 3, column 18: the end tag does not match the open element <params> at /methodResponse/params"
        ),
        ("<html/>", "line 1, column 6: the root element is <html>; expected <methodCall> or <methodResponse> at /html"),
    ])
    func badInputExitsNonZeroWithTheLine(xml: String, error: String) throws {
        let url = try Self.file(xml)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Self.dump([url.path])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "xmlrpc-dump: \(url.path): \(error)\n")
    }

    @Test func tooManyArgumentsIsAUsageError() throws {
        let run = try Self.dump(["a", "b"])
        #expect(run.status == 2)
        #expect(run.stderr == "usage: xmlrpc-dump [FILE]\n")
    }
}
