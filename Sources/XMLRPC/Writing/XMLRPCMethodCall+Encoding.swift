import Foundation

extension XMLRPCMethodCall {
    /// The call as an XML-RPC document, which Python's `xmlrpc.client.loads` reads back to the same values.
    ///
    /// ```swift
    /// XMLRPCMethodCall("examples.getStateName", [41]).xml
    /// // <?xml version="1.0"?>
    /// // <methodCall><methodName>examples.getStateName</methodName><params><param><value><int>41</int></value></param></params></methodCall>
    /// ```
    public var xml: String {
        var writer = XMLRPCWriter()
        writer.append(XMLRPCWriter.declaration + "<methodCall><methodName>")
        writer.writeEscaped(methodName)
        writer.append("</methodName>")
        writer.writeParams(params)
        writer.append("</methodCall>\n")
        return writer.output
    }
}
