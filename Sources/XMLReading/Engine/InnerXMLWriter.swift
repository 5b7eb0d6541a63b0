/// Re-serializes the events inside an ``XMLString`` element as well-formed XML.
///
/// It builds UTF-8 bytes and makes one `String` at the end: appending bytes costs a fraction of
/// appending many small strings, and the buffer's capacity is kept from one capture to the next.
struct InnerXMLWriter {
    private var bytes = MarkupBytes()
    private var startTagOpen = false

    /// The markup written since the last ``reset()``.
    var output: String { bytes.string }

    mutating func reset() {
        bytes.removeAll()
        startTagOpen = false
    }

    /// The most a tag is written in place for (see ``MarkupBytes/append(atMost:_:)``):
    /// its room reserved whole, escapes counted at their longest. Longer ones go piece by piece,
    /// so that one long value does not reserve several times its length.
    static var inPlaceLimit: Int { 4_096 }

    /// A start tag for which no namespace declaration is added (no prefix is in scope).
    mutating func start(_ qualifiedName: String, attributes: TagAttributes) {
        // A list of up to two attributes, read by index (its iterator costs more than the
        // writing); longer lists go piece by piece.
        if attributes.isEmpty {
            let room = 2 + qualifiedName.utf8.count
            if room <= Self.inPlaceLimit { return startInPlace(qualifiedName, room: room, nil, nil) }
        } else if attributes.count <= 2, let pairs = attributes.pairs {
            let first = pairs[0]
            var room = 2 + qualifiedName.utf8.count + Self.room(first)
            if pairs.count == 1 {
                if room <= Self.inPlaceLimit { return startInPlace(qualifiedName, room: room, first, nil) }
            } else {
                let second = pairs[1]
                room += Self.room(second)
                if room <= Self.inPlaceLimit {
                    return Self.precedes(first.key, second.key)
                        ? startInPlace(qualifiedName, room: room, first, second)
                        : startInPlace(qualifiedName, room: room, second, first)
                }
            }
        }
        startPiecewise(qualifiedName, attributes: attributes, declarations: [])
    }

    mutating func start(_ qualifiedName: String, attributes: TagAttributes, declarations: [(String, String)]) {
        if declarations.isEmpty {
            start(qualifiedName, attributes: attributes)
        } else {
            startPiecewise(qualifiedName, attributes: attributes, declarations: declarations)
        }
    }

    /// The most bytes an attribute takes: its value's bytes escaped at the longest (`&quot;`).
    @inline(__always)
    private static func room(_ attribute: TagAttributes.Element) -> Int {
        4 + attribute.key.utf8.count + 6 * attribute.value.utf8.count
    }

    /// ``startPiecewise(_:attributes:declarations:)`` with no declarations and up to two
    /// attributes, in their order, in one reserved room: the same bytes (`InnerXMLWriterTests`).
    private mutating func startInPlace(
        _ qualifiedName: String, room: Int, _ first: TagAttributes.Element?, _ second: TagAttributes.Element?
    ) {
        let closes = startTagOpen
        startTagOpen = true
        bytes.append(atMost: room) { cursor in
            if closes { cursor.write(UInt8(ascii: ">")) }
            cursor.write(UInt8(ascii: "<"))
            cursor.write(qualifiedName)
            if let first { Self.writeAttribute(first.key, first.value, to: &cursor) }
            if let second { Self.writeAttribute(second.key, second.value, to: &cursor) }
        }
    }

    @inline(__always)
    private static func writeAttribute(_ key: String, _ value: String, to cursor: inout MarkupCursor) {
        cursor.write(UInt8(ascii: " "))
        cursor.write(key)
        cursor.write(UInt8(ascii: "="))
        cursor.write(UInt8(ascii: "\""))
        XMLEscaping.forEachPiece(of: value, inAttribute: true) { cursor.write($0) }
        cursor.write(UInt8(ascii: "\""))
    }

