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
///
/// Values are built in place: a member joins its struct when `<member>` starts (its name and value
/// are filled in as they end), and a type element's value goes straight to where its `<value>`
/// belongs (the member, the array, or ``finish()``), so nothing is copied on the way up.
struct ValueReader: ElementReader {
    static let extensions = "http://ws.apache.org/xmlrpc/namespaces/extensions"

    /// What each open element inside the bound `<value>` is (the bound one is the first).
    private enum Open: UInt8 {
        case value, structure, member, array, data, scalar
    }

    /// A `<value>` being read (its value is already where it belongs).
    private struct ValueState {
        var typeCount = 0
        /// Its own text: the value when it has no type element.
        var text = ""
    }

    /// What an open `<member>` has seen.
    private struct MemberParts: OptionSet {
        let rawValue: UInt8
        static let name = MemberParts(rawValue: 1)
        static let value = MemberParts(rawValue: 2)
    }

    private var open: [Open] = [.value]
    private var values: [ValueState] = [ValueState()]
    /// The value of the bound `<value>`.
    private var boundValue = XMLRPCValue.nil
    /// The members of each open struct; the last one of a struct whose `<member>` is open is
    /// that member, with an empty name and a nil value until they end.
    private var structs: [[XMLRPCValue.StructMember]] = []
    private var members: [MemberParts] = []
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

    /// Asks the tag for its name alone, and for its position only where a scalar's text begins.
    mutating func startElement(_ tag: borrowing StartTag) throws {
        let name = tag.name
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
                scalarPosition = tag.position
                scalarText = ""
                open.append(.scalar)
            }
        case .structure:
            guard name == "member" else {
                throw XMLReadingError.unexpectedElement(name, in: "struct", expected: ["member"])
            }
            open.append(.member)
            members.append([])
            structs[structs.count - 1].append(XMLRPCValue.StructMember("", .nil))
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

    /// Text counts only in a scalar and directly in a `<value>` (a string without a type element).
    var ignoresText: Bool {
        switch open[open.count - 1] {
        case .scalar, .value: false
        default: true
        }
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
                let last = structs[structs.count - 1].count - 1
                structs[structs.count - 1][last].name = text
                members[members.count - 1].insert(.name)
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
            let parts = members.removeLast()
            guard parts.contains(.name) else { throw invalid("<member> has no <name>") }
            guard parts.contains(.value) else {
                let name = structs[structs.count - 1][structs[structs.count - 1].count - 1].name
                throw invalid("<member> \(String(reflecting: name)) has no <value>")
            }
        case .data:
            break
        case .value:
            let state = values.removeLast()
            try finished(state, at: open.count)
            if open[open.count - 1] == .member { members[members.count - 1].insert(.value) }
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
        place(value, at: open.count - 1, first: values[values.count - 1].typeCount == 1)
    }

    /// Puts the value of the innermost `<value>`, at `depth` in `open`, where it belongs: in its
    /// member, in its array (a second type element, an error at `</value>`, replaces the first), or
    /// as the bound value.
    @inline(__always)
    private mutating func place(_ value: consuming XMLRPCValue, at depth: Int, first: Bool) {
        guard depth > 0 else {
            boundValue = value
            return
        }
        if open[depth - 1] == .member {
            let last = structs[structs.count - 1].count - 1
            structs[structs.count - 1][last].value = value
        } else if first {
            arrays[arrays.count - 1].append(value)
        } else {
            arrays[arrays.count - 1][arrays[arrays.count - 1].count - 1] = value
        }
    }

    /// The value of the innermost `<value>`, at `depth` in `open`, so far (for a diagnostic).
    private func placed(at depth: Int) -> XMLRPCValue {
        guard depth > 0 else { return boundValue }
        if open[depth - 1] == .member { return structs[structs.count - 1].last?.value ?? .nil }
        return arrays[arrays.count - 1].last ?? .nil
    }

    mutating func finish() throws -> XMLRPCValue {
        let state = values.removeLast()
        try finished(state, at: 0)
        var value = XMLRPCValue.nil
        swap(&value, &boundValue)
        return value
    }

    /// Checks a `<value>` whose end tag arrived (it was at `depth` in `open`); one without a type
    /// element gets its text as a string.
    @inline(__always)
    private mutating func finished(_ state: ValueState, at depth: Int) throws {
        switch state.typeCount {
        case 0:
            place(.string(state.text), at: depth, first: true)
        case 1:
            guard state.text.isEmpty || state.text.isXMLWhitespace else {
                throw invalid("<value> holds text beside its <\(placed(at: depth).typeName)> element")
            }
        default:
            throw invalid("<value> holds \(state.typeCount) type elements; a value has one")
        }
    }
}

/// An ``XMLReadingError/Code/invalidXMLRPC`` error; the reader adds the path and position.
func invalid(_ message: String) -> XMLReadingError {
    XMLReadingError(code: .invalidXMLRPC, message: message)
}
