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
            node.fault = try XMLRPCFault(value: value)
        }
    }
}
