import XMLReading

/// `<value>`: a type element, or text alone (a string).
///
/// Every type element stores through ``store(_:)``, which notices a second one.
struct ValueNode: XMLReadable {
    static let extensions = "http://ws.apache.org/xmlrpc/namespaces/extensions"

    var value: XMLRPCValue = .nil
    var text = ""
    var typeCount = 0

    @inline(__always)
    mutating func store(_ typed: XMLRPCValue) {
        typeCount += 1
        value = typed
    }

    static let parsingDescription = ParsingDescription<ValueNode> {
        RejectUnknown()
        Text(\.text)
        Element("int", format: ScalarFormats.int32) { $0.store($1) }
        Element("i4", format: ScalarFormats.int32) { $0.store($1) }
        Element("i8", format: ScalarFormats.int64) { $0.store($1) }
        Element(XMLName("i8", namespace: extensions), format: ScalarFormats.int64) { $0.store($1) }
        Element("boolean", format: ScalarFormats.boolean) { $0.store($1) }
        Element("string", format: ScalarFormats.string) { $0.store($1) }
        Element("double", format: ScalarFormats.double) { $0.store($1) }
        Element("dateTime.iso8601", format: ScalarFormats.dateTime) { $0.store($1) }
        Element("base64", format: ScalarFormats.base64) { $0.store($1) }
        Element("nil", format: ScalarFormats.nil) { $0.store($1) }
        Element(XMLName("nil", namespace: extensions), format: ScalarFormats.nil) { $0.store($1) }
        Element("struct", as: StructNode.self) { $0.store(.struct($1.members)) }
        Element("array", as: ArrayNode.self) { $0.store(.array($1.values)) }
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
