import XMLReading

/// `<value>`: a type element, or text alone (a string).
///
/// Every type element stores through ``typed``, whose setter notices a second one.
struct ValueNode: XMLReadable {
    static let extensions = "http://ws.apache.org/xmlrpc/namespaces/extensions"

    var value: XMLRPCValue = .nil
    var text = ""
    var typeCount = 0

    var typed: XMLRPCValue {
        get { value }
        set {
            typeCount += 1
            value = newValue
        }
    }

    var structNode: StructNode {
        get { StructNode() }
        set { typed = .struct(newValue.members) }
    }

    var arrayNode: ArrayNode {
        get { ArrayNode() }
        set { typed = .array(newValue.values) }
    }

    static let parsingDescription = ParsingDescription<ValueNode> {
        RejectUnknown()
        Text(\.text)
        Element("int", \.typed, format: ScalarFormats.int32)
        Element("i4", \.typed, format: ScalarFormats.int32)
        Element("i8", \.typed, format: ScalarFormats.int64)
        Element(XMLName("i8", namespace: extensions), \.typed, format: ScalarFormats.int64)
        Element("boolean", \.typed, format: ScalarFormats.boolean)
        Element("string", \.typed, format: ScalarFormats.string)
        Element("double", \.typed, format: ScalarFormats.double)
        Element("dateTime.iso8601", \.typed, format: ScalarFormats.dateTime)
        Element("base64", \.typed, format: ScalarFormats.base64)
        Element("nil", \.typed, format: ScalarFormats.nil)
        Element(XMLName("nil", namespace: extensions), \.typed, format: ScalarFormats.nil)
        Element("struct", \.structNode)
        Element("array", \.arrayNode)
        OnComplete { node in
            switch node.typeCount {
            case 0:
                node.value = .string(node.text)
            case 1:
                guard node.text.utf8.allSatisfy(ScalarFormats.isSpace) else {
                    throw invalid("<value> holds text beside its <\(node.value.typeName)> element")
                }
            default:
                throw invalid("<value> holds \(node.typeCount) type elements; a value has one")
            }
        }
    }
}

/// An ``XMLReadingError/Code/invalidXMLRPC`` error; the reader adds the path and position.
func invalid(_ message: String) -> XMLReadingError {
    XMLReadingError(code: .invalidXMLRPC, message: message)
}
