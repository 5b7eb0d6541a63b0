import XMLReading

/// `<array>`: the values of its `<data>` (several `<data>` elements are joined; none is empty).
struct ArrayNode: XMLReadable {
    var values: [XMLRPCValue] = []

    var data: DataNode {
        get { DataNode() }
        set { values += newValue.values }
    }

    static let parsingDescription = ParsingDescription<ArrayNode> {
        RejectUnknown()
        Element("data", \.data)
    }
}

/// `<data>`: each `<value>` appends through ``value``.
struct DataNode: XMLReadable {
    var values: [XMLRPCValue] = []

    var value: ValueNode {
        get { ValueNode() }
        set { values.append(newValue.value) }
    }

    static let parsingDescription = ParsingDescription<DataNode> {
        RejectUnknown()
        Element("value", \.value)
    }
}
