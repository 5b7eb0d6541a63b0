import XMLReading

/// Reads a `<value>` and everything inside it into an ``XMLRPCValue``, as an ``ElementReader``:
/// XML-RPC values nest (structs of arrays of structs), and the child element decides the type, so
/// one reader with its own stacks reads a whole value tree instead of one model per element.
///
/// The rules: a `<value>` holds one type element, or text alone (a string); `<struct>` holds
/// `<member>`s, each with a `<name>` and a `<value>`; `<array>` holds `<data>` elements (their
/// values are joined), `<data>` holds `<value>`s. Any other element is refused where it starts;
/// text that does not convert is reported where it began; a value with two type elements, or text
/// beside its type element, and a member without name or value are reported at their end tag.
struct ValueReader: ElementReader {
    static let extensions = "http://ws.apache.org/xmlrpc/namespaces/extensions"

    /// What each open element inside the bound `<value>` is (the bound one is the first).
    private enum Open: UInt8 {
        case value, structure, member, array, data, scalar
    }

    /// A `<value>` being read.
    private struct ValueState {
        var value: XMLRPCValue = .nil
        var typeCount = 0
        /// Its own text: the value when it has no type element.
        var text = ""
    }

    private var open: [Open] = [.value]
    private var values: [ValueState] = [ValueState()]
    private var structs: [[XMLRPCValue.StructMember]] = []
    private var members: [(name: String?, value: XMLRPCValue?)] = []
    private var arrays: [[XMLRPCValue]] = []
    /// The size of the last struct and array closed at each nesting depth: the capacity the next
    /// one there reserves, as sibling structs and arrays usually have the same shape.
    private var structCapacities: [Int] = []
    private var arrayCapacities: [Int] = []

