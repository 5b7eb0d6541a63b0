import Foundation

extension XMLRPCResponse {
    /// The response as an XML-RPC document.
    ///
    /// ```swift
    /// XMLRPCResponse(["South Dakota"]).xml
    /// // <?xml version="1.0"?>
    /// // <methodResponse><params><param><value><string>South Dakota</string></value></param></params></methodResponse>
    /// ```
    public var xml: String {
        var writer = XMLRPCWriter()
        writer.append(XMLRPCWriter.declaration + "<methodResponse>")
        writer.writeParams(params)
        writer.append("</methodResponse>\n")
        return writer.output
    }
}
