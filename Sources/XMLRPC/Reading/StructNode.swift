import XMLReading

/// `<struct>`: members in document order; each `<member>` appends through ``member``.
struct StructNode: XMLReadable {
    var members: [XMLRPCValue.Member] = []

    var member: MemberNode {
        get { MemberNode() }
        set { members.append(XMLRPCValue.Member(newValue.name ?? "", newValue.value ?? .nil)) }
    }

    static let parsingDescription = ParsingDescription<StructNode> {
        RejectUnknown()
        Element("member", \.member)
    }
}

/// `<member>`: a `<name>` and a `<value>`, both required.
struct MemberNode: XMLReadable {
    var name: String?
    var value: XMLRPCValue?

    var valueNode: ValueNode {
        get { ValueNode() }
        set { value = newValue.value }
    }

    static let parsingDescription = ParsingDescription<MemberNode> {
        RejectUnknown()
        Element("name", \.name)
        Element("value", \.valueNode)
        OnComplete { member in
            guard let name = member.name else { throw invalid("<member> has no <name>") }
            guard member.value != nil else { throw invalid("<member> \(String(reflecting: name)) has no <value>") }
        }
    }
}
