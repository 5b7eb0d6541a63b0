import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// The examples of the XML-RPC specification (xmlrpc.com/spec.md).
@Suite struct MessageDecodingTests {
    @Test(arguments: ReadingParsers.all) func specRequestExample(parser: ReadingParser) throws {
        let xml = """
            <?xml version="1.0"?>
            <methodCall>
               <methodName>examples.getStateName</methodName>
               <params>
                  <param>
                     <value><i4>41</i4></value>
                     </param>
                  </params>
               </methodCall>
            """
        #expect(
            try XMLRPCMethodCall.decode(from: xml, options: XMLRPCReadingOptions(parser: parser))
                == XMLRPCMethodCall("examples.getStateName", [41]))
        #expect(
            try XMLRPCMessage.decode(from: Data(xml.utf8), options: XMLRPCReadingOptions(parser: parser))
                == .call(XMLRPCMethodCall("examples.getStateName", [41])))
    }

    @Test(arguments: ReadingParsers.all) func callWithoutParams(parser: ReadingParser) throws {
        #expect(
            try XMLRPCMethodCall.decode(
                from: "<methodCall><methodName>system.listMethods</methodName></methodCall>",
                options: XMLRPCReadingOptions(parser: parser))
                == XMLRPCMethodCall("system.listMethods"))
    }

    @Test(arguments: ReadingParsers.all) func specResponseExample(parser: ReadingParser) throws {
        let xml = """
            <?xml version="1.0"?>
            <methodResponse>
               <params>
                  <param>
                     <value><string>South Dakota</string></value>
                     </param>
                  </params>
               </methodResponse>
            """
        #expect(
            try XMLRPCResponse.decode(from: xml, options: XMLRPCReadingOptions(parser: parser))
                == XMLRPCResponse(["South Dakota"]))
    }

    static let specFault = """
        <?xml version="1.0"?>
        <methodResponse>
           <fault>
              <value>
                 <struct>
                    <member>
                       <name>faultCode</name>
                       <value><int>4</int></value>
                       </member>
                    <member>
                       <name>faultString</name>
                       <value><string>Too many parameters.</string></value>
                       </member>
                    </struct>
                 </value>
              </fault>
           </methodResponse>
        """

    @Test(arguments: ReadingParsers.all) func specFaultExampleIsThrown(parser: ReadingParser) throws {
        #expect(throws: XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")) {
            try XMLRPCResponse.decode(from: Self.specFault, options: XMLRPCReadingOptions(parser: parser))
        }
        #expect(
            try XMLRPCMessage.decode(from: Self.specFault, options: XMLRPCReadingOptions(parser: parser))
                == .fault(XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")))
        #expect(
            String(describing: XMLRPCFault(faultCode: 4, faultString: "Too many parameters."))
                == "fault 4: Too many parameters.")
    }

    @Test(arguments: ReadingParsers.all) func specStructAndArrayExamples(parser: ReadingParser) throws {
        let structXML = """
            <value><struct>
               <member><name>lowerBound</name><value><i4>18</i4></value></member>
               <member><name>upperBound</name><value><i4>139</i4></value></member>
            </struct></value>
            """
        #expect(try decodeValue(structXML, parser: parser) == ["lowerBound": 18, "upperBound": 139])
        let arrayXML = """
            <value><array>
               <data>
                  <value><i4>12</i4></value>
                  <value><string>Egypt</string></value>
                  <value><boolean>0</boolean></value>
                  <value><i4>-31</i4></value>
               </data>
            </array></value>
            """
        #expect(try decodeValue(arrayXML, parser: parser) == [12, "Egypt", false, -31])
    }

    @Test(arguments: ReadingParsers.all) func filesAreRead(parser: ReadingParser) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlrpc-\(UUID().uuidString).xml")
        try Data(Self.specFault.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            try XMLRPCMessage.decode(from: url, options: XMLRPCReadingOptions(parser: parser))
                == .fault(XMLRPCFault(faultCode: 4, faultString: "Too many parameters.")))
    }

    static func fault(_ members: String) -> String {
        "<methodResponse><fault><value><struct>\(members)</struct></value></fault></methodResponse>"
    }

    @Test(arguments: [
        (
            "<foo/>",
            "line 1, column 5: the root element is <foo>; expected <methodCall> or <methodResponse> at /foo"
        ),
        (
            "<methodResponse><params><param><value>1</value></param></params>",
            "line 1, column 65: the document ends before <methodResponse> is closed at /methodResponse"
        ),
        (
            "not xml",
            "line 1, column 1: the input is not XML: expected '<' to start the root element"
        ),
        (
            "<methodCall><params/></methodCall>",
            "line 1, column 35: <methodCall> has no <methodName> at /methodCall"
        ),
        (
            "<methodResponse/>",
            "line 1, column 18: <methodResponse> holds neither <params> nor <fault> at /methodResponse"
        ),
        (
            "<methodResponse><params/><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member><member><name>faultString</name><value>x</value></member></struct></value></fault></methodResponse>",
            "line 1, column 213: <methodResponse> holds both <params> and <fault>; it holds one at /methodResponse"
        ),
        (
            "<methodResponse><params><param/></params></methodResponse>",
            "line 1, column 33: <param> has no <value> at /methodResponse/params/param"
        ),
        (
            "<methodResponse><params><value>1</value></params></methodResponse>",
            "line 1, column 31: unexpected element <value> in <params>; expected <param> at /methodResponse/params/value"
        ),
        (
            "<methodResponse><fault/></methodResponse>",
            "line 1, column 25: <fault> has no <value> at /methodResponse/fault"
        ),
        (
            "<methodResponse><fault><value><int>4</int></value></fault></methodResponse>",
            "line 1, column 59: the fault's value is int, not a struct with faultCode and faultString at /methodResponse/fault"
        ),
        (
            "<methodResponse><fault><value><struct><member><name>faultString</name><value>x</value></member></struct></value></fault></methodResponse>",
            "line 1, column 121: the fault struct has no int member faultCode at /methodResponse/fault"
        ),
        (
            "<methodResponse><fault><value><struct><member><name>faultCode</name><value><string>4</string></value></member><member><name>faultString</name><value>x</value></member></struct></value></fault></methodResponse>",
            "line 1, column 193: the fault struct has no int member faultCode at /methodResponse/fault"
        ),
        (
            "<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member></struct></value></fault></methodResponse>",
            "line 1, column 130: the fault struct has no string member faultString at /methodResponse/fault"
        ),
        (
            "<methodResponse><fault><value><struct><member><name>faultCode</name><value><i8>4</i8></value></member><member><name>faultString</name><value><int>1</int></value></member></struct></value></fault></methodResponse>",
            "line 1, column 196: the fault struct has no string member faultString at /methodResponse/fault"
        ),
    ])
    func messageErrors(xml: String, message: String) {
        let actual = xmlRPCError { _ = try XMLRPCMessage.decode(from: xml) }
        #expect(actual == message)
    }

    @Test(arguments: ReadingParsers.all) func aCallIsNotAResponse(parser: ReadingParser) {
        let actual = xmlRPCError {
            _ = try XMLRPCResponse.decode(
                from: "<methodCall><methodName>a</methodName></methodCall>",
                options: XMLRPCReadingOptions(parser: parser))
        }
        #expect(
            actual == "line 1, column 12: the root element is <methodCall>; expected <methodResponse> at /methodCall")
        let call = xmlRPCError {
            _ = try XMLRPCMethodCall.decode(
                from: "\n<methodResponse><params/></methodResponse>", options: XMLRPCReadingOptions(parser: parser))
        }
        #expect(
            call == "line 2, column 16: the root element is <methodResponse>; expected <methodCall> at /methodResponse")
    }
}
