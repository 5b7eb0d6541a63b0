import XMLReading

/// `<methodResponse>`: either `<params>` or a `<fault>`.
struct MethodResponseNode: XMLReadable {
    var params: [XMLRPCValue]?
    var fault: XMLRPCFault?

    static let parsingDescription = ParsingDescription<MethodResponseNode> {
        RejectUnknown()
        Element("params", as: ParamsNode.self) { $0.params = $1.values }
        Element("fault", as: FaultNode.self) { $0.fault = $1.fault }
        OnComplete { response in
            if response.params != nil, response.fault != nil {
                throw invalid("<methodResponse> holds both <params> and <fault>; it holds one")
            }
            if response.params == nil, response.fault == nil {
                throw invalid("<methodResponse> holds neither <params> nor <fault>")
            }
        }
    }

    var message: XMLRPCMessage {
        if let fault { return .fault(fault) }
        return .response(XMLRPCResponse(params ?? []))
    }
}

/// `<fault>`: a `<value>` holding a struct with an int `faultCode` and a string `faultString`.
struct FaultNode: XMLReadable {
    var value: XMLRPCValue?
    var fault = XMLRPCFault(faultCode: 0, faultString: "")

    static let parsingDescription = ParsingDescription<FaultNode> {
        RejectUnknown()
        Element("value", reader: ValueReader.self) { $0.value = $1 }
        OnComplete { node in
            guard let value = node.value else { throw invalid("<fault> has no <value>") }
            guard case .struct = value else {
                throw invalid("the fault's value is \(value.typeName), not a struct with faultCode and faultString")
            }
            guard case .int(let code)? = value["faultCode"], let faultCode = Int32(exactly: code) else {
                throw invalid("the fault struct has no int member faultCode")
            }
            guard case .string(let faultString)? = value["faultString"] else {
                throw invalid("the fault struct has no string member faultString")
            }
            node.fault = XMLRPCFault(faultCode: faultCode, faultString: faultString)
        }
    }
}
