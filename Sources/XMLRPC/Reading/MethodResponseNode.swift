import XMLReading

/// `<methodResponse>`: either `<params>` or a `<fault>`.
struct MethodResponseNode: XMLReadable {
    var params: [XMLRPCValue]?
    var fault: XMLRPCFault?

    var paramsNode: ParamsNode {
        get { ParamsNode() }
        set { params = newValue.values }
    }

    var faultNode: FaultNode {
        get { FaultNode() }
        set { fault = newValue.fault }
    }

    static let parsingDescription = ParsingDescription<MethodResponseNode> {
        RejectUnknown()
        Element("params", \.paramsNode)
        Element("fault", \.faultNode)
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

    var valueNode: ValueNode {
        get { ValueNode() }
        set { value = newValue.value }
    }

    static let parsingDescription = ParsingDescription<FaultNode> {
        RejectUnknown()
        Element("value", \.valueNode)
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
