import XMLReading

/// `<methodCall>`: a required `<methodName>` and optional `<params>`.
struct MethodCallNode: XMLReadable {
    var methodName: String?
    var params: [XMLRPCValue] = []

    static let parsingDescription = ParsingDescription<MethodCallNode> {
        RejectUnknown()
        Element("methodName", \.methodName)
        Element("params", as: ParamsNode.self) { $0.params = $1.values }
        OnComplete { call in
            guard call.methodName != nil else { throw invalid("<methodCall> has no <methodName>") }
        }
    }

    var call: XMLRPCMethodCall { XMLRPCMethodCall(methodName ?? "", params) }
}