    /// Whether an attribute named `first` is written before one named `second` (the order of
    /// ``appendSorted(_:declarations:)``): namespace declarations first, then by name.
    @inline(__always)
    private static func precedes(_ first: String, _ second: String) -> Bool {
        let (firstDeclares, secondDeclares) = (declares(first), declares(second))
        return firstDeclares == secondDeclares ? first < second : firstDeclares
    }

    /// The general start tag, each piece appended on its own: any number of attributes, added
    /// declarations, long values. `internal` for the tests that compare it with the in-place one.
    mutating func startPiecewise(
        _ qualifiedName: String, attributes: TagAttributes, declarations: [(String, String)]
    ) {
        closeStartTag()
        bytes.append(UInt8(ascii: "<"))
        bytes.append(qualifiedName)
        startTagOpen = true
        guard declarations.isEmpty else { return appendSorted(attributes, declarations: declarations) }
        switch attributes.count {
        case 0:
            break
        case 1:
            let (key, value) = attributes.first!
            appendAttribute(key, value)
        case 2:
            // The order of the general case below, without its arrays.
            var iterator = attributes.makeIterator()
            let (first, second) = (iterator.next()!, iterator.next()!)
            if Self.precedes(first.key, second.key) {
                appendAttribute(first.key, first.value)
                appendAttribute(second.key, second.value)
            } else {
                appendAttribute(second.key, second.value)
                appendAttribute(first.key, first.value)
            }
        default:
            appendSorted(attributes, declarations: declarations)
        }
    }

    /// Namespace declarations first, by prefix, whether the element wrote them or the capture added
    /// them; then the other attributes by name. Captured again after being written, the markup is
    /// the same string.
    private mutating func appendSorted(_ attributes: TagAttributes, declarations: [(String, String)]) {
        var namespaces = declarations.map { (key: $0.0.isEmpty ? "xmlns" : "xmlns:" + $0.0, value: $0.1) }
        var others: [(key: String, value: String)] = []
        for (key, value) in attributes {
            if Self.declares(key) {
                namespaces.append((key, value))
            } else {
                others.append((key, value))
            }
        }
        for (key, value) in namespaces.sorted(by: { $0.key < $1.key }) { appendAttribute(key, value) }
        for (key, value) in others.sorted(by: { $0.key < $1.key }) { appendAttribute(key, value) }
    }

    /// Whether an attribute's name makes it a namespace declaration (`xmlns`, `xmlns:p`).
    @inline(__always)
    private static func declares(_ key: String) -> Bool {
        key.utf8.first == UInt8(ascii: "x") && (key == "xmlns" || key.hasPrefix("xmlns:"))
    }

    private mutating func appendAttribute(_ key: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(key)
        bytes.append(literal: "=\"")
        XMLEscaping.forEachPiece(of: value, inAttribute: true) { bytes.append($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func end(_ qualifiedName: String) {
        if startTagOpen {
            bytes.append(literal: "/>")
            startTagOpen = false
            return
        }
        let count = qualifiedName.utf8.count
        guard count <= Self.inPlaceLimit else {
            bytes.append(literal: "</")
            bytes.append(qualifiedName)
            return bytes.append(UInt8(ascii: ">"))
        }
        bytes.append(atMost: 3 + count) { cursor in
            cursor.write(UInt8(ascii: "<"))
            cursor.write(UInt8(ascii: "/"))
            cursor.write(qualifiedName)
            cursor.write(UInt8(ascii: ">"))
        }
    }

    mutating func text(_ text: String) {
        closeStartTag()
        XMLEscaping.forEachPiece(of: text, inAttribute: false) { bytes.append($0) }
    }

    /// Text as the document's UTF-8 bytes (see ``ReadingState/keepAsMarkup(_:)``). Piece by
    /// piece: a run is usually one piece, and reserving room for it in place measured no cheaper.
    mutating func text(utf8: UnsafeBufferPointer<UInt8>) {
        closeStartTag()
        XMLEscaping.forEachPiece(of: utf8, inAttribute: false) { bytes.append($0) }
    }

    @inline(__always)
    private mutating func closeStartTag() {
        if startTagOpen {
            bytes.append(UInt8(ascii: ">"))
            startTagOpen = false
        }
    }
}
