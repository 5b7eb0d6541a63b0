import XMLReading

/// `<struct>`: members in document order; each `<member>` appends through ``member``.
struct StructNode: XMLReadable {
    var members: [XMLRPCValue.Member] = []


    static let parsingDescription = ParsingDescription<StructNode> {
        RejectUnknown()
        Element("member", as: MemberNode.self) { node, member in
            node.members.append(XMLRPCValue.Member(member.name ?? "", member.value ?? .nil))
        }
    }
}

/// `<member>`: a `<name>` and a `<value>`, both required.
struct MemberNode: XMLReadable {
    var name: String?
    var value: XMLRPCValue?


    static let parsingDescription = ParsingDescription<MemberNode> {
        RejectUnknown()
        Element("name", \.name)
        Element("value", as: ValueNode.self) { $0.value = $1.value }
        OnComplete { member in
            guard let name = member.name else { throw invalid("<member> has no <name>") }
            guard member.value != nil else { throw invalid("<member> \(String(reflecting: name)) has no <value>") }
        }
    }
}
