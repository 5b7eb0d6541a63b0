import XMLReading

extension XMLRPCFault {
    /// The fault a `<fault>`'s value (or an entry of a `system.multicall` response) describes: a
    /// struct with an int `faultCode` (a string one too, when ``XMLRPCReadingOptions/current``
    /// allows it) and a string `faultString`. Throws an ``XMLReadingError/Code/invalidXMLRPC``
    /// error otherwise.
    init(value: XMLRPCValue) throws {
        guard case .struct = value else {
            throw invalid("the fault's value is \(value.typeName), not a struct with faultCode and faultString")
        }
        let code: Int32
        var codeString: String?
        switch value["faultCode"] {
        case .int(let number)? where Int32(exactly: number) != nil:
            code = Int32(number)
        case .string(let text)? where XMLRPCReadingOptions.current.allowsStringFaultCode:
            code = Int32(text.trimmingXMLWhitespace()) ?? 0
            codeString = text
        default:
            throw invalid("the fault struct has no int member faultCode")
        }
        guard case .string(let faultString)? = value["faultString"] else {
            throw invalid("the fault struct has no string member faultString")
        }
        self.init(faultCode: code, faultString: faultString, faultCodeString: codeString)
    }
}
