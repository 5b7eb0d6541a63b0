import XMLReading

/// `<params>`: each `<param>` appends through ``param``.
struct ParamsNode: XMLReadable {
    var values: [XMLRPCValue] = []

    static let parsingDescription = ParsingDescription<ParamsNode> {
        RejectUnknown()
        Element("param", as: ParamNode.self) { $0.values.append($1.value ?? .nil) }
    }
}

/// `<param>`: one required `<value>`.
struct ParamNode: XMLReadable {
    var value: XMLRPCValue?

    static let parsingDescription = ParsingDescription<ParamNode> {
        RejectUnknown()
        Element("value", reader: ValueReader.self) { $0.value = $1 }
        OnComplete { param in
            guard param.value != nil else { throw invalid("<param> has no <value>") }
        }
    }
}
