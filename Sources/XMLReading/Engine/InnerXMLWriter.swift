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

    mutating func start(_ qualifiedName: String, attributes: TagAttributes, declarations: [(String, String)]) {
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
            let (firstDeclares, secondDeclares) = (Self.declares(first.key), Self.declares(second.key))
            if firstDeclares == secondDeclares ? first.key < second.key : firstDeclares {
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
        } else {
            bytes.append(literal: "</")
            bytes.append(qualifiedName)
            bytes.append(UInt8(ascii: ">"))
        }
    }

    mutating func text(_ text: String) {
        closeStartTag()
        XMLEscaping.forEachPiece(of: text, inAttribute: false) { bytes.append($0) }
    }

    /// Text as the document's UTF-8 bytes (see ``ReadingState/keepAsMarkup(_:)``).
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
