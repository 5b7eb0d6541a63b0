import Foundation

extension XMLRPCFault {
    /// The fault as an XML-RPC response document: `<methodResponse><fault><value><struct>` with
    /// `faultCode` and `faultString`.
    public var xml: String {
        var writer = XMLRPCWriter()
        writer.append(XMLRPCWriter.declaration + "<methodResponse><fault>")
        writer.write(["faultCode": .int(Int64(faultCode)), "faultString": .string(faultString)])
        writer.append("</fault></methodResponse>\n")
        return writer.output
    }
}
