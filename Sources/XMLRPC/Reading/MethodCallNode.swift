import XMLReading

/// `<methodCall>`: a required `<methodName>` and optional `<params>`.
struct MethodCallNode: XMLReadable {
    var methodName: String?
    var params: [XMLRPCValue] = []

    var paramsNode: ParamsNode {
        get { ParamsNode() }
        set { params = newValue.values }
    }

    static let parsingDescription = ParsingDescription<MethodCallNode> {
        RejectUnknown()
        Element("methodName", \.methodName)
        Element("params", \.paramsNode)
        OnComplete { call in
            guard call.methodName != nil else { throw invalid("<methodCall> has no <methodName>") }
        }
    }

    var call: XMLRPCMethodCall { XMLRPCMethodCall(methodName ?? "", params) }
}
