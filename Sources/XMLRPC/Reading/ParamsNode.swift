import XMLReading

/// `<params>`: each `<param>` appends through ``param``.
struct ParamsNode: XMLReadable {
    var values: [XMLRPCValue] = []

    var param: ParamNode {
        get { ParamNode() }
        set { values.append(newValue.value ?? .nil) }
    }

    static let parsingDescription = ParsingDescription<ParamsNode> {
        RejectUnknown()
        Element("param", \.param)
    }
}

/// `<param>`: one required `<value>`.
struct ParamNode: XMLReadable {
    var value: XMLRPCValue?

    var valueNode: ValueNode {
        get { ValueNode() }
        set { value = newValue.value }
    }

    static let parsingDescription = ParsingDescription<ParamNode> {
        RejectUnknown()
        Element("value", \.valueNode)
        OnComplete { param in
            guard param.value != nil else { throw invalid("<param> has no <value>") }
        }
    }
}
