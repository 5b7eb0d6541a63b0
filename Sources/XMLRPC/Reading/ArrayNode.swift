import XMLReading

/// `<array>`: the values of its `<data>` (several `<data>` elements are joined; none is empty).
struct ArrayNode: XMLReadable {
    var values: [XMLRPCValue] = []


    static let parsingDescription = ParsingDescription<ArrayNode> {
        RejectUnknown()
        Element("data", as: DataNode.self) { $0.values += $1.values }
    }
}

/// `<data>`: each `<value>` appends through ``value``.
struct DataNode: XMLReadable {
    var values: [XMLRPCValue] = []


    static let parsingDescription = ParsingDescription<DataNode> {
        RejectUnknown()
        Element("value", as: ValueNode.self) { $0.values.append($1.value) }
    }
}