    /// The type element (or `<name>`) whose text is being collected; `nil` type: a member's name.
    private var scalarType: ScalarType?
    private var scalarChild = ValueChild.string
    private var scalarPosition = XMLPosition(line: 0, column: 0)
    private var scalarText = ""
    /// Depth of elements inside a type element: their text is part of the value.
    private var scalarNesting = 0

    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}

    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) throws {
        switch open[open.count - 1] {
        case .scalar:
            scalarNesting += 1
        case .value:
            guard let child = ValueChild(name) else {
                throw XMLReadingError.unexpectedElement(name, in: "value", expected: Self.valueChildren)
            }
            switch child {
            case .structure:
                open.append(.structure)
                structs.append(Self.empty(reserving: structCapacities, at: structs.count))
            case .array:
                open.append(.array)
                arrays.append(Self.empty(reserving: arrayCapacities, at: arrays.count))
            default:
                scalarType = child.scalarType
                scalarChild = child
                scalarPosition = position
                scalarText = ""
                open.append(.scalar)
            }
        case .structure:
            guard name == "member" else {
                throw XMLReadingError.unexpectedElement(name, in: "struct", expected: ["member"])
            }
            open.append(.member)
            members.append((nil, nil))
        case .member:
            if name == "value" {
                startValue()
            } else if name == "name" {
                scalarType = nil
                scalarText = ""
                open.append(.scalar)
            } else {
                throw XMLReadingError.unexpectedElement(name, in: "member", expected: ["name", "value"])
            }
        case .array:
            guard name == "data" else { throw XMLReadingError.unexpectedElement(name, in: "array", expected: ["data"]) }
            open.append(.data)
        case .data:
            guard name == "value" else {
                throw XMLReadingError.unexpectedElement(name, in: "data", expected: ["value"])
            }
            startValue()
        }
    }

    /// The children a `<value>` may have, as diagnostics list them.
    static let valueChildren: [XMLName] = [
        "array", "base64", "boolean", "dateTime.iso8601", "double", "i4", "i8", "int", "nil", "string", "struct",
        XMLName("i8", namespace: extensions), XMLName("nil", namespace: extensions),
    ]

    @inline(__always)
    private mutating func startValue() {
        open.append(.value)
        values.append(ValueState())
    }

    /// An empty struct's or array's storage, with the capacity its last sibling needed (at most 256).
    @inline(__always)
    private static func empty<Element>(reserving capacities: [Int], at depth: Int) -> [Element] {
        var elements: [Element] = []
        if depth < capacities.count, capacities[depth] > 0 { elements.reserveCapacity(min(capacities[depth], 256)) }
        return elements
    }

    /// Records the size of a struct or array closed at `depth`.
    @inline(__always)
    private static func remember(_ count: Int, at depth: Int, in capacities: inout [Int]) {
        while capacities.count <= depth { capacities.append(0) }
        capacities[depth] = count
    }

    mutating func characters(_ text: String) {
        switch open[open.count - 1] {
        case .scalar:
            if scalarText.isEmpty { scalarText = text } else { scalarText += text }
        case .value:
            values[values.count - 1].text += text
        default:
            break
        }
    }

    mutating func endElement() throws {
        if scalarNesting > 0 {
            scalarNesting -= 1
            return
        }
        switch open.removeLast() {
        case .scalar:
            var text = ""
            swap(&text, &scalarText)
            guard let type = scalarType else {
                members[members.count - 1].name = text
                return
            }
            guard let value = type.value(text) ?? Self.lenientValue(type, text) else {
                throw XMLReadingError.valueConversion(
                    text: text, typeName: type.typeName, element: scalarChild.name, position: scalarPosition)
            }
            store(value)
        case .structure:
            let members = structs.removeLast()
            Self.remember(members.count, at: structs.count, in: &structCapacities)
            store(.struct(members))
        case .array:
            let elements = arrays.removeLast()
            Self.remember(elements.count, at: arrays.count, in: &arrayCapacities)
            store(.array(elements))
        case .member:
            let (name, value) = members.removeLast()
            guard let name else { throw invalid("<member> has no <name>") }
            guard let value else { throw invalid("<member> \(String(reflecting: name)) has no <value>") }
            structs[structs.count - 1].append(XMLRPCValue.StructMember(name, value))
        case .data:
            break
        case .value:
            var state = values.removeLast()
            let value = try Self.finished(&state)
            if open[open.count - 1] == .member {
                members[members.count - 1].value = value
            } else {
                arrays[arrays.count - 1].append(value)
            }
        }
    }

    /// The value strict reading refused, when ``XMLRPCReadingOptions/current`` accepts it: an
    /// `<i4>` or `<int>` beyond 32 bits.
    private static func lenientValue(_ type: ScalarType, _ text: String) -> XMLRPCValue? {
        guard type == .int32, XMLRPCReadingOptions.current.allowsIntegersBeyond32Bits else { return nil }
        return ScalarType.int64.value(text)
    }

    /// A type element's value, for the innermost `<value>`.
    @inline(__always)
    private mutating func store(_ value: consuming XMLRPCValue) {
        values[values.count - 1].typeCount += 1
        values[values.count - 1].value = value
    }

    mutating func finish() throws -> XMLRPCValue {
        var state = values.removeLast()
        return try Self.finished(&state)
    }

    /// The value of a `<value>` whose end tag arrived, moved out of its state.
    @inline(__always)
    private static func finished(_ state: inout ValueState) throws -> XMLRPCValue {
        switch state.typeCount {
        case 0:
            return .string(state.text)
        case 1:
            guard state.text.isEmpty || state.text.isXMLWhitespace else {
                throw invalid("<value> holds text beside its <\(state.value.typeName)> element")
            }
            var value = XMLRPCValue.nil
            swap(&value, &state.value)
            return value
        default:
            throw invalid("<value> holds \(state.typeCount) type elements; a value has one")
        }
    }
}

/// An ``XMLReadingError/Code/invalidXMLRPC`` error; the reader adds the path and position.
func invalid(_ message: String) -> XMLReadingError {
    XMLReadingError(code: .invalidXMLRPC, message: message)
}
